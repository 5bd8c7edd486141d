// The facts of a proof: whether its link works, the link itself with a button to copy it, until
// when it is open, and the staff's own notes.
import type { ProofDetail } from "#shared/api/proofs-staff.ts";
import { CopyButton } from "../../../staff/components/copy-button.tsx";
import { dateTime } from "../../../staff/lib/staff-format.ts";
import { StatusBadge } from "./status-badge.tsx";

const term = "font-semibold text-slate-800";

export function ProofFacts({ proof }: { proof: ProofDetail }) {
  return (
    <section aria-labelledby="facts-heading" className="grid gap-3">
      <h2 id="facts-heading" tabIndex={-1} className="text-xl font-semibold outline-none">
        The link
      </h2>
      <dl className="grid max-w-4xl gap-x-6 gap-y-3 rounded-md border border-slate-300 bg-white p-4 md:grid-cols-[12rem_1fr]">
        <dt className={term}>Status</dt>
        <dd>
          <StatusBadge status={proof.status} />
        </dd>
        <dt className={term}>Client&apos;s link</dt>
        <dd className="grid gap-2">
          <code className="break-all">{proof.url}</code>
          {proof.status === "revoked" ? (
            <span className="text-slate-700">Revoked: it no longer opens.</span>
          ) : (
            <CopyButton text={proof.url} label="Copy link" />
          )}
        </dd>
        <dt className={term}>
          {proof.status === "revoked" ? "Revoked" : proof.status === "expired" ? "Expired" : "Open until"}
        </dt>
        <dd>{dateTime(proof.revoked_at ?? proof.expires_at)}</dd>
        <dt className={term}>Client</dt>
        <dd>{proof.client_name ?? "Not named"}</dd>
        <dt className={term}>Created</dt>
        <dd>{dateTime(proof.created_at)}</dd>
        <dt className={term}>First viewed by the client</dt>
        <dd>{proof.first_viewed_at ? dateTime(proof.first_viewed_at) : "Not yet"}</dd>
        <dt className={term}>Notes for staff</dt>
        <dd className="whitespace-pre-line">{proof.notes ?? "None"}</dd>
      </dl>
    </section>
  );
}
