// The application shell: header, the current page, footer. Routing is a lookup in the route
// index; react-router supplies history, links and the location.
import { memo, Suspense, useEffect } from "react";
import { useLocation } from "react-router-dom";
import { ContactLauncher } from "../components/contact-launcher.tsx";
import { PaletteHost } from "../components/palette-host.tsx";
import { ServiceWorkerRegistration } from "../components/service-worker.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { TenfoldLauncher } from "../components/tenfold/tenfold-launcher.tsx";
import { ToastHost } from "../components/toast-host.tsx";
import type { RouteMatch } from "../content/route-types.ts";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { useRouteHead, useScrollOnNavigate } from "../hooks/use-route-effects.ts";
import { RENDER_AFTER_ID } from "./head.ts";
import { pages } from "./pages.ts";
import { resolveRoute, showsFooter, showsPalette } from "./route-resolver.ts";

export function App() {
  const { pathname, hash } = useLocation();
  const entry = resolveRoute(pathname);
  useRouteHead(entry);
  useScrollOnNavigate(pathname, hash);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={`outline-none ${entry.kind === "home" ? "" : "pt-20"}`}>
        <CurrentPage entry={entry} />
      </main>
      <FooterSlot entry={entry} pathname={pathname} />
      <ContactLauncher />
      <TenfoldLauncher />
      <ServiceWorkerRegistration />
      {showsPalette(pathname) && <PaletteHost />}
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
const CurrentPage = memo(function CurrentPage({ entry }: { entry: RouteMatch }) {
  const Page = pages[entry.kind];
  return (
    <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
      <Page entry={entry} />
      <PageHydrated />
    </Suspense>
  );
});

/** Marks the document once the page's own content has hydrated (tests and tooling wait for it). */
function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset["hydrated"] = "true";
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
