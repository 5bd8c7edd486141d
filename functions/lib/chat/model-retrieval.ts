// The passages a language model is given for a message: recall first (the model reads paraphrase
// well and says when none holds the answer), unlike the built-in answerer, which must be sure.
import type { KnowledgePassage } from "../../../web/shared/knowledge-types.ts";
import { retrieve } from "./knowledge-index.ts";
import type { History } from "./question-reading.ts";

/** How many passages the model sees: chosen by measurement (npm run bench:tenfold, recall@N). */
export const MODEL_PASSAGES = 8;

/** The best passages for the message, read with the visitor's earlier questions. */
export function modelPassages(message: string, history: History, n: number = MODEL_PASSAGES): KnowledgePassage[] {
  const asked = [...history.filter((turn) => turn.role === "user").map((turn) => turn.text), message].join(" ");
  return retrieve(asked, n).hits.map((hit) => hit.passage);
}
