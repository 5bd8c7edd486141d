// Vite plugin that turns content into modules: `*.md?meta` and `*.md?html` load one article's
// metadata or body (kept apart so listing pages never download bodies), and
// `virtual:route-manifest` is the route table without the registries' body copy, so the client
// can route and set <head> on navigation without shipping every page's text.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { parseArticle } from "../web/content/article-source.ts";
import { buildRouteTable } from "../web/content/routes.ts";
import { ARTICLES_DIR, readArticles } from "./articles.ts";

const MANIFEST_ID = "virtual:route-manifest";
const RESOLVED_MANIFEST_ID = `\0${MANIFEST_ID}`;
const ARTICLE_QUERY = /\.md\?(meta|html)$/;

export function contentPlugin(): Plugin {
  return {
    name: "larkspur:content",
    enforce: "pre",
    resolveId(id) {
      return id === MANIFEST_ID ? RESOLVED_MANIFEST_ID : undefined;
    },
    load(id) {
      if (id === RESOLVED_MANIFEST_ID) {
        this.addWatchFile(ARTICLES_DIR);
        const routes = buildRouteTable(readArticles().map((a) => a.meta));
        return `export const routes = ${JSON.stringify(routes)};`;
      }
      const match = ARTICLE_QUERY.exec(id);
      if (!match) return undefined;
      const file = id.slice(0, id.indexOf("?"));
      this.addWatchFile(file);
      const article = parseArticle(readFileSync(file, "utf8"), file);
      const value = match[1] === "meta" ? article.meta : article.html;
      return `export default ${JSON.stringify(value)};`;
    },
  };
}
