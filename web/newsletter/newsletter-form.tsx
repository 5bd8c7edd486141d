// Newsletter sign-up in the hero: the email must be non-empty and contain
// "@"; the button is disabled while empty or sending; outcomes are announced as toasts. A failure
// also stays written under the field (WCAG 3.3.1), tied to it, until the visitor edits it.
// It sits in the hero, so it stays light: no schema library or SWR in the first load (the
// contact form, loaded on demand, uses those), the request code loads when the visitor presses
// Subscribe, and the Turnstile widget loads only when configured.
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { isOffline } from "../hooks/use-online.ts";
import { toast } from "../hooks/use-toast.ts";
import { NEEDS_INPUT_ATTRIBUTE } from "../lib/early-input.ts";
import { PENDING_SUBMIT_ATTRIBUTE } from "../lib/form-drafts.ts";
import { turnstileSiteKey } from "../lib/turnstile-script.ts";
import { looksLikeEmail, nameFromEmail } from "#shared/email.ts";
import { messages } from "#shared/messages.ts";
import { NEWSLETTER_CONSENT } from "#shared/api/newsletter.ts";

const loadClient = () => import("./newsletter-client.ts");
const TurnstileWidget = lazy(() =>
  import("../components/turnstile-widget.tsx").then((m) => ({ default: m.TurnstileWidget })),
);
const text = messages.subscribe;

interface FieldError {
  readonly message: string;
  /** The address itself was refused (aria-invalid), not the sending of it. */
  readonly invalid: boolean;
}

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<FieldError | undefined>();
  const inputId = useId();
  const errorId = useId();
  const siteKey = turnstileSiteKey();
  const [token, setToken] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const heldSubmit = useRef(false);

  // An address typed into the prerendered field before the page hydrated stays in the field, but
  // React's state starts empty and would keep the button disabled: take the field's value. A
  // press of Subscribe (or Enter) in that time was held back by the inline capture
  // (lib/early-input.ts): send it now.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed !== "") setEmail((current) => (current === "" ? typed : current));
    heldSubmit.current = form.current?.hasAttribute(PENDING_SUBMIT_ATTRIBUTE) === true;
  }, []);
  useEffect(() => {
    const element = form.current;
    if (!heldSubmit.current || !element || email === "") return;
    heldSubmit.current = false;
    element.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    element.removeAttribute("aria-busy");
    element.requestSubmit();
  }, [email]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      toast({ title: text.invalidTitle, description: text.invalidBody, variant: "destructive" });
      setError({ message: text.invalidBody, invalid: true });
      input.current?.focus();
      return;
    }
    if (isOffline()) {
      toast({ title: messages.offline.title, description: messages.offline.subscribeBody, variant: "destructive" });
      setError({ message: messages.offline.subscribeBody, invalid: false });
      return;
    }
    setError(undefined);
    setMutating(true);
    let client: Awaited<ReturnType<typeof loadClient>> | undefined;
    try {
      client = await loadClient();
      await client.subscribeToNewsletter({
        email: email.trim(),
        name: nameFromEmail(email),
        // The server stores this form's consent wording (shown below) with the subscription.
        source: "hero",
        ...(honeypot ? { website: honeypot } : {}),
        ...(token ? { turnstileToken: token } : {}),
      });
      // The spec's texts (section 8); the server's message is for failures.
      toast({ title: text.successTitle, description: text.successBody });
      setEmail("");
    } catch (error) {
      // No client means its code could not be fetched: the network failed as surely as a request.
      if (!client || client.isNetworkError(error)) {
        toast({ title: text.networkTitle, description: text.networkBody, variant: "destructive" });
        setError({ message: text.networkBody, invalid: false });
      } else {
        const refused = error instanceof client.ApiRequestError ? error : undefined;
        const serverMessage = refused?.serverMessage;
        toast({ title: text.failureTitle, description: serverMessage ?? text.failureFallback, variant: "destructive" });
        // A refused address (bad_request) is the address's fault; anything else is not.
        setError({
          message: `${text.failureTitle}: ${serverMessage ?? text.failureFallback}`,
          invalid: refused?.status === 400,
        });
      }
    } finally {
      setMutating(false);
    }
  }

  return (
    <form
      ref={form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mt-8 max-w-xl"
      aria-label="Newsletter sign-up"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address for our insights newsletter
        </label>
        <input
          ref={input}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Your email for our insights"
          value={email}
          aria-invalid={error?.invalid ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          className="min-w-0 flex-1 rounded-md border border-white/70 bg-white/10 px-4 py-3 text-white placeholder:text-slate-300 focus:border-amber-300 aria-[invalid=true]:border-red-300"
        />
        {/* Honeypot: hidden from people and screen readers; bots fill it in. */}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
          className="absolute left-[-9999px] h-px w-px opacity-0"
        />
        {siteKey && (
          <Suspense fallback={null}>
            <TurnstileWidget siteKey={siteKey} action="subscribe" onToken={setToken} />
          </Suspense>
        )}
        <button
          type="submit"
          disabled={email.trim() === "" || isMutating || (siteKey !== undefined && !token)}
          // Before the code loads, the inline capture enables the button once there is an address
          // (unless a security check must be passed first, which needs the code).
          {...(siteKey === undefined ? { [NEEDS_INPUT_ATTRIBUTE]: "email" } : {})}
          className="btn-primary justify-center disabled:cursor-not-allowed disabled:opacity-60"
        >
          {isMutating ? text.subscribing : "Subscribe"}
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-200">{NEWSLETTER_CONSENT.hero}</p>
      {/* Always in the accessibility tree (empty, not hidden), so a message written into it is
          announced; the toast says the same for a moment, this stays until the field is edited. */}
      <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-200 empty:mt-0">
        {error?.message}
      </p>
    </form>
  );
}
