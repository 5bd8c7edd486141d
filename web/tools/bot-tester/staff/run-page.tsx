// One run's results: the cases that passed last time and fail now first, marked so; then the other
// failures with their problems, each with TENFOLD's reply and the pages it cited; the passes last,
// folded away.
import { useParams, Link } from "react-router-dom";
import { botRunContract, type BotResult } from "#shared/api/bot-tester.ts";
import { LoadFailed, Loading } from "../../../staff/components/load-state.tsx";
import { PageHeading } from "../../../staff/components/page-heading.tsx";
import { dateTime } from "../../../staff/lib/staff-format.ts";
import { useStaffData } from "../../../staff/lib/use-staff-data.ts";
import { ANSWERER_WORDS } from "./run-history.tsx";
import { RunProgress } from "./run-progress.tsx";

function Reply({ result }: { result: BotResult }) {
  return (
    <>
      {result.reply !== null ? (
        <blockquote className="mt-2 whitespace-pre-wrap border-l-4 border-slate-300 pl-3 text-slate-800">
          {result.reply}
        </blockquote>
      ) : (
        <p className="mt-2 text-slate-700">Not asked yet.</p>
      )}
      {result.sources.length > 0 ? (
        <ul className="mt-2 text-sm" aria-label="Sources the reply cited">
          {result.sources.map((s) => (
            <li key={s.url}>
              <a href={s.url} className="underline">
                {s.title}
              </a>{" "}
              <span className="break-all text-slate-700">({s.url})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {result.answeredBy ? (
        <p className="mt-1 text-sm text-slate-700">
          Answered by the {ANSWERER_WORDS[result.answeredBy].toLowerCase()}.
        </p>
      ) : null}
    </>
  );
}

function FailedResult({ result }: { result: BotResult }) {
  return (
    <li className="rounded-md border border-red-700 p-4">
      <p className="flex flex-wrap items-center gap-2">
        {result.regression ? (
          <span className="rounded bg-amber-200 px-2 py-0.5 text-sm font-semibold text-ink">Passed last time</span>
        ) : null}
        <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">Fail</span>
        <span className="font-semibold">{result.question}</span>
      </p>
      <ul className="mt-2 list-disc pl-5 text-red-900" aria-label="What was wrong">
        {result.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <Reply result={result} />
    </li>
  );
}

function PassedResult({ result }: { result: BotResult }) {
  return (
    <li className="border-b border-slate-200 py-2">
      <details>
        <summary className="cursor-pointer">
          <span className="font-semibold text-green-900">Pass:</span> {result.question}
        </summary>
        <Reply result={result} />
      </details>
    </li>
  );
}

export function RunPage() {
  const { id = "" } = useParams();
  const { data, error, loading, reload } = useStaffData(botRunContract, { id });
  // The server sends regressions first, then other failures, then passes; kept in its order.
  const failed = data?.results.filter((r) => r.state === "fail") ?? [];
  const passed = data?.results.filter((r) => r.state === "pass") ?? [];
  return (
    <>
      <PageHeading title="Run results">
        {data
          ? `${ANSWERER_WORDS[data.run.answerer]}, started ${dateTime(data.run.startedAt)} by ${data.run.startedBy}.`
          : null}
      </PageHeading>
      <p className="mb-4">
        <Link to="/bot-tester" className="underline">
          Back to Bot Tester
        </Link>
      </p>
      {loading && !data ? <Loading what="the run" /> : null}
      {error ? <LoadFailed error={error} retry={reload} /> : null}
      {data ? (
        <div className="grid max-w-4xl gap-6">
          <RunProgress run={data.run} />
          <section aria-labelledby="bot-failed" className="grid gap-3">
            <h2 id="bot-failed" className="text-xl font-semibold">
              Failed ({failed.length})
            </h2>
            {failed.length > 0 ? (
              <ol className="grid gap-3">
                {failed.map((r) => (
                  <FailedResult key={r.position} result={r} />
                ))}
              </ol>
            ) : (
              <p>No case failed.</p>
            )}
          </section>
          <section aria-labelledby="bot-passed" className="grid gap-2">
            <h2 id="bot-passed" className="text-xl font-semibold">
              Passed ({passed.length})
            </h2>
            <ul>
              {passed.map((r) => (
                <PassedResult key={r.position} result={r} />
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </>
  );
}
