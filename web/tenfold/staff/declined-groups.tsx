// What visitors asked that TENFOLD could not answer, grouped with the same question in other
// words, most asked first, each with the closest the site comes: the content staff write next.
import { useId } from "react";
import type { TenfoldReport } from "#shared/api/admin.ts";
import { LimitNote, NearestPage } from "./nearest-page.tsx";
import { count } from "./report-figures.ts";

export function DeclinedGroups({ report }: { report: TenfoldReport }) {
  const heading = useId();
  const groups = report.declined;
  return (
    <section aria-labelledby={heading} className="grid gap-3">
      <h2 id={heading} className="text-xl font-semibold">
        What visitors asked that TENFOLD could not answer
      </h2>
      <p className="max-w-3xl text-slate-700">
        TENFOLD declines rather than guess when the site does not say. Each row is one question, with the others asked
        in other words counted with it. Write the answer into the page named (the closest the site comes, which was not
        enough), or a new page where there is none, and TENFOLD will answer it.
      </p>
      {groups.length === 0 ? (
        <p className="rounded-md border border-slate-300 bg-white p-3">
          TENFOLD answered every question asked in this period.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-slate-300 bg-white">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Questions TENFOLD declined, most asked first</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  Question (as most often asked)
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Times asked
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Closest page on the site
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <tr key={group.question} className="border-t border-slate-200 align-top">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {group.question}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{count(group.count)}</td>
                  <td className="px-3 py-2">
                    <NearestPage passage={group.passage} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LimitNote shown={groups.length} limit={report.groupLimit} />
    </section>
  );
}
