// Revokes a proof's link after a confirmation: the link stops working at once, for good. If someone
// else revoked it first, the person is told so.
import { useRef, useState } from "react";
import { toast } from "../../../hooks/use-toast.ts";
import { revokeProofContract } from "#shared/api/proofs-staff.ts";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../ui/dialog.tsx";
import { dateTime } from "../../../staff/lib/staff-format.ts";
import { failureMessage, staffCall } from "../../../staff/lib/staff-api.ts";

export function RevokeButton({ proofId, title, onChanged }: { proofId: number; title: string; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const trigger = useRef<HTMLButtonElement>(null);
  const revoked = useRef(false);
  const revoke = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await staffCall(revokeProofContract, undefined, { params: { id: String(proofId) } });
      revoked.current = true;
      setOpen(false);
      toast({
        title: answer.already_revoked ? "Already revoked" : "Link revoked",
        description: answer.already_revoked
          ? `Someone else revoked it on ${dateTime(answer.revoked_at)}.`
          : "The client's link no longer opens.",
      });
      onChanged();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <p>
        <button
          ref={trigger}
          type="button"
          onClick={() => setOpen(true)}
          className="rounded-md border border-red-700 bg-white px-4 py-2 font-medium text-red-800 hover:bg-red-50"
        >
          Revoke link
        </button>
      </p>
      <DialogContent
        open={open}
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          // Once revoked this button goes: the focus goes to the link's state, which now says so.
          event.preventDefault();
          (revoked.current ? document.getElementById("facts-heading") : trigger.current)?.focus();
        }}
      >
        <DialogTitle className="text-xl font-semibold">Revoke the link to {title}?</DialogTitle>
        <DialogDescription className="mt-3">
          The client&apos;s link stops working at once and cannot be opened again. To share this proof again, create a
          new one.
        </DialogDescription>
        {failure && (
          <p role="alert" className="mt-3 text-red-800">
            {failure}
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => void revoke()}
            className="rounded-md bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60"
          >
            Revoke link
          </button>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded-md border border-slate-500 bg-white px-4 py-2 font-medium hover:bg-slate-100"
          >
            Cancel
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
