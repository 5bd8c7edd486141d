// Proof approvals (issue 27): staff share a proof (multipart uploads, behind the admin token);
// the client views it and decides through its link.
import * as v from "valibot";
import { proofDecisionSchema, publicDecisionSchema, publicProofSchema } from "../proofs.ts";
import { defineContract } from "./contract.ts";
import { ADMIN_ERRORS, COMMON_ERRORS, VISITOR_POST_ERRORS } from "./error-codes.ts";

const row = v.record(v.string(), v.unknown());
/** An upload is multipart form data, checked by its bytes (functions/lib/proofs/proof-upload.ts). */
const UPLOAD_ERRORS = ["bad_request", "payload_too_large", "unsupported_media_type"] as const;

export const createProofContract = defineContract({
  method: "POST",
  path: "/admin/proofs",
  request: undefined,
  response: v.object({ id: v.number(), slug: v.string(), url: v.string(), expires_at: v.string() }),
  responseKind: "json",
  errors: [...COMMON_ERRORS, ...ADMIN_ERRORS, ...UPLOAD_ERRORS],
});

export const listProofsContract = defineContract({
  method: "GET",
  path: "/admin/proofs",
  request: undefined,
  response: v.object({ proofs: v.array(row) }),
  responseKind: "json",
  errors: [...COMMON_ERRORS, ...ADMIN_ERRORS],
});

export const getProofContract = defineContract({
  method: "GET",
  path: "/admin/proofs/:id",
  request: undefined,
  response: row,
  responseKind: "json",
  errors: [...COMMON_ERRORS, ...ADMIN_ERRORS],
});

export const revokeProofContract = defineContract({
  method: "DELETE",
  path: "/admin/proofs/:id",
  request: undefined,
  response: v.object({ id: v.number(), revoked_at: v.string() }),
  responseKind: "json",
  errors: [...COMMON_ERRORS, ...ADMIN_ERRORS, "conflict"],
});

export const addProofVersionContract = defineContract({
  method: "POST",
  path: "/admin/proofs/:id/versions",
  request: undefined,
  response: v.object({ id: v.number(), version: v.number() }),
  responseKind: "json",
  errors: [...COMMON_ERRORS, ...ADMIN_ERRORS, ...UPLOAD_ERRORS, "conflict"],
});

export const viewApprovalContract = defineContract({
  method: "GET",
  path: "/approvals/:slug",
  request: undefined,
  response: publicProofSchema,
  responseKind: "json",
  errors: [...COMMON_ERRORS, "unavailable"],
});

/** The proof's bytes, inline or (with ?download) as an attachment. */
export const approvalFileContract = defineContract({
  method: "GET",
  path: "/approvals/:slug/file",
  request: undefined,
  response: undefined,
  responseKind: "file",
  errors: [...COMMON_ERRORS, "unavailable"],
});

/** A decision on anything but the latest version, or a second one, is a 409. */
export const approvalDecisionContract = defineContract({
  method: "POST",
  path: "/approvals/:slug/decision",
  request: proofDecisionSchema,
  response: publicDecisionSchema,
  responseKind: "json",
  errors: [...COMMON_ERRORS, ...VISITOR_POST_ERRORS, "conflict"],
});
