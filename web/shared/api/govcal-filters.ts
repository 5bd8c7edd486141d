// GovCal Pro's filters and the address that holds them: the page keeps them in its URL's search
// params so a filtered view can be shared, bookmarked and subscribed to, and the functions read
// the same params for the list and the feed. An unknown or malformed param is dropped, never
// guessed, so an old or hand-edited link still opens a calendar.
import type { GovcalEntry } from "./govcal.ts";
import { GOVCAL_HOUSES, type GovcalHouse } from "./govcal-names.ts";

export interface GovcalFilters {
  readonly house: GovcalHouse | null;
  /** A department's GOV.UK slug. */
  readonly department: string | null;
  /** A topic slug (govcal-topics.ts). */
  readonly topic: string | null;
  /** First and last day, YYYY-MM-DD; null means the default window. */
  readonly from: string | null;
  readonly to: string | null;
}

export const NO_FILTERS: GovcalFilters = { house: null, department: null, topic: null, from: null, to: null };

/** The default window: from today, this many days ahead. */
export const DEFAULT_WINDOW_DAYS = 56;
/** The longest window a list or feed covers, so one request reads a bounded number of months. */
export const MAX_WINDOW_DAYS = 186;

const DAY_MS = 86_400_000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function validDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

const slugOrNull = (value: string | null) => (value && SLUG.test(value) && value.length <= 80 ? value : null);

export function filtersFromParams(params: URLSearchParams): GovcalFilters {
  const house = params.get("house");
  return {
    house: (GOVCAL_HOUSES as readonly string[]).includes(house ?? "") ? (house as GovcalHouse) : null,
    department: slugOrNull(params.get("department")),
    topic: slugOrNull(params.get("topic")),
    from: validDate(params.get("from")),
    to: validDate(params.get("to")),
  };
}

/** The params for these filters, in a fixed order, leaving out those not set. */
export function paramsFromFilters(filters: GovcalFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["house", "department", "topic", "from", "to"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** "?house=commons&topic=health", or "" with no filters. */
export function filtersQuery(filters: GovcalFilters): string {
  const query = paramsFromFilters(filters).toString();
  return query ? `?${query}` : "";
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The window the filters choose, given today: defaults filled in, `to` not before `from`, at most MAX_WINDOW_DAYS. */
export function windowOf(
  filters: GovcalFilters,
  today: string,
  defaultDays = DEFAULT_WINDOW_DAYS,
): { from: string; to: string } {
  const from = filters.from ?? today;
  let to = filters.to ?? addDays(from, defaultDays);
  if (to < from) to = from;
  const longest = addDays(from, MAX_WINDOW_DAYS);
  return { from, to: to > longest ? longest : to };
}

/** Whether an entry is in the view: overlapping the window, and matching each filter set. */
export function matches(entry: GovcalEntry, filters: GovcalFilters, window: { from: string; to: string }): boolean {
  // A consultation is listed by its closing date, the day that matters to a respondent.
  const first = entry.kind === "consultation" ? entry.end : entry.start;
  if (entry.end < window.from || first > window.to) return false;
  // A house filter keeps entries of that House and those of neither (government, fixed dates).
  if (filters.house && entry.house && entry.house !== filters.house) return false;
  if (filters.department && entry.department?.slug !== filters.department) return false;
  if (filters.topic && !entry.topics.includes(filters.topic)) return false;
  return true;
}

/** The day an entry is listed on: its first, or a consultation's closing day. */
export const dayOf = (entry: GovcalEntry) => (entry.kind === "consultation" ? entry.end : entry.start);

/** The entries in the view, by date, then time, then title. */
export function filterEntries(
  entries: readonly GovcalEntry[],
  filters: GovcalFilters,
  window: { from: string; to: string },
): GovcalEntry[] {
  return entries
    .filter((entry) => matches(entry, filters, window))
    .sort(
      (a, b) =>
        dayOf(a).localeCompare(dayOf(b)) ||
        (a.startTime ?? "").localeCompare(b.startTime ?? "") ||
        a.title.localeCompare(b.title),
    );
}
