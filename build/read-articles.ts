// Reads every insight article from disk (Node side: build, prerender, route manifest, tests).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArticle, type ArticleRecord } from "../web/content/article-source.ts";

export const ARTICLES_DIR = fileURLToPath(new URL("../web/content/articles", import.meta.url));

export function readArticles(dir = ARTICLES_DIR): ArticleRecord[] {
  const records = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const record = parseArticle(readFileSync(join(dir, name), "utf8"), name);
      // The file name is the slug, so a URL can always be traced back to its source file.
      if (name !== `${record.meta.slug}.md`)
        throw new Error(`${name}: slug "${record.meta.slug}" must match the file name`);
      return record;
    });
  return records.sort((a, b) => b.meta.published_at.localeCompare(a.meta.published_at));
}
