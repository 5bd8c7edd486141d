// POST /api/realtime-session: a short-lived secret for the browser's voice call with TENFOLD.
import { realtimeSessionContract } from "../../../web/shared/api/tenfold.ts";
import { reply } from "../contract.ts";
import { ApiError } from "../errors.ts";
import type { Handler } from "../handler.ts";
import { assertSameOrigin } from "../request-guards.ts";
import { checkTurnstile, TURNSTILE_HEADER } from "../turnstile.ts";
import { admitClient } from "../visitor-request.ts";
import { mintRealtimeSession } from "./realtime-session.ts";
import { reserveVoiceCall } from "./voice-limits.ts";

/**
 * No body (spec section 7): the page's Origin, the client's rate limit, the Turnstile token (a
 * header, when Turnstile is on), then voice's own daily budget.
 */
export const postRealtimeSession: Handler = async (request, env, _ctx, config) => {
  assertSameOrigin(request, { requireOrigin: true });
  const { hash, now } = await admitClient(request, env, config, "voice");
  const { session, limits } = config.voice;
  if (!session) throw new ApiError("unavailable", "Voice chat is not configured on this site.");
  await checkTurnstile(request, config.turnstile, request.headers.get(TURNSTILE_HEADER) ?? undefined);
  await reserveVoiceCall(env.DB, hash, limits, new Date(now));
  // Spread: a plain object fits the contract's open (looseObject) shape, an interface does not.
  return reply(realtimeSessionContract, { ...(await mintRealtimeSession(session)) });
};
