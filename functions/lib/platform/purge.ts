// Retention that runs: every table that holds data about visitors is purged by age here, by the
// periods in web/shared/retention.ts, which the privacy policy quotes. Pages has no cron, so the
// purge runs from a request's waitUntil, at most once an hour across all isolates
// (functions/lib/platform/maintenance.ts, docs/decisions/0007-retention.md).
import { RETENTION } from "#shared/retention.ts";
import { DAY_MS } from "#shared/time-units.ts";
import { claimRun, throttledTask } from "./maintenance.ts";
import { purgeRateLimits } from "./rate-limit.ts";

/** The purge runs at most this often. */
export const PURGE_INTERVAL_MS = 3_600_000;
const TASK = "purge";

export type PurgeReport = Readonly<Record<string, number>>;

const before = (nowMs: number, days: number) => new Date(nowMs - days * DAY_MS).toISOString();

/** One delete per kind of record, each given the current time and using an index on its age column. */
const PURGES: readonly {
  readonly table: string;
  readonly statement: (db: D1Database, nowMs: number) => D1PreparedStatement;
}[] = [
  {
    table: "contact_messages",
    statement: (db, nowMs) =>
      db
        .prepare("DELETE FROM contact_messages WHERE created_at < ?1")
        .bind(before(nowMs, RETENTION.contactMessageDays)),
  },
  {
    table: "subscribers",
    statement: (db, nowMs) =>
      db
        .prepare("DELETE FROM subscribers WHERE status = 'pending' AND created_at < ?1")
        .bind(before(nowMs, RETENTION.unconfirmedSubscriberDays)),
  },
  {
    table: "newsletter_suppressions",
    statement: (db, nowMs) =>
      db
        .prepare("DELETE FROM newsletter_suppressions WHERE suppressed_at < ?1")
        .bind(before(nowMs, RETENTION.newsletterSuppressionDays)),
  },
  {
    table: "bill_follows",
    statement: (db, nowMs) =>
      db
        .prepare(
          "DELETE FROM bill_follows WHERE (state = 'pending' AND created_at < ?1) OR (state = 'unsubscribed' AND unsubscribed_at < ?2)",
        )
        .bind(before(nowMs, RETENTION.unconfirmedBillFollowDays), before(nowMs, RETENTION.stoppedBillFollowDays)),
  },
  {
    table: "email_outbox",
    statement: (db, nowMs) =>
      db
        .prepare("DELETE FROM email_outbox WHERE created_at < ?1 AND status IN ('sent', 'failed')")
        .bind(before(nowMs, RETENTION.outboxDays)),
  },
  {
    table: "usage_counters",
    // `day` is a UTC date (YYYY-MM-DD), so it compares as text.
    statement: (db, nowMs) =>
      db
        .prepare("DELETE FROM usage_counters WHERE day < ?1")
        .bind(before(nowMs, RETENTION.usageCounterDays).slice(0, 10)),
  },
  // Votes go with their answers: first the votes on answers past the period, then the answers.
  {
    table: "tenfold_feedback",
    statement: (db, nowMs) =>
      db
        .prepare(
          "DELETE FROM tenfold_feedback WHERE answer_id IN (SELECT answer_id FROM tenfold_answers WHERE created_at < ?1)",
        )
        .bind(before(nowMs, RETENTION.tenfoldQuestionDays)),
  },
  {
    table: "tenfold_answers",
    statement: (db, nowMs) =>
      db
        .prepare("DELETE FROM tenfold_answers WHERE created_at < ?1")
        .bind(before(nowMs, RETENTION.tenfoldQuestionDays)),
  },
];

/** At most this many closed proofs go per run (an R2 delete takes at most 1000 keys). */
const PROOFS_PER_RUN = 100;

/**
 * Deletes proofs whose link closed (expired or revoked) over the period ago: their files first,
 * then their rows, so a failure part-way leaves rows that the next run finds again rather than
 * files that nothing points to. Answers how many proofs went.
 */
export async function purgeClosedProofs(db: D1Database, files: R2Bucket, nowMs: number): Promise<number> {
  const cutoff = before(nowMs, RETENTION.proofDaysAfterClosing);
  const { results } = await db
    .prepare(
      `SELECT p.id, v.file_key FROM (SELECT id FROM proofs WHERE expires_at < ?1 UNION SELECT id FROM proofs WHERE revoked_at < ?1 ORDER BY id LIMIT ?2) p
       LEFT JOIN proof_versions v ON v.proof_id = p.id`,
    )
    .bind(cutoff, PROOFS_PER_RUN)
    .all<{ id: number; file_key: string | null }>();
  const ids = [...new Set(results.map((row) => row.id))];
  if (ids.length === 0) return 0;
  const keys = results.flatMap((row) => (row.file_key ? [row.file_key] : []));
  if (keys.length > 0) await files.delete(keys);
  const list = JSON.stringify(ids);
  await db.batch(
    ["proof_audit", "proof_decisions", "proof_versions"]
      .map((table) => db.prepare(`DELETE FROM ${table} WHERE proof_id IN (SELECT value FROM json_each(?1))`).bind(list))
      .concat(db.prepare("DELETE FROM proofs WHERE id IN (SELECT value FROM json_each(?1))").bind(list)),
  );
  return ids.length;
}

/**
 * Deletes every record past its period (one D1 batch, then the rate-limit requests, which their
 * own module keeps for the longest window, then closed proofs with their files when the bucket is
 * given); answers how many rows each table lost.
 */
export async function purgeExpired(db: D1Database, nowMs: number, files?: R2Bucket): Promise<PurgeReport> {
  const results = await db.batch(PURGES.map((purge) => purge.statement(db, nowMs)));
  const report: Record<string, number> = Object.fromEntries(
    PURGES.map((purge, index) => [purge.table, results[index]?.meta.changes ?? 0]),
  );
  report["rate_limit_hits"] = await purgeRateLimits(db, nowMs);
  if (files) report["proofs"] = await purgeClosedProofs(db, files, nowMs);
  return report;
}

/**
 * Runs the purge if an hour has passed since the last run, claiming the run first so that
 * concurrent requests never purge twice. Answers the report, or null when it was not this
 * request's turn.
 */
export async function purgeIfDue(db: D1Database, nowMs: number, files?: R2Bucket): Promise<PurgeReport | null> {
  if (!(await claimRun(db, TASK, nowMs, PURGE_INTERVAL_MS))) return null;
  return purgeExpired(db, nowMs, files);
}

const purgeTask = throttledTask("Retention purge", PURGE_INTERVAL_MS);

/** Starts the purge after the response, at most once an hour per isolate (maintenance.ts). */
export function schedulePurge(
  db: D1Database,
  nowMs: number,
  waitUntil: (work: Promise<unknown>) => void,
  files?: R2Bucket,
): void {
  purgeTask(nowMs, waitUntil, async () => {
    const report = await purgeIfDue(db, nowMs, files);
    if (report) console.info("Retention purge", JSON.stringify(report));
  });
}
