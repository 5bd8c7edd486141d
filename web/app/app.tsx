// The application shell: header, the current page, footer. Routing is a lookup in the route
// index; react-router supplies history, links and the location.
import { memo, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { ContactLauncher } from "../contact/contact-launcher.tsx";
import { FloatingDock } from "../components/floating-dock.tsx";
import { PaletteHost } from "../components/palette-host.tsx";
import { PAGE_BODY_ATTRIBUTE, ServerMarkup } from "../components/server-markup.tsx";
import { ServiceWorkerRegistration } from "../components/service-worker.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { TenfoldLauncher } from "../tenfold/tenfold-launcher.tsx";
import { ToastHost } from "../components/toast-host.tsx";
import type { RouteMatch } from "../content/route-types.ts";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { useRouteHead } from "./use-route-effects.ts";
import { useScrollOnNavigate } from "./use-scroll-on-navigate.ts";
import { ANNOUNCER_ID } from "../lib/announce.ts";
import { replayEarlyInput } from "../lib/replay-early-input.ts";
import { RENDER_AFTER_ID } from "./head.ts";
import { MARKUP_ONLY_KINDS } from "./page-loaders.ts";
import { pages } from "./pages.ts";
import { resolveRoute, showsFooter, showsPalette } from "./route-resolver.ts";

export function App() {
  const { pathname, hash } = useLocation();
  // One match per path: a late route's match (a live councillor, an approval link) is made afresh
  // on each call, and a new match re-applies the shell's head over the title its page has set.
  const entry = useMemo(() => resolveRoute(pathname), [pathname]);
  useRouteHead(entry);
  useScrollOnNavigate(pathname, hash);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader overHero={entry.kind === "home"} />
      <main
        id="main"
        tabIndex={-1}
        className={`outline-none ${entry.kind === "home" ? "" : "below-header"}${showsFooter(pathname) ? "" : " dock-clearance"}`}
      >
        <CurrentPage entry={entry} pathname={pathname} />
      </main>
      <FooterSlot entry={entry} pathname={pathname} />
      <FloatingDock>
        <ContactLauncher />
        <TenfoldLauncher />
      </FloatingDock>
      <ServiceWorkerRegistration />
      {showsPalette(pathname) && <PaletteHost />}
      {/* The title of the page a client-side navigation arrived at (lib/announce.ts). */}
      <p id={ANNOUNCER_ID} role="status" className="sr-only" />
      {/* aria-live keeps toasts perceivable while a modal hides the rest of the page
          (Radix dialogs leave [aria-live] elements alone). The toasts announce themselves.
          Last in the body, it is also what the first paint waits for (see RENDER_AFTER_ID). */}
      <div id={RENDER_AFTER_ID} aria-live="off">
        <ToastHost />
      </div>
    </>
  );
}

/**
 * Memoised so that re-renders of the shell never reach a page that is still hydrating: React
 * would throw away the prerendered HTML of a Suspense boundary that gets an update before its
 * code has loaded, and render it again from scratch.
 */
const CurrentPage = memo(function CurrentPage({ entry, pathname }: { entry: RouteMatch; pathname: string }) {
  const [keepServerMarkup, renderFromCode] = useServerMarkup(entry, pathname);
  const Page = pages[entry.kind];
  return (
    <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
      {keepServerMarkup ? (
        <ServerMarkup key="server" onMissing={renderFromCode} />
      ) : (
        <div key={pathname} {...{ [PAGE_BODY_ATTRIBUTE]: "" }}>
          <Page entry={entry} />
        </div>
      )}
      <PageHydrated />
    </Suspense>
  );
});

/**
 * Whether the page on screen is the markup-only page the visitor landed on, whose prerendered
 * HTML hydration keeps, and a way to give that up. Decided at the first render, which in the
 * browser is always the hydration of the prerendered page (so no useHydrated here: its re-render
 * after hydration would reach the page before its code has loaded). Once the visitor navigates
 * elsewhere it is false for good: coming back renders the page from its code.
 */
function useServerMarkup(entry: RouteMatch, pathname: string): [boolean, () => void] {
  const [landedOn, setLandedOn] = useState(() =>
    typeof window !== "undefined" && MARKUP_ONLY_KINDS.has(entry.kind) ? pathname : null,
  );
  if (landedOn !== null && landedOn !== pathname) setLandedOn(null);
  return [landedOn === pathname, useCallback(() => setLandedOn(null), [])];
}

/**
 * Marks the document once the page's own content has hydrated (tests and tooling wait for it),
 * and hands over what the visitor pressed before then, in a task of its own: when the page
 * hydrates in the same pass as the shell, the effects of the shell's later children (the
 * palette's and TENFOLD's listeners) run after this one.
 */
function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset["hydrated"] = "true";
    const timer = setTimeout(replayEarlyInput, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

function FooterSlot({ entry, pathname }: { entry: RouteMatch; pathname: string }) {
  const hydrated = useHydrated();
  // 404.html serves every unknown path, so its footer depends on the real path, known only
  // after hydration; every other page knows its path at build time.
  const show = entry.kind === "not-found" ? hydrated && showsFooter(pathname) : showsFooter(pathname);
  return show ? <SiteFooter /> : null;
}
