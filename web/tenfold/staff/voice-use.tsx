// Voice calls and minutes per day against the site's daily budget. Minutes are reserved at each
// call's longest when it starts, and the counters are kept only so long, which the page says.
import { useId } from "react";
import type { TenfoldReport } from "#shared/api/admin.ts";
import { longDay } from "./report-days.ts";
import { count } from "./report-figures.ts";
import { ScrollRegion } from "../../staff/components/scroll-region.tsx";

/** A figure with its share of the day's budget, the share drawn as a bar beside it. */
function AgainstBudget({ used, budget, unit }: { used: number; budget: number; unit: string }) {
  const share = budget > 0 ? Math.round((used / budget) * 100) : 0;
  return (
    <td className="px-3 py-1.5">
      <span className="flex items-center justify-end gap-3">
        <span className="tabular-nums">
          {count(used)} {unit} <span className="text-slate-700">({share}%)</span>
        </span>
        <span aria-hidden="true" className="block h-2 w-24 overflow-hidden rounded-sm bg-slate-200">
          <span
            className={`block h-full ${share >= 100 ? "bg-red-700" : "bg-blue-800"}`}
            style={{ width: `${Math.min(100, share)}%` }}
          />
        </span>
      </span>
    </td>
  );
}

export function VoiceUse({ report }: { report: TenfoldReport }) {
  const heading = useId();
  const caption = useId();
  const { budget, keptDays } = report.voice;
  // Days older than the counters are kept read zero without meaning it: they are not shown.
  const days = report.voice.daily.slice(-keptDays);
  const first = days[0]?.day;
  return (
    <section aria-labelledby={heading} className="grid gap-3">
      <h2 id={heading} className="text-xl font-semibold">
        Voice calls
      </h2>
      <p className="max-w-3xl text-slate-700">
        The site's daily budget is {count(budget.calls)} calls and {count(budget.minutes)} minutes. Each call's minutes
        are counted at its longest (when the browser hangs up) as it starts, so the minutes here are the most that could
        have been used, not the time actually spoken.
      </p>
      {report.days > keptDays && first && (
        <p className="max-w-3xl rounded-md border border-amber-500 bg-amber-50 p-3">
          Voice figures are kept for {keptDays} days, so this table starts on {longDay(first)} rather than at the start
          of the period.
        </p>
      )}
      <ScrollRegion labelledBy={caption}>
        <table className="w-full border-collapse text-sm">
          <caption id={caption} className="p-3 text-left font-semibold">
            Voice calls and minutes per day against the daily budget, oldest first
          </caption>
          <thead className="sticky top-0 bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                Date (UTC)
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Calls (share of {count(budget.calls)})
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Minutes (share of {count(budget.minutes)})
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t border-slate-200">
                <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-normal">
                  {longDay(day.day)}
                </th>
                <AgainstBudget used={day.calls} budget={budget.calls} unit={day.calls === 1 ? "call" : "calls"} />
                <AgainstBudget used={day.minutes} budget={budget.minutes} unit="min" />
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
