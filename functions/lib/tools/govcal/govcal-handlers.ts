// GovCal Pro's routes: the filtered list as JSON for the page. The filters come from the query,
// the same params the page keeps in its address (web/shared/api/govcal-filters.ts).
import { govcalContract } from "#shared/api/govcal.ts";
import { filtersFromParams } from "#shared/api/govcal-filters.ts";
import { route, type Route } from "../../platform/handler.ts";
import { reply } from "../../platform/reply.ts";
import { govcalList } from "./govcal-service.ts";

export const govcalRoutes: readonly Route[] = [
  route(govcalContract, async (request, env, ctx, config) => {
    const filters = filtersFromParams(new URL(request.url).searchParams);
    const answer = await govcalList(filters, {
      db: env.DB,
      parliamentBase: config.publicSources.parliamentCalendarBase,
      waitUntil: (promise) => ctx.waitUntil(promise),
    });
    return reply(govcalContract, answer);
  }),
];
