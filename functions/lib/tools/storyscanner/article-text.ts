// The article out of a fetched page: Mozilla's Readability (the reader view of Firefox) over
// linkedom's DOM, which needs no browser. A page Readability finds no article in, or too little
// of one to read, is "not an article".
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { TOOL_TEXT, wordsOf } from "#shared/tool-text.ts";
import { PageProblem, type FetchedPage } from "./page-fetch.ts";

export interface ArticleText {
  readonly title: string | null;
  /** The article's text, a paragraph a line. */
  readonly text: string;
}

/** Elements whose text is one paragraph of the article. */
const BLOCKS = "p, h1, h2, h3, h4, h5, h6, li, blockquote, pre";

/** Fewer words than this in what Readability found and it is a page about something, not an article. */
export const ARTICLE_MIN_WORDS = 80;

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** An article's text cut to what StoryScanner reads, at a paragraph's end where it can be. */
function withinLimit(text: string): string {
  const max = TOOL_TEXT.storyscanner.maxChars;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = cut.lastIndexOf("\n");
  return end > max / 2 ? cut.slice(0, end) : cut;
}

interface Block {
  textContent: string | null;
  querySelector(selectors: string): unknown;
}

interface Paragraphs {
  querySelectorAll(selectors: string): Iterable<Block>;
  textContent: string | null;
}

export function articleText(page: FetchedPage): ArticleText {
  if (page.kind === "text") return { title: null, text: withinLimit(page.body.trim()) };
  // linkedom's document stands in for the DOM's Document, which the functions' types do not
  // include (the bench's, in Node, do): typed as never, which Readability takes under both.
  const { document } = parseHTML(page.body) as unknown as { document: never };
  const parsed = new Readability<Paragraphs>(document, {
    // The article's own element, so its paragraphs keep their breaks.
    serializer: (node: unknown) => node as Paragraphs,
  }).parse();
  const content = parsed?.content;
  if (!content) throw new PageProblem("not-an-article");
  // A block that holds others (a list item of paragraphs) is read through them, not twice.
  const blocks = [...content.querySelectorAll(BLOCKS)]
    .filter((block) => block.querySelector(BLOCKS) === null)
    .map((block) => clean(block.textContent ?? ""))
    .filter(Boolean);
  const text = blocks.length > 0 ? blocks.join("\n") : clean(content.textContent ?? "");
  if (wordsOf(text).length < ARTICLE_MIN_WORDS) throw new PageProblem("not-an-article");
  return { title: parsed.title ? clean(parsed.title) : null, text: withinLimit(text) };
}
