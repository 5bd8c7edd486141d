// Answers a chat request: the built-in answerer always runs (it is free, finds the passages that
// answer and supplies the reply's actions and sources); with an OpenAI key the model writes the
// reply from exactly those passages, and over the daily model limit the built-in answer stands.
import { isHttpsUrl, isInternalPath } from "../../../web/shared/links.ts";
import type { ChatRequest } from "../../../web/shared/schemas.ts";
import { ApiError } from "../errors.ts";
import { answerBuiltIn, type Answer } from "./builtin-answerer.ts";
import { contextFor } from "./model-context.ts";
import { OpenAIAnswerer, systemPrompt, type ModelSettings } from "./openai-answerer.ts";
import { chunkText, sseResponse } from "./sse.ts";
import { consumeModelUse, type UsageLimits } from "./usage-limits.ts";
import { newAnswerId, recordAnswer } from "../tenfold/answer-log.ts";
import { wantsPerson } from "./wants-person.ts";

export interface ChatDeps {
  readonly db: D1Database;
  /** Keys this client's daily model budget. */
  readonly clientHash: string;
  /** Sent to OpenAI as safety_identifier: a separate pseudonym, not joinable with clientHash. */
  readonly safetyId: string;
  readonly now: Date;
  /** Present when OPENAI_API_KEY is configured. */
  readonly model?: ModelSettings;
  readonly limits: UsageLimits;
  readonly fetchImpl?: typeof fetch;
}

/** The model's answerer, or none (no key, or a daily limit reached: then the built-in answer stands). */
async function modelAnswerer(builtIn: Answer, deps: ChatDeps) {
  if (!deps.model) return undefined;
  if (!(await consumeModelUse(deps.db, deps.clientHash, deps.limits, deps.now))) return undefined;
  return { answerer: new OpenAIAnswerer(deps.model, deps.fetchImpl), instructions: systemPrompt(contextFor(builtIn)) };
}

/**
 * What the browser gets besides the text (issue 25): the answer's id, for votes on it, and
 * whether TENFOLD offers to hand the conversation to a consultant (it declined, or the visitor
 * asked for a person).
 */
export interface ReplyMeta {
  readonly answerId: string;
  readonly declined: boolean;
  readonly handoff: boolean;
}

const reply = (answer: Answer, meta: ReplyMeta) => ({ actions: answer.actions, sources: answer.sources, ...meta });

function replyMeta(request: ChatRequest, answer: Answer): ReplyMeta {
  return { answerId: newAnswerId(), declined: answer.declined, handoff: answer.declined || wantsPerson(request.message) };
}

/**
 * Keeps the question and the answer given, only once the visitor has seen TENFOLD's notice, and
 * never once they have objected.
 */
async function keep(request: ChatRequest, answer: Answer, text: string, meta: ReplyMeta, deps: ChatDeps): Promise<void> {
  if (!request.noticeShown || request.dontKeep) return;
  await recordAnswer(deps.db, { answerId: meta.answerId, question: request.message, answer: text, sources: answer.sources, declined: answer.declined, browserId: request.browserId }, deps.now);
}

/**
 * The built-in answer, with only actions the browser will follow: our own paths or https. The
 * knowledge is ours, so this drops nothing today; it keeps a content slip (a "//evil.com" or
 * "/\evil.com" href) from reaching visitors as a same-site button.
 */
function builtInAnswer(request: ChatRequest): Answer {
  const answer = answerBuiltIn(request.message, request.history);
  const actions = answer.actions.filter((action) => action.type !== "navigate" || isInternalPath(action.href) || isHttpsUrl(action.href));
  return actions.length === answer.actions.length ? answer : { ...answer, actions };
}

/**
 * What the site says about a question, without a reply: the sources and actions the built-in
 * answerer finds. For realtime voice, whose spoken answers come from the model's brief, so that
 * they join the conversation with the same links as a typed answer. No model call, nothing kept.
 */
export function sourcesFor(request: ChatRequest): Pick<Answer, "sources" | "actions" | "declined"> {
  const { sources, actions, declined } = builtInAnswer(request);
  return { sources, actions, declined };
}

export async function answerChat(request: ChatRequest, deps: ChatDeps): Promise<Answer & ReplyMeta> {
  const builtIn = builtInAnswer(request);
  const model = await modelAnswerer(builtIn, deps);
  const text = model ? await model.answerer.answer(request, model.instructions, deps.safetyId) : builtIn.text;
  const meta = replyMeta(request, builtIn);
  await keep(request, builtIn, text, meta, deps);
  return { ...builtIn, text, ...meta };
}

/** Streams the reply as server-sent events; a failure before the first words is a JSON error. */
export async function streamChat(request: ChatRequest, deps: ChatDeps): Promise<Response> {
  const builtIn = builtInAnswer(request);
  const model = await modelAnswerer(builtIn, deps);
  // The model's stream, or the built-in answer in word-sized pieces (awaiting either is the same).
  const chunks: AsyncIterator<string> | Iterator<string> = model
    ? model.answerer.stream(request, model.instructions, deps.safetyId)[Symbol.asyncIterator]()
    : chunkText(builtIn.text).values();
  const first = await chunks.next();
  const meta = replyMeta(request, builtIn);
  return sseResponse(async (send) => {
    let text = "";
    const delta = (piece: string) => {
      text += piece;
      send("delta", { text: piece });
    };
    try {
      if (!first.done) delta(first.value);
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) delta(next.value);
      // Kept before `done`, so a vote the visitor gives as soon as the answer ends finds it.
      await keep(request, builtIn, text, meta, deps);
      send("done", reply(builtIn, meta));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : "TENFOLD could not finish its answer. Please try again.";
      if (!(error instanceof ApiError)) console.error("Chat stream failed", error);
      send("error", { error: message, code: error instanceof ApiError ? error.code : "internal" });
    }
  });
}
