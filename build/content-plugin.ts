// Vite plugin that turns content into modules: `*.md?meta` and `*.md?html` load one article's
// metadata or body (kept apart so listing pages never download bodies), and
// `virtual:route-index` is the compact index the browser routes with in its first load, and
// `virtual:route-manifest` the full route table (titles, descriptions), loaded when needed;
// `virtual:build-year` is the year of the build, for the copyright line; `virtual:story-services`
// the service pages' small form that StoryScanner's reader loads in the browser.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { parseArticle } from "../web/content/article-source.ts";
import { buildRouteTable, packRoute } from "../web/content/routes.ts";
import { ARTICLES_DIR, readArticles } from "./read-articles.ts";
import { BUILD_YEAR } from "./build-year.ts";
import { buildKnowledge } from "./knowledge/knowledge.ts";
import { buildStoryServices } from "./knowledge/knowledge-story.ts";
import { pageStarters } from "./page-starters.ts";

const MANIFEST_ID = "virtual:route-manifest";
const INDEX_ID = "virtual:route-index";
/** TENFOLD's suggested questions per page (build/page-starters.ts), loaded with its panel. */
const STARTERS_ID = "virtual:page-starters";
/** The year the site is built (build/build-year.ts), for the copyright range. */
const YEAR_ID = "virtual:build-year";
/** StoryScanner's service pages (build/knowledge/knowledge-story.ts), in its reader's worker. */
const STORY_SERVICES_ID = "virtual:story-services";
const VIRTUAL_IDS = new Set([MANIFEST_ID, INDEX_ID, STARTERS_ID, YEAR_ID, STORY_SERVICES_ID]);
const ROUTE_TYPES = fileURLToPath(new URL("../web/content/route-types.ts", import.meta.url));
const ARTICLE_QUERY = /\.md\?(meta|html)$/;

export function contentPlugin(): Plugin {
  return {
    name: "larkspur:content",
    enforce: "pre",
    resolveId(id) {
      return VIRTUAL_IDS.has(id) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${YEAR_ID}`) return `export const buildYear = ${BUILD_YEAR};`;
      if (id === `\0${STORY_SERVICES_ID}`) {
        this.addWatchFile(ARTICLES_DIR);
        return `export const storyServices = ${JSON.stringify(buildStoryServices(buildKnowledge()))};`;
      }
      if (id === `\0${STARTERS_ID}`) {
        this.addWatchFile(ARTICLES_DIR);
        return `export const pageStarters = ${JSON.stringify(pageStarters(buildKnowledge()))};`;
      }
      if (id.startsWith("\0virtual:route-")) {
        this.addWatchFile(ARTICLES_DIR);
        const routes = buildRouteTable(readArticles().map((a) => a.meta));
        if (id === `\0${INDEX_ID}`) {
          return `import { unpackRoute } from ${JSON.stringify(ROUTE_TYPES)};\nexport const routeIndex = ${JSON.stringify(routes.map(packRoute))}.map(unpackRoute);`;
        }
        return `export const routes = ${JSON.stringify(routes)};`;
      }
      const match = ARTICLE_QUERY.exec(id);
      if (!match) return undefined;
      const file = id.slice(0, id.indexOf("?"));
      this.addWatchFile(file);
      const article = parseArticle(readFileSync(file, "utf8"), file);
      // The questions visitors ask (asks) are for TENFOLD's knowledge on the server, not for browsers.
      const { asks: _asks, section_asks: _sectionAsks, ...meta } = article.meta;
      const value = match[1] === "meta" ? meta : article.html;
      return `export default ${JSON.stringify(value)};`;
    },
  };
}
