// A recall-first ranking of the site's passages for the model: the built-in answerer's index and
// measures (./knowledge-index.ts, ./passage-scoring.ts) weighed for "is it among the best few",
// not "is the best one sure to answer".
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { queryFor, questionTerms } from "./knowledge-index.ts";
import { getIndex, passage } from "./passage-index.ts";
import {
  ADDRESSES_FIRM,
  ANSWER_TYPES,
  answersAbout,
  askSimilarity,
  coverageOf,
  statesWhatIsAsked,
} from "./passage-scoring.ts";

/**
 * Chosen by measuring recall@N on the evaluation sets: the answer to a paraphrased question is
 * often 10th to 30th by BM25+, so more candidates are weighed than the answerer's 12; a passage's
 * BM25+ score counts for less (it favours pages that repeat one word of the question) and an ask
 * close to the question for more; a consultant's or demonstration councillor's profile not named
 * in the question is kept, lower, since the model can tell whether it answers.
 */
export const RECALL = { candidates: 40, coverage: 2, score: 0.25, ask: 4, unnamedProfile: 0.5 } as const;

/** The passages most likely to hold the answer to a question, best first. */
export function recallRanked(question: string, limit: number): KnowledgePassage[] {
  const terms = questionTerms(question);
  if (terms.length === 0) return [];
  const results = getIndex().search(queryFor(terms)).slice(0, RECALL.candidates);
  const top = results[0]?.score ?? 1;
  const wanted = ANSWER_TYPES.filter((type) => type.asks.test(question));
  const ofFirm = ADDRESSES_FIRM.test(question);
  return results
    .flatMap((result) => {
      const found = passage(String(result.id));
      if (!found) return [];
      const profile = answersAbout(result, terms, ofFirm) ? 1 : RECALL.unnamedProfile;
      const weight =
        coverageOf(result, terms) ** RECALL.coverage *
        (result.score / top) ** RECALL.score *
        (1 + RECALL.ask * askSimilarity(found, terms)) *
        statesWhatIsAsked(found, wanted) *
        profile;
      return [{ passage: found, weight }];
    })
    .sort((a, b) => b.weight - a.weight)
    .slice(0, limit)
    .map((ranked) => ranked.passage);
}
