// The passages a language model is given for a message: recall first (the model reads paraphrase
// well and says when none holds the answer), unlike the built-in answerer, which must be sure.
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { passage, questionTerms, samePage } from "./knowledge-index.ts";
import { readingsOf } from "./model-readings.ts";
import { ASKS_WHO } from "./person-asks.ts";
import { statedShare } from "./passage-scoring.ts";
import { RECALL, recallRanked } from "./recall-ranking.ts";
import type { History } from "./question-reading.ts";

/**
 * How many passages the model sees: chosen by measurement (npm run bench:tenfold, recall@N);
 * each passage costs the model about 300 tokens of context.
 */
export const MODEL_PASSAGES = 8;

/** How many of the best passages have their page searched for the section that states the answer. */
const SIBLINGS_OF = 4;

/**
 * A page is often found by what visitors ask about it while the fact asked for is stated in one of
 * its sections (an outcome page's "how we check" section): for each of the best passages, the
 * section of its page whose own words state most of the question, when that is another.
 */
function statingSections(best: readonly KnowledgePassage[], message: string): KnowledgePassage[] {
  const terms = questionTerms(message);
  return best.slice(0, SIBLINGS_OF).flatMap((found) => {
    let stating = { passage: found, share: statedShare(found, terms) };
    for (const sibling of samePage(found)) {
      const share = statedShare(sibling, terms);
      if (share > stating.share) stating = { passage: sibling, share };
    }
    return stating.passage === found ? [] : [stating.passage];
  });
}

/**
 * Chosen by measuring recall@8 on the evaluation sets (a plateau from k 5 to 10 and lead 2 to 3):
 * the readings' rankings fused (reciprocal rank: a passage's 1 / (k + rank) summed over the
 * readings) find the passage that every reading ranks fairly well (4th in each) where taking each
 * reading's best in turns kept only their firsts; the fused ranking's first `lead` come first.
 */
export const FUSION = { k: 10, lead: 2 } as const;

/** The passages of several rankings by the sum of their reciprocal ranks, best first. */
function fused(lists: readonly (readonly KnowledgePassage[])[]): KnowledgePassage[] {
  const scores = new Map<KnowledgePassage, number>();
  for (const list of lists) list.forEach((p, rank) => scores.set(p, (scores.get(p) ?? 0) + 1 / (FUSION.k + rank)));
  return [...scores].sort((a, b) => b[1] - a[1]).map(([p]) => p);
}

/** After `first`, takes the lists' passages in turns (each list's best, then each one's second...), once each, up to n. */
function inTurns(
  first: readonly KnowledgePassage[],
  lists: readonly (readonly KnowledgePassage[])[],
  n: number,
): KnowledgePassage[] {
  const chosen = first.slice(0, n);
  for (let i = 0; chosen.length < n && lists.some((list) => list.length > i); i++) {
    for (const list of lists) {
      const next = list[i];
      if (next && !chosen.includes(next) && chosen.length < n) chosen.push(next);
    }
  }
  return chosen;
}

/**
 * The passages for the message: each reading of it (./model-readings.ts) ranked for recall; the
 * fused ranking's best first, then in turns the rest of it, the sections that state what its best
 * pages are about, for a question about who does something the team's list, and each reading's
 * own ranking after the first (a compound question's parts each get their best).
 */
export function modelPassages(message: string, history: History, n: number = MODEL_PASSAGES): KnowledgePassage[] {
  const lists = readingsOf(message, history).map((reading) => recallRanked(reading, RECALL.candidates));
  const ranking = fused(lists);
  const team =
    questionTerms(message).includes("personquestion") || ASKS_WHO.test(message)
      ? [passage("topic:team") ?? []].flat()
      : [];
  return inTurns(
    ranking.slice(0, FUSION.lead),
    [
      ranking.slice(FUSION.lead),
      statingSections(ranking, message),
      ...(team.length > 0 ? [team] : []),
      ...lists.slice(1),
    ],
    n,
  );
}
