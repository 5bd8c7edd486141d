// POST /api/realtime-session: a short-lived secret for the browser's voice call with TENFOLD.
import { realtimeSessionContract } from "#shared/api/tenfold.ts";
import { reply } from "../../platform/reply.ts";
import { ApiError } from "../../platform/errors.ts";
import { route } from "../../platform/handler.ts";
import { assertSameOrigin, refuseDeclaredBody } from "../../platform/request-guards.ts";
import { checkTurnstile, TURNSTILE_HEADER } from "../../platform/turnstile-check.ts";
import { admitClient } from "../../platform/visitor-request.ts";
import { mintRealtimeSession } from "./realtime-session.ts";
import { voiceGate } from "./voice-gate.ts";
import { reserveVoiceCall } from "./voice-limits.ts";

/**
 * No body; checked in order: the page's Origin, whether this deployment offers voice at all, the
 * Turnstile token (a header), then the client's rate limit and voice's own daily budget. A request
 * that fails the bot check spends no place in the rate limit.
 */
export const realtimeSessionRoute = route(realtimeSessionContract, async (request, env, _ctx, config) => {
  assertSameOrigin(request, { requireOrigin: true });
  refuseDeclaredBody(request);
  const { session, limits } = config.voice;
  // "unavailable" is what the voice tab reads as "use the browser's own voice instead".
  const gate = voiceGate(config);
  if (!session || gate === "no-key") throw new ApiError("unavailable", "Voice chat is not configured on this site.");
  if (gate === "needs-turnstile")
    throw new ApiError("unavailable", "Voice chat is not available on this site at the moment.");
  await checkTurnstile(request, config.turnstile, request.headers.get(TURNSTILE_HEADER) ?? undefined, "voice");
  const { hash, now } = await admitClient(request, env, config, "voice");
  await reserveVoiceCall(env.DB, hash, limits, new Date(now));
  // Spread: a plain object fits the contract's open (looseObject) shape, an interface does not.
  return reply(realtimeSessionContract, { ...(await mintRealtimeSession(session)) });
});
