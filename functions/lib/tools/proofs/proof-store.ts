// Proof approvals' storage shared by the staff and the reviewer's sides: what a service needs
// (D1, the R2 bucket, a clock, the notification target), the rows, slugs and the audit trail.
import { base64url } from "jose";
import { approvalPath, type ProofFileType, type PublicDecision } from "#shared/api/proofs.ts";
import type { ProofStatus } from "#shared/api/proofs-staff.ts";
import { ApiError } from "../../platform/errors.ts";
import type { ProofFile } from "./proof-upload.ts";

export interface ProofDeps {
  readonly db: D1Database;
  readonly bucket: R2Bucket;
  readonly now: () => Date;
  /** The site's public address, for the links staff send (never the request's Host). */
  readonly siteUrl: string;
  /** Where staff are told about decisions; unset, decisions are only stored. */
  readonly notify: {
    readonly url?: string | undefined;
    readonly waitUntil: (work: Promise<unknown>) => void;
    readonly fetcher?: typeof fetch;
  };
}

export interface ProofRow {
  id: number;
  slug: string;
  title: string;
  client_name: string | null;
  notes: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  first_viewed_at: string | null;
}

export interface VersionRow {
  version: number;
  file_key: string;
  file_name: string;
  content_type: ProofFileType;
  size: number;
  created_at: string;
}

export interface DecisionRow {
  version: number;
  decision: PublicDecision["decision"];
  name: string;
  comment: string | null;
  decided_at: string;
}

/** 16 random bytes (128 bits) in base64url: 22 characters, unguessable. */
export function newSlug(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(16)));
}

export const fileKey = (proofId: number, version: number) => `proofs/${proofId}/v${version}-${newSlug()}`;

/** An audit row; `actor` names the member of staff who acted, null for the client's own events. */
export const audit = (
  db: D1Database,
  proofId: number,
  event: string,
  at: string,
  version: number | null = null,
  detail: string | null = null,
  actor: string | null = null,
) =>
  db
    .prepare("INSERT INTO proof_audit (proof_id, event, version, detail, actor, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(proofId, event, version, detail, actor, at);

/** Whether a proof's link works at `now`. */
export const proofStatus = (proof: Pick<ProofRow, "revoked_at" | "expires_at">, now: Date): ProofStatus =>
  proof.revoked_at ? "revoked" : Date.parse(proof.expires_at) <= now.getTime() ? "expired" : "live";

export async function putFile(deps: ProofDeps, key: string, file: ProofFile): Promise<void> {
  try {
    await deps.bucket.put(key, file.bytes, { httpMetadata: { contentType: file.type } });
  } catch (error) {
    console.error("Proof file upload failed", error);
    throw new ApiError("unavailable", "The file could not be stored. Please try again shortly.");
  }
}

/** A version's file, straight from R2, with headers that keep it inert; 404 when R2 has lost it. */
export async function serveFile(
  bucket: R2Bucket,
  version: Pick<VersionRow, "file_key" | "file_name" | "content_type">,
  download: boolean,
  missing: () => ApiError,
): Promise<Response> {
  const object = await bucket.get(version.file_key);
  if (!object) {
    console.error("Proof file missing from R2", version.file_key);
    throw missing();
  }
  const disposition = `${download ? "attachment" : "inline"}; filename="${version.file_name}"; filename*=UTF-8''${encodeURIComponent(version.file_name)}`;
  return new Response(object.body, {
    headers: {
      "content-type": version.content_type,
      "content-length": String(object.size),
      "content-disposition": disposition,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      // Sandboxed whatever its type: a PDF is active content, and a file opened on its own (or
      // sniffed by a browser that ignores nosniff) then runs no script with the site's origin.
      "content-security-policy":
        "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      "x-frame-options": "SAMEORIGIN",
      "x-robots-tag": "noindex, nofollow",
    },
  });
}

/** The link staff send: on the site's public address, never the request's Host. */
export const approvalUrl = (siteUrl: string, slug: string) => `${siteUrl.replace(/\/+$/, "")}${approvalPath(slug)}`;
