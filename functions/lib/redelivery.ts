// Staff notifications that did not arrive are sent again, so a webhook that was down for a
// minute does not leave a visitor's message or a client's decision unnoticed. A record is retried
// when its forwarding failed, or when it has stayed pending longer than any forwarding can take
// (the isolate stopped before recording the outcome). At most every ten minutes across isolates
// (maintenance.ts), ten records per table, oldest first, up to five attempts in all; after that the
// row stays 'failed' in the staff export. Each retry carries the record's Idempotency-Key, so the
// receiver can tell a repeat.
import { forwardMessage } from "./contact/contact-notification.ts";
import { claimRun, throttledTask } from "./platform/maintenance.ts";
import { NOTIFY_TIMEOUT_MS, type ForwardDeps, type NotifiedTable } from "./platform/notify.ts";
import { forwardDecision } from "./tools/proofs/proof-review.ts";

export const REDELIVERY_INTERVAL_MS = 600_000;
/** Attempts in all, the first one included. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const PER_RUN = 10;
/** Older than this, a pending record's first forwarding has ended one way or another. */
const STUCK_AFTER_MS = 30 * NOTIFY_TIMEOUT_MS;
const TASK = "redeliver";

const TABLES: readonly {
  readonly table: NotifiedTable;
  readonly createdAt: string;
  readonly forward: (id: number, url: string, deps: ForwardDeps) => Promise<void>;
}[] = [
  { table: "contact_messages", createdAt: "created_at", forward: forwardMessage },
  { table: "proof_decisions", createdAt: "decided_at", forward: forwardDecision },
];

/**
 * Takes the records due for another attempt (failed, or stuck pending) and marks them pending
 * in one statement, so two runs never take the same record; answers their ids.
 */
async function takeDue(db: D1Database, table: NotifiedTable, createdAt: string, nowMs: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `UPDATE ${table} SET delivery_status = 'pending'
       WHERE id IN (SELECT id FROM ${table}
         WHERE delivery_attempts < ?1 AND (delivery_status = 'failed' OR (delivery_status = 'pending' AND ${createdAt} < ?2))
         ORDER BY id LIMIT ?3)
       RETURNING id`,
    )
    .bind(MAX_DELIVERY_ATTEMPTS, new Date(nowMs - STUCK_AFTER_MS).toISOString(), PER_RUN)
    .all<{ id: number }>();
  return results.map((row) => row.id).sort((a, b) => a - b);
}

/** Sends again what is due, if this request claims the run; answers how many records were retried per table, or null. */
export async function redeliverIfDue(
  url: string,
  deps: ForwardDeps,
  nowMs: number,
): Promise<Readonly<Record<NotifiedTable, number>> | null> {
  if (!(await claimRun(deps.db, TASK, nowMs, REDELIVERY_INTERVAL_MS))) return null;
  const report: Record<string, number> = {};
  for (const { table, createdAt, forward } of TABLES) {
    const ids = await takeDue(deps.db, table, createdAt, nowMs);
    // One at a time: the webhook has just failed, so no burst at it.
    for (const id of ids) await forward(id, url, deps);
    report[table] = ids.length;
  }
  return report as Record<NotifiedTable, number>;
}

const redeliveryTask = throttledTask("Notification redelivery", REDELIVERY_INTERVAL_MS);

/** Starts redelivery after the response when a notification target is set (maintenance.ts throttles it). */
export function scheduleRedelivery(
  url: string | undefined,
  db: D1Database,
  nowMs: number,
  waitUntil: (work: Promise<unknown>) => void,
): void {
  if (!url) return;
  redeliveryTask(nowMs, waitUntil, async () => {
    const report = await redeliverIfDue(url, { db, now: () => new Date() }, nowMs);
    if (report && (report.contact_messages > 0 || report.proof_decisions > 0))
      console.info("Notification redelivery", JSON.stringify(report));
  });
}
