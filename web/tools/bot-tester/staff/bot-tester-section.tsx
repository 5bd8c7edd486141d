// The console's Bot Tester section: TENFOLD's test cases (added, edited, imported, exported), runs
// of them all with their progress, the history of runs, and each run's results.
import { useCallback } from "react";
import { Link, Route, Routes } from "react-router-dom";
import { listBotCasesContract, listBotRunsContract } from "#shared/api/bot-tester.ts";
import { linkButtonClass } from "../../../staff/components/form-styles.ts";
import { LoadFailed, Loading } from "../../../staff/components/load-state.tsx";
import { PageHeading } from "../../../staff/components/page-heading.tsx";
import { useStaffData } from "../../../staff/lib/use-staff-data.ts";
import { EditCasePage, NewCasePage } from "./case-pages.tsx";
import { CaseTable } from "./case-table.tsx";
import { ImportExport } from "./import-export.tsx";
import { RunHistory } from "./run-history.tsx";
import { RunPage } from "./run-page.tsx";
import { RunPanel } from "./run-panel.tsx";
import { useBotRun } from "./use-bot-run.ts";

function OverviewPage() {
  const cases = useStaffData(listBotCasesContract, {});
  const runs = useStaffData(listBotRunsContract, {});
  const reloadRuns = runs.reload;
  const onRunChange = useCallback(() => reloadRuns(), [reloadRuns]);
  const { state, start, resume } = useBotRun(onRunChange);
  const kept = cases.data?.cases ?? [];
  return (
    <>
      <PageHeading title="Bot Tester">
        Test cases for TENFOLD: a question, any earlier turns, and what a right answer must hold or that it must
        decline. Runs ask every case and keep each reply with its verdict.
      </PageHeading>
      <div className="grid gap-10">
        <RunPanel state={state} start={start} hasCases={kept.length > 0} />
        <section aria-labelledby="bot-cases" className="grid min-w-0 gap-3">
          <h2 id="bot-cases" className="text-xl font-semibold">
            Test cases
          </h2>
          <p>
            <Link to="/bot-tester/cases/new" className={linkButtonClass}>
              Add a case
            </Link>
          </p>
          {cases.loading && !cases.data ? <Loading what="the cases" /> : null}
          {cases.error ? <LoadFailed error={cases.error} retry={cases.reload} /> : null}
          {cases.data ? (
            kept.length > 0 ? (
              <CaseTable cases={kept} onChanged={cases.reload} />
            ) : (
              <p className="text-slate-700">No case yet: add one, or import a file.</p>
            )
          ) : null}
        </section>
        <ImportExport cases={kept} onImported={cases.reload} />
        <section aria-labelledby="bot-history" className="grid min-w-0 gap-3">
          <h2 id="bot-history" className="text-xl font-semibold">
            History
          </h2>
          {runs.loading && !runs.data ? <Loading what="the runs" /> : null}
          {runs.error ? <LoadFailed error={runs.error} retry={runs.reload} /> : null}
          {runs.data ? <RunHistory runs={runs.data.runs} running={state.phase === "running"} resume={resume} /> : null}
        </section>
      </div>
    </>
  );
}

export default function BotTesterSection() {
  return (
    <Routes>
      <Route index element={<OverviewPage />} />
      <Route path="cases/new" element={<NewCasePage />} />
      <Route path="cases/:id" element={<EditCasePage />} />
      <Route path="runs/:id" element={<RunPage />} />
      <Route path="*" element={<PageHeading title="Not found">No such page in Bot Tester.</PageHeading>} />
    </Routes>
  );
}
