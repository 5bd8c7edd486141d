// The chart's figures as a table beside it: each day's questions asked, answered and declined and
// its votes, oldest first as in the chart, with the period's totals at the foot.
import { useId } from "react";
import type { TenfoldReport } from "#shared/api/admin.ts";
import { longDay } from "./report-days.ts";
import { count, totalsOf } from "./report-figures.ts";
import { ScrollRegion } from "../../staff/components/scroll-region.tsx";

const COLUMNS = ["Asked", "Answered", "Declined", "Votes up", "Votes down"] as const;
const cell = "px-3 py-1.5 text-right tabular-nums";

export function DailyTable({ report }: { report: TenfoldReport }) {
  const caption = useId();
  const totals = totalsOf(report);
  return (
    // A long period scrolls within its box, which the keyboard can reach and scroll too.
    <ScrollRegion labelledBy={caption}>
      <table className="w-full border-collapse text-sm">
        <caption id={caption} className="p-3 text-left font-semibold">
          Questions and votes per day, oldest first
        </caption>
        <thead className="sticky top-0 bg-slate-100">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Date (UTC)
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-right">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.daily.map((day) => (
            <tr key={day.day} className="border-t border-slate-200">
              <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-normal">
                {longDay(day.day)}
              </th>
              {[day.asked, day.answered, day.declined, day.up, day.down].map((value, index) => (
                <td key={COLUMNS[index]} className={cell}>
                  {count(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-400 font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            {[totals.asked, totals.answered, totals.declined, totals.up, totals.down].map((value, index) => (
              <td key={COLUMNS[index]} className={cell}>
                {count(value)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
