// The API's table of contents: every /api endpoint, declared in its area's module as its contract and
// its handler, listed here in the order the router tries them.
// Unknown paths answer a JSON 404; a known path with the wrong method answers 405 with an Allow header.
import { Router, type IRequest, type RouterType } from "itty-router";
import { healthContract } from "#shared/api/admin.ts";
import type { Method } from "#shared/api/contract.ts";
import { adminRoutes } from "./staff/admin-handlers.ts";
import { chatRoutes } from "./tenfold/chat/chat-handlers.ts";
import { readConfig } from "./platform/config.ts";
import { contactRoutes } from "./contact/contact-handlers.ts";
import type { AppEnv } from "./platform/env.ts";
import { reply } from "./platform/reply.ts";
import { ApiError, errorResponse } from "./platform/errors.ts";
import { route, type Route, type RouteArgs, type WaitUntil } from "./platform/handler.ts";
import { checkHealth } from "./platform/health.ts";
import { scheduleEmailRetry } from "./newsletter/email-retry.ts";
import { newsletterRoutes } from "./newsletter/newsletter-handlers.ts";
import { proofRoutes } from "./tools/proofs/proof-handlers.ts";
import { storyScannerRoutes } from "./tools/storyscanner/storyscanner-handlers.ts";
import { govcalRoutes } from "./tools/govcal/govcal-handlers.ts";
import { policyRoutes } from "./tools/policy-intelligence/policy-handlers.ts";
import { followRoutes } from "./tools/policy-intelligence/follow-handlers.ts";
import { triageRoutes } from "./tools/triage/triage-handlers.ts";
import { senseCheckerRoutes } from "./tools/sensechecker/rewrite-handlers.ts";
import { councilRadarRoutes } from "./tools/council-radar/council-radar-handlers.ts";
import { botTesterRoutes } from "./tools/bot-tester/bot-tester-handlers.ts";
import { scheduleRedelivery } from "./redelivery.ts";
import { schedulePurge } from "./platform/purge.ts";
import { guardStaffRoute } from "./staff/staff-auth.ts";
import { staffRoutes } from "./staff/staff-handlers.ts";
import { enquiryRoutes } from "./contact/enquiry-handlers.ts";
import { enquiryTriageRoutes } from "./contact/enquiry-triage-handlers.ts";
import { newsletterAdminRoutes } from "./newsletter/newsletter-admin-handlers.ts";
import { realtimeSessionRoute } from "./tenfold/voice/voice-handlers.ts";

export type { AppEnv, WaitUntil };

/**
 * Every endpoint, each declared once with its contract. Order matters where two paths can match
 * one URL: the staff exports' `/admin/:table` comes last, after `/admin/proofs` and the others.
 */
export const ROUTES: readonly Route[] = [
  route(healthContract, async (_request, env) => reply(healthContract, await checkHealth(env.DB))),
  ...contactRoutes,
  ...newsletterRoutes,
  ...chatRoutes,
  realtimeSessionRoute,
  ...staffRoutes,
  ...proofRoutes,
  ...storyScannerRoutes,
  ...govcalRoutes,
  ...policyRoutes,
  ...followRoutes,
  ...triageRoutes,
  ...senseCheckerRoutes,
  ...councilRadarRoutes,
  ...botTesterRoutes,
  ...enquiryRoutes,
  ...enquiryTriageRoutes,
  ...newsletterAdminRoutes,
  ...adminRoutes,
];

const METHOD = { GET: "get", POST: "post", DELETE: "delete" } as const satisfies Record<Method, string>;

/** Every staff path begins with it, and one guard stands before them all. */
const STAFF_PATHS = "/admin/*";

// Typed with its answer (itty-router leaves it `any`): every handler returns a Response.
export const router: RouterType<IRequest, RouteArgs, Response> = Router<IRequest, RouteArgs>({
  base: "/api",
  catch: errorResponse,
});

// The staff guard: Access, the bearer token or development's sign-in (functions/lib/staff/staff-auth.ts).
// It answers nothing itself when the caller may pass, so the route below runs; an unknown staff
// path is refused to a stranger before it is reported missing.
router.all(STAFF_PATHS, (request, _env, _ctx, config) => guardStaffRoute(request, config.staff));
for (const { contract, handle } of ROUTES) router[METHOD[contract.method]](contract.path, handle);

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
  // (functions/lib/platform/client-identity.ts) or a mistyped setting (functions/lib/platform/config.ts).
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
