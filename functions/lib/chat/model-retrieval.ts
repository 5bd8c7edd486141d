// The passages a language model is given for a message: recall first (the model reads paraphrase
// well and says when none holds the answer), unlike the built-in answerer, which must be sure.
import type { KnowledgePassage } from "../../../web/shared/knowledge-types.ts";
import { passage, questionTerms, samePage } from "./knowledge-index.ts";
import { ASKS_FOR_PERSON, readingsOf } from "./model-readings.ts";
import { statedShare } from "./passage-scoring.ts";
import { recallRanked } from "./recall-ranking.ts";
import type { History } from "./question-reading.ts";

/**
 * How many passages the model sees: chosen by measurement (npm run bench:tenfold, recall@N);
 * each passage costs the model about 300 tokens of context.
 */
export const MODEL_PASSAGES = 8;

/** How many of the best passages of the first reading have their page searched for the section that states the answer. */
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

/** Takes the lists' passages in turns (each list's best, then each one's second...), once each, up to n. */
function inTurns(lists: readonly (readonly KnowledgePassage[])[], n: number): KnowledgePassage[] {
  const chosen: KnowledgePassage[] = [];
  for (let i = 0; chosen.length < n && lists.some((list) => list.length > i); i++) {
    for (const list of lists) {
      const next = list[i];
      if (next && !chosen.includes(next) && chosen.length < n) chosen.push(next);
    }
  }
  return chosen;
}

/**
 * The passages for the message: each reading of it (./model-readings.ts) ranked for recall, taken
 * in turns with the sections that state what the first reading's best pages are about and, for a
 * question about who does something, the team's list.
 */
export function modelPassages(message: string, history: History, n: number = MODEL_PASSAGES): KnowledgePassage[] {
  const [first = [], ...others] = readingsOf(message, history).map((reading) => recallRanked(reading, 3 * n));
  const team = questionTerms(message).includes("personquestion") || ASKS_FOR_PERSON.test(message) ? [passage("topic:team") ?? []].flat() : [];
  return inTurns([first, statingSections(first, message), ...(team.length > 0 ? [team] : []), ...others], n);
}
