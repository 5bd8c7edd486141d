// Policy Intelligence's endpoints: GET the bills (the page's search in the query), GET one bill
// with its stages, and GET its stages as an iCalendar feed. Public reads of public records: no
// visitor data is taken or kept. The one place where a source failure becomes what a caller is told.
import {
  billContract,
  billFeedContract,
  billListContract,
  type SourceProblemReason,
} from "#shared/api/policy-intelligence.ts";
import { searchFromQuery } from "#shared/api/policy-intelligence-search.ts";
import type { Config } from "../../platform/config.ts";
import { ApiError } from "../../platform/errors.ts";
import { route, type Route } from "../../platform/handler.ts";
import { reply } from "../../platform/reply.ts";
import { billFeed } from "./bill-feed.ts";
import { fetchSource } from "../../platform/public-sources/source-fetch.ts";
import type { AppEnv } from "../../platform/env.ts";
import type { WaitUntil } from "../../platform/handler.ts";
import { newsletterDeps } from "../../newsletter/newsletter-deps.ts";
import { billMoved } from "./bill-follows.ts";
import {
  BillNotFound,
  billList,
  oneBill,
  SOURCE_MAX_BYTES,
  SOURCE_TIMEOUT_MS,
  SourceDown,
  type PolicyDeps,
} from "./policy-service.ts";

export function depsFor(config: Config, env: AppEnv, ctx: WaitUntil): PolicyDeps {
  return {
    db: env.DB,
    api: {
      base: config.publicSources.billsApiBase,
      fetchText: (request) => fetchSource(request, { timeoutMs: SOURCE_TIMEOUT_MS, maxBytes: SOURCE_MAX_BYTES }),
    },
    nowMs: Date.now(),
    waitUntil: (work) => ctx.waitUntil(work),
    // Pages has no cron: a refresh that a visitor's request causes is when followers hear of a move.
    billRefreshed: async (bill) => {
      await billMoved(bill, newsletterDeps(env, config, ctx, Date.now()));
    },
  };
}

const DOWN_MESSAGES: Record<SourceProblemReason, string> = {
  unreachable: "UK Parliament's Bills API could not be reached.",
  timeout: "UK Parliament's Bills API did not answer in time.",
  "rate-limited": "UK Parliament's Bills API asked us to slow down.",
  "http-error": "UK Parliament's Bills API answered with an error.",
  "too-large": "UK Parliament's Bills API sent more than we read.",
  "bad-shape": "UK Parliament's Bills API answered in a shape we do not recognise.",
};

/** A bill's id in the path, or a 400 that says what an id is. */
export function billId(raw: string): number {
  if (!/^[1-9]\d{0,8}$/.test(raw))
    throw new ApiError("bad_request", "A bill's id is its number on bills.parliament.uk.");
  return Number(raw);
}

export async function guarded<T>(read: () => Promise<T>, id: number | null): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BillNotFound)
      throw new ApiError("not_found", `UK Parliament's Bills API has no bill ${id ?? ""}.`.replace(" .", "."));
    if (error instanceof SourceDown)
      throw new ApiError(
        error.reason === "timeout" ? "upstream_timeout" : "upstream_failed",
        `${DOWN_MESSAGES[error.reason]} Try again in a few minutes.`,
        { reason: error.reason },
      );
    throw error;
  }
}

export const policyRoutes: readonly Route[] = [
  route(billListContract, async (request, env, ctx, config) => {
    const search = searchFromQuery(new URL(request.url).searchParams);
    return reply(billListContract, await guarded(() => billList(depsFor(config, env, ctx), search), null));
  }),
  route(billContract, async (request, env, ctx, config) => {
    const id = billId(request.params.id);
    return reply(billContract, await guarded(() => oneBill(depsFor(config, env, ctx), id), id));
  }),
  route(billFeedContract, async (request, env, ctx, config) => {
    const id = billId(request.params.id);
    const deps = depsFor(config, env, ctx);
    const { bill } = await guarded(() => oneBill(deps, id), id);
    return new Response(billFeed(bill, new Date(deps.nowMs)), {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `inline; filename="bill-${id}-stages.ics"`,
        // A calendar asks again on its own schedule; a shared cache may keep it for an hour.
        "cache-control": "public, max-age=3600",
      },
    });
  }),
];
