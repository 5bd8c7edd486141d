// The API's table of contents: every /api route, in one place. Unknown paths answer a JSON 404;
// a known path with the wrong method answers 405 with an Allow header.
import { Router, type IRequest } from "itty-router";
import * as v from "valibot";
import pkg from "../../package.json";
import { contactSchema, subscribeSchema } from "../../web/shared/schemas.ts";
import { ADMIN_TABLES, listRows, requireAdmin, toCsv, type AdminTable } from "./admin.ts";
import { submitContact } from "./contact-service.ts";
import type { AppEnv } from "./env.ts";
import { ApiError, errorResponse, json, withDatabase } from "./errors.ts";
import { checkHealth } from "./health.ts";
import { enforceRateLimit, parseRule, pruneRateLimits, type RateRule } from "./rate-limit.ts";
import { assertSameOrigin, clientHash, parseBody, readJsonBody } from "./request-guards.ts";
import { subscribe } from "./subscribe-service.ts";
import { requireTurnstile } from "./turnstile.ts";

export type { AppEnv };
/** What handlers may use of the request context: work that outlives the response. */
export type WaitUntil = Pick<ExecutionContext, "waitUntil">;
type Args = [env: AppEnv, ctx: WaitUntil];

const DEFAULT_RULES = {
  contact: { limit: 5, windowSeconds: 600 },
  subscribe: { limit: 10, windowSeconds: 3600 },
} as const satisfies Record<string, RateRule>;

/** The checks every visitor form goes through, in order: origin, body, schema, rate limit, Turnstile. */
async function acceptForm<S extends typeof contactSchema | typeof subscribeSchema>(
  request: Request,
  env: AppEnv,
  ctx: WaitUntil,
  schema: S,
  bucket: keyof typeof DEFAULT_RULES,
  configuredRule: string | undefined,
): Promise<{ body: v.InferOutput<S>; hash: string; now: number }> {
  const now = Date.now();
  assertSameOrigin(request);
  const body = parseBody(schema, await readJsonBody(request));
  const hash = await clientHash(request, env.CLIENT_HASH_SALT);
  await withDatabase(() => enforceRateLimit(env.DB, `${bucket}:${hash}`, parseRule(configuredRule, DEFAULT_RULES[bucket]), now));
  ctx.waitUntil(pruneRateLimits(env.DB, now).catch((error: unknown) => console.error("Rate limit pruning failed", error)));
  await requireTurnstile(env.TURNSTILE_SECRET_KEY, body.turnstileToken, request.headers.get("cf-connecting-ip"));
  return { body, hash, now };
}

const router = Router<IRequest, Args>({ base: "/api", catch: errorResponse });

router
  .get("/health", async (_request, env) => json(await checkHealth(env.DB, pkg.version)))
  .post("/contact", async (request, env, ctx) => {
    const { body, hash, now } = await acceptForm(request, env, ctx, contactSchema, "contact", env.RATE_LIMIT_CONTACT);
    await submitContact(body, { clientHash: hash, userAgent: request.headers.get("user-agent") }, {
      db: env.DB,
      now: () => new Date(now),
      waitUntil: (work) => ctx.waitUntil(work),
      notifyUrl: env.NOTIFY_WEBHOOK_URL,
    });
    return json({ success: true });
  })
  .post("/subscribe", async (request, env, ctx) => {
    const { body, hash, now } = await acceptForm(request, env, ctx, subscribeSchema, "subscribe", env.RATE_LIMIT_SUBSCRIBE);
    const result = await subscribe(body, hash, env.DB, () => new Date(now));
    return json({ success: true, message: result.message });
  })
  .get("/admin/:table", async (request, env) => {
    await requireAdmin(request, env.ADMIN_TOKEN);
    const table = request.params["table"];
    if (table !== "contacts" && table !== "subscribers") throw new ApiError("not_found", "Not found.");
    const url = new URL(request.url);
    const limit = Math.min(Math.max(Number(url.searchParams.get("limit") ?? 500) || 500, 1), 5000);
    const rows = await listRows(env.DB, table as AdminTable, limit);
    if (url.searchParams.get("format") === "csv") {
      return new Response(toCsv(ADMIN_TABLES[table as AdminTable].columns, rows), {
        headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${table}.csv"`, "cache-control": "no-store" },
      });
    }
    return json({ [table]: rows });
  });

router.all("*", (request) => {
  const { pathname } = new URL(request.url);
  const allowed = router.routes
    .filter(([method, pattern]) => method !== "ALL" && pattern.test(pathname))
    .map(([method]) => method);
  if (allowed.length > 0) {
    throw new ApiError("method_not_allowed", `Method ${request.method} is not allowed here.`, {}, { allow: [...new Set(allowed)].join(", ") });
  }
  throw new ApiError("not_found", `No API route at ${pathname}.`);
});

export function handleApi(request: Request, env: AppEnv, ctx: WaitUntil): Promise<Response> {
  return router.fetch(request, env, ctx);
}
