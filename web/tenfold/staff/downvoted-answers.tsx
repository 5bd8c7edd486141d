// Answers visitors voted down, grouped by question, most often first: the reasons they gave, the
// answer TENFOLD gave, and the page it came nearest, so staff can correct or extend that page.
import { useId } from "react";
import type { TenfoldReport } from "#shared/api/admin.ts";
import { LimitNote, NearestPage } from "./nearest-page.tsx";
import { count } from "./report-figures.ts";

export function DownvotedAnswers({ report }: { report: TenfoldReport }) {
  const heading = useId();
  const groups = report.downvoted;
  return (
    <section aria-labelledby={heading} className="grid gap-3">
      <h2 id={heading} className="text-xl font-semibold">
        Answers voted down
      </h2>
      <p className="max-w-3xl text-slate-700">
        Answers visitors marked "Not helpful", with the reasons they gave: the page behind each answer may need
        correcting or saying more.
      </p>
      {groups.length === 0 ? (
        <p className="rounded-md border border-slate-300 bg-white p-3">No answer was voted down in this period.</p>
      ) : (
        <ul className="grid gap-3">
          {groups.map((group) => (
            <li key={group.question} className="grid gap-2 rounded-md border border-slate-300 bg-white p-4">
              <h3 className="font-semibold">{group.question}</h3>
              <p className="text-sm text-slate-700">
                Voted down {group.count === 1 ? "once" : `${count(group.count)} times`}. Closest page:{" "}
                <NearestPage passage={group.passage} />
              </p>
              <p>
                <span className="font-medium">Reasons given: </span>
                {group.reason || "none given"}
              </p>
              <details className="text-sm">
                <summary className="cursor-pointer font-medium">The answer TENFOLD gave</summary>
                <p className="mt-2 whitespace-pre-line rounded bg-slate-50 p-3">{group.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
      <LimitNote shown={groups.length} limit={report.groupLimit} />
    </section>
  );
}
