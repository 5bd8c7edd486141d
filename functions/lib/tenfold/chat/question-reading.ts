// How TENFOLD reads a visitor's message before it searches: the questions a compound message asks,
// what a message that sets out its background actually asks, and what a follow-up leans on (the
// part before it, or the conversation so far). Plain text work: nothing here searches the site.
import type { ChatRequest } from "#shared/schemas.ts";
import { contentTerms } from "./terms.ts";

export type History = ChatRequest["history"];

/** Splits "X and Y?" / "X? Y?" / "the difference between X and Y" into the questions it asks. */
export function questionParts(asked: string): string[] {
  // A lead-in ("Two things for our contracts team: how many days ...") says who asks, not what.
  const message = asked.replace(
    /^[^:?.!]{0,80}:\s*(?=(?:what|how|who|which|when|where|why|can|could|do|does|is|are|will|would)\b)/i,
    "",
  );
  const difference =
    /\b(?:difference between|differences between|compare|comparing)\s+(.+?)\s+(?:and|with|to|vs\.?|versus)\s+(.+?)[?.!]*$/i.exec(
      message,
    );
  if (difference?.[1] && difference[2]) return [difference[1], difference[2]];
  const differs = /\bhow (?:is|are|does|do)\s+(.+?)\s+(?:different|differ)\s+(?:from|to|than)\s+(.+?)[?.!]*$/i.exec(
    message,
  );
  if (differs?.[1] && differs[2]) return [differs[1], differs[2]];
  const versus = /^(.+?)\s+(?:vs\.?|versus|or)\s+(.+?)[?.!]*$/i.exec(message);
  if (
    versus?.[1] &&
    versus[2] &&
    contentTerms(versus[1]).length <= 3 &&
    contentTerms(versus[2]).length <= 3 &&
    /\b(vs\.?|versus)\b/i.test(message)
  )
    return [versus[1], versus[2]];
  const sentences = message.split(/(?<=[?!.])\s+(?=\S)/).filter((s) => contentTerms(s).length > 0);
  if (sentences.length > 1) return sentences;
  const clauses = message.split(
    /\s*(?:,\s*and|\band also\b|;|\band\b(?=\s+(?:what|where|when|who|how|which|do|does|did|are|is|can|could|would|will|have|has)\b))\s*/i,
  );
  return clauses.filter((c) => contentTerms(c).length > 0);
}

const QUESTION_START =
  /^(?:what|what's|whats|how|who|who's|where|when|why|which|can|could|do|does|did|is|are|was|were|will|would|should|shall|have|has|may|if)\b/i;
const isQuestion = (sentence: string) => /\?\s*$/.test(sentence) || QUESTION_START.test(sentence.trim());

/** Words that point back to a statement ("Can you help with that?", "... did their members get?"); "he" or "she" usually point within the sentence. */
const POINTS_BACK = /\b(?:that|this|it|those|these|such|they|them|their|theirs)\b/i;

/**
 * A message that sets out its background before asking ("We're a charity in Clifton. Do you charge
 * for travel?") is answered by what it asks: the statements say who is asking, not what about, and
 * their words (a place, a season) must not make the question look like one the site cannot
 * answer. A question that leans on the statement before it ("Can you help with that?") is read
 * with that statement, as is one too short to name its topic ("How long do you have to respond?"). Nothing when the message is all questions or all statements.
 */
export function askedQuestions(message: string): string | undefined {
  const sentences = message.split(/(?<=[?!.:])\s+(?=\S)/).filter((s) => contentTerms(s).length > 0 || isQuestion(s));
  if (sentences.length < 2) return undefined;
  const asked = sentences.flatMap((sentence, i) => {
    if (!isQuestion(sentence)) return [];
    const before = sentences[i - 1];
    const leans = POINTS_BACK.test(sentence) || contentTerms(sentence).length <= 2;
    return [before !== undefined && !isQuestion(before) && leans ? `${before} ${sentence}` : sentence];
  });
  return asked.length === 0 || asked.length === sentences.length ? undefined : asked.join(" ");
}

/** The question after a dash that follows a statement ("our council changed hands - any tips ...?"), if the message is put so. */
export function askedAfterDash(message: string): string | undefined {
  const put = /^([^?]+?)\s+[-–—]\s+(.+\?)\s*$/.exec(message);
  return put?.[2] && isQuestion(put[2]) ? put[2] : undefined;
}

/**
 * Whether a question asks one thing: a single part, with no second question joined on inside it
 * ("When are your invoices due, and is there a ceiling on liability?"). `partCount`: its parts,
 * when they have been read already.
 */
export const asksOneThing = (question: string, partCount = questionParts(question).length) =>
  partCount === 1 &&
  !/\b(?:and|also|plus|or)\s+(?:is|are|do|does|did|can|could|will|would|should|has|have|how|what|when|where|who|which|why)\b/i.test(
    question,
  );

export const ANAPHOR =
  /\b(that|this|it|its|they|them|their|those|these|he|she|his|her|him|there|same)\b|^(and|so|but|also|ok|okay|what about|how about)\b/i;

/**
 * A follow-up leans on what came before ("And how much would that cost?"): it is read together
 * with the visitor's previous question and what TENFOLD's reply opened with, which names what
 * "that" or "he" was: `named`, its title or its first sentence; `asked`, the previous question with
 * the title only, since a reply's sentence can outweigh the follow-up's own few words.
 */
export function conversationSoFar(history: History): { named: string; asked: string } | undefined {
  const previous = [...history].reverse().find((item) => item.role === "user");
  if (!previous) return undefined;
  const reply = [...history].reverse().find((item) => item.role === "ai");
  // The page a built-in reply quoted: its link ("Read more: [Title](/path)"), or a bold title.
  const title = reply
    ? (/Read more: \[([^\]]+)\]\(/.exec(reply.text)?.[1] ?? /\*\*(.+?)\*\*/.exec(reply.text)?.[1] ?? "")
    : "";
  const opening = title || (reply?.text.split(/(?<=[.!?])\s/)[0] ?? "");
  return {
    named: `${previous.text} ${opening.split(/\s+/).slice(0, 15).join(" ")}`,
    asked: `${previous.text} ${title}`.trim(),
  };
}

/**
 * What an earlier part of a question is about, without what it asks of it: "How much is a
 * consultation response" gives "a consultation response", so "and how long does it take?" is
 * read as a question about duration, not price too.
 */
export function subjectOf(part: string): string {
  return part.replace(
    /^\s*(?:and\s+)?(?:how (?:much|long|many|often|soon|quickly)|what(?:['’]s)?|who(?:['’]s)?|where|when|which|why|can|could|do|does|did|is|are|will|would)\b(?:\s+(?:is|are|does|do|did|it|you|your|we|i|cost|costs|take|takes))*\s*/i,
    "",
  );
}

/**
 * A question's parts, each readable on its own: a part that leans on what came before is read
 * with it, the part before it ("... and how long does it take?"), or for the first part what the
 * conversation asked so far (`earlier`). The conversation itself is not split into questions.
 */
export function readParts(parts: readonly string[], earlier?: string): string[] {
  return parts.map((part, i) =>
    !ANAPHOR.test(part)
      ? part
      : i > 0
        ? `${part} ${subjectOf(parts[i - 1] ?? "")}`
        : earlier
          ? `${part} ${earlier}`
          : part,
  );
}
