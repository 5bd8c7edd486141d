// Whether an enquiry is handled, by whom and when, and the one button that changes it. The
// button stays the same element when its label changes (and is never disabled while saving), so
// the focus stays on it.
import { useState } from "react";
import { markEnquiryHandledContract, type Enquiry } from "#shared/api/contact-staff.ts";
import { buttonClass, primaryButtonClass } from "../../staff/components/form-styles.ts";
import { dateTime } from "../../staff/lib/staff-format.ts";
import { failureMessage, SignedOutError, staffCall } from "../../staff/lib/staff-api.ts";

interface HandledPanelProps {
  readonly enquiry: Pick<Enquiry, "id" | "handled_at" | "handled_by">;
  /** Called with the stored state once a change is saved. */
  readonly onChanged: (state: Pick<Enquiry, "handled_at" | "handled_by">) => void;
}

export function HandledPanel({ enquiry, onChanged }: HandledPanelProps) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState("");
  const [failure, setFailure] = useState("");
  const handled = enquiry.handled_at !== null;
  const change = async () => {
    if (busy) return;
    setBusy(true);
    setFailure("");
    setSaid("");
    try {
      const stored = await staffCall(
        markEnquiryHandledContract,
        { handled: !handled },
        { params: { id: String(enquiry.id) } },
      );
      onChanged(stored);
      setSaid(stored.handled_at ? "Marked as handled." : "Reopened: the enquiry is open again.");
    } catch (error) {
      // The frame's notice already says so, as an alert, with the way to sign in again.
      if (error instanceof SignedOutError) setSaid("Not saved yet: sign in again, then press the button again.");
      else setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="handled-heading" className="grid gap-3 rounded-md border border-slate-300 bg-white p-4">
      <h2 id="handled-heading" className="text-xl font-semibold">
        Status
      </h2>
      <p>
        {handled
          ? `Handled by ${enquiry.handled_by ?? "unknown"} on ${dateTime(enquiry.handled_at)}.`
          : "Open: nobody has marked it handled yet."}
      </p>
      <p>
        <button
          type="button"
          onClick={() => void change()}
          aria-disabled={busy}
          className={handled ? buttonClass : primaryButtonClass}
        >
          {handled ? "Reopen" : "Mark as handled"}
        </button>
      </p>
      <p role="status" className="text-slate-700">
        {busy ? "Saving…" : said}
      </p>
      {failure && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
          {failure}
        </p>
      )}
    </section>
  );
}
