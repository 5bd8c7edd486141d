// Voice's own daily budget, separate from chat's: how many calls one client and the whole site may
// start each day, and how many minutes they may use. A call is counted at its longest (the
// browser hangs up after maxCallSeconds), so the minutes are an upper estimate reserved when the
// call is minted. See docs/decisions/0004-voice-cost-bounds.md for what this does and does not
// bound. The limits come from the config (functions/lib/config.ts).
import { ApiError, withDatabase } from "../errors.ts";

export interface VoiceLimits {
  /** The browser hangs up after this long; each call is budgeted at this length. */
  readonly maxCallSeconds: number;
  /** The most the model may say in one reply, in tokens. */
  readonly maxOutputTokens: number;
  readonly clientDailySessions: number;
  readonly siteDailySessions: number;
  readonly clientDailyMinutes: number;
  readonly siteDailyMinutes: number;
}

const CLIENT_OVER = "You've reached today's limit for voice conversations with TENFOLD. You can still type to TENFOLD, or use the contact form or call us.";
const SITE_OVER = "TENFOLD's voice has reached its limit for today. You can still type to TENFOLD, or use the contact form or call us.";

/**
 * Reserves one call (and its longest length) against the client's and the site's daily voice
 * budget, or refuses with 429. The client's own budget is checked first, so a client already over
 * it spends nothing of the site's. Concurrent calls may overshoot a limit by the number in flight.
 */
export async function reserveVoiceCall(db: D1Database, clientHash: string, limits: VoiceLimits, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const buckets = {
    clientSessions: `voice-sessions:${clientHash}`,
    clientSeconds: `voice-seconds:${clientHash}`,
    siteSessions: "voice-sessions:site",
    siteSeconds: "voice-seconds:site",
  };
  const rows = await withDatabase(() =>
    db
      .prepare("SELECT bucket, count FROM usage_counters WHERE day = ?1 AND bucket IN (?2, ?3, ?4, ?5)")
      .bind(day, buckets.clientSessions, buckets.clientSeconds, buckets.siteSessions, buckets.siteSeconds)
      .all<{ bucket: string; count: number }>(),
  );
  const used = (bucket: string) => rows.results.find((row) => row.bucket === bucket)?.count ?? 0;
  const call = limits.maxCallSeconds;
  if (used(buckets.clientSessions) + 1 > limits.clientDailySessions || used(buckets.clientSeconds) + call > limits.clientDailyMinutes * 60) {
    throw new ApiError("rate_limited", CLIENT_OVER);
  }
  if (used(buckets.siteSessions) + 1 > limits.siteDailySessions || used(buckets.siteSeconds) + call > limits.siteDailyMinutes * 60) {
    throw new ApiError("rate_limited", SITE_OVER);
  }
  const add = db.prepare(
    `INSERT INTO usage_counters (bucket, day, count) VALUES (?1, ?2, ?3)
     ON CONFLICT (bucket, day) DO UPDATE SET count = count + ?3`,
  );
  await withDatabase(() =>
    db.batch([add.bind(buckets.clientSessions, day, 1), add.bind(buckets.clientSeconds, day, call), add.bind(buckets.siteSessions, day, 1), add.bind(buckets.siteSeconds, day, call)]),
  );
}
