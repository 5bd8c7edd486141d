// Site header: fixed, shrinks after 60 px of scroll, highlights the current
// home-page section, and holds the Menu dropdown, the page search and the mobile menu. With text
// enlarged on a narrow screen its row wraps instead of running off the screen (WCAG 1.4.4), and
// its height is published as --header-h so the page below starts under it, not behind it.
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router-dom";
import { site } from "#shared/site.ts";
import { trackedSections } from "../content/suggestions.ts";
import { useHeaderScroll } from "../hooks/use-header-scroll.ts";
import { earlyLoad } from "../lib/early-input.ts";
import { publishHeight } from "../lib/publish-length.ts";
import { openPalette } from "../lib/palette-events.ts";
import { HeaderMenu } from "./header-menu.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

/**
 * `overHero`: the page's hero starts under the header (the home page's video), so at the top the
 * header is translucent over it. Elsewhere the page starts below the header, whose band is then
 * solid: the ink of the hero below it, not ink washed over the white page behind.
 */
export function SiteHeader({ overHero }: { overHero: boolean }) {
  const { pathname } = useLocation();
  const onHome = pathname === "/";
  const { shrunk, active } = useHeaderScroll(onHome);
  const header = usePublishedHeight(shrunk);

  return (
    <header
      ref={header}
      data-shrunk={shrunk || undefined}
      className={`site-header fixed inset-x-0 top-0 z-40 text-white transition-all duration-300 ${shrunk ? "min-h-14 bg-ink/95 shadow-lg backdrop-blur" : overHero ? "min-h-20 bg-ink/70" : "min-h-20 bg-ink"}`}
    >
      <div className="mx-auto flex min-h-[inherit] max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4">
        <Link to="/" className="font-display text-lg font-semibold tracking-tight">
          {site.brand}
        </Link>
        <nav aria-label="Sections" className="hidden lg:block">
          <ul className="flex gap-1 text-sm">
            {trackedSections.map((section) => (
              <li key={section.id}>
                <Link
                  to={`/#${section.id}`}
                  aria-current={active === section.id ? "location" : undefined}
                  className={`rounded px-3 py-2 ${active === section.id ? "bg-white/10 text-amber-300" : "hover:text-amber-300"}`}
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Its controls wrap too: at 320 px with text at 200%, Search and Menu together are wider than the screen. */}
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={openPalette}
            {...earlyLoad("palette")}
            aria-keyshortcuts="Control+K Meta+K"
            className="rounded-md px-3 py-2 text-sm text-slate-200 hover:text-white"
          >
            Search <kbd className="ml-1 hidden rounded border border-white/30 px-1 text-xs sm:inline">Ctrl K</kbd>
          </button>
          <div className="hidden md:block">
            <HeaderMenu />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

const HEADER_HEIGHT_PROPERTY = "--header-h";

/**
 * Publishes the header's full height (one row: 5rem; more when its row wraps) for the page's top
 * padding and the scroll padding (styles.css). Not while shrunk: the page's padding must not
 * change as the visitor scrolls.
 */
function usePublishedHeight(shrunk: boolean) {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    if (!element || shrunk || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (!element.hasAttribute("data-shrunk")) publishHeight(HEADER_HEIGHT_PROPERTY, element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shrunk]);
  return header;
}
