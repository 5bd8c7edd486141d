// The API's table of contents: every /api route, in one place, each handled in its area's module.
// Unknown paths answer a JSON 404; a known path with the wrong method answers 405 with an Allow header.
import { Router, type IRequest, type RouterType } from "itty-router";
import { adminHandlers } from "./admin-handlers.ts";
import { chatHandlers } from "./chat/chat-handlers.ts";
import { readConfig } from "./config.ts";
import { postContact } from "./contact-handlers.ts";
import type { AppEnv } from "./env.ts";
import { healthContract } from "#shared/api/admin.ts";
import { reply } from "./contract.ts";
import { ApiError, errorResponse } from "./errors.ts";
import type { RouteArgs, WaitUntil } from "./handler.ts";
import { checkHealth } from "./health.ts";
import { scheduleEmailRetry } from "./newsletter/email-retry.ts";
import { newsletterHandlers } from "./newsletter/newsletter-handlers.ts";
import { postProofDecision } from "./proofs/proof-decision-handler.ts";
import { proofHandlers } from "./proofs/proof-handlers.ts";
import { scheduleRedelivery } from "./redelivery.ts";
import { schedulePurge } from "./retention.ts";
import { guardStaffRoute } from "./staff/staff-auth.ts";
import { staffHandlers } from "./staff/staff-handlers.ts";
import { enquiryHandlers } from "./staff/enquiry-handlers.ts";
import { newsletterAdminHandlers } from "./staff/newsletter-admin-handlers.ts";
import { postRealtimeSession } from "./voice/voice-handlers.ts";

export type { AppEnv, WaitUntil };

// Typed with its answer (itty-router leaves it `any`): every handler returns a Response.
export const router: RouterType<IRequest, RouteArgs, Response> = Router<IRequest, RouteArgs>({
  base: "/api",
  catch: errorResponse,
});

router
  .get("/health", async (_request, env) => reply(healthContract, await checkHealth(env.DB)))
  .post("/contact", postContact)
  .post("/subscribe", newsletterHandlers.subscribe)
  .get("/subscribe/confirm", newsletterHandlers.confirmPage)
  .post("/subscribe/confirm", newsletterHandlers.confirm)
  .post("/unsubscribe", newsletterHandlers.unsubscribe)
  .get("/unsubscribe", newsletterHandlers.unsubscribePage)
  .post("/tenfold-chat", chatHandlers.chat)
  .post("/tenfold-sources", chatHandlers.sources)
  .post("/tenfold-feedback", chatHandlers.feedback)
  .post("/tenfold-forget", chatHandlers.forget)
  .post("/realtime-session", postRealtimeSession)
  // Every staff route is behind one guard: Access, the bearer token or development's sign-in
  // (functions/lib/staff/staff-auth.ts). It answers nothing itself, so the route below runs.
  .all("/admin/*", (request, _env, _ctx, config) => guardStaffRoute(request, config.staff))
  .get("/admin/session", staffHandlers.session)
  .get("/admin/health", staffHandlers.health)
  // Proof approvals (functions/lib/proofs/): staff share a proof, the client decides through its link.
  .post("/admin/proofs", proofHandlers.create)
  .get("/admin/proofs", proofHandlers.list)
  .get("/admin/proofs/:id", proofHandlers.get)
  .delete("/admin/proofs/:id", proofHandlers.revoke)
  .post("/admin/proofs/:id/versions", proofHandlers.addVersion)
  .post("/admin/proofs/:id/expiry", proofHandlers.extend)
  .get("/admin/proofs/:id/versions/:version/file", proofHandlers.versionFile)
  .get("/approvals/:slug", proofHandlers.view)
  .get("/approvals/:slug/file", proofHandlers.file)
  .post("/approvals/:slug/decision", postProofDecision)
  // The console's enquiries and newsletter (before /admin/:table, which would otherwise take /admin/enquiries).
  .get("/admin/enquiries", enquiryHandlers.list)
  .get("/admin/enquiries/:id", enquiryHandlers.get)
  .post("/admin/enquiries/:id/handled", enquiryHandlers.handled)
  .get("/admin/newsletter", newsletterAdminHandlers.summary)
  .get("/admin/newsletter/confirmed", newsletterAdminHandlers.confirmed)
  .get("/admin/newsletter/outbox", newsletterAdminHandlers.outbox)
  .post("/admin/newsletter/outbox/:id/send", newsletterAdminHandlers.send)
  .post("/admin/newsletter/suppressions", newsletterAdminHandlers.suppress)
  // Staff exports (after the proof routes, which /admin/:table would otherwise catch).
  .get("/admin/tenfold/report", adminHandlers.report)
  .get("/admin/:table", adminHandlers.table);

router.all("*", (request) => {
  const { pathname } = new URL(request.url);
  const allowed = router.routes
    .filter(([method, pattern]) => method !== "ALL" && pattern.test(pathname))
    .map(([method]) => method);
  if (allowed.includes("GET")) allowed.push("HEAD");
  if (allowed.length > 0) {
    throw new ApiError(
      "method_not_allowed",
      `Method ${request.method} is not allowed here.`,
      {},
      { allow: [...new Set(allowed)].join(", ") },
    );
  }
  throw new ApiError("not_found", `No API route at ${pathname}.`);
});

export async function handleApi(request: Request, env: AppEnv, ctx: WaitUntil): Promise<Response> {
  // Refuse to serve rather than run with reversible client ids, forgeable newsletter links
  // (functions/lib/client-identity.ts) or a mistyped setting (functions/lib/config.ts).
  const { config, problem } = readConfig(env);
  if (!config) {
    console.error(`Server misconfigured: ${problem}.`);
    return errorResponse(new ApiError("misconfigured", "server misconfigured"));
  }
  // Retention runs from requests (Pages has no cron): at most once an hour, after the response.
  const nowMs = Date.now();
  const waitUntil = (work: Promise<unknown>) => ctx.waitUntil(work);
  schedulePurge(env.DB, nowMs, waitUntil, env.PROOFS);
  // Staff notifications that did not arrive are sent again, from requests too.
  scheduleRedelivery(config.notify.webhookUrl, env.DB, nowMs, waitUntil);
  // So are confirmation emails the provider refused.
  scheduleEmailRetry(env.DB, config, nowMs, waitUntil);
  // HEAD is GET without the body (RFC 9110 section 9.3.2), wherever GET is routed.
  if (request.method === "HEAD") {
    const response = await router.fetch(new Request(request, { method: "GET" }), env, ctx, config);
    await response.body?.cancel();
    return new Response(null, response);
  }
  return router.fetch(request, env, ctx, config);
}
