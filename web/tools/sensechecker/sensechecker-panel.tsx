// SenseChecker's "Try it" panel: a prerendered form (the draft and a button) whose checking code,
// a worker with retext and the en-GB dictionary, loads only once the visitor focuses the draft,
// types or presses the button. The draft never leaves the browser; a rewrite sends one sentence,
// and only when the visitor asks for it on a finding.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { onDemand } from "../../hooks/use-on-demand.ts";
import { PENDING_SUBMIT_ATTRIBUTE } from "../../lib/form-drafts.ts";
import { TOOL_TEXT, textProblem } from "#shared/tool-text.ts";
import type { Finding } from "./sense-findings.ts";

const client = onDemand(
  () => import("./sense-client.ts"),
  (module) => module.startSenseClient(),
);
/** The results' view, loaded with the checker: the page's first load holds only the form. */
const resultsView = onDemand(() => import("./sense-results.tsx"));

interface Checked {
  readonly run: number;
  readonly draft: string;
  readonly findings: readonly Finding[];
}

export function SenseCheckerPanel() {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState("");
  const [checked, setChecked] = useState<Checked | undefined>();

  const warm = useCallback(() => {
    Promise.all([client.load(), resultsView.load()]).catch((error: unknown) =>
      console.warn("SenseChecker could not load:", error),
    );
  }, []);

  async function check() {
    const draft = field.current?.value ?? "";
    const refused = textProblem(draft, TOOL_TEXT.sensechecker);
    setProblem(refused);
    if (refused) {
      setStatus("");
      field.current?.focus();
      return;
    }
    setChecking(true);
    setStatus("Checking your draft…");
    try {
      const [checker] = await Promise.all([client.load(), resultsView.load()]);
      const findings = await checker.check(draft);
      setChecked((last) => ({ run: (last?.run ?? 0) + 1, draft, findings }));
      setStatus(
        findings.length === 0
          ? "Checked: SenseChecker found nothing to flag."
          : `Checked: ${findings.length} ${findings.length === 1 ? "finding" : "findings"}. The summary and the list follow the form.`,
      );
    } catch (error) {
      console.warn("SenseChecker failed:", error);
      setStatus("");
      setProblem(
        navigator.onLine
          ? "SenseChecker could not check this draft. Please try again."
          : "SenseChecker needs to fetch its dictionary once, and you seem to be offline. Try again when you are connected.",
      );
    } finally {
      setChecking(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void check();
  }

  // A draft sent before the page hydrated was held back by the inline capture (lib/early-input.ts): check it now.
  const held = useRef(false);
  useLayoutEffect(() => {
    held.current = form.current?.hasAttribute(PENDING_SUBMIT_ATTRIBUTE) === true;
    if ((field.current?.value ?? "") !== "") warm();
  }, [warm]);
  useEffect(() => {
    const element = form.current;
    if (!held.current || !element) return;
    held.current = false;
    element.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    element.removeAttribute("aria-busy");
    element.requestSubmit();
  }, []);

  const errorId = `${id}-error`;
  const View = resultsView.current();
  return (
    <section aria-labelledby={`${id}-heading`} className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold text-ink">
          Try it on your draft
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">
          Paste a press release, a statement or a consultation response. SenseChecker reads it in your browser, as a
          press officer would: figures without a source, dates, the embargo line, notes to editors, acronyms, and the
          writing itself. Your draft is not sent anywhere.
        </p>
        <form ref={form} onSubmit={onSubmit} noValidate aria-label="SenseChecker" className="mt-6 grid gap-3">
          <label htmlFor={`${id}-draft`} className="text-sm font-semibold">
            Your draft
          </label>
          <textarea
            ref={field}
            id={`${id}-draft`}
            name="draft"
            rows={12}
            spellCheck={false}
            onFocus={warm}
            onInput={() => {
              warm();
              if (problem) setProblem(undefined);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            className="w-full rounded-md border border-slate-500 bg-white px-3 py-2 font-sans leading-relaxed focus:border-ink aria-[invalid=true]:border-red-600"
          />
          {problem && (
            <p id={errorId} className="text-sm text-red-700">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <button
              type="submit"
              onPointerEnter={warm}
              disabled={checking}
              className="btn-primary justify-center disabled:cursor-wait disabled:opacity-70"
            >
              {checking ? "Checking…" : "Check the draft"}
            </button>
            <p role="status" className="text-sm text-slate-700">
              {status}
            </p>
          </div>
        </form>
        {checked && View && (
          <div className="mt-10">
            <View.SenseResults key={checked.run} draft={checked.draft} findings={checked.findings} />
          </div>
        )}
      </div>
    </section>
  );
}
