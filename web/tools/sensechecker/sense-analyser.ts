// SenseChecker's reader: retext-english parses the draft, the kept retext plugins check its prose
// (readability, passive voice, simpler words, repeated words, hedges and weasels, inconsiderate
// wording, British spelling with nspell's en-GB dictionary), and the press officer's checks
// (press-checks.ts) run over the same sentences. Every message becomes a Finding, in words of
// our own. It runs in the browser, in a worker (sense-worker.ts), and in Node for the tests.
import { unified } from "unified";
import retextEnglish from "retext-english";
import retextEquality from "retext-equality";
import retextIntensify from "retext-intensify";
import retextPassive from "retext-passive";
import retextReadability from "retext-readability";
import retextRepeatedWords from "retext-repeated-words";
import retextSimplify from "retext-simplify";
import retextStringify from "retext-stringify";
import { pressFindings } from "./press-checks.ts";
import { SPELLING_SOURCE, senseSpelling } from "./sense-spelling.ts";
import { FINDING_KINDS, type FindingKind } from "#shared/api/sensechecker-kinds.ts";
import type { Finding, Span } from "./sense-findings.ts";

/** A Hunspell dictionary's two files (dictionary-en-gb's index.aff and index.dic), as text. */
export interface Dictionary {
  readonly aff: string;
  readonly dic: string;
}

/** The reading age retext-readability checks against: a general reader, as a press release's should be. */
const READING_AGE = 16;
/**
 * Words retext-intensify lists that a release cannot do without: "will" is how every announcement
 * speaks of the future, and "that" joins clauses far more often than it is vague.
 */
const NOT_HEDGES = ["will", "that"];

export type SenseCheck = (text: string, today: Date) => Promise<Finding[]>;

/** A checker with the dictionary loaded once (building nspell's index is the slow part, about 0.2 s). */
export function senseChecker(dictionary: Dictionary): SenseCheck {
  // Frozen now, so nspell's index is built while the worker warms up, before the visitor presses.
  const processor = buildProcessor(dictionary).freeze();
  return (text, today) => check(processor, text, today);
}

function buildProcessor(dictionary: Dictionary) {
  return unified()
    .use(retextEnglish)
    .use(keepSentences)
    .use(retextReadability, { age: READING_AGE })
    .use(retextPassive)
    .use(retextSimplify)
    .use(retextRepeatedWords)
    .use(retextIntensify, { ignore: NOT_HEDGES })
    .use(retextEquality)
    .use(senseSpelling, { ...dictionary, shown: isShownMisspelling })
    .use(retextStringify);
}

type Processed = Awaited<ReturnType<ReturnType<typeof buildProcessor>["process"]>>;
type Message = Processed["messages"][number];

async function check(processor: ReturnType<typeof buildProcessor>, text: string, today: Date): Promise<Finding[]> {
  const file = await processor.process(text);
  const sentences = (file.data as { sentences?: Span[] }).sentences ?? [];
  const prose = file.messages.flatMap((message) => proseFinding(message, text, sentences) ?? []);
  const order = (kind: FindingKind) => FINDING_KINDS.indexOf(kind);
  return [...pressFindings({ text, sentences, today }), ...prose].sort(
    (a, b) => a.start - b.start || order(a.kind) - order(b.kind) || a.end - b.end,
  );
}

/** The part of an nlcst node these checks read. */
interface TextNode {
  readonly type: string;
  readonly position?: { readonly start: { readonly offset?: number }; readonly end: { readonly offset?: number } };
  readonly children?: readonly TextNode[];
}

/** A transformer that keeps the draft's sentences on the file, for the press checks. */
function keepSentences() {
  return (tree: TextNode, file: { value: unknown; data: object }) => {
    (file.data as { sentences?: Span[] }).sentences = sentencesOf(tree, String(file.value));
  };
}

/** retext's sentences, split again at line breaks: a headline or an embargo line is a sentence of its own. */
function sentencesOf(tree: TextNode, text: string): Span[] {
  const spans: Span[] = [];
  const walk = (node: TextNode) => {
    if (node.type !== "SentenceNode") {
      for (const child of node.children ?? []) walk(child);
      return;
    }
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    let from = start;
    for (const line of text.slice(start, end).split("\n")) {
      const lead = line.length - line.trimStart().length;
      const trimmed = line.trim();
      if (trimmed !== "") spans.push({ start: from + lead, end: from + lead + trimmed.length });
      from += line.length + 1;
    }
  };
  walk(tree);
  return spans;
}

const quote = (word: string) => `"${word}"`;
const either = (words: readonly string[]) =>
  words.length < 2
    ? quote(words[0] ?? "")
    : `${words.slice(0, -1).map(quote).join(", ")} or ${quote(words.at(-1) ?? "")}`;

/** The plugin's message in our words, or undefined for one we do not show. */
function proseFinding(message: Message, text: string, sentences: readonly Span[]): Finding | undefined {
  const start = message.place && "start" in message.place ? message.place.start.offset : undefined;
  const end = message.place && "end" in message.place ? message.place.end.offset : undefined;
  if (start === undefined || end === undefined) return undefined;
  const words = text.slice(start, end);
  const expected = (message.expected ?? []).filter((word) => word !== "");
  // retext's sentence may run over a line break, where the press checks see two: the finding's sentence is all it touches.
  const touched = sentences.filter((span) => span.start < Math.max(end, start + 1) && span.end > start);
  const sentence = {
    start: Math.min(start, ...touched.map((span) => span.start)),
    end: Math.max(end, ...touched.map((span) => span.end)),
  };
  const at = { start, end, words, sentence };
  switch (message.source) {
    case "retext-readability": {
      const formulas = /(\d+) out of (\d+)/.exec(message.reason);
      const count = words.split(/\s+/).length;
      return {
        kind: "readability",
        ...at,
        reason: `This ${count}-word sentence is hard to read: ${formulas ? `${formulas[1]} of ${formulas[2]}` : "most"} readability formulas put it above the reading age of a ${READING_AGE}-year-old.`,
        suggestion: "Split it into two or three sentences, and prefer short, everyday words.",
      };
    }
    case "retext-passive":
      return {
        kind: "passive",
        ...at,
        reason: `"${words}" is in the passive voice, which hides who acted.`,
        suggestion: 'Name who did it and put them first: "The council approved the plan", not "The plan was approved".',
      };
    case "retext-simplify":
      return {
        kind: "simpler",
        ...at,
        reason: `"${words}" has a plainer alternative.`,
        suggestion: expected.length > 0 ? `Try ${either(expected)}.` : "Cut it: the sentence says the same without it.",
      };
    case "retext-repeated-words":
      return {
        kind: "repeated",
        ...at,
        reason: `"${expected[0] ?? words}" is written twice in a row.`,
        suggestion: `Delete one "${expected[0] ?? words}".`,
      };
    case "retext-intensify":
      return intensity(message.ruleId, at);
    case "retext-equality":
      return {
        kind: "inconsiderate",
        ...at,
        reason: `"${words}" may exclude or offend some readers.`,
        suggestion:
          expected.length > 0 ? `Consider ${either(expected)}.` : "Consider cutting it or saying it another way.",
      };
    case SPELLING_SOURCE:
      return spelling(at, expected);
    default:
      return undefined;
  }
}

type At = Pick<Finding, "start" | "end" | "words" | "sentence">;

function intensity(rule: string | undefined, at: At): Finding {
  const word = at.words;
  if (rule === "hedge") {
    return {
      kind: "hedge",
      ...at,
      reason: `"${word}" is a hedge: it makes the statement sound unsure.`,
      suggestion: "Say it plainly, or say what it depends on.",
    };
  }
  if (rule === "weasel") {
    return {
      kind: "hedge",
      ...at,
      reason: `"${word}" is a weasel word: vague where a journalist will want a fact.`,
      suggestion: "Give the number or the name instead, or cut it.",
    };
  }
  return {
    kind: "hedge",
    ...at,
    reason: `"${word}" is a filler: it adds emphasis but no meaning.`,
    suggestion: "Cut it.",
  };
}

/**
 * Whether an unknown word is one to show. A capitalised word is a name unless it opens a sentence;
 * a sentence's first word followed by another capitalised word ("Larkspur Strategy said") is a name
 * too. A word inside an email or web address is not the dictionary's to judge.
 */
function isShownMisspelling(text: string, start: number, end: number): boolean {
  const word = text.slice(start, end);
  if (/^\p{Lu}/u.test(word)) {
    const sentenceStart = /(?:^|[.!?:]["')\]]?\s+|\n\s*)$/.test(text.slice(Math.max(0, start - 4), start));
    const nextWord = /^\s+(\p{Lu})/u.exec(text.slice(end, end + 3));
    if (!sentenceStart || nextWord || /\p{Lu}/u.test(word.slice(1))) return false;
  }
  return !isInsideAddress(text, start);
}

function spelling(at: At, expected: readonly string[]): Finding {
  const word = at.words;
  return {
    kind: "spelling",
    ...at,
    reason: `"${word}" is not in the British English dictionary.`,
    suggestion:
      expected.length > 0
        ? `Did you mean ${either(expected.slice(0, 3))}? If it is a name, leave it.`
        : "Check the spelling. If it is a name or a term of art, leave it.",
  };
}

/** Whether the offset falls inside an email address or a web address, which a dictionary cannot judge. */
function isInsideAddress(text: string, at: number): boolean {
  for (const match of text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bhttps?:\/\/\S+|\bwww\.\S+/g)) {
    if (at >= match.index && at < match.index + match[0].length) return true;
  }
  return false;
}
