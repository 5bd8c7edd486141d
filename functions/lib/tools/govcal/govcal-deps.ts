// What GovCal Pro's service is given, built once from the request's env and config: the database
// its cache lives in, the sources' base URLs and the request's waitUntil for refreshes that finish
// after the answer. GovCal Pro's own routes and TENFOLD (which answers date questions from the same
// data) both build it here, so the two can never read different sources.
import type { Config } from "../../platform/config.ts";
import type { AppEnv } from "../../platform/env.ts";
import type { WaitUntil } from "../../platform/handler.ts";
import type { GovcalDeps } from "./govcal-service.ts";

/** `now`: the request's own time, when the caller has one, so "today" and the cache's age agree with it. */
export const govcalDeps = (env: AppEnv, ctx: WaitUntil, config: Config, now?: number): GovcalDeps => ({
  db: env.DB,
  parliamentBase: config.publicSources.parliamentCalendarBase,
  govukBase: config.publicSources.govukBase,
  waitUntil: (promise) => ctx.waitUntil(promise),
  ...(now === undefined ? {} : { now: () => now }),
});
