// Proof approvals, the staff side: share a proof (multipart uploads), list and read
// proofs with their decisions and audit trail, revoke or extend a link, preview any version.
// Apart from the client's endpoints (proofs-approvals.ts), so the approval page carries none of this.
import * as v from "valibot";
import { PROOF_DECISIONS, PROOF_FILE_TYPES, PROOF_LIMITS } from "./proofs.ts";
import { defineContract, staffEndpoint } from "./contract.ts";
import { ADMIN_ERRORS } from "./error-codes.ts";
import { pageOf } from "./staff.ts";

/** An upload is multipart form data, checked by its bytes (functions/lib/tools/proofs/proof-upload.ts). */
const UPLOAD_ERRORS = ["bad_request", "payload_too_large", "unsupported_media_type"] as const;

/** Whether a proof's link works now: neither revoked nor past its expiry. */
export const PROOF_STATUSES = ["live", "expired", "revoked"] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

const decisionSummary = v.object({
  decision: v.picklist(PROOF_DECISIONS),
  version: v.number(),
  name: v.string(),
  decided_at: v.string(),
});

/** One row of the console's list of proofs. */
export const proofListRowSchema = v.object({
  id: v.number(),
  title: v.string(),
  client_name: v.nullable(v.string()),
  status: v.picklist(PROOF_STATUSES),
  latest_version: v.number(),
  expires_at: v.string(),
  created_at: v.string(),
  /** The decision on the highest version decided so far. */
  latest_decision: v.nullable(decisionSummary),
  /** The link the client is sent. */
  url: v.string(),
});
export type ProofListRow = v.InferOutput<typeof proofListRowSchema>;

const versionSchema = v.object({
  version: v.number(),
  file_name: v.string(),
  content_type: v.picklist(PROOF_FILE_TYPES),
  size: v.number(),
  created_at: v.string(),
});
const staffDecisionSchema = v.object({
  ...decisionSummary.entries,
  comment: v.nullable(v.string()),
  delivery_status: v.picklist(["none", "pending", "delivered", "failed"]),
  delivery_attempts: v.number(),
  delivered_at: v.nullable(v.string()),
  delivery_error: v.nullable(v.string()),
});
export const PROOF_AUDIT_EVENTS = [
  "created",
  "version_added",
  "first_viewed",
  "decided",
  "revoked",
  "extended",
] as const;
/** `actor` is the member of staff (or "staff token"); null for the client's own events. */
const auditSchema = v.object({
  event: v.picklist(PROOF_AUDIT_EVENTS),
  version: v.nullable(v.number()),
  detail: v.nullable(v.string()),
  actor: v.nullable(v.string()),
  at: v.string(),
});

/** One proof as staff see it: versions, decisions in the order they were made, the audit trail. */
export const proofDetailSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  client_name: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  created_at: v.string(),
  expires_at: v.string(),
  revoked_at: v.nullable(v.string()),
  first_viewed_at: v.nullable(v.string()),
  status: v.picklist(PROOF_STATUSES),
  url: v.string(),
  versions: v.array(versionSchema),
  decisions: v.array(staffDecisionSchema),
  audit: v.array(auditSchema),
});
export type ProofDetail = v.InferOutput<typeof proofDetailSchema>;

export const createProofContract = staffEndpoint({
  method: "POST",
  path: "/admin/proofs",
  response: v.object({ id: v.number(), slug: v.string(), url: v.string(), expires_at: v.string() }),
  errors: UPLOAD_ERRORS,
});

/** Newest first, a page at a time (`?before=`), filtered by `status` and searched by `q` (title or client). */
export const listProofsContract = staffEndpoint({
  method: "GET",
  path: "/admin/proofs",
  response: pageOf(proofListRowSchema),
});

export const getProofContract = staffEndpoint({
  method: "GET",
  path: "/admin/proofs/:id",
  response: proofDetailSchema,
});

/** `already_revoked`: another request revoked it first; `revoked_at` is always the first revocation's. */
export const revokeProofContract = staffEndpoint({
  method: "DELETE",
  path: "/admin/proofs/:id",
  response: v.object({ id: v.number(), revoked_at: v.string(), already_revoked: v.boolean() }),
  errors: ["conflict"],
});

export const addProofVersionContract = staffEndpoint({
  method: "POST",
  path: "/admin/proofs/:id/versions",
  response: v.object({ id: v.number(), version: v.number() }),
  errors: [...UPLOAD_ERRORS, "conflict"],
});

const expiryDays = `Enter a whole number of days from 1 to ${PROOF_LIMITS.expiresInDaysMax}.`;
/** A new expiry, counted in days from now. */
export const proofExpirySchema = v.object(
  {
    days: v.pipe(
      v.number(expiryDays),
      v.integer(expiryDays),
      v.minValue(1, expiryDays),
      v.maxValue(PROOF_LIMITS.expiresInDaysMax, expiryDays),
    ),
  },
  expiryDays,
);

/** A staff JSON POST (the guard's checks first); a revoked proof cannot be extended (409). */
export const extendProofContract = defineContract({
  method: "POST",
  path: "/admin/proofs/:id/expiry",
  request: proofExpirySchema,
  response: v.object({ id: v.number(), expires_at: v.string() }),
  errors: [...ADMIN_ERRORS, "bad_request", "unsupported_media_type", "payload_too_large", "conflict"],
});

/** Any version's file as the client would get it, for staff: records no view. `?download` for an attachment. */
export const staffProofFileContract = staffEndpoint({
  method: "GET",
  path: "/admin/proofs/:id/versions/:version/file",
  responseKind: "file",
});
