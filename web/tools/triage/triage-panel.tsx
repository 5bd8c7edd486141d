// Triage Bot's "Try it" panel: the form is prerendered HTML; the code that checks, sends and shows
// the reading (./triage-reading.tsx) loads when the visitor first focuses or types in the field or
// presses the button. Text typed before the page hydrated stays in the (uncontrolled) field, and a
// press held back by the inline capture (web/lib/early-input.ts) is sent once the page can. The
// panel imports nothing of the checks (web/shared/tool-text.ts and valibot) so that they stay out
// of the page's first load.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { onDemand, useOnDemand } from "../../hooks/use-on-demand.ts";
import { PENDING_SUBMIT_ATTRIBUTE } from "../../lib/form-drafts.ts";
import type { Triage } from "#shared/api/triage.ts";

const reading = onDemand(() => import("./triage-reading.tsx"));

export const TRIAGE_FORM_LABEL = "Triage an enquiry";

type State =
  | { readonly phase: "idle" }
  | { readonly phase: "reading" }
  | { readonly phase: "read"; readonly triage: Triage }
  | { readonly phase: "refused"; readonly problem: string };

export function TriagePanel() {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [wanted, setWanted] = useState(false);
  const [state, setState] = useState<State>({ phase: "idle" });
  const loaded = useOnDemand(reading, wanted);
  const want = () => setWanted(true);

  async function send() {
    setState({ phase: "reading" });
    const { readEnquiry } = await reading.load();
    const outcome = await readEnquiry(field.current?.value ?? "");
    setState(
      "triage" in outcome ? { phase: "read", triage: outcome.triage } : { phase: "refused", problem: outcome.problem },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    want();
    void send().catch(() =>
      setState({ phase: "refused", problem: "Triage Bot could not load. Check your connection and try again." }),
    );
  }

  // Typed into, focused or sent before the page hydrated: start loading, and send a held press now.
  useEffect(() => {
    const element = form.current;
    if (field.current && (field.current.value !== "" || document.activeElement === field.current)) setWanted(true);
    if (element?.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)) {
      element.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
      element.removeAttribute("aria-busy");
      element.requestSubmit();
    }
  }, []);

  // The reading's heading takes focus, so a keyboard user lands on what arrived.
  useEffect(() => {
    if (state.phase === "read") document.getElementById(`${id}-result`)?.focus();
  }, [state, id]);

  const problemId = `${id}-problem`;
  return (
    <section aria-labelledby={`${id}-heading`} className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold text-ink">
          Try it
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">
          Paste an enquiry, yours or an invented one, and see how we would route it: the service, how urgent it is, who
          would take it and when you would hear back. Nothing you paste is stored.
        </p>
        <form
          ref={form}
          method="post"
          onSubmit={onSubmit}
          aria-label={TRIAGE_FORM_LABEL}
          className="mt-6 grid gap-3"
          noValidate
        >
          <label htmlFor={`${id}-text`} className="text-sm font-semibold">
            Your enquiry
          </label>
          <textarea
            ref={field}
            id={`${id}-text`}
            name="text"
            rows={7}
            onFocus={want}
            onInput={want}
            aria-describedby={`${id}-hint${state.phase === "refused" ? ` ${problemId}` : ""}`}
            aria-invalid={state.phase === "refused" ? true : undefined}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-ink focus:outline-none focus:ring-2 focus:ring-amber-500"
          />
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {/* The limit's figure comes with the checks (their module loads on first use). */}
            {loaded ? loaded.LIMIT_HINT : "In English, a few lines to a page."}
          </p>
          <div>
            <button
              type="submit"
              onFocus={want}
              onPointerDown={want}
              disabled={state.phase === "reading"}
              className="btn-primary justify-center disabled:cursor-wait disabled:opacity-70"
            >
              {state.phase === "reading" ? "Reading…" : "Route this enquiry"}
            </button>
          </div>
        </form>
        <noscript>
          <p className="mt-3 text-sm text-slate-700">
            Triage Bot reads your enquiry with JavaScript, which is off in this browser.
          </p>
        </noscript>
        <div role="status" aria-live="polite" className="mt-4 text-sm text-slate-700">
          {state.phase === "reading" && "Reading your enquiry…"}
          {state.phase === "read" && loaded?.summaryOf(state.triage)}
          {state.phase === "refused" && (
            <span id={problemId} className="font-semibold text-red-700">
              {state.problem}
            </span>
          )}
        </div>
        {state.phase === "read" && loaded && <loaded.TriageResult triage={state.triage} headingId={`${id}-result`} />}
      </div>
    </section>
  );
}
