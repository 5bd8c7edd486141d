// What staff can do with a link that has not been revoked: set a new expiry, or revoke it.
import type { ProofDetail } from "#shared/api/proofs-staff.ts";
import { ExtendForm } from "./extend-form.tsx";
import { RevokeButton } from "./revoke-button.tsx";

export function LinkActions({ proof, onChanged }: { proof: ProofDetail; onChanged: () => void }) {
  return (
    <section aria-labelledby="actions-heading" className="grid gap-4">
      <h2 id="actions-heading" className="text-xl font-semibold">
        Change the link
      </h2>
      <ExtendForm proofId={proof.id} expired={proof.status === "expired"} onChanged={onChanged} />
      <RevokeButton proofId={proof.id} title={proof.title} onChanged={onChanged} />
    </section>
  );
}
