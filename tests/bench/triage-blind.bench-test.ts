// Triage Bot's built-in reader on enquiries written by someone who had read only the rendered site
// (tests/fixtures/triage-blind-enquiries.json: the writer saw dist/**/*.html and no code, and gave
// each the service a receptionist would route it to and its urgency). Scored once, on 2 December
// 2026, before any rule was tuned to them; the figure and the misses go in the note. A
// bench, not a test: the reader is never tuned to pass it (npm run bench:tenfold runs it).
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { builtInTriage } from "../../functions/lib/tools/triage/triage-builtin.ts";

interface BlindEnquiry {
  readonly id: number;
  readonly text: string;
  readonly service: string | null;
  readonly urgency: "urgent" | "soon" | "routine";
}

const enquiries = JSON.parse(readFileSync("tests/fixtures/triage-blind-enquiries.json", "utf8")) as BlindEnquiry[];
/** What the writer was told: sent on Wednesday 2 December 2026 at 10:00 UK time (GMT). */
const SENT = new Date("2026-12-02T10:00:00Z");

test("Triage Bot on enquiries written blind from the rendered site", () => {
  const read = enquiries.map((enquiry) => ({ enquiry, triage: builtInTriage(enquiry.text, SENT) }));
  const service = read.filter(({ enquiry, triage }) => (triage.service?.slug ?? null) === enquiry.service).length;
  const urgency = read.filter(({ enquiry, triage }) => triage.urgency === enquiry.urgency).length;
  const both = read.filter(
    ({ enquiry, triage }) => (triage.service?.slug ?? null) === enquiry.service && triage.urgency === enquiry.urgency,
  ).length;
  const urgentFound = read.filter(({ enquiry, triage }) => enquiry.urgency === "urgent" && triage.urgency === "urgent");
  const urgentAll = read.filter(({ enquiry }) => enquiry.urgency === "urgent").length;
  const pct = (n: number) => `${n}/${read.length} (${Math.round((100 * n) / read.length)}%)`;
  console.log(
    [
      `Triage Bot, built-in reader, ${read.length} blind enquiries: service ${pct(service)}, urgency ${pct(urgency)}, both ${pct(both)}; urgent ones caught ${urgentFound.length}/${urgentAll}`,
      ...read
        .filter(
          ({ enquiry, triage }) =>
            (triage.service?.slug ?? null) !== enquiry.service || triage.urgency !== enquiry.urgency,
        )
        .map(
          ({ enquiry, triage }) =>
            `  #${enquiry.id}: read ${triage.service?.slug ?? "none"}/${triage.urgency}, expected ${enquiry.service ?? "none"}/${enquiry.urgency}`,
        ),
    ].join("\n"),
  );
  expect(read).toHaveLength(30);
});
