// "Email me when it moves": the form that follows one bill by email, loaded only when the visitor
// asks for it (the policy page's first load stays within its budget). It checks the address with
// the contract's own schema, announces every outcome, and ends in the "check your email" state.
// Like the newsletter's form it has a honeypot and, when a site key is configured, Turnstile.
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
import * as v from "valibot";
import { BILL_FOLLOW_CONSENT, followBillContract, followBillSchema } from "#shared/api/policy-intelligence-follow.ts";
import { ApiRequestError, callApi, isNetworkError } from "../../lib/api.ts";
import { turnstileSiteKey } from "../../lib/turnstile-script.ts";

const TurnstileWidget = lazy(() =>
  import("../../components/turnstile-widget.tsx").then((m) => ({ default: m.TurnstileWidget })),
);

type State =
  | { readonly kind: "editing"; readonly fieldError: string | null; readonly failure: string | null }
  | { readonly kind: "sending" }
  | { readonly kind: "sent"; readonly message: string };

function failureOf(error: unknown): { fieldError: string | null; failure: string | null } {
  if (error instanceof ApiRequestError && error.issues?.["email"])
    return { fieldError: error.issues["email"], failure: null };
  if (error instanceof ApiRequestError && error.status === 429)
    return { fieldError: null, failure: "Too many requests from here just now. Please try again later." };
  if (isNetworkError(error))
    return { fieldError: null, failure: "You seem to be offline. Please try again when you're back online." };
  return { fieldError: null, failure: "The request could not be sent just now. Please try again in a few minutes." };
}

export function FollowForm({ billId, billTitle }: { billId: number; billTitle: string }) {
  const ids = { email: useId(), error: useId(), consent: useId() };
  const [state, setState] = useState<State>({ kind: "editing", fieldError: null, failure: null });
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const siteKey = turnstileSiteKey();
  const [token, setToken] = useState<string | undefined>();

  // Opened by a press of "Follow by email": the address field is where the visitor goes next.
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (state.kind === "sent") done.current?.focus();
  }, [state.kind]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const [email, website] = [fields.get("email"), fields.get("website")];
    const parsed = v.safeParse(followBillSchema, {
      email: typeof email === "string" ? email : "",
      ...(typeof website === "string" && website ? { website } : {}),
      ...(token ? { turnstileToken: token } : {}),
    });
    if (!parsed.success) {
      setState({ kind: "editing", fieldError: parsed.issues[0].message, failure: null });
      input.current?.focus();
      return;
    }
    setState({ kind: "sending" });
    try {
      const answer = await callApi(followBillContract, parsed.output, { params: { id: String(billId) } });
      setState({ kind: "sent", message: answer.message });
    } catch (error) {
      setState({ kind: "editing", ...failureOf(error) });
    }
  }

  if (state.kind === "sent")
    return (
      <p
        ref={done}
        tabIndex={-1}
        role="status"
        className="mt-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink"
      >
        {state.message}
      </p>
    );

  const fieldError = state.kind === "editing" ? state.fieldError : null;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 grid max-w-md gap-2 text-sm">
      <label htmlFor={ids.email} className="font-semibold text-ink">
        Your email address, to hear when the {billTitle} moves
      </label>
      <input
        ref={input}
        id={ids.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${ids.error} ${ids.consent}` : ids.consent}
        className="w-full min-w-0 rounded-md border border-slate-400 px-3 py-2 text-base"
      />
      <p id={ids.error} role="alert" className="text-red-800">
        {fieldError}
      </p>
      <p id={ids.consent} className="text-slate-700">
        {BILL_FOLLOW_CONSENT}
      </p>
      {/* A field people never see or reach; a program filling every field fills it. */}
      <input
        name="website"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        className="absolute left-[-9999px] h-px w-px opacity-0"
      />
      {siteKey && (
        <Suspense fallback={null}>
          <TurnstileWidget siteKey={siteKey} action="subscribe" onToken={setToken} />
        </Suspense>
      )}
      <button
        type="submit"
        disabled={state.kind === "sending" || (siteKey !== undefined && !token)}
        className="justify-self-start rounded-md bg-ink px-4 py-2 font-semibold text-white disabled:opacity-70"
      >
        {state.kind === "sending" ? "Sending…" : "Email me when it moves"}
      </button>
      <p role="alert" className="text-red-800">
        {state.kind === "editing" ? state.failure : null}
      </p>
    </form>
  );
}
