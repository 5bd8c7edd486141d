// Daily limits on model use, per client and for the whole site, counted in D1. They fail closed:
// over a limit, or with the counter unavailable, TENFOLD's model is not called (the caller then
// answers with the built-in answerer).
import { withDatabase } from "../../platform/errors.ts";
import type { UsageLimits } from "../../platform/config.ts";

export const SITE_BUCKET = "chat:site";

/**
 * Takes one model use from the client's and the site's budget for the day, or neither: one
 * statement raises both counters only when both are under their limits, so a client over its
 * own limit spends nothing of the site's, and concurrent requests cannot overspend (D1 runs each
 * statement alone). SQLite evaluates the SELECT in full before inserting, because it reads the
 * table it writes. Returns whether the model may be used.
 */
export async function consumeModelUse(
  db: D1Database,
  clientHash: string,
  limits: UsageLimits,
  now: Date,
  siteBucket: string = SITE_BUCKET,
): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const { results } = await withDatabase(() =>
    db
      .prepare(
        `INSERT INTO usage_counters (bucket, day, count)
         SELECT bucket, ?2, 1 FROM (SELECT ?1 AS bucket UNION ALL SELECT ?3)
         WHERE coalesce((SELECT count FROM usage_counters WHERE bucket = ?1 AND day = ?2), 0) < ?4
           AND coalesce((SELECT count FROM usage_counters WHERE bucket = ?3 AND day = ?2), 0) < ?5
         ON CONFLICT (bucket, day) DO UPDATE SET count = count + 1
         RETURNING bucket`,
      )
      .bind(`chat:${clientHash}`, day, siteBucket, limits.perClientDaily, limits.siteDaily)
      .all<{ bucket: string }>(),
  );
  return results.length === 2;
}
