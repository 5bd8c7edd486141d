// Groups visitors' questions that ask the same thing in other words, for the staff report.
// A question becomes its set of content words as TENFOLD itself reads them
// (functions/lib/tenfold/chat/terms.ts: stop words dropped, common endings cut, so "prices" and "price"
// meet). Two questions fall in one group when their sets share at least GROUP_SIMILARITY of their
// words (Jaccard); a group is represented by the wording asked most often.
//
// The work is bounded whatever is stored: the report hands over at most a few thousand distinct
// wordings, most asked first (report.ts), and at most `maxGroups` groups are ever formed, so each
// wording is compared with at most `maxGroups` groups, and only with those sharing one of its
// words. A wording like none of the groups formed before the cap is left out: it is among the
// least asked, and the report lists only the most asked groups.
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
  /** The wording of the group asked most often (the first given, on a tie). */
  readonly question: string;
  readonly items: readonly T[];
  /** How many times the group's questions were asked in all (the items' weights). */
  readonly count: number;
}

interface Group<T> {
  readonly tokens: readonly string[];
  readonly items: T[];
  readonly wordings: Map<string, number>;
  count: number;
}

/** Words no group is indexed under: questions of stop words alone share this key. */
const NO_WORDS = "";

/**
 * Groups items by their question, each counting `weightOf` times: an item joins the first group
 * formed whose representative words are similar enough, else starts one while fewer than
 * `maxGroups` exist. Give items most asked first. Answers the groups most asked first.
 */
export function groupQuestions<T>(
  items: readonly T[],
  questionOf: (item: T) => string,
  weightOf: (item: T) => number,
  maxGroups: number,
): Grouped<T>[] {
  const groups: Group<T>[] = [];
  const byWord = new Map<string, number[]>();
  for (const item of items) {
    const question = questionOf(item).trim();
    const tokens = contentTerms(question);
    const keys = tokens.length > 0 ? tokens : [NO_WORDS];
    const candidates = [...new Set(keys.flatMap((key) => byWord.get(key) ?? []))].sort((a, b) => a - b);
    let group = candidates
      .map((index) => groups[index]!)
      .find((candidate) => similarity(candidate.tokens, tokens) >= GROUP_SIMILARITY);
    if (!group) {
      if (groups.length >= maxGroups) continue;
      group = { tokens, items: [], wordings: new Map(), count: 0 };
      for (const key of new Set(keys)) {
        const indexed = byWord.get(key);
        if (indexed) indexed.push(groups.length);
        else byWord.set(key, [groups.length]);
      }
      groups.push(group);
    }
    const weight = weightOf(item);
    group.items.push(item);
    group.count += weight;
    group.wordings.set(question, (group.wordings.get(question) ?? 0) + weight);
  }
  return groups
    .map((group) => ({
      question: [...group.wordings].reduce((best, next) => (next[1] > best[1] ? next : best))[0],
      items: group.items,
      count: group.count,
    }))
    .sort((a, b) => b.count - a.count);
}
