// The ways the model's retrieval reads a message, each searched on its own: the message, a
// follow-up with the conversation it leans on, what a message with background asks, and each
// question of a compound one, so that every part gets passages of its own.
import { inSiteWords } from "./recall-vocabulary.ts";
import {
  ANAPHOR,
  askedQuestions,
  conversationSoFar,
  questionParts,
  readParts,
  type History,
} from "./question-reading.ts";

/** The readings of a message, the most telling first, each with the site's words for its everyday phrases. */
export function readingsOf(message: string, history: History): string[] {
  const context = conversationSoFar(history);
  const earlier = history.filter((turn) => turn.role === "user").map((turn) => turn.text);
  const asked = askedQuestions(message);
  const parts = questionParts(asked ?? message);
  return [
    // A follow-up that points back ("how long does that take?") first with what it points to.
    ...(context && ANAPHOR.test(message) ? [`${message} ${context.named}`] : []),
    message,
    ...(context ? [[...earlier, message].join(" ")] : []),
    ...(asked ? [asked] : []),
    ...(parts.length > 1 ? readParts(parts, context?.asked) : []),
  ].map(inSiteWords);
}
