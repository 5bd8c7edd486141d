// The runs kept, newest first: when, who, which answerer, what passed and failed and how many
// regressions; a finished run opens its results, an unfinished one can be continued.
import { Link } from "react-router-dom";
import type { BotRun } from "#shared/api/bot-tester.ts";
import { buttonClass } from "../../../staff/components/form-styles.ts";
import { LIST_CELL, ListTable } from "../../../staff/components/list-table.tsx";
import { dateTime } from "../../../staff/lib/staff-format.ts";
import { progressText } from "./run-loop.ts";

export const ANSWERER_WORDS = { "built-in": "Built-in answerer", model: "Model" } as const;

export function RunHistory({
  runs,
  running,
  resume,
}: {
  runs: readonly BotRun[];
  running: boolean;
  resume: (run: BotRun) => void;
}) {
  if (runs.length === 0) return <p className="text-slate-700">No run yet.</p>;
  const newest = [...runs].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  return (
    <ListTable
      caption="Runs, newest first"
      headings={["Started", "By", "Answerer", "Passed", "Failed", "Regressions", "Results"]}
      minWidth="56rem"
    >
      {newest.map((run) => (
        <tr key={run.id}>
          <td className={LIST_CELL}>{dateTime(run.startedAt)}</td>
          <td className={LIST_CELL}>{run.startedBy}</td>
          <td className={LIST_CELL}>{ANSWERER_WORDS[run.answerer]}</td>
          <td className={LIST_CELL}>{run.passed}</td>
          <td className={LIST_CELL}>{run.failed}</td>
          <td className={LIST_CELL}>{run.regressions}</td>
          {/* Positioned, so the hidden words of its controls stay inside the scrolling table. */}
          <td className={`${LIST_CELL} relative`}>
            {run.finishedAt === null ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-slate-700">Unfinished: {progressText(run)}.</span>
                <button
                  type="button"
                  className={buttonClass}
                  aria-disabled={running}
                  onClick={() => {
                    if (!running) resume(run);
                  }}
                >
                  Continue<span className="sr-only"> the run started {dateTime(run.startedAt)}</span>
                </button>
              </span>
            ) : (
              <Link to={`/bot-tester/runs/${run.id}`} className="underline">
                Results<span className="sr-only"> of the run started {dateTime(run.startedAt)}</span>
              </Link>
            )}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
