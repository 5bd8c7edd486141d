// The sentences of a passage that state what was asked: a built-in answer leads with them, then
// gives the rest of what it quotes, so the fact comes first and the section's context after it.
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { weightOf } from "./passage-index.ts";
import type { AnswerType } from "./passage-scoring.ts";
import { synonymsOf } from "./synonyms.ts";
import { contentTerms } from "./terms.ts";

/** A paragraph's sentences in order; a list item is one sentence, and so is a numbered step ("2. Read what they said."). */
const sentencesIn = (paragraph: string) =>
  paragraph.startsWith("- ") ? [paragraph] : paragraph.split(/(?<=[.!?])(?<!(?:^|\s)\d{1,2}\.)\s+(?=[A-Z0-9£"“(])/);

/** How much of the question's weight a text says (a synonym counts for less). */
export function weightSaid(text: string, terms: readonly string[]): number {
  const words = new Set(contentTerms(text));
  return terms.reduce(
    (sum, term) => sum + weightOf(term) * (words.has(term) ? 1 : synonymsOf(term).some((s) => words.has(s)) ? 0.7 : 0),
    0,
  );
}

/**
 * The sentence of these paragraphs that says most of the question, and the one after it in the
 * same paragraph, which usually completes it ("Behind this sit the Gunning principles ... In
 * summary, a lawful consultation ..."); then the paragraphs' other sentences, in order. With
 * nothing in common, the opening leads.
 */
export function leadFirst(
  paragraphs: readonly string[],
  terms: readonly string[],
  wanted: readonly AnswerType[] = [],
): { lead: string; rest: string[] } {
  // A sentence stating the kind of fact asked for ("How long ...?": a duration) is worth half the
  // question's weight on top of the words it shares with it.
  const bonus = 0.5 * terms.reduce((sum, term) => sum + weightOf(term), 0);
  const typed = (text: string) => (wanted.some((type) => type.states.test(text)) ? bonus : 0);
  const sentences = paragraphs.flatMap((paragraph, at) =>
    sentencesIn(paragraph).map((text) => ({ at, text, said: weightSaid(text, terms) + typed(text) })),
  );
  const best = sentences.reduce((top, s, i) => (s.said > (sentences[top]?.said ?? 0) ? i : top), 0);
  const led = sentences.slice(best, best + 2).filter((s) => s.at === sentences[best]?.at);
  const ledText = new Set(led.map((s) => s.text));
  const rest = paragraphs
    .map((paragraph) =>
      sentencesIn(paragraph)
        .filter((s) => !ledText.has(s))
        .join(" "),
    )
    .filter((text) => text.length > 0);
  return { lead: led.map((s) => s.text).join(" "), rest };
}

/** Whether a passage is read whole in its own order: an overview, a list or a person's profile. */
export const readInOrder = (p: KnowledgePassage) =>
  p.kind === "topic" || p.kind === "person" || p.paragraphs.every((text) => text.startsWith("- "));
