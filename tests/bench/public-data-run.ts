// `npm run bench:public-data` (and part of `npm run bench`): the three tools on public data
// (GovCal Pro, Policy Intelligence, Council Radar), timed as a visitor meets them, from the
// page's navigation to the live list painted: the page's own request to its /api/ endpoint has
// answered and the next frame is drawn. Three cases, as the read-through cache serves them:
//   - first: no row in D1 yet, so the function reads the source while the visitor waits (up to
//     the tool's budget);
//   - cached: a fresh row, served from D1;
//   - stale: the rows aged past their refresh age in D1 (with `wrangler d1 execute`), so the
//     function takes the refresh lease and reads the source again.
// The sources are the local fakes (tests/fakes/: Parliament, GOV.UK, the Bills API, ModernGov), which answer at once: the figures are the
// site's own cost around a source, not Parliament's or a council's speed. The prerendered
// snapshot is on screen before any of this (the first-paint benches time that).
import { execFile, execSync } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import { startPagesDev } from "../e2e/server.ts";
import { startFakeBillsApi } from "../fakes/fake-bills-api.ts";
import { startFakeGovuk } from "../fakes/fake-govuk.ts";
import { startFakeModernGov } from "../fakes/fake-moderngov.ts";
import { startFakeParliament } from "../fakes/fake-parliament.ts";

const PORT = Number(process.env["BENCH_PORT"] ?? 8799);
const RUNS = Number(process.env["PUBLIC_DATA_RUNS"] ?? 7);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN_TOKEN = "bench-staff-token-for-public-data-0123456789";

interface Page {
  readonly tool: string;
  readonly path: string;
  /** The page's own data request, whose answer the live list is drawn from. */
  readonly api: RegExp;
}

const PAGES: readonly Page[] = [
  { tool: "GovCal Pro", path: "/govcal-pro", api: /\/api\/govcal(\?|$)/ },
  { tool: "Policy Intelligence", path: "/policy-intelligence", api: /\/api\/policy-intelligence\/bills(\?|$)/ },
  { tool: "Council Radar", path: "/council-radar", api: /\/api\/council-radar(\?|$)/ },
];

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)] ?? NaN;

async function ageCache(state: string): Promise<void> {
  // A year back: past every tool's refresh age, so each row is stale at the next request.
  const sql =
    "UPDATE source_cache SET fetched_at = strftime('%Y-%m-%dT%H:%M:%fZ', fetched_at, '-365 days'), refreshing_until = NULL";
  await promisify(execFile)(
    join(process.cwd(), "node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", state, "--command", sql],
    { env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" } },
  );
}

async function clearCache(state: string): Promise<void> {
  await promisify(execFile)(
    join(process.cwd(), "node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", state, "--command", "DELETE FROM source_cache"],
    { env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" } },
  );
}

interface Visit {
  /** Navigation to the live list painted. */
  readonly ms: number;
  /** Navigation to the page asking for its data (the page's own load and hydration). */
  readonly askedMs: number;
  /** The data request itself, asked to answered. */
  readonly apiMs: number;
  /** Where the answer came from (its `from`). */
  readonly from: string;
}

async function timeToList(browser: Browser, page: Page): Promise<Visit> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    const tab = await context.newPage();
    const answered = tab.waitForResponse(
      (response) =>
        page.api.test(new URL(response.url()).pathname + new URL(response.url()).search) &&
        response.request().method() === "GET",
    );
    await tab.goto(`${ORIGIN}${page.path}`, { waitUntil: "commit" });
    const response = await answered;
    const body = JSON.stringify(await response.json());
    const from = /"from":"(live|cache|snapshot)"/.exec(body)?.[1] ?? "unknown";
    const ms = await tab.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))),
    );
    const asked = await tab.evaluate((pattern) => {
      const entry = performance
        .getEntriesByType("resource")
        .filter((e): e is PerformanceResourceTiming => "responseEnd" in e)
        .find((e) => new RegExp(pattern).test(new URL(e.name).pathname + new URL(e.name).search));
      return entry ? { at: entry.startTime, took: entry.responseEnd - entry.startTime } : { at: NaN, took: NaN };
    }, page.api.source);
    return { ms, askedMs: asked.at, apiMs: asked.took, from };
  } finally {
    await context.close();
  }
}

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
const [parliament, govuk, bills, moderngov] = await Promise.all([
  startFakeParliament(),
  startFakeGovuk(),
  startFakeBillsApi(),
  startFakeModernGov(),
]);
const server = await startPagesDev({
  port: PORT,
  vars: {
    ADMIN_TOKEN,
    RATE_LIMIT_TOOLS: "1000000/60",
    RATE_LIMIT_PUBLIC_DATA: "1000000/60",
    TOOLS_FETCH_ALLOW_LOOPBACK: "true",
    PARLIAMENT_CALENDAR_API_BASE: `${parliament.url}/ok`,
    GOVUK_API_BASE: `${govuk.url}/ok`,
    BILLS_API_BASE: `${bills.url}/ok`,
  },
});
const browser = await chromium.launch({
  executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
try {
  const added = await fetch(`${ORIGIN}/api/admin/council-radar/councils`, {
    method: "POST",
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Brackenford Borough Council", address: `${moderngov.url}/good/mgMemberIndex.aspx` }),
  });
  if (!added.ok) throw new Error(`could not add the fake council: ${added.status} ${await added.text()}`);
  const rows: Record<string, string | number>[] = [];
  for (const page of PAGES) {
    const cases: Record<"first" | "cached" | "stale", Visit[]> = { first: [], cached: [], stale: [] };
    // One warm-up visit, so the first case does not also pay for workerd compiling the function.
    await timeToList(browser, page);
    for (let run = 0; run < RUNS; run++) {
      await clearCache(server.state);
      cases.first.push(await timeToList(browser, page));
      cases.cached.push(await timeToList(browser, page));
      await ageCache(server.state);
      cases.stale.push(await timeToList(browser, page));
    }
    for (const [name, visits] of Object.entries(cases)) {
      const ms = visits.map((visit) => visit.ms);
      rows.push({
        tool: page.tool,
        case: name,
        "served from": [...new Set(visits.map((visit) => visit.from))].join(", "),
        runs: visits.length,
        "asked at (median ms)": Math.round(median(visits.map((visit) => visit.askedMs))),
        "api (median ms)": Math.round(median(visits.map((visit) => visit.apiMs))),
        "list painted (median ms)": Math.round(median(ms)),
        "list painted (p95 ms)": Math.round(p95(ms)),
      });
    }
  }
  console.log(`\nNavigation to the live list painted (fake sources answering at once), ${RUNS} runs each:`);
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
  await Promise.all([parliament.close(), govuk.close(), bills.close(), moderngov.close()]);
}
