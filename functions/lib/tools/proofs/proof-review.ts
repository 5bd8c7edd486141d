// Proof approvals, the reviewer's side: a link works while its proof is neither expired
// nor revoked; it shows the latest version, serves its file, and takes one decision per version,
// which staff are told about through the notification webhook.
import { apiUrl } from "#shared/api/contract.ts";
import { approvalFileContract } from "#shared/api/proofs-approvals.ts";
import {
  PROOF_SLUG_PATTERN,
  proofMessages,
  type ProofDecisionRequest,
  type PublicDecision,
  type PublicProof,
} from "#shared/api/proofs.ts";
import { ApiError, withDatabase } from "../../platform/errors.ts";
import { forwardAndRecord, type ForwardDeps } from "../../platform/notify.ts";
import { audit, serveFile, type DecisionRow, type ProofDeps, type ProofRow, type VersionRow } from "./proof-store.ts";

const notFound = () => new ApiError("not_found", proofMessages.notFound);

/** The proof behind a link that still works, with its latest version; otherwise 404. */
export async function liveProof(
  db: D1Database,
  slug: string,
  now: Date,
): Promise<{ proof: ProofRow; latest: VersionRow }> {
  if (!PROOF_SLUG_PATTERN.test(slug)) throw notFound();
  const proof = await withDatabase(() =>
    db
      .prepare("SELECT * FROM proofs WHERE slug = ?1 AND revoked_at IS NULL AND expires_at > ?2")
      .bind(slug, now.toISOString())
      .first<ProofRow>(),
  );
  if (!proof) throw notFound();
  const latest = await withDatabase(() =>
    db
      .prepare(
        "SELECT version, file_key, file_name, content_type, size, created_at FROM proof_versions WHERE proof_id = ?1 ORDER BY version DESC LIMIT 1",
      )
      .bind(proof.id)
      .first<VersionRow>(),
  );
  if (!latest) throw notFound();
  return { proof, latest };
}

/** Whether a link works now (the approval page's function answers 404 when it does not). */
export async function isLiveSlug(db: D1Database, slug: string, now: Date): Promise<boolean> {
  if (!PROOF_SLUG_PATTERN.test(slug)) return false;
  const row = await db
    .prepare("SELECT 1 AS live FROM proofs WHERE slug = ?1 AND revoked_at IS NULL AND expires_at > ?2")
    .bind(slug, now.toISOString())
    .first();
  return row !== null;
}

const publicDecision = (row: DecisionRow): PublicDecision => ({
  version: row.version,
  decision: row.decision,
  name: row.name,
  comment: row.comment,
  decidedAt: row.decided_at,
});

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
          .prepare(
            "INSERT INTO proof_audit (proof_id, event, version, at) SELECT id, 'first_viewed', ?2, ?3 FROM proofs WHERE id = ?1 AND first_viewed_at IS NULL",
          )
          .bind(proof.id, latest.version, at),
        deps.db
          .prepare("UPDATE proofs SET first_viewed_at = ?2 WHERE id = ?1 AND first_viewed_at IS NULL")
          .bind(proof.id, at),
      ]),
    );
  }
  const { results } = await withDatabase(() =>
    deps.db
      .prepare(
        "SELECT version, decision, name, comment, decided_at FROM proof_decisions WHERE proof_id = ?1 ORDER BY version",
      )
      .bind(proof.id)
      .all<DecisionRow>(),
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
    fileUrl: apiUrl(approvalFileContract, { slug: proof.slug }),
    decision: decisions.find((decision) => decision.version === latest.version) ?? null,
    history: decisions.filter((decision) => decision.version !== latest.version),
  };
}

/** Records the reviewer's decision on the latest version: final, so a second one is a 409. */
export async function decide(
  slug: string,
  input: ProofDecisionRequest,
  clientHash: string,
  deps: ProofDeps,
): Promise<PublicDecision> {
  const now = deps.now();
  const { proof, latest } = await liveProof(deps.db, slug, now);
  if (input.version !== undefined && input.version !== latest.version)
    throw new ApiError("conflict", proofMessages.newerVersion, { version: latest.version });
  const at = now.toISOString();
  const comment = input.comment || null;
  const inserted = await withDatabase(() =>
    deps.db
      .prepare(
        `INSERT INTO proof_decisions (proof_id, version, decision, name, comment, decided_at, client_hash, delivery_status)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (proof_id, version) DO NOTHING RETURNING id`,
      )
      .bind(
        proof.id,
        latest.version,
        input.decision,
        input.name,
        comment,
        at,
        clientHash,
        deps.notify.url ? "pending" : "none",
      )
      .first<{ id: number }>(),
  );
  const decisionId = inserted?.id;
  if (decisionId === undefined) throw new ApiError("conflict", proofMessages.alreadyDecided);
  await withDatabase(() =>
    audit(deps.db, proof.id, "decided", at, latest.version, `${input.decision} by ${input.name}`).run(),
  );
  if (deps.notify.url)
    deps.notify.waitUntil(
      forwardDecision(decisionId, deps.notify.url, { db: deps.db, now: deps.now, fetcher: deps.notify.fetcher }),
    );
  return { version: latest.version, decision: input.decision, name: input.name, comment, decidedAt: at };
}

/** Tells staff about one decision and records the outcome on its row. Never throws. */
export function forwardDecision(id: number, url: string, deps: ForwardDeps): Promise<void> {
  return forwardAndRecord(
    deps.db,
    "proof_decisions",
    id,
    deps.now,
    { url, idempotencyKey: `proof-decision-${id}`, fetcher: deps.fetcher },
    async () => {
      const row = await deps.db
        .prepare(
          `SELECT d.id, d.proof_id, p.title, p.client_name, d.version, d.decision, d.name, d.comment, d.decided_at
         FROM proof_decisions d JOIN proofs p ON p.id = d.proof_id WHERE d.id = ?1 AND d.delivery_status = 'pending'`,
        )
        .bind(id)
        .first<Record<string, unknown>>();
      return row
        ? { type: "proof_decision", ...row, admin_path: `/api/admin/proofs/${String(row["proof_id"])}` }
        : null;
    },
  );
}

/** The latest version's file, with headers that keep it inert. */
export async function openFile(
  slug: string,
  download: boolean,
  deps: Pick<ProofDeps, "db" | "bucket" | "now">,
): Promise<Response> {
  const { latest } = await liveProof(deps.db, slug, deps.now());
  return serveFile(deps.bucket, latest, download, notFound);
}
