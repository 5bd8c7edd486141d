// The page address's query as URLSearchParams, and a setter that moves the address to new ones
// (same page, a history entry unless `replace`). The tools keep their filters here. Written over
// useLocation and useNavigate, which every page's first load already carries, because
// react-router's own useSearchParams added 0.3 KB (gzip) to every page's first load; the module
// rides in the frame's chunk (vite.config.ts), which every page loads anyway.
import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router-dom";

export type SetAddressParams = (next: URLSearchParams, options?: { replace?: boolean }) => void;

export function useAddressParams(): [URLSearchParams, SetAddressParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams: SetAddressParams = (next, options) => {
    const query = next.toString();
    void navigate({ search: query ? `?${query}` : "" }, { replace: options?.replace ?? false });
  };
  return [params, setParams];
}
