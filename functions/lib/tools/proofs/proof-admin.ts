// Proof approvals, the staff side: create a proof with its first version, add versions,
// read one with its versions, decisions and audit trail, and open any version's file. Each change
// names its actor, the signed-in member of staff, in the audit trail.
import type { ProofDetail } from "#shared/api/proofs-staff.ts";
import type { ProofFields } from "#shared/api/proofs.ts";
import { ApiError, withDatabase } from "../../platform/errors.ts";
import { DAY_MS } from "#shared/time-units.ts";
import {
  approvalUrl,
  audit,
  fileKey,
  newSlug,
  proofStatus,
  putFile,
  serveFile,
  type ProofDeps,
  type ProofRow,
  type VersionRow,
} from "./proof-store.ts";
import type { ProofFile } from "./proof-upload.ts";

/** Stores a new proof with its first version, answering what staff send to the client. */
export async function createProof(
  fields: ProofFields,
  file: ProofFile,
  actor: string,
  deps: ProofDeps,
): Promise<{ id: number; slug: string; url: string; expires_at: string }> {
  const now = deps.now();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + fields.expires_in_days * DAY_MS).toISOString();
  const slug = newSlug();
  const row = await withDatabase(() =>
    deps.db
      .prepare(
        "INSERT INTO proofs (slug, title, client_name, notes, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id",
      )
      .bind(slug, fields.title, fields.client_name || null, fields.notes || null, at, expiresAt)
      .first<{ id: number }>(),
  );
  if (!row) throw new ApiError("unavailable", "The proof could not be stored.");
  const key = fileKey(row.id, 1);
  try {
    await putFile(deps, key, file);
    await withDatabase(() =>
      deps.db.batch([
        deps.db
          .prepare(
            "INSERT INTO proof_versions (proof_id, version, file_key, file_name, content_type, size, created_at) VALUES (?1, 1, ?2, ?3, ?4, ?5, ?6)",
          )
          .bind(row.id, key, file.name, file.type, file.bytes.byteLength, at),
        audit(deps.db, row.id, "created", at, 1, null, actor),
      ]),
    );
  } catch (error) {
    // A proof without a file would be a link to nothing: take the row back out.
    await deps.db
      .prepare("DELETE FROM proofs WHERE id = ?1")
      .bind(row.id)
      .run()
      .catch(() => undefined);
    await deps.bucket.delete(key).catch(() => undefined);
    throw error;
  }
  return { id: row.id, slug, url: approvalUrl(deps.siteUrl, slug), expires_at: expiresAt };
}

export async function staffProof(db: D1Database, id: number): Promise<ProofRow> {
  const proof = await withDatabase(() => db.prepare("SELECT * FROM proofs WHERE id = ?1").bind(id).first<ProofRow>());
  if (!proof) throw new ApiError("not_found", "No proof with this id.");
  return proof;
}

/** Adds the next version of a live proof; its link now shows this file. */
export async function addVersion(
  id: number,
  file: ProofFile,
  actor: string,
  deps: ProofDeps,
): Promise<{ id: number; version: number }> {
  const proof = await staffProof(deps.db, id);
  if (proof.revoked_at) throw new ApiError("conflict", "This proof has been revoked; create a new one instead.");
  const at = deps.now().toISOString();
  const latest = await withDatabase(() =>
    deps.db
      .prepare("SELECT max(version) AS version FROM proof_versions WHERE proof_id = ?1")
      .bind(id)
      .first<{ version: number | null }>(),
  );
  const version = (latest?.version ?? 0) + 1;
  const key = fileKey(id, version);
  await putFile(deps, key, file);
  try {
    await withDatabase(() =>
      deps.db.batch([
        deps.db
          .prepare(
            "INSERT INTO proof_versions (proof_id, version, file_key, file_name, content_type, size, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
          )
          .bind(id, version, key, file.name, file.type, file.bytes.byteLength, at),
        audit(deps.db, id, "version_added", at, version, null, actor),
      ]),
    );
  } catch (error) {
    // Two uploads at once both chose this number: the loser's file goes, and staff retry.
    await deps.bucket.delete(key).catch(() => undefined);
    throw error instanceof ApiError
      ? error
      : new ApiError("conflict", "Another version was added at the same moment; try again.");
  }
  return { id, version };
}

/** One proof as staff see it: versions, decisions in the order they were made, the audit trail. */
export async function getProof(id: number, deps: Pick<ProofDeps, "db" | "siteUrl" | "now">): Promise<ProofDetail> {
  const proof = await staffProof(deps.db, id);
  const [versions, decisions, auditTrail] = await withDatabase(() =>
    deps.db.batch([
      deps.db
        .prepare(
          "SELECT version, file_name, content_type, size, created_at FROM proof_versions WHERE proof_id = ?1 ORDER BY version",
        )
        .bind(id),
      deps.db
        .prepare(
          "SELECT version, decision, name, comment, decided_at, delivery_status, delivery_attempts, delivered_at, delivery_error FROM proof_decisions WHERE proof_id = ?1 ORDER BY id",
        )
        .bind(id),
      deps.db
        .prepare("SELECT event, version, detail, actor, at FROM proof_audit WHERE proof_id = ?1 ORDER BY id")
        .bind(id),
    ]),
  );
  return {
    ...proof,
    status: proofStatus(proof, deps.now()),
    url: approvalUrl(deps.siteUrl, proof.slug),
    versions: (versions?.results ?? []) as ProofDetail["versions"],
    decisions: (decisions?.results ?? []) as ProofDetail["decisions"],
    audit: (auditTrail?.results ?? []) as ProofDetail["audit"],
  };
}

/** Any version's file as the client would get it, for staff: whatever the link's state, and no view recorded. */
export async function staffFile(
  id: number,
  version: number,
  download: boolean,
  deps: Pick<ProofDeps, "db" | "bucket">,
): Promise<Response> {
  const missing = () => new ApiError("not_found", "No such version of this proof.");
  const row = await withDatabase(() =>
    deps.db
      .prepare("SELECT file_key, file_name, content_type FROM proof_versions WHERE proof_id = ?1 AND version = ?2")
      .bind(id, version)
      .first<Pick<VersionRow, "file_key" | "file_name" | "content_type">>(),
  );
  if (!row) throw missing();
  return serveFile(deps.bucket, row, download, missing);
}
