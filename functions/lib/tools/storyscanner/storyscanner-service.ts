// StoryScanner's one job: read one article, pasted or fetched from its address, with the model
// when there is one and it answers in time and in shape, else with the built-in reader. Nothing
// the visitor sent, nor the page fetched, is stored or logged.
import type { StoryReading, StoryRequest } from "#shared/api/storyscanner.ts";
import { TOOL_TEXT, textProblem, wordsOf } from "#shared/tool-text.ts";
import type { ToolModelSettings } from "../../platform/config.ts";
import { articleText } from "./article-text.ts";
import { readStory } from "./builtin-reader.ts";
import { modelReading } from "./model-reader.ts";
import { fetchPage, type PageFetchOptions } from "./page-fetch.ts";

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

async function textOf(
  request: StoryRequest,
  deps: StoryDeps,
): Promise<{ text: string; source: StoryReading["source"] }> {
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

export async function scanStory(request: StoryRequest, deps: StoryDeps): Promise<StoryReading> {
  const { text, source } = await textOf(request, deps);
  const fromModel = deps.model ? await modelReading(deps.model, text, deps.safetyId) : undefined;
  if (fromModel) return { reader: "model", source, ...fromModel };
  return { reader: "built-in", source, ...readStory(text) };
}
