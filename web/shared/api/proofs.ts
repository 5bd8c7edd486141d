// Proof approvals (issue 27): staff share a proof (multipart uploads, behind the admin token);
// the client views it and decides through its link.
import * as v from "valibot";
import { proofDecisionSchema, publicDecisionSchema, publicProofSchema } from "../proofs.ts";
import { defineContract, staffEndpoint, visitorPost } from "./contract.ts";

const row = v.record(v.string(), v.unknown());
/** An upload is multipart form data, checked by its bytes (functions/lib/proofs/proof-upload.ts). */
const UPLOAD_ERRORS = ["bad_request", "payload_too_large", "unsupported_media_type"] as const;

export const createProofContract = staffEndpoint({
  method: "POST",
  path: "/admin/proofs",
  response: v.object({ id: v.number(), slug: v.string(), url: v.string(), expires_at: v.string() }),
  errors: UPLOAD_ERRORS,
});

export const listProofsContract = staffEndpoint({ method: "GET", path: "/admin/proofs", response: v.object({ proofs: v.array(row) }) });

export const getProofContract = staffEndpoint({ method: "GET", path: "/admin/proofs/:id", response: row });

export const revokeProofContract = staffEndpoint({ method: "DELETE", path: "/admin/proofs/:id", response: v.object({ id: v.number(), revoked_at: v.string() }), errors: ["conflict"] });

export const addProofVersionContract = staffEndpoint({
  method: "POST",
  path: "/admin/proofs/:id/versions",
  response: v.object({ id: v.number(), version: v.number() }),
  errors: [...UPLOAD_ERRORS, "conflict"],
});

export const viewApprovalContract = defineContract({ method: "GET", path: "/approvals/:slug", response: publicProofSchema, errors: ["unavailable"] });

/** The proof's bytes, inline or (with ?download) as an attachment. */
export const approvalFileContract = defineContract({ method: "GET", path: "/approvals/:slug/file", responseKind: "file", errors: ["unavailable"] });

/** A decision on anything but the latest version, or a second one, is a 409. */
export const approvalDecisionContract = visitorPost("/approvals/:slug/decision", proofDecisionSchema, publicDecisionSchema, ["conflict"]);
