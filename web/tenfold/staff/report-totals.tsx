// The period's totals above the chart: questions asked, answered and declined, votes up and down.
import type { TenfoldReport } from "#shared/api/admin.ts";
import { count, totalsOf } from "./report-figures.ts";

export function ReportTotals({ report }: { report: TenfoldReport }) {
  const totals = totalsOf(report);
  const figures = [
    ["Questions asked", totals.asked],
    ["Answered", totals.answered],
    ["Declined", totals.declined],
    ["Votes up", totals.up],
    ["Votes down", totals.down],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md border border-slate-300 bg-white p-3">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-2xl font-semibold">{count(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
