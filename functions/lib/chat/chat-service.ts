// Answers a chat request: the built-in answerer always runs (it is free and supplies the reply's
// actions and sources); with an OpenAI key the model writes the reply from the same knowledge.
import { site } from "../../../web/content/site.ts";
import type { KnowledgeDoc } from "../../../web/shared/knowledge-types.ts";
import type { ChatRequest } from "../../../web/shared/schemas.ts";
import { ApiError } from "../errors.ts";
import { answerBuiltIn, type Answer } from "./builtin-answerer.ts";
import { documents, searchKnowledge } from "./knowledge-index.ts";
import { OpenAIAnswerer, systemPrompt, type ModelSettings } from "./openai-answerer.ts";
import { chunkText, sseResponse } from "./sse.ts";
import { consumeModelUse, type UsageLimits } from "./usage-limits.ts";

export interface ChatDeps {
  readonly db: D1Database;
  readonly clientHash: string;
  readonly now: Date;
  /** Present when OPENAI_API_KEY is configured. */
  readonly model?: ModelSettings;
  readonly limits: UsageLimits;
  readonly fetchImpl?: typeof fetch;
}

/** The knowledge the model sees: what the built-in answerer used, the best matches, and how to get in touch. */
function contextFor(request: ChatRequest, builtIn: Answer): KnowledgeDoc[] {
  const urls = new Set(builtIn.sources.map((s) => s.url));
  const picked = documents.filter((doc) => urls.has(doc.url));
  for (const hit of searchKnowledge(request.message, 5)) if (!picked.includes(hit.doc)) picked.push(hit.doc);
  const contact = documents.find((doc) => doc.kind === "contact");
  if (contact && !picked.includes(contact)) picked.push(contact);
  return picked.slice(0, 8);
}

async function modelAnswerer(request: ChatRequest, builtIn: Answer, deps: ChatDeps) {
  if (!deps.model) return undefined;
  await consumeModelUse(deps.db, deps.clientHash, deps.limits, deps.now);
  return { answerer: new OpenAIAnswerer(deps.model, deps.fetchImpl), instructions: systemPrompt(site.brand, contextFor(request, builtIn)) };
}

export async function answerChat(request: ChatRequest, deps: ChatDeps): Promise<Answer> {
  const builtIn = answerBuiltIn(request.message);
  const model = await modelAnswerer(request, builtIn, deps);
  if (!model) return builtIn;
  const text = await model.answerer.answer(request, model.instructions, deps.clientHash);
  return { ...builtIn, text };
}

/** Streams the reply as server-sent events; a failure before the first words is a JSON error. */
export async function streamChat(request: ChatRequest, deps: ChatDeps): Promise<Response> {
  const builtIn = answerBuiltIn(request.message);
  const model = await modelAnswerer(request, builtIn, deps);
  const chunks: AsyncIterator<string> = model
    ? model.answerer.stream(request, model.instructions, deps.clientHash)[Symbol.asyncIterator]()
    : (async function* () {
        yield* chunkText(builtIn.text);
      })();
  const first = await chunks.next();
  return sseResponse(async (send) => {
    try {
      if (!first.done) send("delta", { text: first.value });
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) send("delta", { text: next.value });
      send("done", { actions: builtIn.actions, sources: builtIn.sources });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : "TENFOLD could not finish its answer. Please try again.";
      if (!(error instanceof ApiError)) console.error("Chat stream failed", error);
      send("error", { error: message });
    }
  });
}
