// TENFOLD's typed routes: a reply (JSON, or streamed as server-sent events), the sources for a
// spoken question, and the vote on an answer and "Delete my conversation".
import { chatContract, feedbackContract, forgetContract, sourcesContract } from "#shared/api/tenfold.ts";
import type { chatRequestSchema } from "#shared/schemas.ts";
import { reply } from "../../platform/reply.ts";
import { route, type Route } from "../../platform/handler.ts";
import { forgetBrowser, recordVote } from "../answer-log.ts";
import { acceptVisitorPost, type VisitorPost } from "../../platform/visitor-request.ts";
import { govcalDeps } from "../../tools/govcal/govcal-deps.ts";
import { answerChat, sourcesFor, streamChat, type ChatDeps } from "./chat-service.ts";

const CHAT: VisitorPost<typeof chatRequestSchema> = {
  contract: chatContract,
  bucket: "chat",
  turnstile: false,
  requireOrigin: true,
};
/** Votes and forgetting: from the site's own pages, counted in one bucket. */
const AFTER_ANSWER = { bucket: "feedback", turnstile: false, requireOrigin: true } as const;

export const chatRoutes: readonly Route[] = [
  route(chatContract, async (request, env, ctx, config) => {
    const { body, hash, safetyId, now } = await acceptVisitorPost(request, env, config, CHAT);
    const deps: ChatDeps = {
      db: env.DB,
      clientHash: hash,
      safetyId,
      now: new Date(now),
      limits: config.chat.limits,
      govcal: govcalDeps(env, ctx, config, now),
      ...(config.chat.model ? { model: config.chat.model } : {}),
    };
    if ((request.headers.get("accept") ?? "").includes("text/event-stream")) return streamChat(body, deps);
    const answer = await answerChat(body, deps);
    return reply(chatContract, {
      response: answer.text,
      actions: answer.actions,
      sources: answer.sources,
      answerId: answer.answerId,
      declined: answer.declined,
      handoff: answer.handoff,
    });
  }),
  // Realtime voice's links: the sources and actions for a spoken question, no model call.
  route(sourcesContract, async (request, env, ctx, config) => {
    const { body, now } = await acceptVisitorPost(request, env, config, { ...CHAT, contract: sourcesContract });
    return reply(sourcesContract, await sourcesFor(body, { govcal: govcalDeps(env, ctx, config, now) }));
  }),
  // A second vote on the same answer replaces the first.
  route(feedbackContract, async (request, env, _ctx, config) => {
    const { body, now } = await acceptVisitorPost(request, env, config, {
      ...AFTER_ANSWER,
      contract: feedbackContract,
    });
    await recordVote(env.DB, body, new Date(now));
    return reply(feedbackContract, { success: true });
  }),
  // Deletes what this browser's own random id stored.
  route(forgetContract, async (request, env, _ctx, config) => {
    const { body } = await acceptVisitorPost(request, env, config, { ...AFTER_ANSWER, contract: forgetContract });
    const deleted = await forgetBrowser(env.DB, body.browserId);
    return reply(forgetContract, { success: true, deleted });
  }),
];
