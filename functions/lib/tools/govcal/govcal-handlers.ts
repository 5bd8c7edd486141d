// GovCal Pro's routes: the filtered list as JSON for the page, the same list as an iCalendar feed
// to subscribe to, and one entry as an .ics file. The filters come from the query, the same
// params the page keeps in its address (web/shared/api/govcal-filters.ts). All three are public
// and each may read the sources, so each counts against the client's RATE_LIMIT_PUBLIC_DATA,
// together: generous enough for a visitor filtering the page and a calendar app polling a feed.
import { govcalContract, govcalEntryIcsContract, govcalFeedContract } from "#shared/api/govcal.ts";
import { filtersFromParams, MAX_WINDOW_DAYS, NO_FILTERS } from "#shared/api/govcal-filters.ts";
import { topicName } from "#shared/api/govcal-topics.ts";
import { site } from "#shared/site.ts";
import { ApiError } from "../../platform/errors.ts";
import { route, type Route } from "../../platform/handler.ts";
import { reply } from "../../platform/reply.ts";
import { admitClient } from "../../platform/visitor-request.ts";
import { calendarOf } from "./govcal-ical.ts";
import { govcalDeps } from "./govcal-deps.ts";
import { govcalList } from "./govcal-service.ts";

function icsResponse(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `inline; filename="${filename}"`,
      // Calendars poll a feed; a short shared cache spares the database, and the data is public.
      "cache-control": "public, max-age=900",
    },
  });
}

export const govcalRoutes: readonly Route[] = [
  route(govcalContract, async (request, env, ctx, config) => {
    await admitClient(request, env, config, "govcal");
    const filters = filtersFromParams(new URL(request.url).searchParams);
    return reply(govcalContract, await govcalList(filters, govcalDeps(env, ctx, config)));
  }),
  route(govcalFeedContract, async (request, env, ctx, config) => {
    await admitClient(request, env, config, "govcal");
    const url = new URL(request.url);
    const filters = filtersFromParams(url.searchParams);
    // Without an end date a subscription looks as far ahead as a view may.
    const answer = await govcalList(filters, { ...govcalDeps(env, ctx, config), defaultDays: MAX_WINDOW_DAYS });
    const named = [
      filters.house && `House of ${filters.house === "commons" ? "Commons" : "Lords"}`,
      filters.topic && topicName(filters.topic),
      filters.department,
    ]
      .filter(Boolean)
      .join(", ");
    const body = calendarOf(answer.entries, {
      name: `GovCal Pro${named ? `: ${named}` : ""}`,
      url: `${site.origin}/govcal-pro${url.search}`,
      now: new Date(),
    });
    return icsResponse(body, "govcal-pro.ics");
  }),
  route(govcalEntryIcsContract, async (request, env, ctx, config) => {
    await admitClient(request, env, config, "govcal");
    const params = new URL(request.url).searchParams;
    const id = params.get("id") ?? "";
    const date = filtersFromParams(new URLSearchParams({ from: params.get("date") ?? "" })).from;
    if (!/^[a-z0-9-]{1,120}$/.test(id) || !date)
      throw new ApiError("bad_request", "Give the entry's id and the day it is listed on (?id=&date=YYYY-MM-DD).");
    const answer = await govcalList({ ...NO_FILTERS, from: date, to: date }, govcalDeps(env, ctx, config));
    const entry = answer.entries.find((e) => e.id === id);
    if (!entry) throw new ApiError("not_found", "No calendar entry has that id on that day.");
    return icsResponse(calendarOf([entry], { name: entry.title, url: entry.sourceUrl, now: new Date() }), `${id}.ics`);
  }),
];
