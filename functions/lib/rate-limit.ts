// Fixed-window rate limits counted in D1 (Pages has no Rate Limiting binding). One row per
// client, route and window; a limit is written "count/seconds", e.g. "5/600".
import { ApiError } from "./errors.ts";

export interface RateRule {
  readonly limit: number;
  readonly windowSeconds: number;
}

export function parseRule(value: string | undefined, fallback: RateRule): RateRule {
  const match = /^(\d+)\/(\d+)$/.exec(value?.trim() ?? "");
  if (!match) return fallback;
  const limit = Number(match[1]);
  const windowSeconds = Number(match[2]);
  return limit > 0 && windowSeconds > 0 ? { limit, windowSeconds } : fallback;
}

export async function enforceRateLimit(db: D1Database, bucket: string, rule: RateRule, nowMs: number): Promise<void> {
  const nowSeconds = Math.floor(nowMs / 1000);
  const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .bind(bucket, windowStart)
    .first<{ count: number }>();
  if ((row?.count ?? 0) > rule.limit) {
    const retryAfter = windowStart + rule.windowSeconds - nowSeconds;
    throw new ApiError("rate_limited", "Too many requests. Please wait a moment and try again.", { retryAfter }, { "retry-after": String(retryAfter) });
  }
}

/** Deletes windows that ended more than a day ago; cheap, and run after the response. */
export async function pruneRateLimits(db: D1Database, nowMs: number): Promise<void> {
  await db.prepare("DELETE FROM rate_limits WHERE window_start < ?1").bind(Math.floor(nowMs / 1000) - 86_400).run();
}
