// A proof's status as a labelled badge: the word carries the meaning, the colour only repeats it.
import type { ProofStatus } from "#shared/api/proofs-staff.ts";
import { STATUS_LABEL, STATUS_STYLE } from "./proof-labels.ts";

export function StatusBadge({ status }: { status: ProofStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full border px-3 py-0.5 text-sm font-semibold ${STATUS_STYLE[status]}`}
    >
      {STATUS_LABEL[status]}
    </span>
  );
}
