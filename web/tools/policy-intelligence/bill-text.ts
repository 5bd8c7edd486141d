// What the page says in words: a stage and its day, and where its data came from and how old it
// is (live from the Bills API, a stored copy, or the dated snapshot), and why the source could not
// be read when it could not.
import { britishDate } from "#shared/british-date.ts";
import type { BillList, SourceProblemReason, StagePoint } from "#shared/api/policy-intelligence.ts";

export function stageText(point: StagePoint): string {
  const house = point.house === "Unassigned" ? "" : `, ${point.house}`;
  return `${point.name}${house}${point.date ? `, ${britishDate(point.date)}` : ""}`;
}

type Freshness = Pick<BillList, "asOf" | "from" | "problem" | "skipped">;

const REASONS: Record<SourceProblemReason, string> = {
  unreachable: "could not be reached",
  timeout: "did not answer in time",
  "rate-limited": "asked us to slow down",
  "http-error": "answered with an error",
  "too-large": "sent more than we read",
  "bad-shape": "answered in a shape we do not recognise",
};

export function freshnessLine(f: Freshness): string {
  const when = britishDate(f.asOf);
  const skipped =
    f.skipped > 0
      ? ` ${f.skipped} record${f.skipped === 1 ? "" : "s"} the source sent did not fit and ${f.skipped === 1 ? "is" : "are"} left out.`
      : "";
  if (f.from === "live") return `Live from UK Parliament's Bills API, as of ${when}.${skipped}`;
  if (f.from === "cache") return `From UK Parliament's Bills API, as of ${when} (a stored copy).${skipped}`;
  return `From our snapshot of Parliament's published records, as of ${when}.`;
}

/** The trouble line, when the source failed: what happened and what is shown instead. */
export function troubleLine(f: Freshness): string | null {
  if (!f.problem) return null;
  return `UK Parliament's Bills API ${REASONS[f.problem.reason]} just now, so these are the last good records we hold, as of ${britishDate(f.asOf)}. Check a bill's page on bills.parliament.uk before relying on a date.`;
}
