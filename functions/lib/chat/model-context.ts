// What the model is given to answer from, apart from the conversation: kept free of storage and
// network code so the benchmarks can measure it in Node.
import type { KnowledgePassage } from "../../../web/shared/knowledge-types.ts";
import type { Answer } from "./builtin-answerer.ts";
import { passage } from "./knowledge-index.ts";

/**
 * What the model sees: the passages the built-in answerer found for this question (history
 * included), and how to get in touch. When the site holds no answer, only the latter, so the
 * model has nothing to answer from but the way to a person.
 */
export function contextFor(builtIn: Answer): KnowledgePassage[] {
  const always = ["topic:contact", "topic:assistant"].flatMap((id) => passage(id) ?? []);
  return [...builtIn.used, ...always.filter((p) => !builtIn.used.includes(p))];
}
