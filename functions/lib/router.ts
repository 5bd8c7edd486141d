// The API's table of contents: every /api route, in one place. Unknown paths answer a JSON 404;
// a known path with the wrong method answers 405 with an Allow header.
import { Router, type IRequest } from "itty-router";
import pkg from "../../package.json";
import { ApiError, errorResponse, json } from "./errors.ts";
import { checkHealth } from "./health.ts";

export type AppEnv = Env;
/** What handlers may use of the request context: work that outlives the response. */
export type WaitUntil = Pick<ExecutionContext, "waitUntil">;
type Args = [env: AppEnv, ctx: WaitUntil];

const router = Router<IRequest, Args>({ base: "/api", catch: errorResponse });

router.get("/health", async (_request, env) => json(await checkHealth(env.DB, pkg.version)));

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
