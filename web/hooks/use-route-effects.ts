// Side effects of a client-side navigation: the new page's <head>, and the scroll position
// (top of the page, or the #section the link named; spec section 2).
import { useEffect, useRef } from "react";
import type { RouteMatch } from "../content/route-types.ts";
import { applyHead, headData } from "../app/head.ts";
import { loadRouteEntry } from "../app/route-resolver.ts";

/** How long to wait for a lazily rendered #section to appear before giving up. */
const HASH_WAIT_MS = 3000;

export function useRouteHead(match: RouteMatch): void {
  const first = useRef(true);
  useEffect(() => {
    // The prerendered head is already right for the page the visitor landed on.
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    void loadRouteEntry(match).then((entry) => {
      if (current) applyHead(document, headData(entry));
    });
    return () => {
      current = false;
    };
  }, [match]);
}

export function useScrollOnNavigate(pathname: string, hash: string): void {
  const first = useRef(true);
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    if (!hash) {
      // The browser restores the position on the first load and on reloads.
      if (!isFirst) window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView();
      return Boolean(target);
    };
    if (scroll()) return;
    // The section may belong to a page whose code is still loading: wait for it to render.
    const observer = new MutationObserver(() => {
      if (scroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, hash]);
}
