// Voice's own daily budget, separate from chat's: how many calls one client and the whole site may
// start each day, and how many minutes they may use. A call is counted at its longest (the
// browser hangs up after maxCallSeconds), so the minutes are an upper estimate reserved when the
// call is minted. See docs/decisions/0004-voice-cost-bounds.md for what this does and does not
// bound. The limits come from the config (functions/lib/platform/config.ts).
import { ApiError, withDatabase } from "../../platform/errors.ts";
import type { VoiceLimits } from "../../platform/config.ts";

/** The whole site's counters (a client's are keyed by its hash), read by the staff report too. */
export const SITE_SESSIONS = "voice-sessions:site";
export const SITE_SECONDS = "voice-seconds:site";

const CLIENT_OVER =
  "You've reached today's limit for voice conversations with TENFOLD. You can still type to TENFOLD, or use the contact form or call us.";
const SITE_OVER =
  "TENFOLD's voice has reached its limit for today. You can still type to TENFOLD, or use the contact form or call us.";

/**
 * Reserves one call (and its longest length) against the client's and the site's daily voice
 * budget, or refuses with 429. One statement raises all four counters only when every one of them
 * stays within its limit, so concurrent mints cannot overspend (D1 runs each statement alone, and
 * SQLite evaluates the SELECT in full before inserting, because it reads the table it writes),
 * and a refused call reserves nothing. The client's message takes precedence over the site's.
 */
export async function reserveVoiceCall(
  db: D1Database,
  clientHash: string,
  limits: VoiceLimits,
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const clientSessions = `voice-sessions:${clientHash}`;
  const clientSeconds = `voice-seconds:${clientHash}`;
  const reserved = await withDatabase(() =>
    db
      .prepare(
        // ?1 day; ?2-?5 the buckets; ?6 the call's seconds; ?7-?10 each bucket's limit.
        `INSERT INTO usage_counters (bucket, day, count)
         SELECT bucket, ?1, amount FROM (SELECT ?2 AS bucket, 1 AS amount UNION ALL SELECT ?3, ?6 UNION ALL SELECT ?4, 1 UNION ALL SELECT ?5, ?6)
         WHERE coalesce((SELECT count FROM usage_counters WHERE bucket = ?2 AND day = ?1), 0) + 1 <= ?7
           AND coalesce((SELECT count FROM usage_counters WHERE bucket = ?3 AND day = ?1), 0) + ?6 <= ?8
           AND coalesce((SELECT count FROM usage_counters WHERE bucket = ?4 AND day = ?1), 0) + 1 <= ?9
           AND coalesce((SELECT count FROM usage_counters WHERE bucket = ?5 AND day = ?1), 0) + ?6 <= ?10
         ON CONFLICT (bucket, day) DO UPDATE SET count = count + excluded.count
         RETURNING bucket`,
      )
      .bind(
        day,
        clientSessions,
        clientSeconds,
        SITE_SESSIONS,
        SITE_SECONDS,
        limits.maxCallSeconds,
        limits.clientDailySessions,
        limits.clientDailyMinutes * 60,
        limits.siteDailySessions,
        limits.siteDailyMinutes * 60,
      )
      .all<{ bucket: string }>(),
  );
  if (reserved.results.length === 4) return;
  // Refused: which budget is spent decides the message (read after the fact, for wording only).
  const counts = await withDatabase(() =>
    db
      .prepare("SELECT bucket, count FROM usage_counters WHERE day = ?1 AND bucket IN (?2, ?3)")
      .bind(day, clientSessions, clientSeconds)
      .all<{ bucket: string; count: number }>(),
  );
  const used = (bucket: string) => counts.results.find((row) => row.bucket === bucket)?.count ?? 0;
  const clientOver =
    used(clientSessions) + 1 > limits.clientDailySessions ||
    used(clientSeconds) + limits.maxCallSeconds > limits.clientDailyMinutes * 60;
  throw new ApiError("rate_limited", clientOver ? CLIENT_OVER : SITE_OVER);
}
