// Prerender entry: renders one path to HTML, waiting for every lazy page and article body so the
// static file holds the whole page.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { App } from "./app/app.tsx";

export { resolveRoute } from "./app/route-resolver.ts";
export { routes } from "virtual:route-manifest";
export { notFoundRoute } from "./content/route-types.ts";
export { approvalRoute, councillorShellRoute, COUNCILLOR_SHELL_RENDER_PATH } from "./content/late-routes.ts";
export { articles } from "./content/articles.ts";
export { headData, renderHeadTags } from "./app/head.ts";
export { serializeJsonLd, structuredDataFor } from "./app/structured-data.ts";
export { PAGE_KIND_ATTRIBUTE } from "./app/page-loaders.ts";

/**
 * React outlines large Suspense boundaries (ships a fallback, then the content with an inline
 * script that swaps it in) to stream faster. A static page must not depend on that script: its
 * content must be in place for visitors without script, for the CSP and for hydration. An
 * unbounded chunk size keeps every boundary inline.
 */
const NEVER_OUTLINE = Number.MAX_SAFE_INTEGER;

export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    { progressiveChunkSize: NEVER_OUTLINE },
  );
  const html = await new Response(prelude).text();
  if (html.includes("<script") || html.includes("<!--$?-->")) {
    throw new Error(`${url}: the prerendered markup depends on an inline script`);
  }
  return html;
}
