// Sets a link's expiry a number of days from today; an expired link opens again. The days typed
// are kept as a draft, so an expired sign-in loses nothing.
import { useState, type FormEvent } from "react";
import * as v from "valibot";
import { extendProofContract, proofExpirySchema } from "#shared/api/proofs-staff.ts";
import { PROOF_LIMITS } from "#shared/api/proofs.ts";
import { useDraft } from "../../../staff/lib/drafts.ts";
import { dateTime } from "../../../staff/lib/staff-format.ts";
import { failureMessage, staffCall } from "../../../staff/lib/staff-api.ts";
import { inputStyle } from "./form-field.tsx";

type ExtendState =
  | { readonly kind: "idle" | "saving" }
  | { readonly kind: "done"; readonly until: string }
  | { readonly kind: "failed"; readonly message: string };

const BLANK = { days: String(PROOF_LIMITS.expiresInDaysDefault) };

export function ExtendForm({
  proofId,
  expired,
  onChanged,
}: {
  proofId: number;
  expired: boolean;
  onChanged: () => void;
}) {
  const [draft, setDraft, clearDraft] = useDraft(`proof-${proofId}-expiry`, BLANK);
  const [state, setState] = useState<ExtendState>({ kind: "idle" });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(proofExpirySchema, { days: draft.days.trim() === "" ? Number.NaN : Number(draft.days) });
    if (!parsed.success) return setState({ kind: "failed", message: parsed.issues[0].message });
    setState({ kind: "saving" });
    try {
      const { expires_at } = await staffCall(extendProofContract, parsed.output, { params: { id: String(proofId) } });
      clearDraft();
      setState({ kind: "done", until: expires_at });
      onChanged();
    } catch (error) {
      setState({ kind: "failed", message: failureMessage(error) });
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid max-w-2xl gap-2 rounded-md border border-slate-300 bg-white p-4"
    >
      <label htmlFor="extend-days" className="font-medium">
        {expired ? "Open the link again for (days from today)" : "Keep the link open for (days from today)"}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id="extend-days"
          type="number"
          inputMode="numeric"
          min={1}
          max={PROOF_LIMITS.expiresInDaysMax}
          value={draft.days}
          onChange={(event) => setDraft({ days: event.target.value })}
          aria-invalid={state.kind === "failed" ? true : undefined}
          aria-describedby={state.kind === "failed" ? "extend-error" : undefined}
          className={`${inputStyle} mt-0 w-28`}
        />
        <button
          type="submit"
          disabled={state.kind === "saving"}
          className="rounded-md border border-slate-500 bg-white px-4 py-2 font-medium hover:bg-slate-100 disabled:opacity-60"
        >
          Extend
        </button>
      </div>
      <p role="status" className="text-slate-700">
        {state.kind === "saving"
          ? "Saving…"
          : state.kind === "done"
            ? `The link is open until ${dateTime(state.until)}.`
            : ""}
      </p>
      {state.kind === "failed" && (
        <p id="extend-error" role="alert" className="text-red-800">
          {state.message}
        </p>
      )}
    </form>
  );
}
