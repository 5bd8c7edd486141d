// The API's table of contents: every /api route, in one place. Unknown paths answer a JSON 404;
// a known path with the wrong method answers 405 with an Allow header.
import { Router, type IRequest } from "itty-router";
import * as v from "valibot";
import pkg from "../../package.json";
import { messages } from "../../web/shared/messages.ts";
import { CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from "../../web/shared/newsletter.ts";
import { chatRequestSchema, contactSchema, feedbackSchema, forgetSchema, subscribeSchema } from "../../web/shared/schemas.ts";
import { proofDecisionSchema } from "../../web/shared/proofs.ts";
import { answerChat, sourcesFor, streamChat } from "./chat/chat-service.ts";
import { mintRealtimeSession } from "./voice/realtime-session.ts";
import { reserveVoiceCall, voiceLimits } from "./voice/voice-limits.ts";
import { ADMIN_TABLES, boundedParam, forCsv, listRows, requireAdmin, toCsv, type AdminTable } from "./admin.ts";
import { proofDeps, proofHandlers } from "./proofs/proof-handlers.ts";
import { decide } from "./proofs/proof-review.ts";
import { submitContact } from "./contact-service.ts";
import type { AppEnv } from "./env.ts";
import { ApiError, errorResponse, json, withDatabase } from "./errors.ts";
import { isFormPost, readContactForm, refusedPage, sentRedirect } from "./form-post.ts";
import { checkHealth } from "./health.ts";
import { seeOther } from "./newsletter/link-responses.ts";
import { newsletterDeps } from "./newsletter/newsletter-deps.ts";
import { confirmFromLink } from "./newsletter/confirm-from-link.ts";
import { subscribe, unsubscribe } from "./newsletter/newsletter-service.ts";
import { enforceRateLimit, parseRule, type RateRule } from "./rate-limit.ts";
import { assertSameOrigin, CONTACT_MAX_BODY_BYTES, parseBody, readJsonBody, readLimited } from "./request-guards.ts";
import { forgetBrowser, recordVote } from "./tenfold/answer-log.ts";
import { REPORT_CSV_COLUMNS, reportRows, tenfoldReport } from "./tenfold/report.ts";
import { clientIdentity, configurationProblem } from "./client-identity.ts";
import { schedulePurge } from "./retention.ts";
import { requireTurnstile, TURNSTILE_HEADER, turnstileHostnames } from "./turnstile.ts";

export type { AppEnv };
/** What handlers may use of the request context: work that outlives the response. */
export type WaitUntil = Pick<ExecutionContext, "waitUntil">;
type Args = [env: AppEnv, ctx: WaitUntil];

const DEFAULT_RULES = {
  contact: { limit: 5, windowSeconds: 600 },
  subscribe: { limit: 10, windowSeconds: 3600 },
  chat: { limit: 12, windowSeconds: 60 },
  voice: { limit: 5, windowSeconds: 300 },
  proof: { limit: 10, windowSeconds: 600 },
  // Votes on TENFOLD's answers and "Delete my conversation" (issue 25).
  feedback: { limit: 30, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;

const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** Identifies the client (pseudonymously) and counts the request against its rate limit. */
async function admitClient(request: Request, env: AppEnv, bucket: keyof typeof DEFAULT_RULES, rule: string | undefined): Promise<{ hash: string; safetyId: string; now: number }> {
  const now = Date.now();
  const { hash, safetyId } = await clientIdentity(request, env);
  await withDatabase(() => enforceRateLimit(env.DB, `${bucket}:${hash}`, parseRule(rule, DEFAULT_RULES[bucket]), now));
  return { hash, safetyId, now };
}

/** Chat's daily model-use limits (voice has its own: functions/lib/voice/voice-limits.ts). */
const modelLimits = (env: AppEnv) => ({ perClientDaily: positive(env.CHAT_CLIENT_DAILY_LIMIT, 40), siteDaily: positive(env.CHAT_SITE_DAILY_LIMIT, 2000) });

/**
 * The checks every visitor POST goes through, in order: origin, body, schema, rate limit,
 * Turnstile. The body is JSON unless `readBody` reads it otherwise (a native form post).
 */
async function acceptVisitorPost<S extends v.GenericSchema>(
  request: Request,
  env: AppEnv,
  ctx: WaitUntil,
  options: { schema: S; bucket: keyof typeof DEFAULT_RULES; rule: string | undefined; turnstile: boolean; requireOrigin?: boolean; readBody?: () => Promise<unknown>; maxBytes?: number },
): Promise<{ body: v.InferOutput<S>; hash: string; safetyId: string; now: number }> {
  assertSameOrigin(request, { requireOrigin: options.requireOrigin ?? false });
  const body = parseBody(options.schema, await (options.readBody ?? (() => readJsonBody(request, options.maxBytes)))());
  const { hash, safetyId, now } = await admitClient(request, env, options.bucket, options.rule);
  if (options.turnstile) {
    const token = (body as { turnstileToken?: string }).turnstileToken;
    await requireTurnstile(env.TURNSTILE_SECRET_KEY, token, request.headers.get("cf-connecting-ip"), turnstileHostnames(env.TURNSTILE_HOSTNAMES));
  }
  return { body, hash, safetyId, now };
}

const csvResponse = (name: string, csv: string) =>
  new Response(csv, { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}.csv"`, "cache-control": "no-store" } });

export const router = Router<IRequest, Args>({ base: "/api", catch: errorResponse });

/** Checks and stores a contact message; `readBody` as for acceptVisitorPost. */
async function receiveContact(request: Request, env: AppEnv, ctx: WaitUntil, readBody?: () => Promise<unknown>): Promise<void> {
  const { body, hash, now } = await acceptVisitorPost(request, env, ctx, { schema: contactSchema, bucket: "contact", rule: env.RATE_LIMIT_CONTACT, turnstile: true, maxBytes: CONTACT_MAX_BODY_BYTES, ...(readBody ? { readBody } : {}) });
  await submitContact(body, { clientHash: hash }, {
    db: env.DB,
    now: () => new Date(now),
    waitUntil: (work) => ctx.waitUntil(work),
    notifyUrl: env.NOTIFY_WEBHOOK_URL,
  });
}

/** The contact form's native fallback (functions/lib/form-post.ts): answers pages, not JSON. */
async function receiveContactForm(request: Request, env: AppEnv, ctx: WaitUntil): Promise<Response> {
  let message = "";
  try {
    await receiveContact(request, env, ctx, async () => {
      const fields = await readContactForm(request);
      message = String(fields["message"] ?? "");
      return fields;
    });
    return sentRedirect();
  } catch (error) {
    return refusedPage(error, message);
  }
}

router
  .get("/health", async (_request, env) => json(await checkHealth(env.DB, pkg.version)))
  .post("/contact", async (request, env, ctx) => {
    if (isFormPost(request)) return receiveContactForm(request, env, ctx);
    await receiveContact(request, env, ctx);
    return json({ success: true });
  })
  .post("/subscribe", async (request, env, ctx) => {
    const { body, hash, now } = await acceptVisitorPost(request, env, ctx, { schema: subscribeSchema, bucket: "subscribe", rule: env.RATE_LIMIT_SUBSCRIBE, turnstile: true });
    // One answer for a new, pending or confirmed address (issue 24): nothing reveals who subscribes.
    await subscribe(body, hash, newsletterDeps(env, ctx, now));
    return json({ success: true, message: messages.subscribe.checkInbox });
  })
  // The emailed link: a GET (a mail scanner's as much as a person's) only opens the page whose
  // button confirms (functions/confirm-subscription.ts); the POST is what confirms.
  .get("/subscribe/confirm", (request) => seeOther(request, `${CONFIRM_PAGE_PATH}${new URL(request.url).search}`))
  .post("/subscribe/confirm", (request, env, ctx) => confirmFromLink(request, env, ctx))
  // RFC 8058 one-click: a mail provider POSTs "List-Unsubscribe=One-Click" to the List-Unsubscribe
  // URL, without cookies or an Origin of ours; the signed token in the URL is the authority.
  .post("/unsubscribe", async (request, env, ctx) => {
    await readLimited(request);
    await unsubscribe(new URL(request.url).searchParams.get("token"), newsletterDeps(env, ctx, Date.now()));
    return json({ success: true });
  })
  // A mail app without one-click support opens the header's URL: show the page that asks first.
  .get("/unsubscribe", (request) => seeOther(request, `${UNSUBSCRIBE_PAGE_PATH}${new URL(request.url).search}`))
  .post("/tenfold-chat", async (request, env, ctx) => {
    const { body, hash, safetyId, now } = await acceptVisitorPost(request, env, ctx, { schema: chatRequestSchema, bucket: "chat", rule: env.RATE_LIMIT_CHAT, turnstile: false, requireOrigin: true });
    const deps = {
      db: env.DB,
      clientHash: hash,
      safetyId,
      now: new Date(now),
      limits: modelLimits(env),
      ...(env.OPENAI_API_KEY
        ? {
            model: {
              apiKey: env.OPENAI_API_KEY,
              baseURL: env.OPENAI_BASE_URL,
              model: env.OPENAI_CHAT_MODEL,
              timeoutMs: positive(env.CHAT_TIMEOUT_MS, 20_000),
              maxOutputTokens: positive(env.CHAT_MAX_OUTPUT_TOKENS, 400),
            },
          }
        : {}),
    };
    if ((request.headers.get("accept") ?? "").includes("text/event-stream")) return streamChat(body, deps);
    const answer = await answerChat(body, deps);
    return json({ response: answer.text, actions: answer.actions, sources: answer.sources, answerId: answer.answerId, declined: answer.declined, handoff: answer.handoff });
  })
  // Issue 25: a vote on one answer (a second vote replaces the first), and "Delete my
  // conversation", which deletes what this browser's own random id stored.
  // Realtime voice's links (issue 25): the sources and actions for a spoken question, no model call.
  .post("/tenfold-sources", async (request, env, ctx) => {
    const { body } = await acceptVisitorPost(request, env, ctx, { schema: chatRequestSchema, bucket: "chat", rule: env.RATE_LIMIT_CHAT, turnstile: false, requireOrigin: true });
    return json(sourcesFor(body));
  })
  .post("/tenfold-feedback", async (request, env, ctx) => {
    const { body, now } = await acceptVisitorPost(request, env, ctx, { schema: feedbackSchema, bucket: "feedback", rule: undefined, turnstile: false, requireOrigin: true });
    await recordVote(env.DB, body, new Date(now));
    return json({ success: true });
  })
  .post("/tenfold-forget", async (request, env, ctx) => {
    const { body } = await acceptVisitorPost(request, env, ctx, { schema: forgetSchema, bucket: "feedback", rule: undefined, turnstile: false, requireOrigin: true });
    const deleted = await forgetBrowser(env.DB, body.browserId);
    return json({ success: true, deleted });
  })
  .post("/realtime-session", async (request, env, ctx) => {
    // No body (spec section 7): the page's Origin, the client's rate limit, the Turnstile token
    // (a header, when Turnstile is on), then voice's own daily budget.
    assertSameOrigin(request, { requireOrigin: true });
    const { hash, now } = await admitClient(request, env, "voice", env.RATE_LIMIT_VOICE);
    if (!env.OPENAI_API_KEY) throw new ApiError("unavailable", "Voice chat is not configured on this site.");
    await requireTurnstile(env.TURNSTILE_SECRET_KEY, request.headers.get(TURNSTILE_HEADER) ?? undefined, request.headers.get("cf-connecting-ip"), turnstileHostnames(env.TURNSTILE_HOSTNAMES));
    const limits = voiceLimits(env);
    await reserveVoiceCall(env.DB, hash, limits, new Date(now));
    const session = await mintRealtimeSession({
      apiKey: env.OPENAI_API_KEY,
      baseURL: env.OPENAI_BASE_URL,
      model: env.OPENAI_REALTIME_MODEL,
      voice: env.OPENAI_REALTIME_VOICE,
      transcriptionModel: env.OPENAI_TRANSCRIBE_MODEL,
      ttlSeconds: positive(env.REALTIME_SESSION_TTL_SECONDS, 10),
      timeoutMs: positive(env.CHAT_TIMEOUT_MS, 20_000),
      maxOutputTokens: limits.maxOutputTokens,
      maxCallSeconds: limits.maxCallSeconds,
    });
    return json(session);
  })
  // Proof approvals (functions/lib/proofs/): staff share a proof, the client decides through its link.
  .post("/admin/proofs", proofHandlers.create)
  .get("/admin/proofs", proofHandlers.list)
  .get("/admin/proofs/:id", proofHandlers.get)
  .delete("/admin/proofs/:id", proofHandlers.revoke)
  .post("/admin/proofs/:id/versions", proofHandlers.addVersion)
  .get("/approvals/:slug", proofHandlers.view)
  .get("/approvals/:slug/file", proofHandlers.file)
  // No Turnstile: the reviewer holds a 128-bit link, and each version takes one decision.
  .post("/approvals/:slug/decision", async (request, env, ctx) => {
    const { body, hash, now } = await acceptVisitorPost(request, env, ctx, { schema: proofDecisionSchema, bucket: "proof", rule: env.RATE_LIMIT_PROOF, turnstile: false });
    return json(await decide(request.params["slug"] ?? "", body, hash, proofDeps(env, ctx, now)));
  })
  // What visitors asked that the site could not answer (issue 25), over the last `days` (1-365, default 30).
  .get("/admin/tenfold/report", async (request, env) => {
    await requireAdmin(request, env.ADMIN_TOKEN);
    const url = new URL(request.url);
    const report = await tenfoldReport(env.DB, boundedParam(url, "days", 30, 1, 365), new Date());
    if (url.searchParams.get("format") === "csv") return csvResponse("tenfold-report", toCsv(REPORT_CSV_COLUMNS, reportRows(report)));
    return json(report);
  })
  .get("/admin/:table", async (request, env) => {
    await requireAdmin(request, env.ADMIN_TOKEN);
    const table = request.params["table"];
    if (!table || !Object.hasOwn(ADMIN_TABLES, table)) throw new ApiError("not_found", "Not found.");
    const url = new URL(request.url);
    const rows = await listRows(env.DB, table as AdminTable, boundedParam(url, "limit", 500, 1, 5000));
    if (url.searchParams.get("format") === "csv") return csvResponse(table, toCsv(ADMIN_TABLES[table as AdminTable].columns, rows.map(forCsv)));
    return json({ [table]: rows });
  });

router.all("*", (request) => {
  const { pathname } = new URL(request.url);
  const allowed = router.routes
    .filter(([method, pattern]) => method !== "ALL" && pattern.test(pathname))
    .map(([method]) => method);
  if (allowed.includes("GET")) allowed.push("HEAD");
  if (allowed.length > 0) {
    throw new ApiError("method_not_allowed", `Method ${request.method} is not allowed here.`, {}, { allow: [...new Set(allowed)].join(", ") });
  }
  throw new ApiError("not_found", `No API route at ${pathname}.`);
});

export async function handleApi(request: Request, env: AppEnv, ctx: WaitUntil): Promise<Response> {
  // Refuse to serve rather than run with reversible client ids or forgeable newsletter links
  // (functions/lib/client-identity.ts).
  const problem = configurationProblem(env);
  if (problem) {
    console.error(`Server misconfigured: ${problem}.`);
    return errorResponse(new ApiError("misconfigured", "server misconfigured"));
  }
  // Retention runs from requests (Pages has no cron): at most once an hour, after the response.
  schedulePurge(env.DB, Date.now(), (work) => ctx.waitUntil(work), env.PROOFS);
  // HEAD is GET without the body (RFC 9110 section 9.3.2), wherever GET is routed.
  if (request.method === "HEAD") {
    const response = await router.fetch(new Request(request, { method: "GET" }), env, ctx);
    await response.body?.cancel();
    return new Response(null, response);
  }
  return router.fetch(request, env, ctx);
}
