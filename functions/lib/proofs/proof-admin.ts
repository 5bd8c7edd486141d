// Proof approvals, the staff side (issue 27): create a proof with its first version, add versions,
// list, read one with its versions, decisions and audit trail, and revoke its link.
import type { ProofFields } from "../../../web/shared/proofs.ts";
import { ApiError, withDatabase } from "../errors.ts";
import { approvalUrl, audit, fileKey, newSlug, putFile, type ProofDeps, type ProofRow } from "./proof-store.ts";
import type { ProofFile } from "./proof-upload.ts";

const DAY_MS = 86_400_000;

/** Stores a new proof with its first version, answering what staff send to the client. */
export async function createProof(fields: ProofFields, file: ProofFile, deps: ProofDeps): Promise<{ id: number; slug: string; url: string; expires_at: string }> {
  const now = deps.now();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + fields.expires_in_days * DAY_MS).toISOString();
  const slug = newSlug();
  const row = await withDatabase(() =>
    deps.db
      .prepare("INSERT INTO proofs (slug, title, client_name, notes, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id")
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
          .prepare("INSERT INTO proof_versions (proof_id, version, file_key, file_name, content_type, size, created_at) VALUES (?1, 1, ?2, ?3, ?4, ?5, ?6)")
          .bind(row.id, key, file.name, file.type, file.bytes.byteLength, at),
        audit(deps.db, row.id, "created", at, 1),
      ]),
    );
  } catch (error) {
    // A proof without a file would be a link to nothing: take the row back out.
    await deps.db.prepare("DELETE FROM proofs WHERE id = ?1").bind(row.id).run().catch(() => undefined);
    await deps.bucket.delete(key).catch(() => undefined);
    throw error;
  }
  return { id: row.id, slug, url: approvalUrl(deps.siteUrl, slug), expires_at: expiresAt };
}

async function staffProof(db: D1Database, id: number): Promise<ProofRow> {
  const proof = await withDatabase(() => db.prepare("SELECT * FROM proofs WHERE id = ?1").bind(id).first<ProofRow>());
  if (!proof) throw new ApiError("not_found", "No proof with this id.");
  return proof;
}

/** Adds the next version of a live proof; its link now shows this file. */
export async function addVersion(id: number, file: ProofFile, deps: ProofDeps): Promise<{ id: number; version: number }> {
  const proof = await staffProof(deps.db, id);
  if (proof.revoked_at) throw new ApiError("conflict", "This proof has been revoked; create a new one instead.");
  const at = deps.now().toISOString();
  const latest = await withDatabase(() => deps.db.prepare("SELECT max(version) AS version FROM proof_versions WHERE proof_id = ?1").bind(id).first<{ version: number | null }>());
  const version = (latest?.version ?? 0) + 1;
  const key = fileKey(id, version);
  await putFile(deps, key, file);
  try {
    await withDatabase(() =>
      deps.db.batch([
        deps.db
          .prepare("INSERT INTO proof_versions (proof_id, version, file_key, file_name, content_type, size, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
          .bind(id, version, key, file.name, file.type, file.bytes.byteLength, at),
        audit(deps.db, id, "version_added", at, version),
      ]),
    );
  } catch (error) {
    // Two uploads at once both chose this number: the loser's file goes, and staff retry.
    await deps.bucket.delete(key).catch(() => undefined);
    throw error instanceof ApiError ? error : new ApiError("conflict", "Another version was added at the same moment; try again.");
  }
  return { id, version };
}

/** Every proof, newest first, with its latest version and how that version stands. */
export async function listProofs(db: D1Database, limit: number): Promise<Record<string, unknown>[]> {
  const { results } = await withDatabase(() =>
    db
      .prepare(
        `SELECT p.id, p.slug, p.title, p.client_name, p.created_at, p.expires_at, p.revoked_at, p.first_viewed_at,
           (SELECT max(version) FROM proof_versions WHERE proof_id = p.id) AS latest_version,
           (SELECT decision FROM proof_decisions d WHERE d.proof_id = p.id ORDER BY d.version DESC LIMIT 1) AS latest_decision,
           (SELECT version FROM proof_decisions d WHERE d.proof_id = p.id ORDER BY d.version DESC LIMIT 1) AS latest_decision_version
         FROM proofs p ORDER BY p.id DESC LIMIT ?1`,
      )
      .bind(limit)
      .all<Record<string, unknown>>(),
  );
  return results;
}

/** One proof as staff see it: versions, decisions in the order they were made, the audit trail. */
export async function getProof(id: number, deps: Pick<ProofDeps, "db" | "siteUrl">): Promise<Record<string, unknown>> {
  const proof = await staffProof(deps.db, id);
  const [versions, decisions, auditTrail] = await withDatabase(() =>
    deps.db.batch([
      deps.db.prepare("SELECT version, file_name, content_type, size, created_at FROM proof_versions WHERE proof_id = ?1 ORDER BY version").bind(id),
      deps.db
        .prepare("SELECT version, decision, name, comment, decided_at, delivery_status, delivery_attempts, delivered_at, delivery_error FROM proof_decisions WHERE proof_id = ?1 ORDER BY id")
        .bind(id),
      deps.db.prepare("SELECT event, version, detail, at FROM proof_audit WHERE proof_id = ?1 ORDER BY id").bind(id),
    ]),
  );
  return {
    ...proof,
    url: approvalUrl(deps.siteUrl, proof.slug),
    versions: versions?.results ?? [],
    decisions: decisions?.results ?? [],
    audit: auditTrail?.results ?? [],
  };
}

/** Revokes a proof: its link answers 404 from now on. Revoking twice changes nothing. */
export async function revokeProof(id: number, deps: Pick<ProofDeps, "db" | "now">): Promise<{ id: number; revoked_at: string }> {
  const proof = await staffProof(deps.db, id);
  if (proof.revoked_at) return { id, revoked_at: proof.revoked_at };
  const at = deps.now().toISOString();
  await withDatabase(() => deps.db.batch([deps.db.prepare("UPDATE proofs SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL").bind(id, at), audit(deps.db, id, "revoked", at)]));
  return { id, revoked_at: at };
}

