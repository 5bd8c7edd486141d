// Starting a run of every case, with the built-in answerer or (when the site has a model key) the
// model, and the run in progress: its bar, and where to read its results once it has finished.
import { Link } from "react-router-dom";
import type { BotAnswerer, BotRun } from "#shared/api/bot-tester.ts";
import { staffHealthContract } from "#shared/api/staff.ts";
import { buttonClass, primaryButtonClass } from "../../../staff/components/form-styles.ts";
import { useStaffData } from "../../../staff/lib/use-staff-data.ts";
import { RunProgress } from "./run-progress.tsx";
import type { RunState } from "./use-bot-run.ts";

/** The health page's check of the model key (functions/lib/staff/staff-health.ts). */
const MODEL_CHECK = "TENFOLD's model";

/** Whether to offer the model: when the health page says the key is set, or cannot say (the server then decides). */
function useModelOffered(): boolean {
  const { data, error } = useStaffData(staffHealthContract, {});
  if (error) return true;
  return data?.settings.some((s) => s.label === MODEL_CHECK && s.status === "ok") ?? false;
}

function RunStatus({ state }: { state: RunState }) {
  const run: BotRun | undefined = state.phase === "idle" ? undefined : state.run;
  return (
    <>
      <p role="status" className="text-slate-700">
        {state.phase === "running" ? (run ? "Running…" : "Starting the run…") : ""}
        {state.phase === "finished" ? `Finished: ${state.run.passed} passed, ${state.run.failed} failed.` : ""}
      </p>
      {run ? <RunProgress run={run} /> : null}
      {state.phase === "stopped" ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
          {state.problem}
        </p>
      ) : null}
      {state.phase === "finished" ? (
        <p>
          <Link to={`/bot-tester/runs/${state.run.id}`} className="underline">
            See the results of this run
          </Link>
        </p>
      ) : null}
    </>
  );
}

export function RunPanel({
  state,
  start,
  hasCases,
}: {
  state: RunState;
  start: (answerer: BotAnswerer) => void;
  hasCases: boolean;
}) {
  const modelOffered = useModelOffered();
  const running = state.phase === "running";
  return (
    <section aria-labelledby="bot-run" className="grid min-w-0 max-w-3xl gap-3">
      <h2 id="bot-run" className="text-xl font-semibold">
        Run the cases
      </h2>
      <p className="text-slate-700">
        A run asks TENFOLD every case, as a visitor&apos;s question is asked, and judges each reply. It goes a few cases
        at a time; you can leave this page and continue an unfinished run from the history.
      </p>
      {hasCases ? (
        <p className="flex flex-wrap gap-2">
          <button
            type="button"
            className={primaryButtonClass}
            aria-disabled={running}
            onClick={() => {
              if (!running) start("built-in");
            }}
          >
            Run with the built-in answerer
          </button>
          {modelOffered ? (
            <button
              type="button"
              className={buttonClass}
              aria-disabled={running}
              onClick={() => {
                if (!running) start("model");
              }}
            >
              Run with the model
            </button>
          ) : null}
        </p>
      ) : (
        <p className="text-slate-700">Add or import a case to run.</p>
      )}
      <RunStatus state={state} />
    </section>
  );
}
