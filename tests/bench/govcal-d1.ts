// `npm run bench:govcal` (and part of `npm run bench`): what a year of GovCal Pro costs in D1 and
// in a subscriber's calendar. A fake Parliament calendar with a sitting year's business (both
// Houses' chambers and committees, about 30 items a sitting day, four sitting days a week outside
// recesses) and a fake GOV.UK with 300 open consultations and calls for evidence, on loopback, are
// read through the real service (govcal-service.ts, both adapters and the shared read-through
// cache) into a real local D1 (wrangler's local D1, migrations applied), as two views of half a
// year each, the longest a view may be.
// Printed, not asserted: the rows and bytes the year leaves in source_cache, the database file's
// size, the service's answer time (first read, from cache), and the iCalendar feed's size for a
// whole half-year view and for one House's, raw and gzipped (what a calendar app downloads).
// The fakes answer at once, so the times are the site's own cost around the sources, and each D1
// call here crosses from Node to the local workerd, which a deployed function's does not.
import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { getPlatformProxy } from "wrangler";
import {
  DEFAULT_WINDOW_DAYS,
  MAX_WINDOW_DAYS,
  NO_FILTERS,
  type GovcalFilters,
} from "../../web/shared/api/govcal-filters.ts";
import { calendarOf } from "../../functions/lib/tools/govcal/govcal-ical.ts";
import { govcalList, ukToday, type GovcalDeps } from "../../functions/lib/tools/govcal/govcal-service.ts";
import { listenOnLoopback } from "../fakes/loopback-server.ts";

const DAY_MS = 86_400_000;
const COMMONS_ITEMS = 18;
const LORDS_ITEMS = 12;
const CONSULTATIONS = 300;
const RUNS = Number(process.env["GOVCAL_BENCH_RUNS"] ?? 9);

// --- The fake sources ----------------------------------------------------------------------------

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = Date.parse(`${ukToday(Date.now())}T00:00:00Z`);
/** Recesses as the Houses keep them: about a fortnight at Christmas and Easter, a week or so in February, May and October, the summer from late July. */
const RECESSES: readonly (readonly [number, number])[] = (
  [
    [20, 34],
    [75, 83],
    [120, 136],
    [175, 181],
    [232, 275],
    [315, 323],
  ] as const
).map(([from, to]) => [today + (from ?? 0) * DAY_MS, today + (to ?? 0) * DAY_MS]);
const inRecess = (ms: number) => RECESSES.some(([from, to]) => ms >= from && ms <= to);
const sits = (ms: number) => {
  const weekday = new Date(ms).getUTCDay();
  return weekday >= 1 && weekday <= 4 && !inRecess(ms);
};

const TYPES = {
  Commons: ["Main Chamber", "Westminster Hall", "Select & Joint Committees", "General Committee"],
  Lords: ["Main Chamber", "Grand Committee", "Select & Joint Committees"],
} as const;

function eventsOn(ms: number): unknown[] {
  const day = iso(ms);
  const events: unknown[] = [];
  for (const [house, count] of [
    ["Commons", COMMONS_ITEMS],
    ["Lords", LORDS_ITEMS],
  ] as const) {
    for (let item = 0; item < count; item++) {
      const type = TYPES[house][item % TYPES[house].length] ?? "Main Chamber";
      const id = Number(day.replaceAll("-", "")) * 100 + (house === "Commons" ? 0 : 50) + item;
      const hour = String(9 + (item % 9)).padStart(2, "0");
      events.push({
        Id: id,
        StartDate: `${day}T00:00:00`,
        EndDate: `${day}T00:00:00`,
        StartTime: `${hour}:30:00`,
        EndTime: null,
        Description: `${type === "Main Chamber" ? "Oral questions and debate" : "Evidence session"} on housing, energy and local government finance, item ${item + 1}`,
        Category: type === "Main Chamber" ? "Debate" : "Oral evidence",
        Type: type,
        House: house,
        Location: type === "Main Chamber" ? `${house} Chamber` : "Committee Room 15",
        SummarisedDetails: `<p>${house} - ${type}</p><p>Witnesses from councils, developers and the regulator on planning reform, the grid connection queue and the local government finance settlement.</p>`,
        Committee: type.includes("Committee") ? { Description: `Bench Committee ${item + 1}` } : null,
        Members: [{ Id: 4000 + item, Name: "A Member" }],
      });
    }
  }
  return events;
}

function businessBetween(from: string, to: string): unknown[] {
  const events: unknown[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += DAY_MS)
    if (sits(ms)) events.push(...eventsOn(ms));
  return events;
}

function nonSitting(house: string, from: string, to: string): unknown[] {
  return RECESSES.filter(([start, end]) => iso(end) >= from && iso(start) <= to).map(([start, end]) => ({
    StartDate: `${iso(start)}T00:00:00`,
    EndDate: `${iso(end)}T00:00:00`,
    House: house,
    Description: "Recess",
  }));
}

const consultation = (index: number) => ({
  title: `Consultation ${index + 1} on reforming local planning, energy and housing delivery`,
  link: `/government/consultations/bench-consultation-${index + 1}`,
  description: "Seeking views on proposals affecting councils, developers and communities across England.",
  public_timestamp: `${iso(today - (index % 60) * DAY_MS)}T09:30:00.000+00:00`,
  end_date: `${iso(today + (1 + ((index * 7) % 120)) * DAY_MS)}T23:59:00.000+00:00`,
  organisations: [
    {
      title: "Ministry of Housing, Communities and Local Government",
      slug: "ministry-of-housing-communities-local-government",
      acronym: "MHCLG",
    },
  ],
});

async function startBenchSources() {
  let calls = 0;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://bench");
    const q = (name: string) => url.searchParams.get(name) ?? "";
    calls++;
    let body: unknown;
    if (url.pathname.endsWith("/calendar/events/list.json"))
      body = businessBetween(q("queryParameters.startDate"), q("queryParameters.endDate"));
    else if (url.pathname.endsWith("/calendar/events/nonsitting.json"))
      body = nonSitting(q("queryParameters.house"), q("queryParameters.startDate"), q("queryParameters.endDate"));
    else if (url.pathname.endsWith("/api/search.json")) {
      // Half are consultations, half calls for evidence, a page at a time.
      const all = Array.from({ length: CONSULTATIONS / 2 }, (_, i) =>
        consultation(i + (q("filter_content_store_document_type") === "open_consultation" ? 0 : CONSULTATIONS / 2)),
      );
      const start = Number(q("start") || 0);
      body = { results: all.slice(start, start + Number(q("count") || 20)), total: all.length, start };
    }
    response.writeHead(body ? 200 : 404, { "content-type": "application/json; charset=utf-8" });
    response.end(body ? JSON.stringify(body) : "{}");
  });
  const listening = await listenOnLoopback(server, 0);
  return { ...listening, calls: () => calls };
}

// --- The bench -----------------------------------------------------------------------------------

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const state = mkdtempSync(join(tmpdir(), "govcal-bench-"));
const wrangler = join(process.cwd(), "node_modules", ".bin", "wrangler");
const quiet = { env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" }, stdio: "pipe" } as const;
execFileSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], quiet);

const sources = await startBenchSources();
const proxy = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: join(state, "v3") }, envFiles: [] });
const pending: Promise<unknown>[] = [];
const deps: GovcalDeps = {
  db: proxy.env.DB,
  parliamentBase: sources.url,
  govukBase: sources.url,
  waitUntil: (work) => void pending.push(work),
};
const settle = async () => {
  await Promise.all(pending.splice(0));
};
const half = (n: 0 | 1): GovcalFilters => ({
  ...NO_FILTERS,
  from: iso(today + n * MAX_WINDOW_DAYS * DAY_MS),
  to: iso(today + ((n + 1) * MAX_WINDOW_DAYS - 1) * DAY_MS),
});

async function timed(filters: GovcalFilters) {
  const started = performance.now();
  const answer = await govcalList(filters, deps);
  const elapsed = performance.now() - started;
  await settle();
  return { ms: elapsed, answer };
}

try {
  const first = await timed(half(0));
  const second = await timed(half(1));
  const cached: number[] = [];
  for (let run = 0; run < RUNS; run++) cached.push((await timed(half(0))).ms);
  // The page's own view: no filters, its default weeks ahead.
  const page: number[] = [];
  for (let run = 0; run < RUNS; run++) page.push((await timed(NO_FILTERS)).ms);
  const { answer } = await timed(half(0));
  if (answer.sources.parliament.from === "snapshot") throw new Error("The bench's Parliament was not read");

  const count = (kind: string) => [...first.answer.entries, ...second.answer.entries].filter((e) => e.kind === kind);
  console.log(
    `\nGovCal Pro, a year ahead in two views of ${MAX_WINDOW_DAYS} days: ${count("business").length} items of business, ${count("recess").length} recess periods, ${answer.entries.filter((e) => e.kind === "consultation").length} open consultations and calls for evidence`,
  );
  console.log("  D1, as stored (source_cache):");
  for (const [label, like] of [
    ["Parliament, business by month", "parliament:business:%"],
    ["Parliament, recesses by House and year", "parliament:recess:%"],
    ["GOV.UK, open consultations", "govuk:%"],
  ] as const) {
    const row = await deps.db
      .prepare(
        "SELECT COUNT(*) AS n, COALESCE(SUM(LENGTH(key) + LENGTH(source) + LENGTH(COALESCE(payload, ''))), 0) AS b FROM source_cache WHERE key LIKE ?",
      )
      .bind(like)
      .first<{ n: number; b: number }>();
    console.log(
      `    ${label.padEnd(40)} ${String(row?.n).padStart(3)} rows  ${String(row?.b).padStart(9)} bytes of text`,
    );
  }
  const size = await deps.db.prepare("SELECT 1").run();
  console.log(`    whole database file                      ${size.meta.size_after} bytes`);
  console.log(`  service's answer (govcalList), half a year:`);
  console.log(`    first read (no rows yet)  ${ms(first.ms)}  (7 months of business, 4 recess lists, GOV.UK)`);
  console.log(`    from cache                ${ms(median(cached))}  (median of ${RUNS})`);
  console.log(`  the page's default view (${DEFAULT_WINDOW_DAYS} days), from cache: ${ms(median(page))}`);
  console.log("  iCalendar feed (what a calendar app downloads on each poll):");
  const now = new Date();
  for (const [label, entries] of [
    [`everything, ${MAX_WINDOW_DAYS} days`, answer.entries],
    ["House of Lords only", answer.entries.filter((e) => e.house === "lords")],
    ["consultations only", answer.entries.filter((e) => e.kind === "consultation")],
  ] as const) {
    const made = performance.now();
    const feed = calendarOf(entries, { name: "GovCal Pro", url: "https://www.example.com/govcal-pro", now });
    const making = performance.now() - made;
    const bytes = Buffer.byteLength(feed);
    console.log(
      `    ${label.padEnd(26)} ${String(entries.length).padStart(5)} events  ${kb(bytes).padStart(9)}  ${kb(gzipSync(feed).length).padStart(8)} gzipped  made in ${ms(making)}`,
    );
  }
  console.log(`  calls the fake sources answered: ${sources.calls()}`);
} finally {
  await proxy.dispose();
  await sources.close();
  rmSync(state, { recursive: true, force: true });
}
