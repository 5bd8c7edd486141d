// What the tools a visitor can try (StoryScanner, SenseChecker, Triage Bot) accept as pasted
// text, checked the same way in the browser, before anything is sent or run, and in the functions.
// One rule per tool (its name, how much it reads); the checks and their messages are shared, so
// a paste that the page accepts is one the server accepts. The schema field built on them is in
// ./tool-text-schema.ts, so that a panel checks a paste without loading valibot.

export interface TextRule {
  /** The tool's name, as the messages say it. */
  readonly tool: string;
  /** What the visitor pastes, as the messages name it: "an article", "a draft", "an enquiry". */
  readonly what: string;
  readonly minWords: number;
  readonly maxChars: number;
}

export const TOOL_TEXT = {
  storyscanner: { tool: "StoryScanner", what: "a news article", minWords: 40, maxChars: 30_000 },
  sensechecker: { tool: "SenseChecker", what: "a draft", minWords: 5, maxChars: 20_000 },
  triage: { tool: "Triage Bot", what: "an enquiry", minWords: 3, maxChars: 5_000 },
} as const satisfies Record<string, TextRule>;

// Words that make up a large share of any English prose (about a quarter to a third of running
// text). A passage of any length in which they are rare is not English, whatever its script.
const ENGLISH_FUNCTION_WORDS = new Set(
  (
    "the of and to a in is it that for on with as was be by at this are from or an have not but " +
    "has had were which we they their he she his her you our will would can could there been its " +
    "who what when if about all more than into also so up out one no do does said after"
  ).split(" "),
);

/** Below this share of function words, in a text of at least ENGLISH_SAMPLE_WORDS words, it is not English. */
const ENGLISH_MIN_SHARE = 0.08;
const ENGLISH_SAMPLE_WORDS = 12;

/** Control characters other than tab and line breaks, and U+FFFD, the decoder's mark of bytes that were not text. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/gu;

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
}

/** Why a pasted text cannot be read, in the visitor's terms, or undefined when it can. */
export function textProblem(text: string, rule: TextRule): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return `Paste ${rule.what} first.`;
  if (text.length > rule.maxChars) {
    return `${rule.tool} reads up to ${rule.maxChars.toLocaleString("en-GB")} characters at a time; this is ${text.length.toLocaleString("en-GB")}. Paste a shorter part.`;
  }
  const notText = trimmed.match(NOT_TEXT)?.length ?? 0;
  if (notText > 0 && notText / trimmed.length > 0.001) {
    return "This looks like the raw contents of a file, not text. Copy the words themselves and paste those.";
  }
  const words = wordsOf(trimmed);
  if (words.length < rule.minWords) {
    return `${rule.tool} needs at least ${rule.minWords} words of ${rule.what}; this has ${words.length}.`;
  }
  if (words.length >= ENGLISH_SAMPLE_WORDS) {
    const english = words.filter((word) => ENGLISH_FUNCTION_WORDS.has(word)).length;
    if (english / words.length < ENGLISH_MIN_SHARE) {
      return `${rule.tool} reads English only, and this does not look like English.`;
    }
  } else if (!/[a-z]/i.test(trimmed)) {
    return `${rule.tool} reads English only, and this does not look like English.`;
  }
  return undefined;
}
