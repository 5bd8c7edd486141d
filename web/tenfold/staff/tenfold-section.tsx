// The TENFOLD page: for the period chosen (in the address), questions per day as a chart with the
// same figures in a table beside it, what TENFOLD could not answer and what was voted down (what
// to write next), voice use against its budget, and the report as CSV.
import { useSearchParams } from "react-router-dom";
import { apiUrl } from "#shared/api/contract.ts";
import { tenfoldReportContract } from "#shared/api/admin.ts";
import { Loading, LoadFailed } from "../../staff/components/load-state.tsx";
import { PageHeading } from "../../staff/components/page-heading.tsx";
import { useStaffData } from "../../staff/lib/use-staff-data.ts";
import { DailyTable } from "./daily-table.tsx";
import { DeclinedGroups } from "./declined-groups.tsx";
import { DownvotedAnswers } from "./downvoted-answers.tsx";
import { PeriodChoice } from "./period-choice.tsx";
import { QuestionsChart } from "./questions-chart.tsx";
import { longDay, periodOf } from "./report-days.ts";
import { ReportTotals } from "./report-totals.tsx";
import { VoiceUse } from "./voice-use.tsx";

export default function TenfoldSection() {
  const [params] = useSearchParams();
  const days = periodOf(params);
  const { data, error, loading, reload } = useStaffData(tenfoldReportContract, {}, { days: String(days) });
  const current = data?.days === days ? data : undefined;
  return (
    <>
      <PageHeading title="TENFOLD">
        What visitors asked TENFOLD, what it could not answer and what they voted down, so you know what to write next;
        and voice use against its budget. Days are UTC days.
      </PageHeading>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <PeriodChoice period={days} />
        <a
          href={`${apiUrl(tenfoldReportContract, {})}?days=${days}&format=csv`}
          download
          className="rounded-md border border-ink bg-white px-4 py-2 font-semibold hover:bg-ink hover:text-white"
        >
          Download CSV (last {days} days)
        </a>
      </div>
      <p role="status" className="mb-4 text-slate-700">
        {current
          ? `Showing ${longDay(current.from)} to ${longDay(current.to)}.`
          : loading && data
            ? `Loading the last ${days} days…`
            : ""}
      </p>
      {error !== undefined ? (
        <LoadFailed error={error} retry={reload} />
      ) : !data ? (
        <Loading what="TENFOLD's report" />
      ) : (
        <div className="grid gap-10">
          <ReportTotals report={data} />
          <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
            <QuestionsChart report={data} />
            <DailyTable report={data} />
          </div>
          <DeclinedGroups report={data} />
          <DownvotedAnswers report={data} />
          <VoiceUse report={data} />
        </div>
      )}
    </>
  );
}
