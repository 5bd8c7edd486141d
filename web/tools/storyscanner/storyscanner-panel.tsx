// StoryScanner's "Try it" panel: a form prerendered with the page (paste an article, or give its
// address, and a button), and a live region that says what happened. The code that sends the
// article and shows the reading (./story-reading.tsx) loads on first use: when the visitor
// focuses or types in the form, or presses the button before that; the reader that reads the
// article in the browser (./story-worker.ts) loads only when the button is pressed.
import { useId, useRef, useState, type FormEvent } from "react";
import { anchorFor } from "#shared/anchors.ts";
import { TOOL_TEXT, textProblem } from "#shared/tool-text.ts";
import { onDemand, useOnDemand } from "../../hooks/use-on-demand.ts";
import type { StoryReading, StoryRequest } from "#shared/api/storyscanner.ts";
import { STORYSCANNER_ACTION, storyRequestFrom } from "#shared/api/storyscanner-action.ts";

const reader = onDemand(() => import("./story-reading.tsx"));
const RULE = TOOL_TEXT.storyscanner;

type State =
  | { readonly kind: "idle" }
  | { readonly kind: "reading" }
  | { readonly kind: "done"; readonly reading: StoryReading }
  | { readonly kind: "failed"; readonly message: string; readonly field: "text" | "address" | null };

/** What the form holds as a request: the pasted text when there is any, otherwise the address. */
function requestFrom(form: HTMLFormElement): StoryRequest | { problem: string; field: "text" | "address" } {
  const data = new FormData(form);
  const field = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const request = storyRequestFrom(field("text"), field("address"));
  if (request.kind === "address") return request;
  const problem = textProblem(request.text, RULE);
  if (problem)
    return {
      problem: request.text.trim() === "" ? "Paste an article's text, or give its address." : problem,
      field: "text",
    };
  return request;
}

export function StoryScannerPanel() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [wanted, setWanted] = useState(false);
  const [state, setState] = useState<State>({ kind: "idle" });
  const loaded = useOnDemand(reader, wanted);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setWanted(true);
    if (state.kind === "reading") return;
    const request = requestFrom(event.currentTarget);
    if ("problem" in request) {
      setState({ kind: "failed", message: request.problem, field: request.field });
      return;
    }
    setState({ kind: "reading" });
    try {
      const module = await reader.load();
      setState({ kind: "done", reading: await module.requestReading(request) });
    } catch (error) {
      const module = reader.current();
      setState({
        kind: "failed",
        message: module
          ? module.failureMessage(error)
          : "StoryScanner could not start. Check your connection and try again.",
        field: request.kind,
      });
    }
  }

  const errorId = `${id}-error`;
  const invalid = (field: "text" | "address") => state.kind === "failed" && state.field === field;
  const input =
    "mt-1 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-ink focus:border-ink aria-[invalid=true]:border-red-600";

  return (
    <section
      id={anchorFor("Try it")}
      aria-labelledby={`${id}-heading`}
      className="border-b border-slate-200 bg-slate-50"
    >
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold text-ink">
          Try it: scan a story
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700">
          Paste a news article, or give its address, and StoryScanner tells you who it names, which of our services it
          touches, whether it reads as a risk or an opportunity, and what we would do next. Nothing you send is kept.
        </p>
        {/* method and action only for a browser where script never ran: the article goes in a POST
            body, never into the page's address, and the server answers with a page of the reading. */}
        <form
          ref={form}
          method="post"
          action={STORYSCANNER_ACTION}
          noValidate
          aria-label="StoryScanner"
          className="mt-6 grid gap-4"
          onFocus={() => setWanted(true)}
          onInput={() => setWanted(true)}
          onSubmit={(event) => void onSubmit(event)}
        >
          <div>
            <label htmlFor={`${id}-text`} className="text-sm font-semibold text-ink">
              The article's text
            </label>
            <textarea
              id={`${id}-text`}
              name="text"
              rows={8}
              maxLength={RULE.maxChars}
              aria-describedby={`${id}-text-hint${invalid("text") ? ` ${errorId}` : ""}`}
              aria-invalid={invalid("text") || undefined}
              className={input}
            />
            <p id={`${id}-text-hint`} className="mt-1 text-sm text-slate-600">
              At least {RULE.minWords} words, up to {RULE.maxChars.toLocaleString("en-GB")} characters, in English.
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-address`} className="text-sm font-semibold text-ink">
              Or its address
            </label>
            <input
              id={`${id}-address`}
              name="address"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              aria-describedby={`${id}-address-hint${invalid("address") ? ` ${errorId}` : ""}`}
              aria-invalid={invalid("address") || undefined}
              className={input}
            />
            <p id={`${id}-address-hint`} className="mt-1 text-sm text-slate-600">
              Read when the text box is empty. We fetch the page once, from our server, to read it.
            </p>
          </div>
          <div>
            <button
              type="submit"
              aria-disabled={state.kind === "reading" || undefined}
              className="rounded-md bg-ink px-5 py-2.5 font-semibold text-white hover:bg-slate-800"
            >
              {state.kind === "reading" ? "Reading…" : "Scan the story"}
            </button>
          </div>
          {state.kind === "failed" && (
            <p id={errorId} className="text-sm font-semibold text-red-700">
              {state.message}
            </p>
          )}
        </form>
        <noscript>
          <p className="mt-4 text-slate-700">
            With JavaScript off, the button sends the article to our server, which reads it and answers with a page.
          </p>
        </noscript>
        <div role="status" aria-live="polite" className="sr-only">
          {state.kind === "reading"
            ? "StoryScanner is reading the article."
            : state.kind === "failed"
              ? state.message
              : state.kind === "done" && loaded
                ? loaded.announcement(state.reading)
                : ""}
        </div>
        {state.kind === "done" && loaded && <loaded.StoryResult reading={state.reading} />}
      </div>
    </section>
  );
}
