// TENFOLD without a model: finds the passages of the site that answer the question (each part of
// a compound question; a follow-up read with the question before it), quotes them with links, and
// declines honestly when the site does not cover the question. It never invents: every sentence
// comes from the knowledge built from the site's content.
import {
  bestAnswer,
  CONFIDENCE,
  focus,
  forgetReadings,
  settingShare,
  TIME_WORDS,
  unknownInBackground,
} from "./answer-finding.ts";
import { askedInSoManyWords, pageOf, questionTerms, retrieve, type Hit } from "./knowledge-index.ts";
import { modelPassages } from "./model-retrieval.ts";
import { leavesOutWhatIsAsked } from "./passage-scoring.ts";
import {
  ANAPHOR,
  askedQuestions,
  asksOneThing,
  conversationSoFar,
  questionParts,
  readParts,
  type History,
} from "./question-reading.ts";
import { answerPassages, decline, type Answer } from "./reply-composition.ts";

export type { Answer } from "./reply-composition.ts";
export { askedQuestions, questionParts } from "./question-reading.ts";

/** The best answer to one reading of the message: its parts when it asks several things, else the whole. */
function answerOf(
  question: string,
  context?: { named: string; asked: string },
  setting: readonly string[] = [],
): Answer | undefined {
  const parts = readParts(questionParts(question), context?.asked).map((part) => bestAnswer(part, setting));
  const answeredParts = parts.filter((part): part is typeof part & { hit: Hit } => part.hit !== undefined);
  const distinct = new Set(answeredParts.map((part) => part.hit.passage.id));
  if (parts.length > 1 && distinct.size > 1 && answeredParts.length === parts.length)
    return answerPassages(answeredParts);
  // A single part answers by its own reading; otherwise (or when it found nothing) the message is
  // read whole, with the conversation's names for what it refers to.
  const [only] = parts;
  const found =
    parts.length === 1 && only?.hit ? only : bestAnswer(context ? `${question} ${context.named}` : question);
  return found.hit
    ? answerPassages(
        [{ hit: found.hit, also: found.also, terms: found.terms, wanted: found.wanted }],
        asksOneThing(question, parts.length) && !found.contested,
      )
    : undefined;
}

/**
 * A second opinion on an answer: the passages a model would be shown are ranked another way
 * (each reading of the message, fused; see ./model-retrieval.ts). An answer none of whose quoted
 * passages is among that ranking's first `AGREEMENT` is declined, with its pages offered as pages
 * that may help. Chosen by measuring the six evaluation sets: at 4, 8 of 42 wrong answers became
 * declines for 2 of 572 right ones; at 3 no more wrong ones went and 7 more right ones did.
 */
const AGREEMENT = 4;

/**
 * Answers a visitor's message from the site's passages (no model). A reply that does not state the
 * kind of fact asked for ("how long ...?" answered without any duration), or whose passages the
 * second ranking does not put near the top, is not offered as the answer: the visitor gets the
 * honest decline, with the pages that may help.
 */
export function answerBuiltIn(message: string, history: History = []): Answer {
  const question = message.trim();
  const small = askedInSoManyWords(question);
  const answer = answerFromPassages(question, history, small);
  if (answer.declined) return answer;
  // The words that say what is asked about, not how it is asked ("how long", "how often"); a
  // follow-up ("and how long does that take?") is about what the conversation asked before.
  const topic = questionTerms(`${question} ${conversationSoFar(history)?.asked ?? ""}`).filter(
    (term) => !TIME_WORDS.has(term),
  );
  // A message matched in so many words ("Hello", "Who are you?") needs no second opinion.
  const unseconded = () => {
    if (small) return false;
    const seconded = new Set(modelPassages(question, history, AGREEMENT).map((p) => p.id));
    return !answer.used.some((p) => seconded.has(p.id));
  };
  // The pages it found are still the nearest the site comes: offered as pages that may help.
  return leavesOutWhatIsAsked(question, answer, topic) || unseconded()
    ? decline(question, bestAnswer(question), answer.used)
    : answer;
}

/** Below this share of what the visitor set out before asking, a page is not about it (see answerFromPassages). */
const SETTING_SAID = 0.25;
/** The share of the background's words a page must say to count as what it is about. */
const BACKGROUND_FOUND = 0.4;

/** Whether the words before the question find a page, and none of the answer's pages says them. */
function setOutElsewhere(background: string, setting: readonly string[], answer: Answer): boolean {
  if (setting.length === 0) return false;
  // Not a question, so not held to an answer's bar: the page whose words it shares most.
  const [found] = retrieve(background).hits;
  if (!found || found.coverage < BACKGROUND_FOUND || found.score < CONFIDENCE.minScore) return false;
  const elsewhere = pageOf(found.passage);
  return answer.used.every((p) => pageOf(p) !== elsewhere && settingShare(p, setting) < SETTING_SAID);
}

/** `small`: the passage the question is asked of in so many words (see askedInSoManyWords), if any. */
function answerFromPassages(question: string, history: History, small: ReturnType<typeof askedInSoManyWords>): Answer {
  forgetReadings();
  if (small?.id === "topic:elsewhere") return decline(question, { unknown: [], terms: [], elsewhere: true });
  if (small) {
    // Asked as visitors ask it; other passages that answer as fully are offered beside it.
    const found = bestAnswer(question);
    const also = [...(found.hit ? [found.hit] : []), ...found.also]
      .filter((h) => h.passage.id !== small.id)
      .slice(0, CONFIDENCE.alsoQuoted);
    return answerPassages(
      [
        {
          hit: focus({ passage: small, score: 0, coverage: 1 }, found.terms),
          also,
          terms: found.terms,
          wanted: found.wanted,
        },
      ],
      asksOneThing(question),
    );
  }
  const asked = askedQuestions(question);
  if (asked !== undefined && unknownInBackground(question, asked) <= CONFIDENCE.backgroundUnknown) {
    // What the visitor said before asking chooses between passages that answer equally well.
    const inAsked = new Set(questionTerms(asked));
    const setting = questionTerms(question).filter((term) => !inAsked.has(term));
    const answer = answerOf(asked, undefined, setting);
    // "I signed up but never confirmed. Is my address just sitting on your list?": the question
    // alone matched a page on its incidental words ("sitting", "list"), while what the visitor set
    // out before asking is what another page is about. Then the first page is not what they are
    // asking about, and the message is read whole. An aside the site says nothing of changes nothing.
    const aboutElsewhere = answer !== undefined && setOutElsewhere(question.replace(asked, " "), setting, answer);
    if (!aboutElsewhere) return answer ?? decline(asked, bestAnswer(asked));
    return answerOf(question) ?? decline(question, bestAnswer(question));
  }
  const context = conversationSoFar(history);
  const leans = context !== undefined && ANAPHOR.test(question);
  const answer =
    (leans ? answerOf(question, context) : undefined) ??
    answerOf(question) ??
    (context ? answerOf(question, context) : undefined);
  if (answer) return answer;
  return decline(question, bestAnswer(question));
}
