// TENFOLD's retrieval: BM25+ ranking (MiniSearch, ./passage-index.ts) over the site's passages,
// re-ranked by a measure of how much of a question the best passage covers (./passage-scoring.ts),
// so a question the site does not answer is declined instead of matched to whatever shares a word
// with it.
import type { Query } from "minisearch";
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { site } from "#shared/site.ts";
import { documentFrequency, getIndex, known, passage, passages } from "./passage-index.ts";
import {
  ADDRESSES_FIRM,
  ANSWER_TYPES,
  type AnswerType,
  answersAbout,
  askSimilarity,
  coverageOf,
  rank,
  statesWhatIsAsked,
} from "./passage-scoring.ts";
import { rewritePhrases } from "./phrases.ts";
import { synonymsOf } from "./synonyms.ts";
import { contentTerms, isAdverb, stem, tokenize } from "./terms.ts";

export { passage, passages } from "./passage-index.ts";

/**
 * The firm's own name says nothing about what a question asks ("Who runs Larkspur?"). It is
 * dropped as a name, longest first, so that its words keep their meaning elsewhere: "strategy"
 * in "Larkspur Strategy" is the name, in "a comms strategy" the topic.
 */
const BRAND = new RegExp(
  `\\b(?:${[site.brand, site.product]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})(?:['’]s)?\\b`,
  "gi",
);

/**
 * The words of a question that carry its topic: phrases rewritten; the brand, and bare numbers and
 * adverbs the site never uses ("definitely", "originally"), dropped.
 */
export function questionTerms(question: string): string[] {
  return contentTerms(rewritePhrases(question, "question").replace(BRAND, " ")).filter(
    (term) => !((/^\d+$/.test(term) || isAdverb(term)) && !documentFrequency.has(term)),
  );
}

export interface Hit {
  readonly passage: KnowledgePassage;
  readonly score: number;
  /** Share (0-1) of the question's weight that this passage matched. */
  readonly coverage: number;
}

export interface Retrieval {
  readonly terms: readonly string[];
  /** The question's words that nothing on the site uses. */
  readonly unknown: readonly string[];
  readonly hits: readonly Hit[];
  /** The kinds of fact the question asks for (a duration, a price ...), which its answer should lead with. */
  readonly wanted: readonly AnswerType[];
}

/** A question's words, each also searching for its synonyms at a lower weight. */
export function queryFor(terms: readonly string[]): Query {
  return {
    combineWith: "OR",
    queries: terms.map((term) => ({
      combineWith: "OR",
      // Synonyms are matched as written: no typo or prefix search for them, which would be slow and loose.
      queries: [
        term,
        ...(synonymsOf(term).length > 0
          ? [
              {
                combineWith: "OR" as const,
                queries: synonymsOf(term),
                boostTerm: () => 0.4,
                fuzzy: false,
                prefix: false,
              },
            ]
          : []),
      ],
    })),
    processTerm: (t: string) => t,
  };
}

/** How many of the best-scored passages are weighed again by how much of the question they cover. */
const RERANK = 12;

/**
 * Ranks the site's passages for a question: BM25+ finds candidates, then the share of the
 * question each one covers decides among them, so a passage that answers every part of the
 * question beats one that repeats a single word of it many times.
 */
export function retrieve(question: string, limit = 6): Retrieval {
  const terms = questionTerms(question);
  if (terms.length === 0) return { terms, unknown: [], hits: [], wanted: [] };
  const ofFirm = ADDRESSES_FIRM.test(question);
  const results = getIndex()
    .search(queryFor(terms))
    .filter((result) => answersAbout(result, terms, ofFirm))
    .slice(0, RERANK);
  const top = results[0]?.score ?? 1;
  const wanted = ANSWER_TYPES.filter((type) => type.asks.test(question));
  const hits = results
    .flatMap((result) => {
      const found = passage(String(result.id));
      return found
        ? [
            {
              passage: found,
              score: result.score,
              coverage: coverageOf(result, terms),
              asked: askSimilarity(found, terms),
              typed: statesWhatIsAsked(found, wanted),
            },
          ]
        : [];
    })
    .sort((a, b) => rank(b, top) - rank(a, top))
    .slice(0, limit);
  // A part of a hyphenated word ("mid" of "mid-sized") is not unknown when another part is known.
  const excused = new Set(
    terms
      .filter((term) => term.includes("-"))
      .flatMap((term) => {
        const parts = term.split("-").filter(Boolean).map(stem);
        return parts.some(known) ? parts : [];
      }),
  );
  return {
    terms,
    unknown: terms.filter((term) => !term.includes("-") && !excused.has(term) && !known(term)),
    hits,
    wanted,
  };
}

/** Every word of each ask, stop words included, read once. */
const askWordSets = new Map(
  passages.map((p) => [p.id, p.asks.map((ask) => new Set(tokenize(rewritePhrases(ask, "ask")).map(stem)))]),
);

/**
 * For a short question (up to ten words: "Hello", "Who are you?", "What should I put in a brief
 * to you?"), the passage with an ask made of the same words, stop words included; none unless
 * nearly every word matches. A question put almost as an ask is answered by that passage, however
 * often other pages repeat its one topic word ("briefing" for "brief").
 */
export function askedInSoManyWords(question: string): KnowledgePassage | undefined {
  const words = new Set(tokenize(rewritePhrases(question, "question")).map(stem));
  const topical = questionTerms(question);
  if (words.size === 0 || words.size > 10) return undefined;
  let best: { passage: KnowledgePassage; overlap: number } | undefined;
  for (const p of passages) {
    for (const askWords of askWordSets.get(p.id) ?? []) {
      if (!topical.every((term) => askWords.has(term))) continue;
      const shared = [...words].filter((w) => askWords.has(w)).length;
      const overlap = shared / Math.max(words.size, askWords.size);
      if (overlap > (best?.overlap ?? 0)) best = { passage: p, overlap };
    }
  }
  return best && best.overlap >= 0.75 ? best.passage : undefined;
}

/** The page a passage is on: its url without the section. */
export const pageOf = (p: KnowledgePassage) => p.url.split("#")[0] ?? p.url;

/** The first passage on each page, in order. */
export const onePerPage = (list: readonly KnowledgePassage[]) =>
  list.filter((p, i) => list.findIndex((q) => pageOf(q) === pageOf(p)) === i);
/** Each page's passages, so an answer found through a page's asks can quote the part that answers. */
const byPage = new Map<string, KnowledgePassage[]>();
for (const p of passages) {
  const page = byPage.get(pageOf(p));
  if (page) page.push(p);
  else byPage.set(pageOf(p), [p]);
}

/** The passages of the page a passage belongs to (a service's sections, an article's), itself included. */
export function samePage(p: KnowledgePassage): readonly KnowledgePassage[] {
  return byPage.get(pageOf(p)) ?? [p];
}
