// Where a client-side navigation arrives: the scroll position (top of the page on every route
// change, or the #section the link named), and focus moved to the page's heading or the
// section's, never left on a link of the page that has gone.
import { useEffect, useRef } from "react";
import { moveFocusTo } from "../lib/move-focus.ts";

/** How long to wait for a lazily rendered page or #section to appear before giving up. */
const ARRIVAL_WAIT_MS = 3000;

export function useScrollOnNavigate(pathname: string, hash: string): void {
  const first = useRef(true);
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    // On the page the visitor landed on the browser scrolls (and restores on reload), and focus
    // starts at the top as on any page load.
    if (isFirst && !hash) return;
    if (!hash) window.scrollTo(0, 0);
    const id = decodeURIComponent(hash.slice(1));
    let scrolled = false;
    const arrive = () => {
      const target = id ? document.getElementById(id) : pageHeading();
      if (!target) return false;
      if (id && !scrolled) {
        // A jump, as when a page loads with a #section, not the page's smooth scrolling: a smooth
        // scroll heads for where the section was when it began, and the new page may still be
        // settling above it (a section's code arriving), so it could stop short.
        target.scrollIntoView({ behavior: "instant" });
        scrolled = true;
      }
      if (isFirst) return true;
      // A section whose code is still loading has no heading yet: focus waits for it.
      const heading = id ? headingIn(target) : target;
      if (!heading) return false;
      moveFocusTo(heading);
      return true;
    };
    if (arrive()) return;
    // The page or section may belong to code that is still loading: wait for it to render.
    const observer = new MutationObserver(() => {
      if (arrive()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      // A page without a heading: its content, so focus is at least not left behind.
      if (!id && !isFirst) document.getElementById("main")?.focus({ preventScroll: true });
    }, ARRIVAL_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, hash]);
}

/** The heading a section opens with (an FAQ answer's question, its dt), or the target itself when it is one. */
function headingIn(target: HTMLElement): HTMLElement | null {
  return /^H[1-6]$/.test(target.tagName) ? target : target.querySelector<HTMLElement>("h1, h2, h3, dt");
}

/** The new page's main heading, once it is on screen (not a page that is still loading behind it). */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>("#main h1");
  return heading && heading.getClientRects().length > 0 ? heading : null;
}
