// A run's progress as an accessible progress bar, with the counts in words beside it.
import type { BotRun } from "#shared/api/bot-tester.ts";
import { progressText } from "./run-loop.ts";

export function RunProgress({ run }: { run: BotRun }) {
  const share = run.total === 0 ? 100 : Math.round((run.done / run.total) * 100);
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label="Run progress"
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={run.done}
        aria-valuetext={progressText(run)}
        className="h-3 w-full max-w-xl overflow-hidden rounded-full border border-slate-500 bg-white"
      >
        <div className="h-full bg-ink" style={{ width: `${share}%` }} />
      </div>
      <p className="text-sm text-slate-700">
        {progressText(run)}: {run.passed} passed, {run.failed} failed
        {run.regressions > 0 ? `, ${run.regressions} passed last time and fail now` : ""}.
      </p>
    </div>
  );
}
