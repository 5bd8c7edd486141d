// GovCal Pro's adapter for UK Parliament's calendar (the What's On API, PARLIAMENT_CALENDAR_API_BASE):
// the business of both Houses by month (/calendar/events/list.json, which needs a date range) and
// the days each House does not sit (/calendar/events/nonsitting.json). Each record is checked on
// its own; one that does not fit is left out and counted. Members named in the business are not
// kept: the calendar needs the business, not the people.
import * as v from "valibot";
import type { GovcalEntry } from "#shared/api/govcal.ts";
import type { GovcalHouse } from "#shared/api/govcal-names.ts";
import { topicsOf } from "#shared/api/govcal-topic-words.ts";
import { fetchSourceJson, type SourceFetchDeps } from "../../platform/public-sources/source-fetch.ts";
import { checkFrame, checkRecords, type Checked } from "../../platform/public-sources/source-records.ts";

export const PARLIAMENT_SOURCE = "parliament-calendar";
const SOURCE_NAME = "UK Parliament calendar";

/** The official pages of each House's recess dates, which the calendar's non-sitting days come from. */
export const RECESS_PAGES: Record<GovcalHouse, string> = {
  commons: "https://www.parliament.uk/about/faqs/house-of-commons-faqs/business-faq-page/recess-dates/",
  lords: "https://www.parliament.uk/about/faqs/house-of-lords-faqs/lords-recess-dates/",
};

const HOUSE = v.picklist(["Commons", "Lords"]);
const DATE_TIME = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/));
const text = v.nullish(v.string());

const eventRecord = v.object({
  Id: v.pipe(v.number(), v.integer()),
  StartDate: DATE_TIME,
  EndDate: v.nullish(DATE_TIME),
  StartTime: text,
  EndTime: text,
  Description: text,
  Category: text,
  Type: text,
  House: HOUSE,
  Location: text,
  SummarisedDetails: text,
  Committee: v.nullish(v.object({ Description: text })),
});

const nonSittingRecord = v.object({
  StartDate: DATE_TIME,
  EndDate: v.nullish(DATE_TIME),
  House: v.nullish(HOUSE),
  Description: text,
});

const houseOf = (name: "Commons" | "Lords"): GovcalHouse => (name === "Commons" ? "commons" : "lords");
const dayOf = (dateTime: string) => dateTime.slice(0, 10);
const clock = (value: string | null | undefined) =>
  /^(\d{2}):(\d{2})/
    .exec(value ?? "")
    ?.slice(1, 3)
    .join(":") ?? null;

/** The calendar's HTML-ish summaries as plain text. */
function plain(value: string | null | undefined): string | null {
  const cleaned = (value ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned || null;
}

const firstText = (...values: (string | null | undefined)[]) => values.map(plain).find((value) => value) ?? null;

/** The summary without its "Commons - Main Chamber" heading, which the record's House and Type already say. */
function summaryOf(record: v.InferOutput<typeof eventRecord>): string | null {
  const summary = plain(record.SummarisedDetails);
  if (!summary) return null;
  const heading = `${record.House} - ${plain(record.Type) ?? ""}`.trim();
  const rest = summary.startsWith(heading) ? summary.slice(heading.length).trim() : summary;
  return rest || null;
}

function businessEntry(record: v.InferOutput<typeof eventRecord>): GovcalEntry {
  const summary = summaryOf(record);
  const title =
    firstText(record.Description, record.Committee?.Description, summary, record.Category, record.Type) ?? "Business";
  const kindOfBusiness = [record.Type, record.Category].map(plain).filter(Boolean).join(": ");
  const detail = [kindOfBusiness, summary && summary !== title ? summary : null].filter(Boolean).join(". ") || null;
  const start = dayOf(record.StartDate);
  const end = record.EndDate ? dayOf(record.EndDate) : start;
  return {
    id: `parliament-${record.Id}`,
    kind: "business",
    title,
    start,
    end: end < start ? start : end,
    startTime: clock(record.StartTime),
    endTime: clock(record.EndTime),
    house: houseOf(record.House),
    department: null,
    topics: topicsOf(title, detail),
    detail,
    location: plain(record.Location),
    sourceUrl: `https://whatson.parliament.uk/event/cal${record.Id}`,
    sourceName: SOURCE_NAME,
  };
}

/** A period that only covers a Saturday and Sunday is an ordinary weekend, not a recess. */
function weekendOnly(start: string, end: string): boolean {
  for (let day = Date.parse(`${start}T00:00:00Z`); day <= Date.parse(`${end}T00:00:00Z`); day += 86_400_000) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return false;
  }
  return true;
}

function recessEntry(record: v.InferOutput<typeof nonSittingRecord>, house: GovcalHouse): GovcalEntry | null {
  const start = dayOf(record.StartDate);
  const end = record.EndDate ? dayOf(record.EndDate) : start;
  if (weekendOnly(start, end)) return null;
  const name = house === "commons" ? "Commons" : "Lords";
  const description = plain(record.Description);
  const title = description ? `${name}: ${description}` : `${name} not sitting`;
  return {
    id: `recess-${house}-${start}`,
    kind: "recess",
    title,
    start,
    end: end < start ? start : end,
    startTime: null,
    endTime: null,
    house,
    department: null,
    topics: ["democracy"],
    detail: `The House of ${name} does not sit from ${start} to ${end < start ? start : end}.`,
    location: null,
    sourceUrl: RECESS_PAGES[house],
    sourceName: SOURCE_NAME,
  };
}

const list = v.array(v.unknown());
/** The base with a path on it, whether or not the setting ends in a slash. */
const endpoint = (base: string, path: string) => new URL(`${base.replace(/\/+$/, "")}${path}`);
const lastDay = (month: string) => {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};

/** Both Houses' business in a month ("2026-12"). */
export async function parliamentBusiness(
  base: string,
  month: string,
  deps: SourceFetchDeps,
): Promise<Checked<GovcalEntry>> {
  const url = endpoint(base, "/calendar/events/list.json");
  url.searchParams.set("queryParameters.startDate", `${month}-01`);
  url.searchParams.set("queryParameters.endDate", lastDay(month));
  const body = checkFrame(await fetchSourceJson({ url: url.href }, deps), list, "events list");
  const { records, skipped } = checkRecords(body, eventRecord);
  return { records: records.map(businessEntry), skipped };
}

/** The periods a House does not sit in a year, weekends left out. */
export async function parliamentRecesses(
  base: string,
  house: GovcalHouse,
  year: number,
  deps: SourceFetchDeps,
): Promise<Checked<GovcalEntry>> {
  const url = endpoint(base, "/calendar/events/nonsitting.json");
  url.searchParams.set("queryParameters.house", house === "commons" ? "Commons" : "Lords");
  url.searchParams.set("queryParameters.startDate", `${year}-01-01`);
  url.searchParams.set("queryParameters.endDate", `${year}-12-31`);
  const body = checkFrame(await fetchSourceJson({ url: url.href }, deps), list, "non-sitting days");
  const { records, skipped } = checkRecords(body, nonSittingRecord);
  const entries = records.flatMap((record) => recessEntry(record, house) ?? []);
  return { records: entries, skipped };
}
