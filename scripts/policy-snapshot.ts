// npm run snapshot:policy: refreshes Policy Intelligence's offline snapshot from UK Parliament's
// Bills API, through the same adapter the functions use, so the snapshot has the shape and the
// checks of a live answer. It reads the bills changed most recently, keeps those still before
// Parliament (SNAPSHOT_BILLS of them, 30 by default), reads each one's stages and sponsors one
// request at a time, and rewrites web/shared/api/policy-intelligence-snapshot-data.ts dated today.
// BILLS_API_BASE points it elsewhere (the tests' fake); SNAPSHOT_OUT writes another file.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { listBills, readBill, type BillsApi } from "../functions/lib/tools/policy-intelligence/bills-api.ts";
import { fetchSource, SourceProblem } from "../functions/lib/platform/public-sources/source-fetch.ts";
import { londonDay } from "../web/shared/api/policy-intelligence-stages.ts";
import type { Bill } from "../web/shared/api/policy-intelligence.ts";

const base = process.env["BILLS_API_BASE"] ?? "https://bills-api.parliament.uk";
const wanted = Number(process.env["SNAPSHOT_BILLS"] ?? "30");
// SNAPSHOT_OUT names the data file; the bills' sources are written beside it.
const out =
  process.env["SNAPSHOT_OUT"] ??
  fileURLToPath(new URL("../web/shared/api/policy-intelligence-snapshot-data.ts", import.meta.url));
const sourcesOut = out.replace(/-data\.ts$/, "-sources.ts");

const api: BillsApi = {
  base,
  fetchText: (request) => fetchSource(request, { timeoutMs: 15_000 }),
};

const today = londonDay(Date.now());
const listed = await listBills(api, today);
const chosen = listed.records.filter((b) => b.status === "in-progress").slice(0, wanted);
const bills: Bill[] = [];
const sources: Record<number, string[]> = {};
let skipped = listed.skipped;
const unread: string[] = [];
for (const summary of chosen) {
  // A bill whose own record cannot be read is left out and named, not written from the list alone.
  const read = await readBill(api, summary.id, today).catch((error: unknown) => {
    unread.push(`${summary.id} (${error instanceof SourceProblem ? error.reason : String(error)})`);
    return null;
  });
  if (!read) continue;
  skipped += read.skipped;
  const bill = read.records[0];
  if (!bill) continue;
  bills.push(bill);
  sources[bill.id] = [bill.url, `${base.replace(/\/+$/, "")}/api/v1/Bills/${bill.id}`];
}

const text = `// The snapshot's data (./policy-intelligence-snapshot.ts says how it is used). Written by
// \`npm run snapshot:policy\` (scripts/policy-snapshot.ts) from the Bills API on ${today}.
import type { Bill } from "./policy-intelligence.ts";

export const SNAPSHOT_DATA: { readonly asOf: string; readonly bills: readonly Bill[] } = ${JSON.stringify({ asOf: today, bills }, null, 2)};
`;
const sourcesText = `// The published pages each bill of the snapshot (./policy-intelligence-snapshot-data.ts) was taken
// from, by bill id. Apart from the data so that the browser, which never shows them, does not load them.
export const SNAPSHOT_SOURCES: Readonly<Record<number, readonly string[]>> = ${JSON.stringify(sources, null, 2)};
`;
writeFileSync(out, text);
writeFileSync(sourcesOut, sourcesText);
execFileSync(process.execPath, [
  fileURLToPath(new URL("../node_modules/prettier/bin/prettier.cjs", import.meta.url)),
  "--write",
  out,
  sourcesOut,
]);
console.log(
  `snapshot:policy: ${bills.length} bills as of ${today} written to ${out}; ${skipped} records that did not fit were left out.`,
);
