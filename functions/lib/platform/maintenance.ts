// Work the site does for itself from requests, since Pages has no cron (the retention purge, the
// redelivery of staff notifications): each task runs at most once per interval across all
// isolates. The first request after the interval claims the run with one conditional write in
// `maintenance_runs`; concurrent requests see no change and skip it (docs/decisions/0007-retention.md).

/** Claims the task's run at `nowMs` if its last run is at least `intervalMs` old. */
export async function claimRun(db: D1Database, task: string, nowMs: number, intervalMs: number): Promise<boolean> {
  const claim = await db
    .prepare(
      `INSERT INTO maintenance_runs (task, last_run_at) VALUES (?1, ?2)
       ON CONFLICT (task) DO UPDATE SET last_run_at = excluded.last_run_at WHERE maintenance_runs.last_run_at <= ?3`,
    )
    .bind(task, nowMs, nowMs - intervalMs)
    .run();
  return claim.meta.changes > 0;
}

/**
 * Starts a task after the response once this isolate has not tried it within the interval, so
 * most requests cost nothing, not even the claim. A failure is logged; the next interval retries.
 */
export function throttledTask(name: string, intervalMs: number) {
  let lastAttemptMs = Number.NEGATIVE_INFINITY;
  return (nowMs: number, waitUntil: (work: Promise<unknown>) => void, run: () => Promise<unknown>): void => {
    if (nowMs - lastAttemptMs < intervalMs) return;
    lastAttemptMs = nowMs;
    waitUntil(run().catch((error: unknown) => console.error(`${name} failed`, error)));
  };
}
