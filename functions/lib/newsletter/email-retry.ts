// A confirmation email the provider refused (down for a minute, rate-limited) is sent again, as
// failed staff notifications are (redelivery.ts): at most every ten minutes across isolates
// (maintenance.ts), ten emails a run, oldest first, up to MAX_EMAIL_ATTEMPTS attempts in all, and
// only while its link still works. Each retry carries the first attempt's idempotency key, so the
// provider never delivers one email twice, and an address that asked not to be mailed since gets
// nothing (sendAgain checks the suppression list).
import type { Config } from "../platform/config.ts";
import { ApiError } from "../platform/errors.ts";
import { claimRun, throttledTask } from "../platform/maintenance.ts";
import { sendAgain, type OutboxSendDeps } from "./outbox-send.ts";
import { emailTokens, TOKEN_LIFETIME_MS } from "./email-tokens.ts";
import { emailProvider } from "./newsletter-deps.ts";

export const EMAIL_RETRY_INTERVAL_MS = 600_000;
/** Attempts in all, the first one included. */
export const MAX_EMAIL_ATTEMPTS = 4;
const PER_RUN = 10;
const TASK = "email-retry";

/** Sends again what is due, if this request claims the run; answers how many emails were tried, or null. */
export async function retryFailedEmails(deps: OutboxSendDeps, nowMs: number): Promise<number | null> {
  if (!deps.provider || !(await claimRun(deps.db, TASK, nowMs, EMAIL_RETRY_INTERVAL_MS))) return null;
  const { results } = await deps.db
    .prepare(
      "SELECT id FROM email_outbox WHERE status = 'failed' AND attempts BETWEEN 1 AND ?1 AND created_at > ?2 ORDER BY id LIMIT ?3",
    )
    .bind(MAX_EMAIL_ATTEMPTS - 1, new Date(nowMs - TOKEN_LIFETIME_MS.confirm).toISOString(), PER_RUN)
    .all<{ id: number }>();
  // One at a time: the provider has just refused, so no burst at it.
  for (const { id } of results) {
    try {
      await sendAgain(id, deps);
    } catch (error) {
      // Refused again: sendAgain recorded it. Sent meanwhile, or its address suppressed since: never again.
      if (error instanceof ApiError && error.code === "conflict")
        await deps.db.prepare("UPDATE email_outbox SET attempts = ?2 WHERE id = ?1").bind(id, MAX_EMAIL_ATTEMPTS).run();
    }
  }
  return results.length;
}

const retryTask = throttledTask("Email retry", EMAIL_RETRY_INTERVAL_MS);

/** Starts the retry after the response when an email provider is configured (maintenance.ts throttles it). */
export function scheduleEmailRetry(
  db: D1Database,
  config: Pick<Config, "email">,
  nowMs: number,
  waitUntil: (work: Promise<unknown>) => void,
): void {
  const provider = emailProvider(config);
  if (!provider) return;
  retryTask(nowMs, waitUntil, async () => {
    const tried = await retryFailedEmails(
      { db, now: () => new Date(), provider, tokens: emailTokens(config.email.tokenSecret) },
      nowMs,
    );
    if (tried) console.info("Email retry", JSON.stringify({ tried }));
  });
}
