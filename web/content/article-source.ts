// Turns an article's Markdown source into its metadata, HTML and plain text. Runs at build time
// only (in the Vite plugin), so no Markdown parser ships to the browser.
import { Marked } from "marked";
import { anchorFor } from "#shared/anchors.ts";
import * as v from "valibot";
import { parse as parseYaml } from "yaml";
import { articleFrontMatterSchema } from "./article-schema.ts";
import type { ArticleMeta } from "./types.ts";

/** Markdown to HTML, with each section heading ("##") linkable by the id TENFOLD's citations use. */
const articleMarked = new Marked({
  renderer: {
    heading({ tokens, depth, text }) {
      const inner = this.parser.parseInline(tokens);
      return depth === 2 ? `<h2 id="${anchorFor(text)}">${inner}</h2>\n` : `<h${depth}>${inner}</h${depth}>\n`;
    },
  },
});

export interface ArticleRecord {
  readonly meta: ArticleMeta & { readonly read_time: number };
  readonly html: string;
  /** Plain text of the body, for search and TENFOLD's knowledge. */
  readonly text: string;
  /** The body as plain-text sections under its "##" headings (the opening under the title's). */
  readonly sections: readonly {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly asks: readonly string[];
  }[];
}

function sectionsOf(body: string, title: string): Omit<ArticleRecord["sections"][number], "asks">[] {
  const parts = body.split(/^##\s+(.+)$/m);
  const sections = [{ heading: title, markdown: parts[0] ?? "" }];
  for (let i = 1; i < parts.length; i += 2)
    sections.push({ heading: (parts[i] ?? "").trim(), markdown: parts[i + 1] ?? "" });
  return sections
    .map(({ heading, markdown }) => ({
      heading,
      paragraphs: markdownToText(markdown)
        .split(/\n{2,}/)
        .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
        .filter(Boolean),
    }))
    .filter((section) => section.paragraphs.length > 0);
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;
/** Adult silent-reading speed commonly used for read-time estimates. */
const WORDS_PER_MINUTE = 200;

export function readTimeMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function markdownToText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/[*_`>]/g, "")
    .replace(/^\s*[-+]\s+/gm, "")
    .replace(/\n{2,}/g, "\n\n")
    .trim();
}

export function parseArticle(source: string, file: string): ArticleRecord {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: missing front matter`);
  const result = v.safeParse(articleFrontMatterSchema, parseYaml(match[1] ?? ""));
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`);
    throw new Error(`${file}: invalid front matter\n  ${problems.join("\n  ")}`);
  }
  const body = match[2] ?? "";
  const text = markdownToText(body);
  const html = articleMarked.parse(body, { async: false, gfm: true });
  const sections = sectionsOf(body, result.output.title);
  const sectionAsks = result.output.section_asks ?? {};
  const strays = Object.keys(sectionAsks).filter((heading) => !sections.some((section) => section.heading === heading));
  if (strays.length > 0)
    throw new Error(
      `${file}: section_asks names ${strays.map((h) => `"${h}"`).join(", ")}, which ${strays.length === 1 ? "is not a heading" : "are not headings"} of the article`,
    );
  return {
    meta: { ...result.output, read_time: readTimeMinutes(text) },
    html,
    text,
    sections: sections.map((section) => ({ ...section, asks: sectionAsks[section.heading] ?? [] })),
  };
}
