// GovCal Pro's adapter for GOV.UK (GOVUK_API_BASE): the open consultations and calls for evidence,
// listed by closing date. The search API (/api/search.json) lists them by document type, a page
// at a time; a result that does not carry its closing date (end_date) has it read from the content
// API (/api/content/<path>, details.closing_date), a bounded number per refresh so one refresh
// stays a few dozen requests. Each record is checked on its own: one that does not fit, or whose
// closing date cannot be found, is left out and counted, never given a guessed date.
import * as v from "valibot";
import type { GovcalEntry } from "#shared/api/govcal.ts";
import { topicsOf } from "#shared/api/govcal-topic-words.ts";
import { fetchSourceJson, SourceProblem, type SourceFetchDeps } from "../../platform/public-sources/source-fetch.ts";
import { checkFrame, checkRecords, type Checked } from "../../platform/public-sources/source-records.ts";

export const GOVUK_SOURCE = "govuk-consultations";
/** Entries link to GOV.UK itself, whichever base the API is read from. */
const GOVUK_ORIGIN = "https://www.gov.uk";

/** The search API's document types of what is open for responses, and what each is called. */
export const GOVUK_OPEN_TYPES = {
  open_consultation: "Consultation",
  open_call_for_evidence: "Call for evidence",
} as const;
type OpenType = keyof typeof GOVUK_OPEN_TYPES;

export const GOVUK_LIMITS = {
  /** Results asked for per page (the search API allows up to 1,500; GOV.UK lists a few hundred open at once). */
  pageSize: 200,
  /** Pages read per document type in one refresh. */
  maxPages: 3,
  /** Content API reads in one refresh, for results without a closing date. */
  maxContentReads: 12,
} as const;

const FIELDS = ["title", "link", "description", "public_timestamp", "organisations", "end_date"];
const DATE_TIME = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/));

const searchFrame = v.object({
  results: v.array(v.unknown()),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  start: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

const organisation = v.object({
  title: v.string(),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
});

const searchResult = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1)),
  link: v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9/_-]+$/)),
  description: v.nullish(v.string()),
  public_timestamp: v.nullish(DATE_TIME),
  organisations: v.nullish(v.array(v.unknown())),
  end_date: v.nullish(DATE_TIME),
});
type SearchResult = v.InferOutput<typeof searchResult>;

const contentItem = v.object({
  details: v.object({ closing_date: v.nullish(DATE_TIME), opening_date: v.nullish(DATE_TIME) }),
});

/** The base with a path on it, whether or not the setting ends in a slash. */
const endpoint = (base: string, path: string) => new URL(`${base.replace(/\/+$/, "")}${path}`);

/** Made once for the whole list: a formatter costs far more to make than to use. */
const UK_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });
const UK_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A timestamp's day in the UK ("2026-01-15T23:59:00.000+00:00" -> "2026-01-15"); a bare date as it is. */
function ukDay(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  return UK_DAY.format(new Date(ms));
}

function ukClock(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  return UK_CLOCK.format(new Date(ms));
}

/** A stable id from the document's path: its last segment, the slug GOV.UK gives it. */
const idOf = (link: string) =>
  `govuk-${(link.split("/").pop() ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 96)}`;

function entryOf(result: SearchResult, type: OpenType, closing: string, opening: string | null): GovcalEntry | null {
  const end = ukDay(closing);
  if (!end) return null;
  const opened = opening ? ukDay(opening) : result.public_timestamp ? ukDay(result.public_timestamp) : null;
  const start = opened && opened <= end ? opened : end;
  // The lead organisation is the first GOV.UK lists; an organisation that does not fit is not guessed at.
  const lead = (result.organisations ?? []).map((o) => v.safeParse(organisation, o)).find((r) => r.success)?.output;
  const time = ukClock(closing);
  const kindName = GOVUK_OPEN_TYPES[type];
  const description = result.description?.trim() || null;
  const closes = `${kindName}, open until ${end}${time ? ` ${time}` : ""}.`;
  return {
    id: idOf(result.link),
    kind: "consultation",
    title: result.title,
    start,
    end,
    startTime: null,
    // The closing time matters to a respondent (GOV.UK's are often 11:59pm).
    endTime: time,
    house: null,
    department: lead ? { slug: lead.slug, name: lead.title } : null,
    topics: topicsOf(result.title, description, lead?.title),
    detail: description ? `${closes} ${description}` : closes,
    location: null,
    sourceUrl: `${GOVUK_ORIGIN}${result.link}`,
    sourceName: "GOV.UK",
  };
}

/** One document type's results, page by page, up to GOVUK_LIMITS.maxPages. */
async function searchAll(
  base: string,
  type: OpenType,
  deps: SourceFetchDeps,
): Promise<{ results: unknown[]; truncated: boolean }> {
  const results: unknown[] = [];
  for (let page = 0; page < GOVUK_LIMITS.maxPages; page++) {
    const url = endpoint(base, "/api/search.json");
    url.searchParams.set("filter_content_store_document_type", type);
    url.searchParams.set("fields", FIELDS.join(","));
    url.searchParams.set("order", "end_date");
    url.searchParams.set("count", String(GOVUK_LIMITS.pageSize));
    url.searchParams.set("start", String(results.length));
    const frame = checkFrame(await fetchSourceJson({ url: url.href }, deps), searchFrame, "search results");
    results.push(...frame.results);
    // The API may give fewer per page than asked: follow its total, and stop on an empty page.
    if (frame.results.length === 0 || results.length >= frame.total) return { results, truncated: false };
  }
  return { results, truncated: true };
}

/** The closing (and opening) date from the content API, or null when it has none or cannot be read. */
async function contentDates(
  base: string,
  link: string,
  deps: SourceFetchDeps,
): Promise<{ closing: string; opening: string | null } | null> {
  let body: unknown;
  try {
    body = await fetchSourceJson({ url: endpoint(base, `/api/content${link}`).href }, deps);
  } catch (error) {
    // A whole-source problem (rate limit) stops the refresh; one missing page skips one record.
    if (error instanceof SourceProblem && (error.reason === "rate-limited" || error.reason === "timeout")) throw error;
    return null;
  }
  const parsed = v.safeParse(contentItem, body);
  if (!parsed.success || !parsed.output.details.closing_date) return null;
  return { closing: parsed.output.details.closing_date, opening: parsed.output.details.opening_date ?? null };
}

/** GOV.UK's open consultations and calls for evidence, each with its closing date. */
export async function govukConsultations(base: string, deps: SourceFetchDeps): Promise<Checked<GovcalEntry>> {
  const entries = new Map<string, GovcalEntry>();
  let skipped = 0;
  let contentReads = 0;
  for (const type of Object.keys(GOVUK_OPEN_TYPES) as OpenType[]) {
    const { results } = await searchAll(base, type, deps);
    const checked = checkRecords(results, searchResult);
    skipped += checked.skipped;
    for (const result of checked.records) {
      let dates: { closing: string; opening: string | null } | null = result.end_date
        ? { closing: result.end_date, opening: null }
        : null;
      if (!dates && contentReads < GOVUK_LIMITS.maxContentReads) {
        contentReads++;
        dates = await contentDates(base, result.link, deps);
      }
      const entry = dates ? entryOf(result, type, dates.closing, dates.opening) : null;
      if (entry) entries.set(entry.id, entry);
      else skipped++;
    }
  }
  return { records: [...entries.values()], skipped };
}
