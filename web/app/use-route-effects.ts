// A client-side navigation's <head>: the new page's title, description and links, and its title
// announced. Where the page scrolls and focus lands is use-scroll-on-navigate.ts.
import { useEffect, useRef } from "react";
import type { RouteMatch } from "../content/route-types.ts";
import { applyHead, headData } from "./head.ts";
import { loadRouteEntry } from "./route-resolver.ts";
import { announcePolite } from "../lib/announce.ts";

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
      if (!current) return;
      applyHead(document, headData(entry));
      announcePolite(document.title);
    });
    return () => {
      current = false;
    };
  }, [match]);
}
