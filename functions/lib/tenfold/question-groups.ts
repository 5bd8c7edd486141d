// Groups visitors' questions that ask the same thing in other words, for the staff report
// (issue 25). A question becomes its set of content words as TENFOLD itself reads them
// (functions/lib/chat/terms.ts: stop words dropped, common endings cut, so "prices" and "price"
// meet). Two questions fall in one group when their sets share at least GROUP_SIMILARITY of their
// words (Jaccard); a group is represented by the wording asked most often.
import { contentTerms } from "../chat/terms.ts";

/** Jaccard similarity at which two questions count as the same question. */
export const GROUP_SIMILARITY = 0.6;

export function similarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const right = new Set(b);
  const shared = a.filter((token) => right.has(token)).length;
  return shared / (a.length + b.length - shared);
}

export interface Grouped<T> {
  /** The wording of the group asked most often (the first asked, on a tie). */
  readonly question: string;
  readonly items: readonly T[];
}

/**
 * Groups items by their question: each item joins the first group (largest first, as they form)
 * whose representative words are similar enough, else starts one. Answers groups largest first.
 */
export function groupQuestions<T>(items: readonly T[], questionOf: (item: T) => string): Grouped<T>[] {
  const groups: { tokens: string[]; items: T[]; wordings: Map<string, number> }[] = [];
  for (const item of items) {
    const question = questionOf(item).trim();
    const tokens = contentTerms(question);
    const group = groups.find((candidate) => similarity(candidate.tokens, tokens) >= GROUP_SIMILARITY);
    if (group) {
      group.items.push(item);
      group.wordings.set(question, (group.wordings.get(question) ?? 0) + 1);
    } else {
      groups.push({ tokens, items: [item], wordings: new Map([[question, 1]]) });
    }
  }
  return groups
    .map((group) => ({ question: [...group.wordings].reduce((best, next) => (next[1] > best[1] ? next : best))[0], items: group.items }))
    .sort((a, b) => b.items.length - a.items.length);
}
