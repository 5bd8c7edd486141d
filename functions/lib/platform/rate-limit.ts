// Sliding-window rate limits kept in D1 (Pages has no Rate Limiting binding): one row per admitted
// request, and a request is admitted only while fewer than `limit` were admitted in the
// `windowSeconds` before it. Unlike fixed windows (which let twice the limit through across a
// boundary) or a weighted estimate of the previous window (which assumes its requests were spread
// evenly), this holds exactly in every span; each client keeps at most `limit` live rows.
// A limit is written "count/seconds", e.g. "5/600" (./rate-rule.ts).
import { ApiError } from "./errors.ts";
import { RATE_LIMIT_RETENTION_MS, type RateRule } from "./rate-rule.ts";

/** Admits the request (recording it) or throws 429 with Retry-After. One statement, so concurrent requests cannot both take the last place. */
export async function enforceRateLimit(db: D1Database, bucket: string, rule: RateRule, nowMs: number): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const admitted = await db
    .prepare(
      `INSERT INTO rate_limit_hits (bucket, at_ms)
       SELECT ?1, ?2 WHERE (SELECT count(*) FROM rate_limit_hits WHERE bucket = ?1 AND at_ms > ?2 - ?3) < ?4
       RETURNING at_ms`,
    )
    .bind(bucket, nowMs, windowMs, rule.limit)
    .first();
  if (admitted) return;
  // A place frees up when the limit-th most recent request leaves the window.
  const freeing = await db
    .prepare(
      "SELECT at_ms FROM rate_limit_hits WHERE bucket = ?1 AND at_ms > ?2 - ?3 ORDER BY at_ms DESC LIMIT 1 OFFSET ?4 - 1",
    )
    .bind(bucket, nowMs, windowMs, rule.limit)
    .first<{ at_ms: number }>();
  const retryAfter = Math.max(1, Math.ceil(((freeing?.at_ms ?? nowMs) + windowMs - nowMs) / 1000));
  throw new ApiError(
    "rate_limited",
    "Too many requests. Please wait a moment and try again.",
    { retryAfter },
    { "retry-after": String(retryAfter) },
  );
}

/**
 * Deletes requests older than `keepMs` (by the rate_limit_hits_at index). Not run per request:
 * the scheduled retention purge calls it. Returns how many rows went.
 */
export async function purgeRateLimits(
  db: D1Database,
  nowMs: number,
  keepMs = RATE_LIMIT_RETENTION_MS,
): Promise<number> {
  const result = await db
    .prepare("DELETE FROM rate_limit_hits WHERE at_ms < ?1")
    .bind(nowMs - keepMs)
    .run();
  return result.meta.changes;
}
