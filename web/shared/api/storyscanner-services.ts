// Which of the firm's services a story touches, and why: each service page (all its passages,
// the questions visitors ask of them and its keywords) is one document, and the article's topic
// words are scored against every page with BM25, whose weights make a word that every service page
// uses count for nothing and one only a single page uses count most. A service is listed when it
// scores at least a share of the best one.
//
// The pages travel as a small form built at build time from TENFOLD's passages (the same registry
// the pages render, build/knowledge/knowledge-story.ts): each page's words, already stemmed and
// counted, so the browser and the functions score an article the same way without the site's
// search index.
import type { KnowledgePassage } from "./tenfold-knowledge.ts";
import type { StoryAnalysis, StoryVerdict } from "./storyscanner.ts";
import { questionTokens, stem, STOP_WORDS } from "../word-terms.ts";

export interface StoryService {
  readonly slug: string;
  readonly name: string;
  readonly url: string;
  /** The page's summary (its lede and description): what the model is told the service is. */
  readonly summary: string;
  /** What the firm would do first: the opening sentence of the page's way of working, and of how it responds when the story is a risk. */
  readonly nextStep: { readonly usual: string; readonly risk: string };
  /** Each stem the page uses, with how often, its fields weighed as FIELD_WEIGHTS says. */
  readonly counts: Readonly<Record<string, number>>;
  /** The page's sections, each with the stems it uses: where a match came from. */
  readonly sections: readonly { readonly heading: string; readonly stems: readonly string[] }[];
}

export interface StoryServices {
  readonly services: readonly StoryService[];
}

/** How much a word counts by where the page has it, as TENFOLD's index weighs its fields: the questions visitors ask and the keywords say what the page is for. */
const FIELD_WEIGHTS = { asks: 3, page: 2.5, heading: 1.5, keywords: 2, body: 1 } as const;
/** BM25's usual constants: how fast repeats of a word stop adding, and how much a long page is discounted. */
const K1 = 1.2;
const B = 0.75;
/** A service is listed when it scores at least this share of the best one's score. */
export const SERVICE_SHARE = 0.7;
const MAX_SERVICES = 3;
/** The words the "why" names, most telling first. */
const WHY_WORDS = 5;

/** A text's topic stems, one per occurrence: no stop words, numbers or stems under three letters. */
export function topicStems(text: string): { stem: string; word: string }[] {
  return questionTokens(text).flatMap((word) => {
    if (STOP_WORDS.has(word) || /^\d/.test(word)) return [];
    const term = stem(word);
    return term.length < 3 || STOP_WORDS.has(term) ? [] : [{ stem: term, word }];
  });
}

const firstSentence = (text: string) => /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/** The small form of the service pages: built at build time from their passages. `excluded`: stems never to match (the firm's own name). */
export function storyServicesFrom(passages: readonly KnowledgePassage[], excluded: ReadonlySet<string>): StoryServices {
  const pages = new Map<string, KnowledgePassage[]>();
  for (const p of passages) {
    if (p.kind !== "service") continue;
    const url = p.url.split("#")[0] ?? p.url;
    pages.set(url, [...(pages.get(url) ?? []), p]);
  }
  const services = [...pages].map(([url, parts]): StoryService => {
    const counts: Record<string, number> = {};
    const count = (text: string, weight: number) => {
      const found = topicStems(text).filter((t) => !excluded.has(t.stem));
      for (const { stem: term } of found) counts[term] = (counts[term] ?? 0) + weight;
      return found.map((t) => t.stem);
    };
    const summary = parts.find((p) => p.heading === "") ?? parts[0];
    // The page's name and keywords once, not once per passage that carries them.
    count(summary?.page ?? "", FIELD_WEIGHTS.page);
    count(summary?.keywords.join(" ") ?? "", FIELD_WEIGHTS.keywords);
    const sections = parts.map((p) => {
      const stems = [
        ...count(p.heading, FIELD_WEIGHTS.heading),
        ...count(p.paragraphs.join(" "), FIELD_WEIGHTS.body),
        ...count(p.asks.join(" "), FIELD_WEIGHTS.asks),
      ];
      return { heading: p.heading, stems: [...new Set(stems)] };
    });
    const how = parts.filter((p) => /^how we\b/i.test(p.heading));
    const opening = (p: KnowledgePassage | undefined) => firstSentence(p?.paragraphs[0] ?? "");
    const usual = opening(how[0] ?? summary);
    return {
      slug: url.replace(/^\/services\//, ""),
      name: summary?.page ?? url,
      url,
      summary: summary?.paragraphs.join(" ") ?? "",
      nextStep: { usual, risk: opening(how.find((p) => /respond/i.test(p.heading))) || usual },
      counts,
      sections,
    };
  });
  return { services };
}

interface Weighed {
  readonly service: StoryService;
  /** Each stem's BM25 weight on this page. */
  readonly weights: ReadonlyMap<string, number>;
}

/** Each page's BM25 weight of each of its stems, worked out once per set of pages. */
const weighed = new WeakMap<StoryServices, readonly Weighed[]>();

function weightsOf(data: StoryServices): readonly Weighed[] {
  const known = weighed.get(data);
  if (known) return known;
  const pages = data.services.length;
  const length = (s: StoryService) => Object.values(s.counts).reduce((sum, n) => sum + n, 0);
  const average = data.services.reduce((sum, s) => sum + length(s), 0) / Math.max(1, pages);
  const pagesWith = new Map<string, number>();
  for (const s of data.services)
    for (const term of Object.keys(s.counts)) pagesWith.set(term, (pagesWith.get(term) ?? 0) + 1);
  const result = data.services.map((service) => {
    const norm = K1 * (1 - B + (B * length(service)) / average);
    const weights = new Map(
      Object.entries(service.counts).map(([term, tf]) => {
        const df = pagesWith.get(term) ?? 0;
        const idf = Math.log(1 + (pages - df + 0.5) / (df + 0.5));
        return [term, (idf * tf * (K1 + 1)) / (tf + norm)] as const;
      }),
    );
    return { service, weights };
  });
  weighed.set(data, result);
  return result;
}

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;

/** The services the article's topic words (as the article writes them) call for, best first, each with why. */
export function servicesFor(words: string, data: StoryServices): StoryAnalysis["services"] {
  const asked = new Map<string, { word: string; count: number }>();
  for (const { stem: term, word } of topicStems(words)) {
    const entry = asked.get(term) ?? { word, count: 0 };
    asked.set(term, { ...entry, count: entry.count + 1 });
  }
  const scored = weightsOf(data)
    .map(({ service, weights }) => {
      const matched = [...asked]
        .flatMap(([term, { word, count }]) => {
          const weight = weights.get(term);
          return weight === undefined ? [] : [{ term, word, score: count * weight }];
        })
        .sort((a, b) => b.score - a.score);
      return { service, matched, score: matched.reduce((sum, m) => sum + m.score, 0) };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  const top = scored[0]?.score ?? 0;
  return scored
    .filter((s) => s.score >= top * SERVICE_SHARE)
    .slice(0, MAX_SERVICES)
    .map(({ service, matched }) => {
      const telling = matched.slice(0, WHY_WORDS);
      // The section that holds most of what matched names where on the page the match is.
      const section = [...service.sections]
        .map((s) => ({
          s,
          score: matched.filter((m) => s.stems.includes(m.term)).reduce((sum, m) => sum + m.score, 0),
        }))
        .sort((a, b) => b.score - a.score)[0]?.s;
      const words = telling.map((m) => `“${m.word}”`);
      const where = section?.heading ? `“${section.heading}”` : "summary";
      return {
        slug: service.slug,
        name: service.name,
        url: service.url,
        why: `The story's ${words.length === 1 ? "word" : "words"} ${listed(words)} matched the ${where} passage of ${service.name}.`,
      };
    });
}

/** The first step of the service's own way of working (how it responds, when the story is a risk), linked to its page. */
export function nextStepFor(slug: string, verdict: StoryVerdict, data: StoryServices): StoryAnalysis["nextStep"] {
  const service = data.services.find((s) => s.slug === slug);
  if (!service) return null;
  const text = verdict === "risk" ? service.nextStep.risk : service.nextStep.usual;
  return text ? { slug, name: service.name, url: service.url, text } : null;
}
