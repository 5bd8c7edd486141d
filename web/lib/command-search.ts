// Ranks the command palette's entries for what the visitor typed. cmdk's own sort only reorders
// items inside their group (its group sort never matches a group), so "strategy" left Home first
// and Enter opened it (WCAG 2.4.3); the palette ranks here and renders the list in this order.
import { defaultFilter } from "cmdk";

export interface Searchable {
  /** The name shown in the palette: a page's label or a command's name. */
  readonly label: string;
  /** Other words it answers to: a page's description and path, a command's synonyms. */
  readonly keywords: readonly string[];
}

/**
 * cmdk's fuzzy score finds some scattered subsequence of almost any query in a long description
 * ("crisis comm" in a case study about housing scores 0.0002, against 0.99 for Crisis
 * Communications), and those near-misses crowd the list. A match this weak is no match.
 */
export const WEAK_MATCH = 0.05;

export function relevantMatches(value: string, search: string, keywords?: string[]): number {
  const score = defaultFilter(value, search, keywords);
  return score < WEAK_MATCH ? 0 : score;
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();
const words = (text: string) =>
  normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether `phrase` starts at the beginning of a word of `text` (both normalised). */
function startsAWord(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1] ?? "")) return true;
  }
  return false;
}

/** Whether every typed word begins some word of `text` ("stake eng" in Stakeholder Engagement). */
const wordsBegin = (typed: readonly string[], text: readonly string[]) =>
  typed.length > 0 && typed.every((word) => text.some((candidate) => candidate.startsWith(word)));

/** Tier of a fuzzy match, the last kind; the score orders entries within it. */
const FUZZY = 6;

/**
 * How well an entry matches, best first: 0 the name itself, 1 the name starts with the query,
 * 2 a later word of the name does, 3 every typed word begins a word of the name, 4 the name
 * contains the query, 5 every typed word begins a word of the name or the keywords, 6 a strong
 * fuzzy match ("stakeholdr"). Undefined: no match.
 */
export function matchTier(entry: Searchable, query: string): number | undefined {
  const q = normalise(query);
  const label = normalise(entry.label);
  const typed = words(q);
  if (label === q) return 0;
  if (label.startsWith(q)) return 1;
  if (startsAWord(label, q)) return 2;
  if (wordsBegin(typed, words(label))) return 3;
  if (label.includes(q)) return 4;
  if (wordsBegin(typed, [...words(label), ...entry.keywords.flatMap(words)])) return 5;
  return relevantMatches(entry.label, query, [...entry.keywords]) > 0 ? FUZZY : undefined;
}

/** The entries that match `query`, best first; equally good ones keep their order. */
export function rankEntries<T extends Searchable>(entries: readonly T[], query: string): T[] {
  const scored = entries.flatMap((entry, index) => {
    const tier = matchTier(entry, query);
    if (tier === undefined) return [];
    const fuzzy = tier === FUZZY ? relevantMatches(entry.label, query, [...entry.keywords]) : 0;
    return [{ entry, tier, fuzzy, index }];
  });
  scored.sort((a, b) => a.tier - b.tier || b.fuzzy - a.fuzzy || a.index - b.index);
  return scored.map(({ entry }) => entry);
}
