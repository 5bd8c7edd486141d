// Subscribes to a CSS media query. The prerender and hydration see `false`, then the real value.
import { useCallback, useSyncExternalStore } from "react";

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The mobile breakpoint: a width under 768 px. */
export const MOBILE_QUERY = "(max-width: 767.98px)";
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
