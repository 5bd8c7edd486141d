// One example case in the demo: its question and what a right answer must hold, then, as TENFOLD
// answers, its reply and whether it passed, with each reason it did not.
import type { DemoCase } from "./demo-cases.ts";
import { expectationWords } from "./demo-cases.ts";
import type { DemoVerdict } from "./demo-ask.ts";

export type CaseProgress =
  | { readonly phase: "waiting" }
  | { readonly phase: "asking"; readonly soFar: string }
  | { readonly phase: "done"; readonly verdict: DemoVerdict };

function Verdict({ verdict }: { verdict: DemoVerdict }) {
  if (verdict.kind === "unasked") return <p className="mt-2 font-semibold text-red-700">{verdict.why}</p>;
  const passed = verdict.problems.length === 0;
  return (
    <>
      <p className="mt-2">
        <span
          className={`rounded px-2 py-0.5 text-sm font-semibold ${passed ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}
        >
          {passed ? "Pass" : "Fail"}
        </span>
      </p>
      {passed ? null : (
        <ul className="mt-2 list-disc pl-5 text-sm text-red-900" aria-label="Why it failed">
          {verdict.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 whitespace-pre-wrap text-sm text-slate-700">{verdict.reply}</p>
      {verdict.sources.length > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          Sources:{" "}
          {verdict.sources.map((s, i) => (
            <span key={s.url}>
              {i > 0 ? ", " : ""}
              <a href={s.url} className="underline">
                {s.title}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}

export function DemoResult({ demoCase, progress }: { demoCase: DemoCase; progress: CaseProgress }) {
  return (
    <li className="rounded-md border border-slate-300 bg-white p-4">
      <p className="font-semibold text-ink">{demoCase.question}</p>
      <p className="mt-1 text-sm text-slate-700">A right answer: {expectationWords(demoCase)}</p>
      {progress.phase === "asking" ? (
        <p className="mt-2 whitespace-pre-wrap text-sm text-slate-700">{progress.soFar || "Asking TENFOLD…"}</p>
      ) : null}
      {progress.phase === "done" ? <Verdict verdict={progress.verdict} /> : null}
    </li>
  );
}
