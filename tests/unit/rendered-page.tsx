// A page as the prerender writes it, for tests that read what a visitor sees: its own markup
// (lazy sections included, without the shell), and that markup's visible text.
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { pageLoaders } from "../../web/app/page-loaders.ts";
import { articles } from "../../web/content/articles.ts";
import { buildRouteTable } from "../../web/content/routes.ts";

export const routeTable = buildRouteTable(articles);

export async function renderPage(path: string): Promise<string> {
  const entry = routeTable.find((e) => e.path === path);
  if (!entry) throw new Error(`no route ${path}`);
  const { default: Page } = await pageLoaders[entry.kind]();
  const { prelude } = await prerender(
    <StaticRouter location={path}>
      <Page entry={entry} />
    </StaticRouter>,
  );
  return new Response(prelude).text();
}

/** Markup as a reader sees it: hidden parts dropped, tags removed, entities folded. */
export function visibleText(html: string): string {
  return html
    .replace(/<([a-z]+)[^>]*\b(?:hidden|aria-hidden="true")[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
