// Whether an enquiry is handled, by whom and when, and the one button that changes it. The
// button stays the same element when its label changes (and is never disabled while saving), so
// the focus stays on it.
import { markEnquiryHandledContract, type Enquiry } from "#shared/api/contact-staff.ts";
import { buttonClass, primaryButtonClass } from "../../staff/components/form-styles.ts";
import { SaveStatus } from "../../staff/components/save-status.tsx";
import { staffCall } from "../../staff/lib/staff-api.ts";
import { dateTime } from "../../staff/lib/staff-format.ts";
import { useStaffSave } from "../../staff/lib/use-staff-save.ts";

interface HandledPanelProps {
  readonly enquiry: Pick<Enquiry, "id" | "handled_at" | "handled_by">;
  /** Called with the stored state once a change is saved. */
  readonly onChanged: (state: Pick<Enquiry, "handled_at" | "handled_by">) => void;
}

export function HandledPanel({ enquiry, onChanged }: HandledPanelProps) {
  const saving = useStaffSave();
  const handled = enquiry.handled_at !== null;
  const change = async () => {
    const stored = await saving.save(
      () => staffCall(markEnquiryHandledContract, { handled: !handled }, { params: { id: String(enquiry.id) } }),
      {
        done: (state) => (state.handled_at ? "Marked as handled." : "Reopened: the enquiry is open again."),
        signedOut: "Not saved yet: sign in again, then press the button again.",
      },
    );
    if (stored) onChanged(stored);
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
          aria-disabled={saving.busy}
          className={handled ? buttonClass : primaryButtonClass}
        >
          {handled ? "Reopen" : "Mark as handled"}
        </button>
      </p>
      <SaveStatus {...saving} />
    </section>
  );
}
