// What every /api handler is given besides the request: the bindings, the context's waitUntil (for
// work that outlives the response) and the settings checked once for this request.
import type { IRequest } from "itty-router";
import type { Config } from "./config.ts";
import type { AppEnv } from "./env.ts";

export type WaitUntil = Pick<ExecutionContext, "waitUntil">;
export type RouteArgs = [env: AppEnv, ctx: WaitUntil, config: Config];
export type Handler = (request: IRequest, ...args: RouteArgs) => Promise<Response> | Response;
