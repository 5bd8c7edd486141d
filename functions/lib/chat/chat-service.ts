// Answers a chat request: the built-in answerer always runs (it is free, finds the passages that
// answer and supplies the reply's actions and sources); with an OpenAI key the model writes the
// reply from exactly those passages, and over the daily model limit the built-in answer stands.
import { site } from "../../../web/content/site.ts";
import type { KnowledgePassage } from "../../../web/shared/knowledge-types.ts";
import { isHttpsUrl, isInternalPath } from "../../../web/shared/links.ts";
import type { ChatRequest } from "../../../web/shared/schemas.ts";
import { ApiError } from "../errors.ts";
import { answerBuiltIn, type Answer } from "./builtin-answerer.ts";
import { passage } from "./knowledge-index.ts";
import { OpenAIAnswerer, systemPrompt, type ModelSettings } from "./openai-answerer.ts";
import { chunkText, sseResponse } from "./sse.ts";
import { consumeModelUse, type UsageLimits } from "./usage-limits.ts";

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

/**
 * What the model sees: the passages the built-in answerer found for this question (history
 * included), and how to get in touch. When the site holds no answer, only the latter, so the
 * model has nothing to answer from but the way to a person.
 */
export function contextFor(builtIn: Answer): KnowledgePassage[] {
  const always = ["topic:contact", "topic:assistant"].flatMap((id) => passage(id) ?? []);
  return [...builtIn.used, ...always.filter((p) => !builtIn.used.includes(p))];
}

/** The model's answerer, or none (no key, or a daily limit reached: then the built-in answer stands). */
async function modelAnswerer(builtIn: Answer, deps: ChatDeps) {
  if (!deps.model) return undefined;
  if (!(await consumeModelUse(deps.db, deps.clientHash, deps.limits, deps.now))) return undefined;
  return { answerer: new OpenAIAnswerer(deps.model, deps.fetchImpl), instructions: systemPrompt(site.brand, contextFor(builtIn)) };
}

const reply = (answer: Answer) => ({ actions: answer.actions, sources: answer.sources });

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

export async function answerChat(request: ChatRequest, deps: ChatDeps): Promise<Answer> {
  const builtIn = builtInAnswer(request);
  const model = await modelAnswerer(builtIn, deps);
  if (!model) return builtIn;
  const text = await model.answerer.answer(request, model.instructions, deps.safetyId);
  return { ...builtIn, text };
}

/** Streams the reply as server-sent events; a failure before the first words is a JSON error. */
export async function streamChat(request: ChatRequest, deps: ChatDeps): Promise<Response> {
  const builtIn = builtInAnswer(request);
  const model = await modelAnswerer(builtIn, deps);
  const chunks: AsyncIterator<string> = model
    ? model.answerer.stream(request, model.instructions, deps.safetyId)[Symbol.asyncIterator]()
    : (async function* () {
        yield* chunkText(builtIn.text);
      })();
  const first = await chunks.next();
  return sseResponse(async (send) => {
    try {
      if (!first.done) send("delta", { text: first.value });
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) send("delta", { text: next.value });
      send("done", reply(builtIn));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : "TENFOLD could not finish its answer. Please try again.";
      if (!(error instanceof ApiError)) console.error("Chat stream failed", error);
      send("error", { error: message });
    }
  });
}
