// TENFOLD's retrieval: BM25+ ranking (MiniSearch) over the site's passages, with the questions
// visitors ask about each passage (`asks`) as the strongest field, synonyms at a lower weight, and
// a measure of how much of a question the best passage covers, so a question the site does not
// answer is declined instead of matched to whatever shares a word with it.
import MiniSearch, { type Query, type SearchResult } from "minisearch";
import knowledge from "../../generated/knowledge.json";
import type { KnowledgePassage } from "../../../web/shared/knowledge-types.ts";
import { site } from "../../../web/content/site.ts";
import { contentTerms, isAdverb, rewritePhrases, stem, synonymsOf, tokenize, STOP_WORDS } from "./terms.ts";

export const passages = knowledge as readonly KnowledgePassage[];
const byId = new Map(passages.map((p) => [p.id, p]));

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
const documentFrequency = new Map<string, number>();
for (const p of passages) {
  const seen = new Set(FIELDS.flatMap((field) => tokenize(fieldText(p, field)).map(stem)));
  for (const term of seen) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
}
const MAX_WEIGHT = Math.log(1 + passages.length);

/** A word's weight in a question: its rarity across the site; a word the site never uses weighs most. */
function weightOf(term: string): number {
  const df = documentFrequency.get(term);
  return df === undefined ? MAX_WEIGHT : Math.log(1 + passages.length / df);
}

/** Words this long also find longer words they start ("consult" finds "consultation"); shorter ones ("offic") would find too much ("officer"). */
const PREFIX_FROM = 6;

let index: MiniSearch<KnowledgePassage> | undefined;
function getIndex(): MiniSearch<KnowledgePassage> {
  if (!index) {
    index = new MiniSearch<KnowledgePassage>({
      fields: [...FIELDS],
      storeFields: [],
      // Phrases read the same way in the site's text as in questions ("how much" is a price).
      extractField: (p, field) => (field === "id" ? p.id : rewritePhrases(fieldText(p, field as Field), field === "asks" ? "ask" : "text")),
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
    index.addAll(passages as KnowledgePassage[]);
  }
  return index;
}

const typos = (term: string) => (term.length >= 7 ? 2 : term.length >= 5 ? 1 : 0);

/** Answers of `known` so far: a fuzzy look-up is the costliest step, and visitors reuse words. */
const knownCache = new Map<string, boolean>();
const KNOWN_CACHE_SIZE = 5000;

/** Whether the site uses the word at all (as written, as a synonym, or a typo or two away). */
function known(term: string): boolean {
  if (documentFrequency.has(term) || synonymsOf(term).some((s) => documentFrequency.has(s))) return true;
  const cached = knownCache.get(term);
  if (cached !== undefined) return cached;
  const edits = typos(term);
  const found = edits > 0 && getIndex().search(term, { fuzzy: edits, maxFuzzy: edits, prefix: false, processTerm: (t) => t }).length > 0;
  if (knownCache.size >= KNOWN_CACHE_SIZE) knownCache.clear();
  knownCache.set(term, found);
  return found;
}

/** The firm's own name says nothing about what a question asks ("Who runs Larkspur?"). */
const BRAND = new Set(tokenize(`${site.brand} ${site.product}`).map(stem));

/**
 * The words of a question that carry its topic: phrases rewritten; the brand, and bare numbers and
 * adverbs the site never uses ("definitely", "originally"), dropped.
 */
export function questionTerms(question: string): string[] {
  return contentTerms(rewritePhrases(question, "question")).filter((term) => !BRAND.has(term) && !((/^\d+$/.test(term) || isAdverb(term)) && !documentFrequency.has(term)));
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
}

function queryFor(terms: readonly string[]): Query {
  return {
    combineWith: "OR",
    queries: terms.map((term) => ({
      combineWith: "OR",
      // Synonyms are matched as written: no typo or prefix search for them, which would be slow and loose.
      queries: [term, ...(synonymsOf(term).length > 0 ? [{ combineWith: "OR" as const, queries: synonymsOf(term), boostTerm: () => 0.4, fuzzy: false, prefix: false }] : [])],
    })),
    processTerm: (t: string) => t,
  };
}

/**
 * The stems of each consultant's name (their profile's first keyword, see build/knowledge.ts),
 * read once: both the coverage and the "is this about them" checks need them for every result.
 */
const personNames = new Map(passages.filter((p) => p.kind === "person" || p.kind === "councillor").map((p) => [p.id, new Set(tokenize(p.keywords[0] ?? "").map(stem))]));

/**
 * The share of a question's weight that a passage matched. For a consultant's profile the
 * person's name does not count: "How old is Ruth Adeyemi?" is about her age, which her profile
 * does not state.
 */
function coverageOf(result: SearchResult, allTerms: readonly string[]): number {
  const names = personNames.get(String(result.id));
  const terms = names ? allTerms.filter((term) => !names.has(term)) : allTerms;
  if (names && terms.length === 0) return 1;
  const matched = new Set(result.queryTerms);
  // The passage's own words that matched: a question's word found only as the start of a longer
  // word or a typo away ("office" in "officer") counts for less than the word itself.
  const exact = new Set(result.terms);
  const { share } = weighed(terms, (term) => creditIn(exact, term) || (matched.has(term) ? LOOSE : 0));
  return share;
}

const LOOSE = 0.8;
/** What a synonym of a question's word is worth, against the word itself. */
const SYNONYM = 0.7;

/** How much a set of words says a question's word: all of it, less through a synonym, or nothing. */
function creditIn(words: ReadonlySet<string>, term: string): number {
  return words.has(term) ? 1 : synonymsOf(term).some((s) => words.has(s)) ? SYNONYM : 0;
}

/** The question's weight (rarer words weigh more) and the share of it that `credit` grants. */
function weighed(terms: readonly string[], credit: (term: string) => number): { covered: number; total: number; share: number } {
  let covered = 0;
  let total = 0;
  for (const term of terms) {
    const weight = weightOf(term);
    total += weight;
    covered += weight * credit(term);
  }
  return { covered, total, share: total === 0 ? 0 : covered / total };
}

/**
 * A consultant's profile answers questions about that person (named in the question) or about
 * who does what (a "who" question, or matched through its asks); a shared word such as "Bristol" or "MP" is not
 * enough to offer someone's biography as an answer.
 */
function answersAbout(result: SearchResult, terms: readonly string[]): boolean {
  const names = personNames.get(String(result.id));
  if (!names) return true;
  if (terms.some((term) => names.has(term))) return true;
  // A demonstration councillor's profile answers only a question that names them.
  if (String(result.id).startsWith("councillor:")) return false;
  if (terms.includes("personquestion")) return true;
  // Two of the question's own words (not one word and its synonyms) found in the profile, in its asks.
  return terms.filter((term) => result.queryTerms.includes(term)).length >= 2 && Object.values(result.match).filter((fields) => fields.includes("asks")).length >= 2;
}

/** Each passage's asks, each read as a question is (phrases rewritten, topic words only). */
const askTerms = new Map(passages.map((p) => [p.id, p.asks.map((ask) => new Set(contentTerms(rewritePhrases(ask, "ask"))))]));

/**
 * How nearly one of a passage's asks is the question itself: the weight the two share over the
 * weight of all their words (a synonym counts for less). A question put the way visitors put it
 * to this passage is the strongest sign that the passage answers it.
 */
function askSimilarity(p: KnowledgePassage, terms: readonly string[]): number {
  let best = 0;
  for (const ask of askTerms.get(p.id) ?? []) {
    const { covered, total } = weighed(terms, (term) => creditIn(ask, term));
    // The ask's own words the question lacks count against it too.
    const extra = [...ask].filter((word) => !terms.includes(word) && !synonymsOf(word).some((s) => terms.includes(s))).reduce((sum, word) => sum + weightOf(word), 0);
    if (total + extra > 0) best = Math.max(best, covered / (total + extra));
  }
  return best;
}

/** How many of the best-scored passages are weighed again by how much of the question they cover. */
const RERANK = 12;

/**
 * What kind of fact a question asks for, and how a passage that states one reads: "How long do
 * you keep my messages?" wants a duration, "What does a retainer cost?" a price. A passage that
 * states that kind of fact is more likely the answer than one that only shares the words.
 */
const ANSWER_TYPES: readonly { readonly asks: RegExp; readonly states: RegExp }[] = [
  {
    asks: /\bhow (?:long|soon|quickly|fast)\b|\bhow many (?:minutes|hours|days|weeks|months|years)\b|\btime ?scales?\b|\bdeadlines?\b|\bturnaround\b/i,
    states: /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|thirty|sixty)(?:[- ]| to \S+ )(?:working |calendar |clear )?(?:minutes?|hours?|days?|weeks?|months?|years?)\b/i,
  },
  { asks: /\bhow often\b|\bhow frequently\b|\bfrequency\b/i, states: /\b(?:daily|weekly|fortnightly|monthly|quarterly|annually|yearly|every (?:day|week|month|quarter|year))\b/i },
  { asks: /\bhow much\b|\b(?:cost|costs|price|prices|pricing|fee|fees|charge|charges|rates?|ballpark|budget|estimate)\b/i, states: /£\s?\d/ },
  {
    asks: /\bwhat (?:is|are) (?:the|your) (?:e-?mail|phone|telephone|number)\b|\b(?:e-?mail address|phone number)\b|\b(?:who|how) (?:do|should|can|could) (?:i|we) (?:contact|reach|email|call|ring|speak to|talk to)\b/i,
    states: /@|\b0\d{2,4} \d{3}/,
  },
];
/** A passage's own words: its heading and text, not its asks or keywords. */
const ownText = (p: KnowledgePassage) => `${p.heading} ${p.paragraphs.join(" ")}`;
/** The kinds of fact each passage states, read once. */
const statedTypes = new Map(passages.map((p) => [p.id, new Set(ANSWER_TYPES.filter((type) => type.states.test(ownText(p))))]));

/** 1, or more when the passage states a kind of fact the question asks for (`wanted`, read once per question). */
function statesWhatIsAsked(p: KnowledgePassage, wanted: readonly (typeof ANSWER_TYPES)[number][]): number {
  const stated = statedTypes.get(p.id);
  return wanted.some((type) => stated?.has(type)) ? 1.5 : 1;
}

/**
 * A candidate's place in the answer: how much of the question it covers counts most, then its
 * BM25+ score against the best; an ask that is nearly the question itself can double it, and
 * stating the kind of fact asked for raises it by half.
 */
const rank = (h: { coverage: number; score: number; asked: number; typed: number }, top: number) => h.coverage ** 3 * (h.score / top) ** 0.5 * (1 + h.asked) * h.typed;

/**
 * Ranks the site's passages for a question: BM25+ finds candidates, then the share of the
 * question each one covers decides among them, so a passage that answers every part of the
 * question beats one that repeats a single word of it many times.
 */
export function retrieve(question: string, limit = 6): Retrieval {
  const terms = questionTerms(question);
  if (terms.length === 0) return { terms, unknown: [], hits: [] };
  const results = getIndex()
    .search(queryFor(terms))
    .filter((result) => answersAbout(result, terms))
    .slice(0, RERANK);
  const top = results[0]?.score ?? 1;
  const wanted = ANSWER_TYPES.filter((type) => type.asks.test(question));
  const hits = results
    .flatMap((result) => {
      const passage = byId.get(String(result.id));
      return passage ? [{ passage, score: result.score, coverage: coverageOf(result, terms), asked: askSimilarity(passage, terms), typed: statesWhatIsAsked(passage, wanted) }] : [];
    })
    .sort((a, b) => rank(b, top) - rank(a, top))
    .slice(0, limit);
  // A part of a hyphenated word ("mid" of "mid-sized") is not unknown when another part is known.
  const excused = new Set(terms.filter((term) => term.includes("-")).flatMap((term) => {
    const parts = term.split("-").filter(Boolean).map(stem);
    return parts.some(known) ? parts : [];
  }));
  return { terms, unknown: terms.filter((term) => !term.includes("-") && !excused.has(term) && !known(term)), hits };
}

/** Every word of each ask, stop words included, read once. */
const askWordSets = new Map(passages.map((p) => [p.id, p.asks.map((ask) => new Set(tokenize(rewritePhrases(ask, "ask")).map(stem)))]));

/**
 * For a question with next to no topic words ("Hello", "Who are you?"), the passage with an ask
 * made of the same words, stop words included; none unless nearly every word matches.
 */
export function askedInSoManyWords(question: string): KnowledgePassage | undefined {
  const words = new Set(tokenize(rewritePhrases(question, "question")).map(stem));
  const topical = questionTerms(question);
  if (words.size === 0 || words.size > 6) return undefined;
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

export function passage(id: string): KnowledgePassage | undefined {
  return byId.get(id);
}

const pageOf = (p: KnowledgePassage) => p.url.split("#")[0] ?? p.url;
/** Each page's passages, so an answer found through a page's asks can quote the part that answers. */
const byPage = new Map<string, KnowledgePassage[]>();
for (const p of passages) {
  const page = byPage.get(pageOf(p));
  if (page) page.push(p);
  else byPage.set(pageOf(p), [p]);
}
/** The stems of each passage's own words. */
const ownWords = new Map(passages.map((p) => [p.id, new Set(contentTerms(ownText(p)))]));

/** The share of a question's weight that a passage's own text states (a synonym counts for less). */
export function statedShare(p: KnowledgePassage, terms: readonly string[]): number {
  const words = ownWords.get(p.id);
  return words ? weighed(terms, (term) => creditIn(words, term)).share : 0;
}

/** The passages of the page a passage belongs to (a service's sections, an article's), itself included. */
export function samePage(p: KnowledgePassage): readonly KnowledgePassage[] {
  return byPage.get(pageOf(p)) ?? [p];
}
