// Side effects of a client-side navigation: the new page's <head>, and the scroll position
// (top of the page, or the #section the link named; spec section 2).
import { useEffect, useRef } from "react";
import type { RouteEntry } from "../content/routes.ts";
import { applyHead, headData } from "../app/head.ts";

export function useRouteHead(entry: RouteEntry): void {
  useEffect(() => {
    applyHead(document, headData(entry));
  }, [entry]);
}

export function useScrollOnNavigate(pathname: string, hash: string): void {
  const first = useRef(true);
  useEffect(() => {
    // The browser restores scroll on the first load and on back/forward of a full load.
    if (first.current) {
      first.current = false;
      if (!hash) return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}
