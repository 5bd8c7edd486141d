// Questions per day as an SVG bar chart, answered and declined stacked, with a legend. For a
// screen reader it is one image whose label gives the totals and the busiest day, and says that
// the same figures are in the table beside it (daily-table.tsx).
import type { TenfoldReport } from "#shared/api/admin.ts";
import { chartOf } from "./chart-geometry.ts";
import { longDay, shortDay } from "./report-days.ts";
import { count, totalsOf } from "./report-figures.ts";

/** Both at least 3:1 against the white behind them (WCAG 1.4.11), and unlike each other. */
export const ANSWERED_COLOUR = "#1e40af";
export const DECLINED_COLOUR = "#c2410c";

const BOX = { width: 740, height: 260, left: 44, bottom: 36, top: 16 };

export function chartSummary(report: TenfoldReport): string {
  const totals = totalsOf(report);
  const busiest = report.daily.reduce<TenfoldReport["daily"][number] | undefined>(
    (best, day) => (day.asked > (best?.asked ?? 0) ? day : best),
    undefined,
  );
  const period = `${longDay(report.from)} to ${longDay(report.to)}`;
  const busy = busiest ? ` The busiest day was ${longDay(busiest.day)}, with ${count(busiest.asked)}.` : "";
  return `Questions per day, ${period}: ${count(totals.asked)} asked, ${count(totals.answered)} answered, ${count(totals.declined)} declined.${busy} The same figures are in the table beside this chart.`;
}

function Legend() {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-4 text-sm">
      {[
        ["Answered", ANSWERED_COLOUR],
        ["Declined", DECLINED_COLOUR],
      ].map(([label, colour]) => (
        <li key={label} className="inline-flex items-center gap-2">
          <span className="inline-block h-3 w-5 rounded-sm" style={{ background: colour }} />
          {label}
        </li>
      ))}
    </ul>
  );
}

export function QuestionsChart({ report }: { report: TenfoldReport }) {
  const chart = chartOf(report.daily, BOX);
  return (
    <figure className="grid gap-3 rounded-md border border-slate-300 bg-white p-4">
      <figcaption className="font-semibold">Questions per day, answered and declined</figcaption>
      <svg
        role="img"
        aria-label={chartSummary(report)}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="h-auto w-full text-slate-700"
      >
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={BOX.left} x2={BOX.width} y1={tick.y} y2={tick.y} stroke="#cbd5e1" strokeWidth={1} />
            <text
              x={BOX.left - 6}
              y={tick.y}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={12}
              fill="currentColor"
            >
              {count(tick.value)}
            </text>
          </g>
        ))}
        {chart.bars.map((bar, index) => {
          const day = report.daily[index];
          return (
            <g key={bar.day}>
              <title>{`${shortDay(bar.day)}: ${day?.answered ?? 0} answered, ${day?.declined ?? 0} declined`}</title>
              <rect
                x={bar.x}
                y={bar.answered.y}
                width={bar.width}
                height={bar.answered.height}
                fill={ANSWERED_COLOUR}
              />
              <rect
                x={bar.x}
                y={bar.declined.y}
                width={bar.width}
                height={bar.declined.height}
                fill={DECLINED_COLOUR}
              />
              {bar.labelled && (
                <text
                  x={bar.x + bar.width / 2}
                  y={chart.baseline + 20}
                  textAnchor="middle"
                  fontSize={12}
                  fill="currentColor"
                >
                  {shortDay(bar.day)}
                </text>
              )}
            </g>
          );
        })}
        <line x1={BOX.left} x2={BOX.width} y1={chart.baseline} y2={chart.baseline} stroke="#334155" strokeWidth={1} />
      </svg>
      <Legend />
    </figure>
  );
}
