// Bot Tester's "Try it" panel: a few example cases, each with what a right answer must hold, asked of
// TENFOLD on this site one after another and scored as each reply arrives. The panel and the cases
// are in the page's first load; asking and scoring (the chat client and the judge, ./demo-ask.ts)
// load on the first press. A press before the page hydrated is held by the inline capture and sent
// once it has.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { onDemand } from "../../hooks/use-on-demand.ts";
import { PENDING_SUBMIT_ATTRIBUTE } from "../../lib/form-drafts.ts";
import { DEMO_CASES } from "./demo-cases.ts";
import { DemoResult, type CaseProgress } from "./demo-result.tsx";

const asking = onDemand(() => import("./demo-ask.ts"));

const WAITING: CaseProgress = { phase: "waiting" };

function summaryOf(progress: readonly CaseProgress[]): string {
  const scored = progress.flatMap((p) => (p.phase === "done" && p.verdict.kind === "scored" ? [p.verdict] : []));
  const passed = scored.filter((v) => v.problems.length === 0).length;
  const unasked = progress.filter((p) => p.phase === "done" && p.verdict.kind === "unasked").length;
  return `${passed} of ${progress.length} passed${unasked > 0 ? `; ${unasked} could not be asked` : ""}.`;
}

export function BotTesterPanel() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<readonly CaseProgress[]>(DEMO_CASES.map(() => WAITING));
  const [running, setRunning] = useState(false);
  const [finished, setFinished] = useState(false);
  const [failure, setFailure] = useState("");
  const set = (index: number, next: CaseProgress) => setProgress((all) => all.map((p, i) => (i === index ? next : p)));

  async function run() {
    setRunning(true);
    setFinished(false);
    setFailure("");
    setProgress(DEMO_CASES.map(() => WAITING));
    try {
      const { askCase } = await asking.load();
      // One at a time, as a visitor would ask: each reply is scored before the next question goes.
      for (const [index, demoCase] of DEMO_CASES.entries()) {
        set(index, { phase: "asking", soFar: "" });
        const verdict = await askCase(demoCase, (soFar) => set(index, { phase: "asking", soFar }));
        set(index, { phase: "done", verdict });
      }
      setFinished(true);
    } catch {
      setFailure("The demo could not load. Check your connection and try again.");
      setProgress(DEMO_CASES.map(() => WAITING));
    } finally {
      setRunning(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!running) void run();
  }

  // Pressed before the page hydrated: the inline capture held the form; send it now.
  useEffect(() => {
    const element = form.current;
    if (!element?.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)) return;
    element.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    element.removeAttribute("aria-busy");
    element.requestSubmit();
  }, []);

  return (
    <section aria-labelledby={`${id}-heading`} className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold text-ink">
          Try it on TENFOLD
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">
          Four test cases of the kind we keep for TENFOLD, the assistant on this site: a question and what a right
          answer must hold, or that it must decline. Run them and each reply is scored as it arrives, by the same rules
          our own test runs use. The questions are not kept.
        </p>
        <form ref={form} method="post" onSubmit={onSubmit} aria-label="Bot Tester demo" className="mt-6">
          <ol className="grid gap-3">
            {DEMO_CASES.map((demoCase, index) => (
              <DemoResult key={demoCase.question} demoCase={demoCase} progress={progress[index] ?? WAITING} />
            ))}
          </ol>
          <p className="mt-4">
            <button
              type="submit"
              disabled={running}
              className="btn-primary justify-center disabled:cursor-wait disabled:opacity-70"
            >
              {running ? "Running…" : "Run these against TENFOLD"}
            </button>
          </p>
        </form>
        <noscript>
          <p className="mt-3 text-sm text-slate-700">
            The demo asks TENFOLD with JavaScript, which is off in this browser.
          </p>
        </noscript>
        <div role="status" aria-live="polite" className="mt-4 text-sm text-slate-700">
          {running ? "Asking TENFOLD…" : finished ? `Done: ${summaryOf(progress)}` : ""}
          {failure ? <span className="font-semibold text-red-700">{failure}</span> : null}
        </div>
      </div>
    </section>
  );
}
