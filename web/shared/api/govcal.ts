// GovCal Pro's contract: what is coming up in Parliament and government, as one list of dated
// entries from three kinds of source (UK Parliament's calendar, GOV.UK's consultations, and fixed
// dates the firm keeps by hand), each entry linked to its official source. The same filters
// (govcal-filters.ts) choose the list, its iCalendar feed and the page's address.
import * as v from "valibot";
import { defineContract } from "./contract.ts";
import { GOVCAL_HOUSES, GOVCAL_KINDS } from "./govcal-names.ts";
import { servedSchema } from "./public-sources.ts";

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD"));
const clockTime = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, "a time as HH:MM"));

export const govcalEntrySchema = v.object({
  /** Stable across refreshes: the source's own id where it has one. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  kind: v.picklist(GOVCAL_KINDS),
  title: v.string(),
  /** The first day (UK time). */
  start: isoDate,
  /** The last day, inclusive; the same as start for a one-day entry. A consultation's is its closing date. */
  end: isoDate,
  /** Times in UK time, when the source gives them. */
  startTime: v.nullable(clockTime),
  endTime: v.nullable(clockTime),
  house: v.nullable(v.picklist(GOVCAL_HOUSES)),
  /** The responsible department's GOV.UK slug and name, when there is one. */
  department: v.nullable(v.object({ slug: v.string(), name: v.string() })),
  /** Topic slugs (govcal-topics.ts). */
  topics: v.array(v.string()),
  detail: v.nullable(v.string()),
  location: v.nullable(v.string()),
  /** The official page the entry comes from. */
  sourceUrl: v.pipe(v.string(), v.url()),
  sourceName: v.string(),
});
export type GovcalEntry = v.InferOutput<typeof govcalEntrySchema>;

/** Each source's freshness; the fixed dates are the firm's own, as of their last edit. */
export const govcalSourcesSchema = v.object({
  parliament: servedSchema,
  govuk: servedSchema,
  fixed: v.object({ asOf: v.string() }),
});
export type GovcalSources = v.InferOutput<typeof govcalSourcesSchema>;

export const govcalAnswerSchema = v.object({
  entries: v.array(govcalEntrySchema),
  sources: govcalSourcesSchema,
  /** The first and last day the list covers, after the filters' defaults. */
  range: v.object({ from: isoDate, to: isoDate }),
});
export type GovcalAnswer = v.InferOutput<typeof govcalAnswerSchema>;

/** The list, filtered by the query (govcal-filters.ts). */
export const govcalContract = defineContract({
  method: "GET",
  path: "/govcal",
  response: govcalAnswerSchema,
  errors: ["rate_limited"],
});

/** The same list as an iCalendar feed (RFC 5545), for subscribing; the same query as the list. */
export const govcalFeedContract = defineContract({
  method: "GET",
  path: "/govcal/feed.ics",
  responseKind: "file",
  errors: ["rate_limited"],
});

/** One entry as an .ics file to add to a calendar: ?id= and ?date= (the day it is listed on). */
export const govcalEntryIcsContract = defineContract({
  method: "GET",
  path: "/govcal/entry.ics",
  responseKind: "file",
  errors: ["bad_request", "rate_limited"],
});
