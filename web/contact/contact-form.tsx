// The contact form: name, email, message and the privacy policy tick, with toasts for the outcome,
// validated with the schema the server uses, sent through the contact contract (web/shared/api/forms.ts).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import * as v from "valibot";
import { isOffline } from "../hooks/use-online.ts";
import { toast } from "../hooks/use-toast.ts";
import { useContactMutation } from "../hooks/use-form-mutations.ts";
import { PRIVACY_TICK } from "../content/privacy-tick.ts";
import { messages } from "#shared/messages.ts";
import { loadContactDraft, saveContactDraft, sessionStore } from "./contact-draft.ts";
import { clearHandoff, handoffSent, pendingHandoff } from "../tenfold/handoff.ts";
import { replyTimeSentence } from "#shared/opening-hours.ts";
import { draftChecked, draftText, type FormDraft } from "../lib/form-drafts.ts";
import { turnstileSiteKey } from "../lib/turnstile-script.ts";
import { apiUrl } from "#shared/api/contract.ts";
import { contactContract } from "#shared/api/forms.ts";
import { contactSchema, fieldErrors, type ContactField } from "#shared/schemas.ts";
import { useFormDraft } from "../components/form-drafts-provider.tsx";
import { HandoffTranscript } from "../tenfold/handoff-transcript.tsx";
import { TurnstileWidget } from "../components/turnstile-widget.tsx";

const text = messages.contact;
const EMPTY = { name: "", email: "", message: "", privacy: false, website: "" };
const FORM_LABEL = "Contact form";

/**
 * What the visitor typed into the prerendered form before this code arrived, when they typed
 * anything; otherwise the draft they left unsent earlier in this tab.
 */
function initialValues(early: FormDraft | undefined): typeof EMPTY {
  const typed = early && ["name", "email", "message"].some((field) => draftText(early, field) !== "");
  if (early && (typed || early.submitted)) {
    return {
      name: draftText(early, "name"),
      email: draftText(early, "email"),
      message: draftText(early, "message"),
      privacy: draftChecked(early, "privacy"),
      website: draftText(early, "website"),
    };
  }
  return { ...EMPTY, ...loadContactDraft(sessionStore()) };
}

/**
 * `acceptHandoff`: the form in the contact modal takes up a conversation TENFOLD hands over:
 * its summary as the message, and the conversation to review and send with consent.
 */
export function ContactForm({ onSent, acceptHandoff = false }: { onSent?: () => void; acceptHandoff?: boolean }) {
  const draft = useFormDraft(FORM_LABEL);
  const [handoff] = useState(() => (acceptHandoff ? pendingHandoff() : undefined));
  const [values, setValues] = useState(() =>
    handoff ? { ...initialValues(draft), message: handoff.summary } : initialValues(draft),
  );
  const [transcript, setTranscript] = useState(() => handoff?.transcript ?? []);
  const [transcriptConsent, setTranscriptConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [token, setToken] = useState<string | undefined>();
  const [checkError, setCheckError] = useState(false);
  const siteKey = turnstileSiteKey();
  const { trigger, isMutating } = useContactMutation();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  useEffect(() => saveContactDraft(sessionStore(), values), [values]);
  // Taken up: a later "Get In Touch" opens the ordinary form.
  useEffect(() => () => clearHandoff(handoff), [handoff]);

  // "Send message" was pressed before this code arrived: send it now, through the same
  // validation, once (the ref also holds if an effect is ever run twice).
  const sentEarly = useRef(false);
  const submittedEarly = draft?.submitted === true;
  useEffect(() => {
    if (!submittedEarly || sentEarly.current) return;
    sentEarly.current = true;
    form.current?.requestSubmit();
  }, [submittedEarly]);

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fromTenfold = handoff
      ? { source: "tenfold" as const, transcriptConsent, ...(transcript.length > 0 ? { transcript } : {}) }
      : {};
    const result = v.safeParse(contactSchema, { ...values, website: values.website || undefined, ...fromTenfold });
    if (!result.success) {
      const found = fieldErrors(result.issues) as Partial<Record<ContactField, string>>;
      setErrors(found);
      const first = (["name", "email", "message", "privacy", "transcriptConsent"] as const).find(
        (field) => found[field],
      );
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    if (siteKey && !token) {
      setCheckError(true);
      return;
    }
    if (isOffline()) {
      toast({ title: messages.offline.title, description: messages.offline.contactBody, variant: "destructive" });
      return;
    }
    try {
      await trigger({ ...result.output, ...(token ? { turnstileToken: token } : {}) });
      if (handoff) {
        // The spec's toast, then when a consultant will reply; TENFOLD says it too.
        const replyTime = replyTimeSentence(new Date());
        toast({ title: text.successTitle, description: `${text.successBody} ${replyTime}` });
        handoffSent(replyTime);
        setTranscript([]);
      } else {
        toast({ title: text.successTitle, description: text.successBody });
      }
      setValues(EMPTY);
      onSent?.();
    } catch {
      toast({ title: text.failureTitle, description: text.failureBody, variant: "destructive" });
    }
  }

  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: ContactField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;
  const input =
    "mt-1 w-full rounded-md border border-slate-500 px-3 py-2 focus:border-ink aria-[invalid=true]:border-red-600";

  return (
    // method and action serve only a browser where script never ran: it posts the fields itself
    // and the server answers with pages (functions/lib/contact/form-post.ts). With script, onSubmit sends.
    <form
      ref={form}
      method="post"
      action={apiUrl(contactContract, {})}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-4"
      aria-label={FORM_LABEL}
    >
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-semibold">
          Name
        </label>
        <input
          {...field("name")}
          autoComplete="name"
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
          className={input}
        />
        {error("name")}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-semibold">
          Email
        </label>
        <input
          {...field("email")}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set("email", e.target.value)}
          className={input}
        />
        {error("email")}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-semibold">
          Message
        </label>
        <textarea
          {...field("message")}
          rows={5}
          value={values.message}
          onChange={(e) => set("message", e.target.value)}
          className={input}
        />
        {error("message")}
      </div>
      <input
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={values.website}
        onChange={(e) => set("website", e.target.value)}
        className="absolute left-[-9999px] h-px w-px opacity-0"
      />
      <div>
        <div className="flex items-start gap-2">
          <input
            {...field("privacy")}
            type="checkbox"
            checked={values.privacy}
            onChange={(e) => set("privacy", e.target.checked)}
            className="mt-1 h-4 w-4 accent-amber-500"
          />
          <label htmlFor={`${id}-privacy`} className="text-sm">
            {PRIVACY_TICK.before}
            <Link to="/privacy-policy" className="underline">
              {PRIVACY_TICK.link}
            </Link>
            {PRIVACY_TICK.after}
          </label>
        </div>
        {error("privacy")}
      </div>
      {transcript.length > 0 && (
        <HandoffTranscript
          id={id}
          transcript={transcript}
          consent={transcriptConsent}
          onConsent={setTranscriptConsent}
          onRemove={() => {
            setTranscript([]);
            setErrors(({ transcriptConsent: _removed, ...rest }) => rest);
            form.current?.querySelector<HTMLElement>('[name="message"]')?.focus();
          }}
          error={errors.transcriptConsent}
        />
      )}
      {siteKey && (
        <div>
          <TurnstileWidget
            siteKey={siteKey}
            action="contact"
            onToken={(value) => {
              setToken(value);
              if (value) setCheckError(false);
            }}
          />
          {checkError && <p className="mt-1 text-sm text-red-700">{messages.securityCheck}</p>}
        </div>
      )}
      <button
        type="submit"
        disabled={isMutating}
        className="btn-primary justify-center disabled:cursor-wait disabled:opacity-70"
      >
        {isMutating ? text.sending : "Send message"}
      </button>
    </form>
  );
}
