// How often the triage of arriving enquiries was right, over the last 30 and 90 days: for the
// service and the urgency apart, each as a share with the counts behind it. Only reviewed
// enquiries count (confirmed as right, or corrected: a corrected field is wrong for that field).
import { triageAccuracyContract, type AccuracyPeriod } from "#shared/api/contact-triage.ts";
import { LoadFailed } from "../../staff/components/load-state.tsx";
import { LIST_CELL } from "../../staff/components/list-table.tsx";
import { useStaffData } from "../../staff/lib/use-staff-data.ts";

const share = (right: number, of: number) => `${Math.round((right / of) * 100)}%`;

function Rate({ right, of }: { right: number; of: number }) {
  return (
    <>
      <span className="font-semibold">{share(right, of)}</span> ({right} of {of})
    </>
  );
}

function PeriodRow({ period }: { period: AccuracyPeriod }) {
  return (
    <tr>
      <th scope="row" className={`${LIST_CELL} font-normal`}>
        Last {period.days} days
      </th>
      {period.reviewed === 0 ? (
        <td colSpan={3} className={LIST_CELL}>
          None reviewed yet: no enquiry from these days has had its triage confirmed or corrected, so there is nothing
          to score.
        </td>
      ) : (
        <>
          <td className={LIST_CELL}>{period.reviewed}</td>
          <td className={LIST_CELL}>
            <Rate right={period.serviceRight} of={period.reviewed} />
          </td>
          <td className={LIST_CELL}>
            <Rate right={period.urgencyRight} of={period.reviewed} />
          </td>
        </>
      )}
    </tr>
  );
}

export function TriageAccuracyPanel() {
  const { data, error, reload } = useStaffData(triageAccuracyContract, {});
  return (
    <section aria-labelledby="accuracy-heading" className="mb-6 grid gap-2">
      <h2 id="accuracy-heading" className="text-xl font-semibold">
        How often triage was right
      </h2>
      <p className="max-w-3xl text-slate-700">
        Of the enquiries that arrived in each period and whose triage someone reviewed: right means confirmed unchanged,
        and a corrected service or urgency counts as wrong for that one. Enquiries nobody has reviewed are not counted.
      </p>
      {error !== undefined ? (
        <LoadFailed error={error} retry={reload} />
      ) : !data ? (
        <p role="status" className="text-slate-700">
          Loading the figures…
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-slate-300 bg-white">
          <table className="w-full min-w-[36rem] border-collapse text-left">
            <caption className="sr-only">How often triage was right, by period</caption>
            <thead className="bg-slate-100">
              <tr>
                {["Period", "Reviewed", "Service right", "Urgency right"].map((heading) => (
                  <th key={heading} scope="col" className={`${LIST_CELL} font-semibold`}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.periods.map((period) => (
                <PeriodRow key={period.days} period={period} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
