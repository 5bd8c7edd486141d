// StoryScanner's one job: read one article, pasted or fetched from its address. With a model that
// answers in time and in shape, the model's reading is the answer. Without one, the page's script
// reads the article in the visitor's browser, so the function only hands the article back (for an
// address, fetched and read out of its page); a browser that ran no script gets the built-in
// reading from here instead. Nothing the visitor sent, nor the page fetched, is stored or logged.
import type { StoryAnswer, StoryReading, StoryRequest, StorySource } from "#shared/api/storyscanner.ts";
import { readStory } from "#shared/api/storyscanner-reader.ts";
import { TOOL_TEXT, textProblem, wordsOf } from "#shared/tool-text.ts";
import type { ToolModelSettings } from "../../platform/openai.ts";
import { articleText } from "./article-text.ts";
import { modelReading } from "./model-reader.ts";
import { fetchPage, type PageFetchOptions } from "./page-fetch.ts";
import { storyServices } from "./service-pages.ts";

export interface StoryDeps {
  /** Present when OPENAI_API_KEY is set. */
  readonly model: ToolModelSettings | undefined;
  /** The pseudonym OpenAI sees. */
  readonly safetyId: string;
  /** How pages are fetched: the address rules (loopback only in development) and, in tests, a fetch. */
  readonly pages: PageFetchOptions;
}

/** A fetched article that the pasted-text checks refuse (not English, say): the message says why. */
export class ArticleTextProblem extends Error {
  override readonly name = "ArticleTextProblem";
}

interface Article {
  readonly text: string;
  readonly source: StorySource;
}

async function articleOf(request: StoryRequest, deps: StoryDeps): Promise<Article> {
  if (request.kind === "text") {
    return {
      text: request.text,
      source: { kind: "text", address: null, title: null, words: wordsOf(request.text).length },
    };
  }
  const page = await fetchPage(request.address, deps.pages);
  const article = articleText(page);
  const problem = textProblem(article.text, TOOL_TEXT.storyscanner);
  if (problem) throw new ArticleTextProblem(`The page at that address was read, but: ${problem}`);
  return {
    text: article.text,
    source: { kind: "address", address: page.url, title: article.title, words: wordsOf(article.text).length },
  };
}

async function modelsReading(article: Article, deps: StoryDeps): Promise<StoryReading | undefined> {
  const analysis = deps.model ? await modelReading(deps.model, article.text, deps.safetyId) : undefined;
  return analysis && { reader: "model", source: article.source, ...analysis };
}

/** The answer to the page's script: the model's reading, or the article for the browser to read. */
export async function answerStory(request: StoryRequest, deps: StoryDeps): Promise<StoryAnswer> {
  const article = await articleOf(request, deps);
  const reading = await modelsReading(article, deps);
  if (reading) return { kind: "reading", reading };
  // A pasted text is not sent back: the browser holds it.
  return { kind: "article", source: article.source, text: request.kind === "text" ? null : article.text };
}

/** The reading for a browser that ran no script: the model's, or the built-in reader's, read here. */
export async function readStoryHere(request: StoryRequest, deps: StoryDeps): Promise<StoryReading> {
  const article = await articleOf(request, deps);
  const reading = await modelsReading(article, deps);
  return reading ?? { reader: "built-in", source: article.source, ...readStory(article.text, storyServices) };
}
