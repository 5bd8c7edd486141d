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
 * How the match is weighed, chosen on the site's own service asks, before the test enquiries were
 * read: the best `CANDIDATES` passages are weighed; a service's score is its best passage's plus a
 * share of its next ones (a page that matches in several sections is more surely the one); below
 * `MIN_COVERAGE` of the enquiry's weight matched by any of its passages, no service is named.
 */
export const MATCH = { candidates: 30, further: 0.5, minCoverage: 0.12 } as const;

export interface ServiceMatch {
  readonly service: RoutedService;
  /** The enquiry's own words that matched the service's passages, as written, most telling first. */
  readonly words: readonly string[];
  /** The section of the service page that matched best ("How we respond"), or "" for its summary. */
  readonly section: string;
}

interface Scored {
  readonly slug: string;
  readonly results: SearchResult[];
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

/** The service an enquiry is about, with what matched, or none when no service covers enough of it. */
export function matchService(text: string): Retrieved {
  const terms = questionTerms(text);
  if (terms.length === 0) return { match: undefined, people: new Map() };
  const results = getIndex().search(queryFor(terms));
  const people = new Map<string, number>();
  for (const result of results) {
    const id = String(result.id);
    if (id.startsWith("person:")) people.set(id.slice(7), result.score);
  }
  const byService = new Map<string, Scored>();
  for (const result of results.slice(0, MATCH.candidates)) {
    const slug = serviceSlugOf(String(result.id));
    if (!slug || !serviceBySlug.has(slug)) continue;
    const scored = byService.get(slug) ?? { slug, results: [] };
    scored.results.push(result);
    byService.set(slug, scored);
  }
  const weigh = (s: Scored) => s.results.reduce((sum, r, i) => sum + r.score * (i === 0 ? 1 : MATCH.further / i), 0);
  const best = [...byService.values()].sort((a, b) => weigh(b) - weigh(a))[0];
  const service = best && serviceBySlug.get(best.slug);
  if (!best || !service) return { match: undefined, people };
  const coverage = Math.max(...best.results.map((r) => coverageOf(r, terms)));
  if (coverage < MATCH.minCoverage) return { match: undefined, people };
  const stems = new Set(best.results.flatMap((r) => r.queryTerms));
  // Most telling first: the words the best passage matched, then the rest.
  const first = new Set(best.results[0]?.queryTerms ?? []);
  const words = wordsFor(text, stems).sort((a, b) => Number(first.has(stem(b))) - Number(first.has(stem(a))));
  const top = passage(String(best.results[0]?.id ?? ""));
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
