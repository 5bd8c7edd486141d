// What every /api handler is given besides the request: the bindings, the context's waitUntil (for
// work that outlives the response) and the settings checked once for this request. An endpoint is
// declared once, as `route(contract, handler)`: the router takes its method and path from the
// contract (web/shared/api/), so a path is written in one place.
import type { IRequest } from "itty-router";
import type { Contract, PathParams } from "#shared/api/contract.ts";
import type { Config } from "./config.ts";
import type { AppEnv } from "./env.ts";

export type WaitUntil = Pick<ExecutionContext, "waitUntil">;
export type RouteArgs = [env: AppEnv, ctx: WaitUntil, config: Config];

/** The request as a contract's handler sees it: its path's `:name` segments are typed. */
export type RouteRequest<C extends Contract> = IRequest & { readonly params: PathParams<C["path"]> };

export type Handler<C extends Contract = Contract> = (
  request: RouteRequest<C>,
  ...args: RouteArgs
) => Promise<Response> | Response;

/** One endpoint: the contract that declares it and the handler that answers it. */
export interface Route {
  readonly contract: Contract;
  readonly handle: (request: IRequest, ...args: RouteArgs) => Promise<Response> | Response;
}

export function route<C extends Contract>(contract: C, handle: Handler<C>): Route {
  // itty-router fills `params` from this same contract's path, so every named segment is there.
  return { contract, handle: handle as Route["handle"] };
}
