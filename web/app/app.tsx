// The application shell: header, the current page, footer. Routing is a lookup in the route
// manifest; react-router supplies history, links and the location.
import { Suspense } from "react";
import { useLocation } from "react-router-dom";
import { PaletteHost } from "../components/palette-host.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { ToastHost } from "../components/toast-host.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { useRouteHead, useScrollOnNavigate } from "../hooks/use-route-effects.ts";
import { pages } from "./pages.ts";
import { resolveRoute, showsFooter, showsPalette } from "./route-resolver.ts";

export function App() {
  const { pathname, hash } = useLocation();
  const entry = resolveRoute(pathname);
  const Page = pages[entry.kind];
  const hydrated = useHydrated();
  useRouteHead(entry);
  useScrollOnNavigate(pathname, hash);

  // 404.html serves every unknown path, so its footer depends on the real path, known only
  // after hydration; every other page knows its path at build time.
  const footer = entry.kind === "not-found" ? hydrated && showsFooter(pathname) : showsFooter(pathname);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={`outline-none ${entry.kind === "home" ? "" : "pt-20"}`}>
        <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
          <Page entry={entry} />
        </Suspense>
      </main>
      {footer && <SiteFooter />}
      {showsPalette(pathname) && <PaletteHost />}
      <ToastHost />
    </>
  );
}
