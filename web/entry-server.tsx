// Prerender entry: renders one path to HTML, waiting for every lazy page and article body so the
// static file holds the whole page.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { App } from "./app/app.tsx";

export { resolveRoute } from "./app/route-resolver.ts";
export { routes } from "virtual:route-manifest";
export { notFoundRoute, approvalRoute } from "./content/route-types.ts";
export { articles } from "./content/articles.ts";
export { headData, renderHeadTags } from "./app/head.ts";
export { articleJsonLd, organizationJsonLd, serializeJsonLd } from "./app/structured-data.ts";

export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
