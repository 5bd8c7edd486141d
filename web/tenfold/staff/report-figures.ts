// The report's figures as the page shows them: numbers written as staff read them, and the
// period's totals, which the totals, the chart's summary and the table's foot all give.
import type { TenfoldReport } from "#shared/api/admin.ts";

/** 1,234. */
export const count = (value: number) => value.toLocaleString("en-GB");

export function totalsOf(report: TenfoldReport) {
  const sum = (pick: (day: TenfoldReport["daily"][number]) => number) =>
    report.daily.reduce((total, day) => total + pick(day), 0);
  return {
    asked: sum((day) => day.asked),
    answered: sum((day) => day.answered),
    declined: sum((day) => day.declined),
    up: report.votes.up,
    down: report.votes.down,
  };
}
