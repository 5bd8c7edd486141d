// /staff/proofs/:id: one proof as staff follow it: its link and state, what can be done with the
// link, the latest version as the client sees it, a new version, and its whole history.
import { Link, useParams } from "react-router-dom";
import { getProofContract } from "#shared/api/proofs-staff.ts";
import { Loading, LoadFailed } from "../../../staff/components/load-state.tsx";
import { PageHeading } from "../../../staff/components/page-heading.tsx";
import { useStaffData } from "../../../staff/lib/use-staff-data.ts";
import { AddVersion } from "./add-version.tsx";
import { AuditTable } from "./audit-table.tsx";
import { DecisionsTable } from "./decisions-table.tsx";
import { LinkActions } from "./link-actions.tsx";
import { ProofFacts } from "./proof-facts.tsx";
import { ProofFilePreview } from "./proof-file-preview.tsx";
import { VersionsTable } from "./versions-table.tsx";

export function ProofPage() {
  const id = useParams()["id"] ?? "";
  const { data: proof, error, reload } = useStaffData(getProofContract, { id });
  if (error !== undefined) {
    return (
      <>
        <PageHeading title="Proof" />
        <LoadFailed error={error} retry={reload} />
      </>
    );
  }
  if (!proof) return <Loading what="the proof" />;
  const latest = proof.versions.at(-1);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/proofs" className="underline hover:no-underline">
          All proofs
        </Link>
      </p>
      <PageHeading title={proof.title}>{proof.client_name ? `For ${proof.client_name}.` : undefined}</PageHeading>
      <div className="grid gap-10">
        <ProofFacts proof={proof} />
        {proof.status !== "revoked" && <LinkActions proof={proof} onChanged={reload} />}
        {latest && <ProofFilePreview proofId={proof.id} title={proof.title} version={latest} />}
        {proof.status !== "revoked" && latest && (
          <AddVersion proofId={proof.id} next={latest.version + 1} onAdded={reload} />
        )}
        <VersionsTable proofId={proof.id} versions={proof.versions} />
        <DecisionsTable decisions={proof.decisions} />
        <AuditTable audit={proof.audit} />
      </div>
    </>
  );
}
