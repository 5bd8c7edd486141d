// Proof approvals' storage shared by the staff and the reviewer's sides: what a service needs
// (D1, the R2 bucket, a clock, the notification target), the rows, slugs and the audit trail.
import { approvalPath, type ProofFileType, type PublicDecision } from "../../../web/shared/proofs.ts";
import { ApiError } from "../errors.ts";
import type { ProofFile } from "./proof-upload.ts";

export interface ProofDeps {
  readonly db: D1Database;
  readonly bucket: R2Bucket;
  readonly now: () => Date;
  /** The site's public address, for the links staff send (never the request's Host). */
  readonly siteUrl: string;
  /** Where staff are told about decisions; unset, decisions are only stored. */
  readonly notify: { readonly url?: string | undefined; readonly waitUntil: (work: Promise<unknown>) => void; readonly fetcher?: typeof fetch };
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
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const fileKey = (proofId: number, version: number) => `proofs/${proofId}/v${version}-${newSlug()}`;

export const audit = (db: D1Database, proofId: number, event: string, at: string, version: number | null = null, detail: string | null = null) =>
  db.prepare("INSERT INTO proof_audit (proof_id, event, version, detail, at) VALUES (?1, ?2, ?3, ?4, ?5)").bind(proofId, event, version, detail, at);

export async function putFile(deps: ProofDeps, key: string, file: ProofFile): Promise<void> {
  try {
    await deps.bucket.put(key, file.bytes, { httpMetadata: { contentType: file.type } });
  } catch (error) {
    console.error("Proof file upload failed", error);
    throw new ApiError("unavailable", "The file could not be stored. Please try again shortly.");
  }
}

/** The link staff send: on the site's public address, never the request's Host. */
export const approvalUrl = (siteUrl: string, slug: string) => `${siteUrl.replace(/\/+$/, "")}${approvalPath(slug)}`;
