// Retention that runs: every table that holds data about visitors is purged by age here, in one
// place, by the periods the privacy policy states (a test checks that web/content/policies.ts
// states each period in RETENTION). Pages has no cron, so the purge runs from a request's
// waitUntil, at most once an hour across all isolates: the first request after the hour claims
// the run with one conditional write, and the others skip it (docs/decisions/0007-retention.md).
import { purgeRateLimits } from "./rate-limit.ts";

const DAY_MS = 86_400_000;

/** How long each kind of record is kept. The privacy policy quotes these numbers. */
export const RETENTION = {
  /** Contact messages, with their consent record and pseudonymous code: 24 months after they were sent. */
  contactMessageDays: 730,
  /** Newsletter sign-ups never confirmed (a pending row's clock restarts with each confirmation email). */
  unconfirmedSubscriberDays: 7,
  /** Emails in the outbox once sent or failed (queued ones wait for staff). */
  outboxDays: 30,
  /** TENFOLD's daily model-use counters. */
  usageCounterDays: 30,
  /** Questions asked of TENFOLD after its notice, its answers' sources and votes on them (issue 25). */
  tenfoldQuestionDays: 90,
} as const;

/** The purge runs at most this often. */
export const PURGE_INTERVAL_MS = 3_600_000;
const TASK = "purge";

export interface PurgeReport {
  readonly [table: string]: number;
}

const before = (nowMs: number, days: number) => new Date(nowMs - days * DAY_MS).toISOString();

/** One delete per kind of record, each given the current time and using an index on its age column. */
const PURGES: readonly { readonly table: string; readonly statement: (db: D1Database, nowMs: number) => D1PreparedStatement }[] = [
  {
    table: "contact_messages",
    statement: (db, nowMs) => db.prepare("DELETE FROM contact_messages WHERE created_at < ?1").bind(before(nowMs, RETENTION.contactMessageDays)),
  },
  {
    table: "subscribers",
    statement: (db, nowMs) => db.prepare("DELETE FROM subscribers WHERE status = 'pending' AND created_at < ?1").bind(before(nowMs, RETENTION.unconfirmedSubscriberDays)),
  },
  {
    table: "email_outbox",
    statement: (db, nowMs) => db.prepare("DELETE FROM email_outbox WHERE created_at < ?1 AND status IN ('sent', 'failed')").bind(before(nowMs, RETENTION.outboxDays)),
  },
  {
    table: "usage_counters",
    // `day` is a UTC date (YYYY-MM-DD), so it compares as text.
    statement: (db, nowMs) => db.prepare("DELETE FROM usage_counters WHERE day < ?1").bind(before(nowMs, RETENTION.usageCounterDays).slice(0, 10)),
  },
  // Votes go with their answers: first the votes on answers past the period, then the answers.
  {
    table: "tenfold_feedback",
    statement: (db, nowMs) =>
      db.prepare("DELETE FROM tenfold_feedback WHERE answer_id IN (SELECT answer_id FROM tenfold_answers WHERE created_at < ?1)").bind(before(nowMs, RETENTION.tenfoldQuestionDays)),
  },
  {
    table: "tenfold_answers",
    statement: (db, nowMs) => db.prepare("DELETE FROM tenfold_answers WHERE created_at < ?1").bind(before(nowMs, RETENTION.tenfoldQuestionDays)),
  },
];

/**
 * Deletes every record past its period (one D1 batch, then the rate-limit requests, which their
 * own module keeps for the longest window); answers how many rows each table lost.
 */
export async function purgeExpired(db: D1Database, nowMs: number): Promise<PurgeReport> {
  const results = await db.batch(PURGES.map((purge) => purge.statement(db, nowMs)));
  const report: Record<string, number> = Object.fromEntries(PURGES.map((purge, index) => [purge.table, results[index]?.meta.changes ?? 0]));
  report["rate_limit_hits"] = await purgeRateLimits(db, nowMs);
  return report;
}

/**
 * Runs the purge if an hour has passed since the last run, claiming the run first with one
 * conditional write so that concurrent requests never purge twice. Answers the report, or null
 * when it was not this request's turn.
 */
export async function purgeIfDue(db: D1Database, nowMs: number): Promise<PurgeReport | null> {
  const claim = await db
    .prepare(
      `INSERT INTO maintenance_runs (task, last_run_at) VALUES (?1, ?2)
       ON CONFLICT (task) DO UPDATE SET last_run_at = excluded.last_run_at WHERE maintenance_runs.last_run_at <= ?3`,
    )
    .bind(TASK, nowMs, nowMs - PURGE_INTERVAL_MS)
    .run();
  if (claim.meta.changes === 0) return null;
  return purgeExpired(db, nowMs);
}

/**
 * Starts the purge after the response, once the isolate has not tried within the hour: most
 * requests then cost nothing, not even the claim. A failure is logged and retried an hour later.
 */
let lastAttemptMs = Number.NEGATIVE_INFINITY;
export function schedulePurge(db: D1Database, nowMs: number, waitUntil: (work: Promise<unknown>) => void): void {
  if (nowMs - lastAttemptMs < PURGE_INTERVAL_MS) return;
  lastAttemptMs = nowMs;
  waitUntil(
    purgeIfDue(db, nowMs).then(
      (report) => {
        if (report) console.info("Retention purge", JSON.stringify(report));
      },
      (error: unknown) => console.error("Retention purge failed", error),
    ),
  );
}
