// The pages a decline may offer as "may help": retrieval's best passages for a question the
// built-in answerer cannot answer, only when they are clearly about what was asked.
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { onePerPage, retrieve } from "./knowledge-index.ts";

/**
 * The relatedness bar: every word of the question is one the site uses, and a passage covers
 * `minCoverage` of the question's weight with a BM25+ score of `minScore`. Chosen on the
 * evaluation sets (tests/fixtures/tenfold-*.json) so that no out-of-scope question is offered a
 * page on any of them; at most `most` pages are offered.
 */
export const RELATED = { minCoverage: 0.5, minScore: 350, most: 3 } as const;

/** Up to three pages (one passage each) that may help with a question the site does not answer. */
export function relatedPages(question: string): KnowledgePassage[] {
  const { hits, unknown } = retrieve(question);
  if (unknown.length > 0) return [];
  return onePerPage(
    hits
      .filter((h) => h.passage.kind !== "topic" && h.coverage >= RELATED.minCoverage && h.score >= RELATED.minScore)
      .map((h) => h.passage),
  ).slice(0, RELATED.most);
}
