// A proof link's life after it is shared: staff revoke it, or set a new expiry (which reopens an
// expired link). Each request writes its own audit row naming its actor, even when another member
// of staff got there first, so the trail shows everyone who acted.
import { ApiError, withDatabase } from "../../platform/errors.ts";
import { DAY_MS } from "#shared/time-units.ts";
import { staffProof } from "./proof-admin.ts";
import type { ProofDeps } from "./proof-store.ts";

/** Details of the revoked event: whether this request closed the link or found it closed. */
export const REVOKED_DETAIL = { revoked: "Revoked the link", already: "Already revoked" } as const;

/**
 * Revokes a proof: its link answers 404 from now on. One transaction updates the row only if no
 * revocation came first (so revoked_at stays the first one's time) and writes this request's
 * audit row, which says which of the two it was; two at once leave two rows and one time.
 */
export async function revokeProof(
  id: number,
  actor: string,
  deps: Pick<ProofDeps, "db" | "now">,
): Promise<{ id: number; revoked_at: string; already_revoked: boolean }> {
  const at = deps.now().toISOString();
  const [, , state] = await withDatabase(() =>
    deps.db.batch<{ revoked_at: string; detail: string }>([
      deps.db.prepare("UPDATE proofs SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL").bind(id, at),
      // An earlier revoked row means an earlier request revoked it: every revocation writes one.
      deps.db
        .prepare(
          `INSERT INTO proof_audit (proof_id, event, detail, actor, at)
           SELECT id, 'revoked',
             CASE WHEN EXISTS (SELECT 1 FROM proof_audit WHERE proof_id = ?1 AND event = 'revoked') THEN ?3 || ' on ' || revoked_at ELSE ?4 END,
             ?5, ?2
           FROM proofs WHERE id = ?1`,
        )
        .bind(id, at, REVOKED_DETAIL.already, REVOKED_DETAIL.revoked, actor),
      // Inside the transaction, the proof's latest revoked row is the one just written.
      deps.db
        .prepare(
          "SELECT revoked_at, (SELECT detail FROM proof_audit WHERE proof_id = ?1 AND event = 'revoked' ORDER BY id DESC LIMIT 1) AS detail FROM proofs WHERE id = ?1",
        )
        .bind(id),
    ]),
  );
  const row = state?.results[0];
  if (!row) throw new ApiError("not_found", "No proof with this id.");
  return { id, revoked_at: row.revoked_at, already_revoked: row.detail !== REVOKED_DETAIL.revoked };
}

/**
 * Sets a proof's expiry `days` from now, reopening its link if it had expired. A revoked link
 * stays revoked (409), even when the revocation lands between the check and the write.
 */
export async function extendProof(
  id: number,
  days: number,
  actor: string,
  deps: Pick<ProofDeps, "db" | "now">,
): Promise<{ id: number; expires_at: string }> {
  const revoked = () => new ApiError("conflict", "This proof's link has been revoked; create a new proof instead.");
  const proof = await staffProof(deps.db, id);
  if (proof.revoked_at) throw revoked();
  const now = deps.now();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + days * DAY_MS).toISOString();
  const [updated] = await withDatabase(() =>
    deps.db.batch([
      deps.db.prepare("UPDATE proofs SET expires_at = ?2 WHERE id = ?1 AND revoked_at IS NULL").bind(id, expiresAt),
      deps.db
        .prepare(
          "INSERT INTO proof_audit (proof_id, event, detail, actor, at) SELECT id, 'extended', ?2, ?3, ?4 FROM proofs WHERE id = ?1 AND revoked_at IS NULL",
        )
        .bind(id, `Open until ${expiresAt}`, actor, at),
    ]),
  );
  if (!updated?.meta.changes) throw revoked();
  return { id, expires_at: expiresAt };
}
