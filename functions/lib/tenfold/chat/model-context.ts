// What the model is given to answer from, apart from the conversation: kept free of storage and
// network code so the benchmarks can measure it in Node.
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import type { Answer } from "./builtin-answerer.ts";
import { passage } from "./knowledge-index.ts";
import { MODEL_PASSAGES, modelPassages } from "./model-retrieval.ts";
import type { History } from "./question-reading.ts";

/**
 * What the model sees, in the order it is numbered: the passages the built-in answerer was sure
 * of, then retrieval's best (recall first: the model reads paraphrase the keywords miss), at most
 * MODEL_PASSAGES in all, then how to get in touch. Putting the built-in's passages first raised
 * recall@8 on every evaluation set (by up to 3 points) over retrieval's best eight alone. How to
 * get in touch is always given, so it never takes one of the MODEL_PASSAGES places.
 */
export function contextFor(message: string, history: History, builtIn: Answer): KnowledgePassage[] {
  const contact = passage("topic:contact");
  const found = [...builtIn.used, ...modelPassages(message, history, 2 * MODEL_PASSAGES)].filter(
    (p) => p.id !== contact?.id,
  );
  const best = found.filter((p, i) => found.findIndex((q) => q.id === p.id) === i).slice(0, MODEL_PASSAGES);
  return contact ? [...best, contact] : best;
}
