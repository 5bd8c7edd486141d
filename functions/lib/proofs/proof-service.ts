// Proof approvals (issue 27): staff share a proof through an unguessable link, the client reviews
// the latest version and approves it or asks for changes, once per version. Files live in R2,
// everything else in D1; every step that matters is written to the proof's audit trail.
import { approvalPath, type ProofDecisionRequest, type ProofFields, type ProofFileType, type PublicDecision, type PublicProof, PROOF_SLUG_PATTERN, proofMessages } from "../../../web/shared/proofs.ts";
import { ApiError, withDatabase } from "../errors.ts";
import { postNotification } from "../notify.ts";
import type { ProofFile } from "./proof-upload.ts";

const DAY_MS = 86_400_000;

export interface ProofDeps {
  readonly db: D1Database;
  readonly bucket: R2Bucket;
  readonly now: () => Date;
  /** The site's public address, for the links staff send (never the request's Host). */
  readonly siteUrl: string;
  /** Where staff are told about decisions; unset, decisions are only stored. */
  readonly notify: { readonly url?: string | undefined; readonly waitUntil: (work: Promise<unknown>) => void; readonly fetcher?: typeof fetch };
}

interface ProofRow {
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

interface VersionRow {
  version: number;
  file_key: string;
  file_name: string;
  content_type: ProofFileType;
  size: number;
  created_at: string;
}

interface DecisionRow {
  version: number;
  decision: PublicDecision["decision"];
  name: string;
  comment: string | null;
  decided_at: string;
}

const notFound = () => new ApiError("not_found", proofMessages.notFound);

/** 16 random bytes (128 bits) in base64url: 22 characters, unguessable. */
export function newSlug(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const fileKey = (proofId: number, version: number) => `proofs/${proofId}/v${version}-${newSlug()}`;

const audit = (db: D1Database, proofId: number, event: string, at: string, version: number | null = null, detail: string | null = null) =>
  db.prepare("INSERT INTO proof_audit (proof_id, event, version, detail, at) VALUES (?1, ?2, ?3, ?4, ?5)").bind(proofId, event, version, detail, at);

async function putFile(deps: ProofDeps, key: string, file: ProofFile): Promise<void> {
  try {
    await deps.bucket.put(key, file.bytes, { httpMetadata: { contentType: file.type } });
  } catch (error) {
    console.error("Proof file upload failed", error);
    throw new ApiError("unavailable", "The file could not be stored. Please try again shortly.");
  }
}

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
  return { id: row.id, slug, url: `${deps.siteUrl.replace(/\/+$/, "")}${approvalPath(slug)}`, expires_at: expiresAt };
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
    url: `${deps.siteUrl.replace(/\/+$/, "")}${approvalPath(proof.slug)}`,
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

/** The proof behind a link that still works, with its latest version; otherwise 404. */
export async function liveProof(db: D1Database, slug: string, now: Date): Promise<{ proof: ProofRow; latest: VersionRow }> {
  if (!PROOF_SLUG_PATTERN.test(slug)) throw notFound();
  const proof = await withDatabase(() =>
    db.prepare("SELECT * FROM proofs WHERE slug = ?1 AND revoked_at IS NULL AND expires_at > ?2").bind(slug, now.toISOString()).first<ProofRow>(),
  );
  if (!proof) throw notFound();
  const latest = await withDatabase(() =>
    db.prepare("SELECT version, file_key, file_name, content_type, size, created_at FROM proof_versions WHERE proof_id = ?1 ORDER BY version DESC LIMIT 1").bind(proof.id).first<VersionRow>(),
  );
  if (!latest) throw notFound();
  return { proof, latest };
}

/** Whether a link works now (the approval page's function answers 404 when it does not). */
export async function isLiveSlug(db: D1Database, slug: string, now: Date): Promise<boolean> {
  if (!PROOF_SLUG_PATTERN.test(slug)) return false;
  const row = await db.prepare("SELECT 1 AS live FROM proofs WHERE slug = ?1 AND revoked_at IS NULL AND expires_at > ?2").bind(slug, now.toISOString()).first();
  return row !== null;
}

const publicDecision = (row: DecisionRow): PublicDecision => ({ version: row.version, decision: row.decision, name: row.name, comment: row.comment, decidedAt: row.decided_at });

/** What the approval page shows. The first time it is asked for, the view goes into the audit trail. */
export async function viewProof(slug: string, deps: Pick<ProofDeps, "db" | "now">): Promise<PublicProof> {
  const now = deps.now();
  const { proof, latest } = await liveProof(deps.db, slug, now);
  const at = now.toISOString();
  if (!proof.first_viewed_at) {
    // Conditional on the column, in one batch: two first views at once record one.
    await withDatabase(() =>
      deps.db.batch([
        deps.db
          .prepare("INSERT INTO proof_audit (proof_id, event, version, at) SELECT id, 'first_viewed', ?2, ?3 FROM proofs WHERE id = ?1 AND first_viewed_at IS NULL")
          .bind(proof.id, latest.version, at),
        deps.db.prepare("UPDATE proofs SET first_viewed_at = ?2 WHERE id = ?1 AND first_viewed_at IS NULL").bind(proof.id, at),
      ]),
    );
  }
  const { results } = await withDatabase(() =>
    deps.db.prepare("SELECT version, decision, name, comment, decided_at FROM proof_decisions WHERE proof_id = ?1 ORDER BY version").bind(proof.id).all<DecisionRow>(),
  );
  const decisions = results.map(publicDecision);
  return {
    title: proof.title,
    clientName: proof.client_name,
    version: latest.version,
    fileName: latest.file_name,
    contentType: latest.content_type,
    size: latest.size,
    sharedAt: latest.created_at,
    expiresAt: proof.expires_at,
    fileUrl: `/api/approvals/${proof.slug}/file`,
    decision: decisions.find((decision) => decision.version === latest.version) ?? null,
    history: decisions.filter((decision) => decision.version !== latest.version),
  };
}

/** Records the reviewer's decision on the latest version: final, so a second one is a 409. */
export async function decide(slug: string, input: ProofDecisionRequest, clientHash: string, deps: ProofDeps): Promise<PublicDecision> {
  const now = deps.now();
  const { proof, latest } = await liveProof(deps.db, slug, now);
  if (input.version !== undefined && input.version !== latest.version) throw new ApiError("conflict", proofMessages.newerVersion, { version: latest.version });
  const at = now.toISOString();
  const comment = input.comment || null;
  const inserted = await withDatabase(() =>
    deps.db
      .prepare(
        `INSERT INTO proof_decisions (proof_id, version, decision, name, comment, decided_at, client_hash, delivery_status)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (proof_id, version) DO NOTHING RETURNING id`,
      )
      .bind(proof.id, latest.version, input.decision, input.name, comment, at, clientHash, deps.notify.url ? "pending" : "none")
      .first<{ id: number }>(),
  );
  const decisionId = inserted?.id;
  if (decisionId === undefined) throw new ApiError("conflict", proofMessages.alreadyDecided);
  await withDatabase(() => audit(deps.db, proof.id, "decided", at, latest.version, `${input.decision} by ${input.name}`).run());
  if (deps.notify.url) deps.notify.waitUntil(forwardDecision(decisionId, deps.notify.url, deps));
  return { version: latest.version, decision: input.decision, name: input.name, comment, decidedAt: at };
}

/** Tells staff about one decision and records the outcome on its row. Never throws. */
export async function forwardDecision(id: number, url: string, deps: Pick<ProofDeps, "db" | "now" | "siteUrl" | "notify">): Promise<void> {
  let error: string | null = null;
  try {
    const row = await deps.db
      .prepare(
        `SELECT d.id, d.proof_id, p.title, p.client_name, d.version, d.decision, d.name, d.comment, d.decided_at
         FROM proof_decisions d JOIN proofs p ON p.id = d.proof_id WHERE d.id = ?1 AND d.delivery_status = 'pending'`,
      )
      .bind(id)
      .first<Record<string, unknown>>();
    if (!row) return;
    error = await postNotification(url, { type: "proof_decision", ...row, admin_path: `/api/admin/proofs/${String(row["proof_id"])}` }, `proof-decision-${id}`, deps.notify.fetcher);
  } catch (cause) {
    error = cause instanceof Error ? `${cause.name}: ${cause.message}` : "unknown error";
  }
  try {
    await deps.db
      .prepare(
        `UPDATE proof_decisions SET delivery_status = ?2, delivery_attempts = delivery_attempts + 1,
           delivered_at = CASE WHEN ?2 = 'delivered' THEN ?3 ELSE delivered_at END, delivery_error = ?4
         WHERE id = ?1 AND delivery_status = 'pending'`,
      )
      .bind(id, error ? "failed" : "delivered", deps.now().toISOString(), error?.slice(0, 500) ?? null)
      .run();
  } catch (cause) {
    console.error("Could not record delivery status of a proof decision", id, cause);
  }
  if (error) console.error("Proof decision forwarding failed", id, error);
}

/** The latest version's file, straight from R2, with headers that keep it inert. */
export async function openFile(slug: string, download: boolean, deps: Pick<ProofDeps, "db" | "bucket" | "now">): Promise<Response> {
  const { latest } = await liveProof(deps.db, slug, deps.now());
  const object = await deps.bucket.get(latest.file_key);
  if (!object) {
    console.error("Proof file missing from R2", latest.file_key);
    throw notFound();
  }
  const disposition = `${download ? "attachment" : "inline"}; filename="${latest.file_name}"; filename*=UTF-8''${encodeURIComponent(latest.file_name)}`;
  const pdf = latest.content_type === "application/pdf";
  return new Response(object.body, {
    headers: {
      "content-type": latest.content_type,
      "content-length": String(object.size),
      "content-disposition": disposition,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      // A PDF is active content: sandboxed, it runs no script with the site's origin.
      "content-security-policy": `${pdf ? "sandbox; " : ""}default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'`,
      "x-frame-options": "SAMEORIGIN",
      "x-robots-tag": "noindex, nofollow",
    },
  });
}
