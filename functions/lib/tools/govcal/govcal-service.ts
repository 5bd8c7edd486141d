// GovCal Pro's list: the months and years the view covers, each read through the shared cache
// from its source (Parliament's business by month, each House's recesses by year, GOV.UK's open
// consultations), joined with the fixed dates and filtered. Each source says how fresh its part
// is; one that fails serves its last good data, or the snapshot, never an empty list as fact.
import * as v from "valibot";
import { govcalEntrySchema, type GovcalAnswer, type GovcalEntry } from "#shared/api/govcal.ts";
import { GOVCAL_HOUSES } from "#shared/api/govcal-names.ts";
import { filterEntries, windowOf, type GovcalFilters } from "#shared/api/govcal-filters.ts";
import { FIXED_DATES_AS_OF, fixedEntries } from "#shared/api/govcal-fixed-dates.ts";
import { GOVCAL_SNAPSHOT, type GovcalSnapshot } from "#shared/api/govcal-snapshot.ts";
import type { Served } from "#shared/api/public-sources.ts";
import { readThrough, type ServedData } from "../../platform/public-sources/source-cache.ts";
import type { SourceFetchDeps } from "../../platform/public-sources/source-fetch.ts";
import { GOVUK_SOURCE, govukConsultations } from "./govuk-consultations.ts";
import { PARLIAMENT_SOURCE, parliamentBusiness, parliamentRecesses } from "./parliament-calendar.ts";

const HOUR_MS = 3_600_000;
/** Business changes through the week as it is announced; recess dates rarely. */
const BUSINESS_MAX_AGE_MS = 3 * HOUR_MS;
const RECESS_MAX_AGE_MS = 24 * HOUR_MS;
/** GOV.UK opens and closes consultations through the day; a few hours' lag is fine for closing dates. */
const CONSULTATIONS_MAX_AGE_MS = 3 * HOUR_MS;
/** How long a visitor waits on a refresh before being served what the cache has. */
export const GOVCAL_BUDGET_MS = 1500;

const cachedEntries = v.array(govcalEntrySchema);

export interface GovcalDeps {
  readonly db: D1Database;
  readonly parliamentBase: string;
  readonly govukBase: string;
  readonly waitUntil: (promise: Promise<unknown>) => void;
  readonly now?: () => number;
  readonly fetch?: SourceFetchDeps;
  readonly snapshot?: GovcalSnapshot;
  /** Days the view covers when the filters give no end (a feed looks further ahead than the page). */
  readonly defaultDays?: number;
}

/** Today's date in the UK, where every date in the calendar is. */
export function ukToday(now: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date(now));
}

function monthsOf(window: { from: string; to: string }): string[] {
  const months: string[] = [];
  let [year, month] = window.from.slice(0, 7).split("-").map(Number) as [number, number];
  const last = window.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    months.push(key);
    if (key >= last) return months;
    month++;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

const overlaps = (entry: GovcalEntry, from: string, to: string) => entry.end >= from && entry.start <= to;

/** The least fresh of several parts: the oldest asOf, the worst origin, the newest problem. */
export function combineServed(parts: readonly Served[], fallbackAsOf: string): Served {
  if (parts.length === 0) return { asOf: fallbackAsOf, from: "snapshot", skipped: 0 };
  const rank = { live: 0, cache: 1, snapshot: 2 } as const;
  const worst = parts.reduce((a, b) => (rank[b.from] > rank[a.from] ? b : a));
  const oldest = parts.reduce((a, b) => (b.asOf < a.asOf ? b : a));
  const problems = parts.flatMap((part) => (part.problem ? [part.problem] : []));
  const problem = problems.sort((a, b) => b.at.localeCompare(a.at))[0];
  return {
    asOf: oldest.asOf,
    from: worst.from,
    skipped: parts.reduce((sum, part) => sum + part.skipped, 0),
    ...(problem ? { problem } : {}),
  };
}

const snapshotAsOf = (snapshot: GovcalSnapshot) => `${snapshot.asOf}T00:00:00.000Z`;

function parliamentParts(window: { from: string; to: string }, deps: GovcalDeps): Promise<ServedData<GovcalEntry[]>>[] {
  const snapshot = deps.snapshot ?? GOVCAL_SNAPSHOT;
  const fetchDeps = deps.fetch ?? {};
  const common = {
    db: deps.db,
    source: PARLIAMENT_SOURCE,
    budgetMs: GOVCAL_BUDGET_MS,
    waitUntil: deps.waitUntil,
    schema: cachedEntries,
    ...(deps.now ? { now: deps.now } : {}),
  };
  const business = monthsOf(window).map((month) =>
    readThrough<GovcalEntry[]>({
      ...common,
      key: `parliament:business:${month}`,
      maxAgeMs: BUSINESS_MAX_AGE_MS,
      load: async () => {
        const { records, skipped } = await parliamentBusiness(deps.parliamentBase, month, fetchDeps);
        return { data: records, records: records.length, skipped };
      },
      fallback: {
        data: snapshot.parliament.filter((e) => e.kind === "business" && e.start.startsWith(month)),
        asOf: snapshotAsOf(snapshot),
      },
    }),
  );
  const years = [...new Set([window.from.slice(0, 4), window.to.slice(0, 4)])].map(Number);
  const recesses = years.flatMap((year) =>
    GOVCAL_HOUSES.map((house) =>
      readThrough<GovcalEntry[]>({
        ...common,
        key: `parliament:recess:${house}:${year}`,
        maxAgeMs: RECESS_MAX_AGE_MS,
        load: async () => {
          const { records, skipped } = await parliamentRecesses(deps.parliamentBase, house, year, fetchDeps);
          return { data: records, records: records.length, skipped };
        },
        fallback: {
          data: snapshot.parliament.filter(
            (e) => e.kind === "recess" && e.house === house && overlaps(e, `${year}-01-01`, `${year}-12-31`),
          ),
          asOf: snapshotAsOf(snapshot),
        },
      }),
    ),
  );
  return [...business, ...recesses];
}

/** GOV.UK's open consultations and calls for evidence: one list, whatever the window, filtered after. */
function govukPart(deps: GovcalDeps): Promise<ServedData<GovcalEntry[]>> {
  const snapshot = deps.snapshot ?? GOVCAL_SNAPSHOT;
  return readThrough<GovcalEntry[]>({
    db: deps.db,
    source: GOVUK_SOURCE,
    key: "govuk:consultations:open",
    maxAgeMs: CONSULTATIONS_MAX_AGE_MS,
    budgetMs: GOVCAL_BUDGET_MS,
    waitUntil: deps.waitUntil,
    schema: cachedEntries,
    ...(deps.now ? { now: deps.now } : {}),
    load: async () => {
      const { records, skipped } = await govukConsultations(deps.govukBase, deps.fetch ?? {});
      return { data: records, records: records.length, skipped };
    },
    fallback: { data: [...snapshot.govuk], asOf: snapshotAsOf(snapshot) },
  });
}

/** The list for these filters, with each source's freshness. */
export async function govcalList(filters: GovcalFilters, deps: GovcalDeps): Promise<GovcalAnswer> {
  const now = deps.now ?? Date.now;
  const snapshot = deps.snapshot ?? GOVCAL_SNAPSHOT;
  const range = windowOf(filters, ukToday(now()), deps.defaultDays);
  const [parliament, govuk] = await Promise.all([Promise.all(parliamentParts(range, deps)), govukPart(deps)]);
  // A recess read for two years may be listed twice (a Christmas recess spans both): keep one.
  const byId = new Map<string, GovcalEntry>();
  for (const entry of [...parliament.flatMap((part) => part.data), ...govuk.data, ...fixedEntries()])
    byId.set(entry.id, entry);
  return {
    entries: filterEntries([...byId.values()], filters, range),
    sources: {
      parliament: combineServed(parliament, snapshotAsOf(snapshot)),
      govuk: combineServed([govuk], snapshotAsOf(snapshot)),
      fixed: { asOf: FIXED_DATES_AS_OF },
    },
    range,
  };
}
