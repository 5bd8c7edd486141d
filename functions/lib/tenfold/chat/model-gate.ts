// Which messages never reach TENFOLD's model: those the built-in answerer declined that are about
// something other than the firm. They cost nothing (no model call, no model use counted), and the
// built-in's decline with its hand-off stands.
import { site } from "#shared/site.ts";
import { CONFIDENCE } from "./answer-finding.ts";
import type { Answer } from "./builtin-answerer.ts";
import { askedInSoManyWords, passage, retrieve } from "./knowledge-index.ts";
import { MODEL_PASSAGES } from "./model-retrieval.ts";
import type { History } from "./question-reading.ts";
import { stem, tokenize } from "./terms.ts";

const ELSEWHERE = passage("topic:elsewhere");
/** The words the phrase rewriting gives a question about the world or an opinion ("politicalparty"). */
const ELSEWHERE_MARKERS = new Set((ELSEWHERE?.keywords ?? []).map(stem));

/** Speaking to the firm: "you", "your", texting's "u", or its name or its assistant's. */
const ADDRESS = new Set(
  [
    "you",
    "your",
    "yours",
    "yourself",
    "yourselves",
    "u",
    "ur",
    "ya",
    ...tokenize(`${site.product} ${site.assistantName}`),
  ].map(stem),
);

const addressesTheFirm = (message: string) => tokenize(message).some((word) => ADDRESS.has(stem(word)));

/**
 * Whether a message stays with the built-in answerer. Only what it declined, and only when one of
 * the readings of a question outside the site holds:
 * - the elsewhere reading: the passage for the world and opinions matched its words or is among
 *   the passages found, or the question asks who holds an office, for a party, or an opinion;
 * - it uses a word the site never uses (the weather, a pension, a landlord);
 * - nothing on the site matches it as well as an answer must (the built-in's lowest score), even
 *   read with the visitor's earlier questions;
 * - it opens a conversation without speaking to the firm ("what's the base rate right now").
 * Measured by `npm run bench:tenfold` (model gate): out-of-scope questions that reach the model,
 * and answerable ones kept from it.
 */
export function staysBuiltIn(message: string, history: History, builtIn: Answer): boolean {
  if (!builtIn.declined) return false;
  const { terms, unknown, hits } = retrieve(message, MODEL_PASSAGES);
  const elsewhere =
    askedInSoManyWords(message) === ELSEWHERE ||
    hits.some((hit) => hit.passage === ELSEWHERE) ||
    terms.some((term) => ELSEWHERE_MARKERS.has(term));
  if (elsewhere || unknown.length > 0) return true;
  const asked = [...history.filter((turn) => turn.role === "user").map((turn) => turn.text), message].join(" ");
  const read = retrieve(asked, 1);
  const [best] = read.hits;
  if ((best?.score ?? 0) < CONFIDENCE.minScore * Math.min(1, read.terms.length / 2)) return true;
  return history.length === 0 && !addressesTheFirm(message);
}
