// Answers a chat request: the built-in answerer always runs (it is free and sure of what it finds);
// with an OpenAI key the model writes the reply from the passages retrieval finds (recall first,
// also where the built-in would decline), and the reply's sources and buttons are the passages it
// cited. A question the built-in declined as outside the site never reaches the model, and over
// the daily model limit the built-in answer stands. A question for a public date (a recess, a
// consultation's closing) is answered from GovCal Pro's data before either, key or not.
import { isHttpsUrl, isInternalPath } from "#shared/links.ts";
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import type { ChatRequest } from "#shared/schemas.ts";
import { ApiError } from "../../platform/errors.ts";
import { answerBuiltIn, type Answer } from "./builtin-answerer.ts";
import { MarkerFilter } from "./model-citations.ts";
import { contextFor } from "./model-context.ts";
import { staysBuiltIn } from "./model-gate.ts";
import { modelAnswer } from "./model-reply.ts";
import type { ModelSettings, UsageLimits } from "../../platform/config.ts";
import { OpenAIAnswerer, systemPrompt } from "./openai-answerer.ts";
import { chunkText, sseResponse } from "./sse.ts";
import { consumeModelUse } from "./usage-limits.ts";
import { newAnswerId, recordAnswer } from "../answer-log.ts";
import { wantsPerson } from "./person-asks.ts";
import type { ChatReplyMeta } from "#shared/api/tenfold.ts";
import type { GovcalDeps } from "../../tools/govcal/govcal-service.ts";
import { publicDataAnswer } from "../public-data/public-data-answer.ts";

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
  /**
   * The site-wide daily budget the model's use is counted in (limits.siteDaily): visitors share
   * one (SITE_BUCKET, the default); a Bot Tester run counts in its own, so a run of hundreds of
   * cases never spends the model answers visitors are given.
   */
  readonly siteBucket?: string;
  readonly fetchImpl?: typeof fetch;
  /** GovCal Pro's data, for the public dates neither answerer can know. */
  readonly govcal: GovcalDeps;
}

/**
 * The model's answerer and the numbered passages it answers from, or none: no key, a question the
 * gate keeps from the model (checked before the daily count, so it costs nothing), or a daily
 * limit reached. Then the built-in answer stands.
 */
async function modelAnswerer(request: ChatRequest, builtIn: Answer, deps: ChatDeps) {
  if (!deps.model || staysBuiltIn(request.message, request.history, builtIn)) return undefined;
  if (!(await consumeModelUse(deps.db, deps.clientHash, deps.limits, deps.now, deps.siteBucket))) return undefined;
  const given: readonly KnowledgePassage[] = contextFor(request.message, request.history, builtIn);
  return { answerer: new OpenAIAnswerer(deps.model, deps.fetchImpl), instructions: systemPrompt(given), given };
}

/**
 * The part of the contract's reply metadata (ChatReplyMeta) the service decides, always set: the
 * answer's id, for votes on it, and whether TENFOLD offers to hand the conversation to a consultant
 * (it declined, or the visitor asked for a person). The actions and sources come with the answer.
 */
export type ReplyOutcome = Readonly<Required<Pick<ChatReplyMeta, "answerId" | "declined" | "handoff">>>;

const reply = (answer: Answer, meta: ReplyOutcome) => ({ actions: answer.actions, sources: answer.sources, ...meta });

function replyOutcome(request: ChatRequest, answer: Answer): ReplyOutcome {
  return {
    answerId: newAnswerId(),
    declined: answer.declined,
    handoff: answer.declined || wantsPerson(request.message),
  };
}

/**
 * Keeps the question and the answer given (its text as shown, its sources as listed), only once
 * the visitor has seen TENFOLD's notice, and never once they have objected.
 */
async function keep(request: ChatRequest, answer: Answer, meta: ReplyOutcome, deps: ChatDeps): Promise<void> {
  if (!request.noticeShown || request.dontKeep) return;
  await recordAnswer(
    deps.db,
    {
      answerId: meta.answerId,
      question: request.message,
      answer: answer.text,
      sources: answer.sources,
      declined: answer.declined,
      browserId: request.browserId,
    },
    deps.now,
  );
}

/**
 * An answer with only actions the browser will follow: our own paths or https. The knowledge is
 * ours, so this drops nothing today; it keeps a content slip (a "//evil.com" or "/\evil.com"
 * href) from reaching visitors as a same-site button.
 */
function followable(answer: Answer): Answer {
  const actions = answer.actions.filter(
    (action) => action.type !== "navigate" || isInternalPath(action.href) || isHttpsUrl(action.href),
  );
  return actions.length === answer.actions.length ? answer : { ...answer, actions };
}

const builtInAnswer = (request: ChatRequest) => followable(answerBuiltIn(request.message, request.history));

/**
 * The answer found here: a public date from GovCal Pro's data (`dated`, which no model is asked
 * to restate: the dates and their freshness are the data's, not the model's), else the built-in one.
 */
async function localAnswer(
  request: ChatRequest,
  deps: Pick<ChatDeps, "govcal">,
): Promise<{ answer: Answer; dated: boolean }> {
  const dated = await publicDataAnswer(request.message, deps.govcal);
  return dated ? { answer: followable(dated), dated: true } : { answer: builtInAnswer(request), dated: false };
}

/**
 * What the site says about a question, without a reply: the sources and actions a typed question
 * would get (a public date's from GovCal Pro's data, else the built-in answerer's). For realtime
 * voice, whose spoken answers come from the model's brief, so that they join the conversation
 * with the same links as a typed answer. No model call, nothing kept.
 */
export async function sourcesFor(
  request: ChatRequest,
  deps: Pick<ChatDeps, "govcal">,
): Promise<Pick<Answer, "sources" | "actions" | "declined">> {
  const { sources, actions, declined } = (await localAnswer(request, deps)).answer;
  return { sources, actions, declined };
}

/** Who wrote a reply: the model, or the site's own code (the built-in answerer or GovCal's dates). */
export type AnsweredBy = "model" | "built-in";

export async function answerChat(
  request: ChatRequest,
  deps: ChatDeps,
): Promise<Answer & ReplyOutcome & { answeredBy: AnsweredBy }> {
  const { answer: builtIn, dated } = await localAnswer(request, deps);
  const model = dated ? undefined : await modelAnswerer(request, builtIn, deps);
  const answer = model
    ? followable(modelAnswer(await model.answerer.answer(request, model.instructions, deps.safetyId), model.given))
    : builtIn;
  const meta = replyOutcome(request, answer);
  await keep(request, answer, meta, deps);
  return { ...answer, ...meta, answeredBy: model ? "model" : "built-in" };
}

/**
 * Streams the reply as server-sent events; a failure before the first words is a JSON error. The
 * model's citations are known only once it has finished, so `done` carries the sources, buttons
 * and whether it declined; its deltas come without citation markers.
 */
export async function streamChat(request: ChatRequest, deps: ChatDeps): Promise<Response> {
  const { answer: builtIn, dated } = await localAnswer(request, deps);
  const model = dated ? undefined : await modelAnswerer(request, builtIn, deps);
  // The model's stream, or the built-in answer in word-sized pieces (awaiting either is the same).
  const chunks: AsyncIterator<string> | Iterator<string> = model
    ? model.answerer.stream(request, model.instructions, deps.safetyId)[Symbol.asyncIterator]()
    : chunkText(builtIn.text).values();
  const first = await chunks.next();
  const markers = new MarkerFilter();
  return sseResponse(async (send) => {
    let raw = "";
    let shown = "";
    const show = (piece: string) => {
      if (piece === "") return;
      shown += piece;
      send("delta", { text: piece });
    };
    const delta = (piece: string) => {
      raw += piece;
      show(model ? markers.push(piece) : piece);
    };
    try {
      if (!first.done) delta(first.value);
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) delta(next.value);
      show(markers.end());
      const answer = model ? followable(modelAnswer(raw, model.given, shown)) : builtIn;
      const meta = replyOutcome(request, answer);
      // Kept before `done`, so a vote the visitor gives as soon as the answer ends finds it.
      await keep(request, answer, meta, deps);
      send("done", reply(answer, meta));
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message : "TENFOLD could not finish its answer. Please try again.";
      if (!(error instanceof ApiError)) console.error("Chat stream failed", error);
      send("error", { error: message, code: error instanceof ApiError ? error.code : "internal" });
    }
  });
}
