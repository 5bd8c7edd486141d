// Which service an enquiry is about and who takes it, by TENFOLD's retrieval over the site's
// passages (functions/lib/tenfold/chat/): the enquiry is searched as a question would be (BM25+
// over the same index, phrases, synonyms and stems), and the service whose page's passages match
// it best, by score and by the share of the enquiry's weight they cover, is the one. Owners come
// from the team registry's specialisms (functions/generated/triage-routing.json).
import type { SearchResult } from "minisearch";
import routingJson from "../../../generated/triage-routing.json";
import type { RoutedPerson, RoutedService, TriageRouting } from "#shared/api/triage-routing.ts";
import { queryFor, questionTerms } from "../../tenfold/chat/knowledge-index.ts";
import { getIndex, passage } from "../../tenfold/chat/passage-index.ts";
import { coverageOf } from "../../tenfold/chat/passage-scoring.ts";
import { stem, tokenize } from "../../tenfold/chat/terms.ts";

export const routing = routingJson as TriageRouting;
const serviceBySlug = new Map(routing.services.map((s) => [s.slug, s]));

export function serviceOf(slug: string): RoutedService | undefined {
  return serviceBySlug.get(slug);
}

/**
 * How the match is weighed: the best `candidates` passages are weighed; a service's score is its
 * best passage's plus a share of its next ones (a page that matches in several sections is more
 * surely the one); below `minCoverage` of the enquiry's weight matched by any of its passages, or
 * fewer than `minTerms`/`minMatched` words, no service is named; `crisis` weighs the crisis
 * reading (below). Set by judgement, then `minTerms`, `minMatched` and `crisis` added after the
 * first run of the twenty test enquiries (tests/functions/triage/); the held-out set was never tuned on.
 */
export const MATCH = {
  candidates: 30,
  further: 0.5,
  minCoverage: 0.12,
  minTerms: 3,
  minMatched: 2,
  crisis: 1.5,
} as const;

/**
 * An enquiry with a crisis signal (./triage-urgency.ts) is something happening now. Its signals,
 * with these words, are searched as a second question, and each service's share of the best score
 * in that search, weighed by `MATCH.crisis`, is added to its share in the enquiry's own: a crisis
 * told through "a reporter", "staff" and "our chief executive" is still a crisis before it is a
 * press or staff matter, so what is happening counts for more than the words around it.
 */
export const CRISIS_WORDS = "crisis incident";

export interface ServiceMatch {
  readonly service: RoutedService;
  /** The enquiry's own words that matched the service's passages, as written, most telling first. */
  readonly words: readonly string[];
  /** The section of the service page that matched best ("How we respond"), or "" for its summary. */
  readonly section: string;
}

interface Scored {
  readonly slug: string;
  readonly results: readonly SearchResult[];
  readonly share: number;
}

const serviceSlugOf = (id: string) => (id.startsWith("service:") ? id.slice(8).split("#")[0] : undefined);

/** The words of `text` whose stems are among `stems`, as written, each once. */
function wordsFor(text: string, stems: ReadonlySet<string>): string[] {
  const seen = new Map<string, string>();
  for (const word of tokenize(text)) {
    const s = stem(word);
    if (stems.has(s) && !seen.has(s)) seen.set(s, word);
  }
  return [...seen.values()];
}

export interface Retrieved {
  readonly match: ServiceMatch | undefined;
  /** Search results for the consultants' profiles, to choose between people who share a specialism. */
  readonly people: ReadonlyMap<string, number>;
}

const weigh = (results: readonly SearchResult[]) =>
  results.reduce((sum, r, i) => sum + r.score * (i === 0 ? 1 : MATCH.further / i), 0);

/** Each service's passages among the best results, and its weight over the best service's (0-1). */
function servicesIn(results: readonly SearchResult[]): Map<string, Scored> {
  const byService = new Map<string, SearchResult[]>();
  for (const result of results.slice(0, MATCH.candidates)) {
    const slug = serviceSlugOf(String(result.id));
    if (!slug || !serviceBySlug.has(slug)) continue;
    byService.set(slug, [...(byService.get(slug) ?? []), result]);
  }
  const top = Math.max(0, ...[...byService.values()].map(weigh));
  return new Map(
    [...byService].map(([slug, list]) => [slug, { slug, results: list, share: top > 0 ? weigh(list) / top : 0 }]),
  );
}

/**
 * The service an enquiry is about, with what matched, or none when no service covers enough of it:
 * fewer than `minTerms` topic words ("Can you help?"), fewer than `minMatched` of them found on the
 * service's page, or less than `minCoverage` of the enquiry's weight.
 * `crisis`: the crisis signals found in it (./triage-urgency.ts), as written.
 */
export function matchService(text: string, crisis: readonly string[]): Retrieved {
  const terms = questionTerms(text);
  if (terms.length < MATCH.minTerms) return { match: undefined, people: new Map() };
  const results = getIndex().search(queryFor(terms));
  const people = new Map<string, number>();
  for (const result of results) {
    const id = String(result.id);
    if (id.startsWith("person:")) people.set(id.slice(7), result.score);
  }
  const own = servicesIn(results);
  const asCrisis =
    crisis.length > 0
      ? servicesIn(getIndex().search(queryFor(questionTerms(`${CRISIS_WORDS} ${crisis.join(" ")}`))))
      : new Map<string, Scored>();
  const total = (slug: string) => (own.get(slug)?.share ?? 0) + MATCH.crisis * (asCrisis.get(slug)?.share ?? 0);
  const slug = [...new Set([...own.keys(), ...asCrisis.keys()])].sort((a, b) => total(b) - total(a))[0];
  const service = slug === undefined ? undefined : serviceBySlug.get(slug);
  if (slug === undefined || !service) return { match: undefined, people };
  // The passages that matched: the enquiry's own, else (a crisis told in other words) those its signals found.
  const matched = own.get(slug)?.results ?? asCrisis.get(slug)?.results ?? [];
  const coverage = Math.max(0, ...matched.map((r) => coverageOf(r, terms)));
  const stems = new Set(matched.flatMap((r) => r.queryTerms).filter((term) => terms.includes(term)));
  const enough = asCrisis.has(slug) || (coverage >= MATCH.minCoverage && stems.size >= MATCH.minMatched);
  if (!enough) return { match: undefined, people };
  // Most telling first: the words the best passage matched, then the rest.
  const first = new Set(matched[0]?.queryTerms ?? []);
  const words = wordsFor(text, stems).sort((a, b) => Number(first.has(stem(b))) - Number(first.has(stem(a))));
  const top = passage(String(matched[0]?.id ?? ""));
  return { match: { service, words, section: top?.heading ?? "" }, people };
}

/**
 * Who takes an enquiry about a service: the one person whose specialisms include it, or, where
 * several share it, the one whose profile the enquiry matches best, else the first in the registry.
 */
export function ownerFor(slug: string, people: ReadonlyMap<string, number>): RoutedPerson | undefined {
  const candidates = routing.team.filter((p) => p.services.includes(slug));
  if (candidates.length <= 1) return candidates[0];
  return [...candidates].sort((a, b) => (people.get(b.slug) ?? 0) - (people.get(a.slug) ?? 0))[0];
}
