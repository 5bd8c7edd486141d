// Proof approvals, the client's side: the client views a proof and decides through its
// link. The staff endpoints are in proofs-staff.ts; the rules both sides check are in proofs.ts.
import { proofDecisionSchema, publicDecisionSchema, publicProofSchema } from "./proofs.ts";
import { defineContract, visitorPost } from "./contract.ts";

export const viewApprovalContract = defineContract({
  method: "GET",
  path: "/approvals/:slug",
  response: publicProofSchema,
  errors: ["unavailable"],
});

/** The proof's bytes, inline or (with ?download) as an attachment. */
export const approvalFileContract = defineContract({
  method: "GET",
  path: "/approvals/:slug/file",
  responseKind: "file",
  errors: ["unavailable"],
});

/** A decision on anything but the latest version, or a second one, is a 409. */
export const approvalDecisionContract = visitorPost(
  "/approvals/:slug/decision",
  proofDecisionSchema,
  publicDecisionSchema,
  ["conflict"],
);
