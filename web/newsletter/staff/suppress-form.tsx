// A member of staff puts an address on the suppression list when its owner asks by phone or email
// never to be mailed. What is typed survives signing in again (lib/drafts.ts).
import { useId, useState, type FormEvent } from "react";
import { ApiRequestError } from "../../lib/api.ts";
import { suppressAddressContract } from "#shared/api/newsletter-staff.ts";
import { fieldClass, primaryButtonClass } from "../../staff/components/form-styles.ts";
import { useDraft } from "../../staff/lib/drafts.ts";
import { dateOnly } from "../../staff/lib/staff-format.ts";
import { failureMessage, SignedOutError, staffCall } from "../../staff/lib/staff-api.ts";

const EMPTY = { email: "" };

export function SuppressForm({ onSuppressed }: { onSuppressed: () => void }) {
  const id = useId();
  const [draft, setDraft, clearDraft] = useDraft("newsletter-suppress", EMPTY);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState("");
  const [failure, setFailure] = useState<{ message: string; field: boolean } | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setSaid("");
    setFailure(null);
    setSignedOut(false);
    try {
      const address = draft.email.trim();
      const result = await staffCall(suppressAddressContract, { email: address }, {});
      clearDraft();
      setSaid(
        result.already
          ? `${address} was already on the suppression list (since ${dateOnly(result.suppressed_at)}); nothing changed.`
          : `${address} is on the suppression list now. It will not be emailed, and any subscription to it is removed.`,
      );
      onSuppressed();
    } catch (error) {
      // The frame's notice already says so, as an alert, with the way to sign in again.
      if (error instanceof SignedOutError) return setSignedOut(true);
      const fieldMessage = error instanceof ApiRequestError ? error.issues?.["email"] : undefined;
      setFailure({ message: fieldMessage ?? failureMessage(error), field: fieldMessage !== undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid max-w-xl gap-3"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Suppress an address
      </h2>
      <p id={`${id}-hint`} className="text-slate-700">
        When someone asks by phone or email never to be mailed: the address is removed from the list, only a keyed
        fingerprint of it is kept, and it is not mailed again unless its owner signs up and confirms.
      </p>
      <div>
        <label htmlFor={`${id}-email`} className="font-medium">
          Email address to suppress
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          required
          value={draft.email}
          onChange={(event) => setDraft({ email: event.target.value })}
          aria-invalid={failure?.field ? true : undefined}
          aria-describedby={`${id}-hint${failure?.field ? ` ${id}-error` : ""}`}
          className={fieldClass}
        />
      </div>
      {failure && (
        <p id={`${id}-error`} role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
          {failure.message}
        </p>
      )}
      <p>
        <button type="submit" aria-disabled={busy} className={primaryButtonClass}>
          Suppress address
        </button>
      </p>
      <p role="status" className="text-slate-700">
        {busy ? "Saving…" : said}
      </p>
      {signedOut && <p className="text-slate-700">Not saved yet: sign in again, then press Suppress address.</p>}
    </form>
  );
}
