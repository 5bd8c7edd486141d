// Groups visitors' questions that ask the same thing in other words, for the staff report
// (issue 25). A question becomes its set of content words: lower case, punctuation gone, stop
// words dropped, a few English endings cut ("prices" and "pricing" are "pric"). Two questions fall
// in one group when their sets share at least GROUP_SIMILARITY of their words (Jaccard); a group
// is represented by the wording asked most often.

/** Jaccard similarity at which two questions count as the same question. */
export const GROUP_SIMILARITY = 0.6;

const STOP_WORDS = new Set(
  (
    "a about an and any are as at be can could did do does for from get got have how i if in is it its it's " +
    "just me my of on or please so tell than that the their them then there these they this to us was we what " +
    "when where which who why will with would you your yours you're i'm i'd i've im id ive whats hows know"
  ).split(" "),
);

/** "prices", "pricing", "priced" → "pric"; short words stay as they are. */
export function stemWord(word: string): string {
  for (const ending of ["ings", "ing", "ies", "ied", "es", "ed", "ly", "s"]) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length) + (ending.startsWith("ie") ? "y" : "");
  }
  return word.length > 4 && word.endsWith("e") ? word.slice(0, -1) : word;
}

/** The question's content words, stemmed, unique and sorted. */
export function questionTokens(question: string): string[] {
  const words = question
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’']/g, "'")
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => word !== "" && !STOP_WORDS.has(word));
  return [...new Set(words.map((word) => stemWord(word.replace(/'s$/, ""))))].sort();
}

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
    const tokens = questionTokens(question);
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
