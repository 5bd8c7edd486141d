// `npm run bench:council` (and part of `npm run bench`): what one council costs Council Radar in
// D1, and how long its service takes to answer the directory. A fake ModernGov council of 60
// councillors in 20 wards, 12 committees (each councillor on two to four) and a year of meetings
// ahead, on loopback, is read through the real service (council-radar-service.ts, the adapter and
// the shared read-through cache) into a real local D1 (wrangler's local D1, migrations applied).
// Printed, not asserted: the rows and bytes the council leaves in each table, and the service's
// time to answer the directory
//   - first read: no row yet, the visitor's request reads the council (up to its 2.5 s budget);
//   - from cache: a fresh row, served from D1;
//   - after a refresh: the row aged past its 6 hours, so the request takes the refresh lease and
//     reads the council again within the budget.
// The fake answers at once, so the figures are the site's own cost around a council's service, and
// each D1 call here crosses from Node to the local workerd, which a deployed function does not.
// The page's load to the painted list, in a browser, is tests/bench/public-data-run.ts.
import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { addCouncil, cacheKey, councilViews } from "../../functions/lib/tools/council-radar/council-radar-service.ts";
import { listenOnLoopback } from "../fakes/loopback-server.ts";

const COUNCILLORS = 60;
const WARDS = 20;
const COMMITTEES = 12;
const RUNS = Number(process.env["COUNCIL_BENCH_RUNS"] ?? 15);

// --- The fake council ----------------------------------------------------------------------------

const PARTIES = ["Conservative", "Labour", "Liberal Democrat", "Green", "Independent"];
const pad = (n: number) => String(n).padStart(2, "0");
const ukDate = (date: Date) => `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
const committeeId = (index: number) => String(200 + index);
const memberId = (index: number) => String(1000 + index);
/** Two to four committees for each councillor, spread over the twelve. */
const membershipsOf = (index: number) =>
  Array.from({ length: 2 + (index % 3) }, (_, k) => (index + k * 5) % COMMITTEES);

function councillorsByWard(): string {
  const wards = Array.from({ length: WARDS }, (_, w) => {
    const members = Array.from({ length: COUNCILLORS / WARDS }, (_, m) => w * (COUNCILLORS / WARDS) + m);
    const rows = members
      .map(
        (i) => `<councillor><councillorid>${memberId(i)}</councillorid>
          <fullusername>Councillor Bench Member ${i + 1}</fullusername>
          <politicalpartytitle>${PARTIES[i % PARTIES.length]}</politicalpartytitle>
          <keyposts>${i % 10 === 0 ? `Cabinet Member for Portfolio ${i / 10 + 1}` : ""}</keyposts>
          <homeaddress><line1>${i} Private Lane</line1><postcode>ZZ9 9ZZ</postcode></homeaddress></councillor>`,
      )
      .join("");
    return `<ward><wardtitle>Bench Ward ${w + 1}</wardtitle><councillors><councillorcount>${members.length}</councillorcount>${rows}</councillors></ward>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?><councillorsbyward><wards>${wards.join("")}</wards></councillorsbyward>`;
}

const committeeXml = (index: number) =>
  `<committee><committeeid>${committeeId(index)}</committeeid><committeetitle>Bench Committee ${index + 1}</committeetitle><committeedeleted>False</committeedeleted><committeeexpired>False</committeeexpired></committee>`;

const committees = () =>
  `<?xml version="1.0" encoding="utf-8"?><committees><committeescount>${COMMITTEES}</committeescount>${Array.from({ length: COMMITTEES }, (_, i) => committeeXml(i)).join("")}</committees>`;

/** A year of meetings from tomorrow: each committee every four weeks, full council every week. */
function meetings(): string {
  const rows: string[] = [];
  const start = Date.now() + 86_400_000;
  for (let c = 0; c < COMMITTEES; c++) {
    const every = c === 0 ? 7 : 28;
    for (let day = c; day < 365; day += every) {
      rows.push(
        `<meeting><meetingid>${rows.length + 1}</meetingid><committeeid>${committeeId(c)}</committeeid><meetingdate>${ukDate(new Date(start + day * 86_400_000))}</meetingdate><meetingtime>18:30</meetingtime></meeting>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="utf-8"?><getmeetings><meetings>${rows.join("")}</meetings></getmeetings>`;
}

function committeesByUser(userId: string): string {
  const index = Number(userId) - 1000;
  const body = index >= 0 && index < COUNCILLORS ? membershipsOf(index).map(committeeXml).join("") : "";
  return `<?xml version="1.0" encoding="utf-8"?><committeesbyuser><committees>${body}</committees></committeesbyuser>`;
}

async function startBenchCouncil() {
  let calls = 0;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://bench");
    const call = /\/mgWebService\.asmx\/(\w+)$/.exec(url.pathname)?.[1]?.toLowerCase();
    calls++;
    const body =
      call === "getcouncillorsbyward"
        ? councillorsByWard()
        : call === "getcommittees"
          ? committees()
          : call === "getmeetings"
            ? meetings()
            : call === "getcommitteesbyuser"
              ? committeesByUser(url.searchParams.get("lUserId") ?? "")
              : undefined;
    response.writeHead(body ? 200 : 404, { "content-type": "text/xml; charset=utf-8" });
    response.end(body ?? "");
  });
  const listening = await listenOnLoopback(server, 0);
  return { ...listening, calls: () => calls };
}

// --- The bench -----------------------------------------------------------------------------------

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const state = mkdtempSync(join(tmpdir(), "council-radar-bench-"));
const wrangler = join(process.cwd(), "node_modules", ".bin", "wrangler");
const quiet = { env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" }, stdio: "pipe" } as const;
execFileSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], quiet);

const council = await startBenchCouncil();
// wrangler keeps its local state under <persist-to>/v3.
const proxy = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: join(state, "v3") }, envFiles: [] });
const db = proxy.env.DB;
const pending: Promise<unknown>[] = [];
const deps = { db, waitUntil: (work: Promise<unknown>) => void pending.push(work) };
const settle = async () => {
  await Promise.all(pending.splice(0));
};

async function timed(): Promise<{ ms: number; councillors: number; from: string }> {
  const started = performance.now();
  const [view] = await councilViews(deps);
  const elapsed = performance.now() - started;
  await settle();
  return { ms: elapsed, councillors: view?.data?.councillors.length ?? 0, from: view?.served.from ?? "none" };
}

async function ageRow(): Promise<void> {
  // A year back, past the 6 hours after which a council is read again; no refresh under way.
  await db
    .prepare(
      "UPDATE source_cache SET fetched_at = strftime('%Y-%m-%dT%H:%M:%fZ', fetched_at, '-365 days'), refreshing_until = NULL WHERE key = ?",
    )
    .bind(cacheKey("bench-borough-council"))
    .run();
}

try {
  await addCouncil(
    { name: "Bench Borough Council", address: `${council.url}/mgMemberIndex.aspx` },
    "bench@example.com",
    { db, allowLoopback: true, councilsMax: 20 },
  );
  const first = await timed();
  // A refresh reads 40 councillors' committees; the second reads the other 20 (and 20 again).
  await ageRow();
  const second = await timed();

  const cached: number[] = [];
  for (let run = 0; run < RUNS; run++) cached.push((await timed()).ms);
  const refreshed: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await ageRow();
    const result = await timed();
    if (result.from !== "live") throw new Error(`A stale council was served from ${result.from}, not refreshed`);
    refreshed.push(result.ms);
  }

  const [view] = await councilViews(deps);
  const data = view?.data;
  const tables = [
    {
      table: "council_radar_councils",
      where: "",
      bytes: "LENGTH(id) + LENGTH(name) + LENGTH(address) + LENGTH(COALESCE(added_by, '')) + LENGTH(added_at)",
    },
    {
      table: "source_cache",
      where: "WHERE key LIKE 'moderngov:%'",
      bytes: "LENGTH(key) + LENGTH(source) + LENGTH(COALESCE(payload, ''))",
    },
  ];
  console.log(
    `\nCouncil Radar, one council: ${data?.councillors.length} councillors, ${data?.committees.length} committees, ${data?.meetings.length} meetings in the year ahead`,
  );
  console.log(
    `  councillors with committees read: ${data?.councillors.filter((c) => c.committees !== null).length} of ${data?.councillors.length} after two refreshes (40 membership calls a refresh)`,
  );
  console.log("  D1, as stored:");
  for (const { table, where, bytes } of tables) {
    const row = await db
      .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(${bytes}), 0) AS b FROM ${table} ${where}`)
      .first<{ n: number; b: number }>();
    console.log(
      `    ${table.padEnd(24)} ${String(row?.n).padStart(3)} rows  ${String(row?.b).padStart(8)} bytes of text`,
    );
  }
  const size = await db.prepare("SELECT 1").run();
  console.log(
    `    whole database file      ${size.meta.size_after} bytes (every table and index, the site's other tables empty)`,
  );
  console.log(`  service's answer to the directory (councilViews), ${RUNS} runs each, median:`);
  console.log(`    first read (no row yet)  ${ms(first.ms)}  (${first.councillors} councillors)`);
  console.log(`    second refresh           ${ms(second.ms)}`);
  console.log(`    from cache               ${ms(median(cached))}`);
  console.log(`    after a refresh          ${ms(median(refreshed))}  (stale row, lease taken, council read again)`);
  console.log(`  calls the fake council answered: ${council.calls()}`);
} finally {
  await proxy.dispose();
  await council.close();
  rmSync(state, { recursive: true, force: true });
}
