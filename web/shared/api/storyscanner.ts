// StoryScanner's contract: a visitor sends one news article, pasted or by its address, and gets
// one reading of it (the story in a line, who and what it names, the firm's services it touches
// and why, a risk/opportunity reading with the sentences behind it, and the next step), from the
// model or the built-in reader, which the reading names. The function answers with the model's
// reading when it has one; otherwise with the article (fetched and read out of its page, for an
// address), which the browser's built-in reader reads. Nothing sent is stored.
import * as v from "valibot";
import { visitorPost } from "./contract.ts";
import { STORYSCANNER_PATH } from "./storyscanner-action.ts";
import { TOOL_TEXT } from "../tool-text.ts";
import { toolText } from "../tool-text-schema.ts";

/** The longest address StoryScanner takes (browsers and servers commonly stop near 2,000). */
export const ADDRESS_MAX_CHARS = 2048;

export const storyRequestSchema = v.variant("kind", [
  v.object({ kind: v.literal("text"), text: toolText(TOOL_TEXT.storyscanner) }),
  v.object({
    kind: v.literal("address"),
    address: v.pipe(
      v.string("Send the address as a string."),
      v.trim(),
      v.nonEmpty("Give the article's address first."),
      v.maxLength(
        ADDRESS_MAX_CHARS,
        `An address of up to ${ADDRESS_MAX_CHARS.toLocaleString("en-GB")} characters, please.`,
      ),
    ),
  }),
]);
export type StoryRequest = v.InferOutput<typeof storyRequestSchema>;

/** Which reader produced a reading: the model (OPENAI_API_KEY set, answered in time and in shape) or the built-in one. */
export const STORY_READERS = ["model", "built-in"] as const;
export type StoryReader = (typeof STORY_READERS)[number];

/** "risk": the story threatens its subject's standing; "opportunity": it helps; "mixed": neither clearly. */
export const STORY_VERDICTS = ["risk", "opportunity", "mixed"] as const;
export type StoryVerdict = (typeof STORY_VERDICTS)[number];

export const STORY_LEANINGS = ["risk", "opportunity"] as const;

const serviceLink = { slug: v.string(), name: v.string(), url: v.string() };

/** What was read: the pasted text, or the page at `address` (after redirects), with its title. */
const storySourceSchema = v.object({
  kind: v.picklist(["text", "address"]),
  address: v.nullable(v.string()),
  title: v.nullable(v.string()),
  words: v.number(),
});
export type StorySource = v.InferOutput<typeof storySourceSchema>;

export const storyReadingSchema = v.object({
  reader: v.picklist(STORY_READERS),
  source: storySourceSchema,
  /** The story in one line. */
  summary: v.string(),
  people: v.array(v.string()),
  organisations: v.array(v.string()),
  places: v.array(v.string()),
  /** The firm's services the story touches, best first, each with why (the words and passage that matched). */
  services: v.array(v.object({ ...serviceLink, why: v.string() })),
  reading: v.object({
    verdict: v.picklist(STORY_VERDICTS),
    /** The built-in reader's lexicon score per 100 words (AFINN-165); null from the model. */
    score: v.nullable(v.number()),
    /** The sentences that drove the reading, as written, each with the way it leans. */
    sentences: v.array(v.object({ text: v.string(), leaning: v.picklist(STORY_LEANINGS) })),
  }),
  /** What the firm would do next, linked to that service's page; null when no service fits. */
  nextStep: v.nullable(v.object({ ...serviceLink, text: v.string() })),
});
export type StoryReading = v.InferOutput<typeof storyReadingSchema>;
/** A reading's own parts, whichever reader wrote them. */
export type StoryAnalysis = Omit<StoryReading, "reader" | "source">;

/**
 * The function's answer to the panel: the model's reading, or (no key, or the model failed) the
 * article to read in the browser: the text read out of the page at an address, or null for a
 * pasted text, which the browser already holds.
 */
export const storyAnswerSchema = v.variant("kind", [
  v.object({ kind: v.literal("reading"), reading: storyReadingSchema }),
  v.object({ kind: v.literal("article"), source: storySourceSchema, text: v.nullable(v.string()) }),
]);
export type StoryAnswer = v.InferOutput<typeof storyAnswerSchema>;

/** Why an address could not be read, as the answer's `reason` names it. */
export const ADDRESS_PROBLEMS = [
  "not-http",
  "refused-host",
  "too-many-redirects",
  "timed-out",
  "too-large",
  "not-html",
  "not-found",
  "unreachable",
  "not-an-article",
] as const;
export type AddressProblem = (typeof ADDRESS_PROBLEMS)[number];

export const storyScannerContract = visitorPost(STORYSCANNER_PATH, storyRequestSchema, storyAnswerSchema, [
  "upstream_failed",
  "upstream_timeout",
]);
