// `npm run snapshot:govcal`: refreshes GovCal Pro's offline snapshot (web/shared/api/govcal-snapshot.json)
// from the live sources through the same adapters the functions use: both Houses' business for
// this month and the next two, each House's non-sitting days for this year and the next, and
// GOV.UK's open consultations and calls for evidence. PARLIAMENT_CALENDAR_API_BASE and
// GOVUK_API_BASE point it elsewhere (a fake, for trying it); --out writes elsewhere.
import { writeFileSync } from "node:fs";
import type { GovcalEntry } from "#shared/api/govcal.ts";
import { GOVCAL_HOUSES } from "#shared/api/govcal-names.ts";
import type { GovcalSnapshot } from "#shared/api/govcal-snapshot.ts";
import { govukConsultations } from "../functions/lib/tools/govcal/govuk-consultations.ts";
import { parliamentBusiness, parliamentRecesses } from "../functions/lib/tools/govcal/parliament-calendar.ts";

const SNAPSHOT = new URL("../web/shared/api/govcal-snapshot.json", import.meta.url);
const outArg = process.argv.indexOf("--out");
const out = outArg > 0 ? (process.argv[outArg + 1] ?? "") : SNAPSHOT;
const base = process.env["PARLIAMENT_CALENDAR_API_BASE"] ?? "https://whatson-api.parliament.uk";
const govukBase = process.env["GOVUK_API_BASE"] ?? "https://www.gov.uk";

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
const [year, month] = today.split("-").map(Number) as [number, number];
const months = [0, 1, 2].map((ahead) => {
  const date = new Date(Date.UTC(year, month - 1 + ahead, 1));
  return date.toISOString().slice(0, 7);
});

const entries: GovcalEntry[] = [];
let skipped = 0;
for (const m of months) {
  const read = await parliamentBusiness(base, m, {});
  entries.push(...read.records);
  skipped += read.skipped;
}
for (const y of [year, year + 1])
  for (const house of GOVCAL_HOUSES) {
    const read = await parliamentRecesses(base, house, y, {});
    entries.push(...read.records);
    skipped += read.skipped;
  }

const govuk = await govukConsultations(govukBase, {});
skipped += govuk.skipped;

const byId = new Map(entries.map((entry) => [entry.id, entry]));
const snapshot: GovcalSnapshot = { asOf: today, parliament: [...byId.values()], govuk: govuk.records };
writeFileSync(out, `${JSON.stringify(snapshot, null, 2)}\n`);
console.log(
  `snapshot:govcal: ${byId.size} Parliament entries and ${govuk.records.length} GOV.UK consultations as of ${today} (${skipped} records of the wrong shape or without a closing date left out)`,
);
