// Insight articles in the browser and the prerender: metadata eagerly (small), bodies on demand.
import type { ArticleListing } from "./types.ts";

export type ArticleSummary = ArticleListing & { readonly read_time: number };

const metaModules = import.meta.glob<ArticleSummary>("./articles/*.md", {
  query: "?meta",
  import: "default",
  eager: true,
});
const bodyLoaders = import.meta.glob<string>("./articles/*.md", { query: "?html", import: "default" });

export const articles: readonly ArticleSummary[] = Object.values(metaModules).sort((a, b) =>
  b.published_at.localeCompare(a.published_at),
);

/** The article's HTML (built from Markdown at build time), loaded on demand. */
export function loadArticleHtml(slug: string): Promise<string> {
  const loader = bodyLoaders[`./articles/${slug}.md`];
  return loader ? loader() : Promise.reject(new Error(`No article "${slug}"`));
}
