// TENFOLD's search index: the site's passages in MiniSearch (BM25+), with `asks` (the questions
// visitors ask about each passage) as the strongest field, and how often each word occurs across
// the site, which weighs a question's words (see ./passage-scoring.ts) and tells the words the
// site never uses.
import MiniSearch from "minisearch";
import knowledge from "../../../generated/knowledge.json";
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { rewritePhrases } from "./phrases.ts";
import { synonymsOf } from "./synonyms.ts";
import { stem, tokenize, STOP_WORDS } from "./terms.ts";

export const passages = knowledge as readonly KnowledgePassage[];
const byId = new Map(passages.map((p) => [p.id, p]));

export function passage(id: string): KnowledgePassage | undefined {
  return byId.get(id);
}

type Field = "asks" | "page" | "heading" | "keywords" | "body";
const FIELDS: readonly Field[] = ["asks", "page", "heading", "keywords", "body"];

function fieldText(p: KnowledgePassage, field: Field): string {
  switch (field) {
    case "asks":
      return p.asks.join(" \n ");
    case "keywords":
      return p.keywords.join(" ");
    case "body":
      return p.paragraphs.join(" ");
    default:
      return p[field];
  }
}

const indexTerm = (term: string) => (STOP_WORDS.has(term.toLowerCase()) ? null : stem(term));

/** How many passages each stem occurs in: the rarer a word, the more it says about a question. */
export const documentFrequency = new Map<string, number>();
for (const p of passages) {
  const seen = new Set(FIELDS.flatMap((field) => tokenize(fieldText(p, field)).map(stem)));
  for (const term of seen) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
}
const MAX_WEIGHT = Math.log(1 + passages.length);

/** A word's weight in a question: its rarity across the site; a word the site never uses weighs most. */
export function weightOf(term: string): number {
  const df = documentFrequency.get(term);
  return df === undefined ? MAX_WEIGHT : Math.log(1 + passages.length / df);
}

/** Words this long also find longer words they start ("consult" finds "consultation"); shorter ones ("offic") would find too much ("officer"). */
const PREFIX_FROM = 6;

let index: MiniSearch<KnowledgePassage> | undefined;
export function getIndex(): MiniSearch<KnowledgePassage> {
  if (!index) {
    index = new MiniSearch<KnowledgePassage>({
      fields: [...FIELDS],
      storeFields: [],
      // Phrases read the same way in the site's text as in questions ("how much" is a price).
      extractField: (p, field) =>
        field === "id" ? p.id : rewritePhrases(fieldText(p, field as Field), field === "asks" ? "ask" : "text"),
      tokenize: (text) => tokenize(text),
      processTerm: indexTerm,
      searchOptions: {
        boost: { asks: 3, page: 2.5, heading: 1.5, keywords: 2, body: 1 },
        prefix: (term) => term.length >= PREFIX_FROM,
        fuzzy: (term) => typos(term) || false,
        maxFuzzy: 2,
        weights: { fuzzy: 0.4, prefix: 0.5 },
        combineWith: "OR",
      },
    });
    index.addAll(passages);
  }
  return index;
}

const typos = (term: string) => (term.length >= 7 ? 2 : term.length >= 5 ? 1 : 0);

/** Answers of `known` so far: a fuzzy look-up is the costliest step, and visitors reuse words. */
const knownCache = new Map<string, boolean>();
const KNOWN_CACHE_SIZE = 5000;

/** Whether the site uses the word at all (as written, as a synonym, or a typo or two away). */
export function known(term: string): boolean {
  if (documentFrequency.has(term) || synonymsOf(term).some((s) => documentFrequency.has(s))) return true;
  const cached = knownCache.get(term);
  if (cached !== undefined) return cached;
  const edits = typos(term);
  const found =
    edits > 0 &&
    getIndex().search(term, { fuzzy: edits, maxFuzzy: edits, prefix: false, processTerm: (t) => t }).length > 0;
  if (knownCache.size >= KNOWN_CACHE_SIZE) knownCache.clear();
  knownCache.set(term, found);
  return found;
}
