// Daily limits on model use, per client and for the whole site, counted in D1. They fail closed:
// over a limit, or with the counter unavailable, TENFOLD's model is not called.
import { ApiError, withDatabase } from "../errors.ts";

export interface UsageLimits {
  readonly perClientDaily: number;
  readonly siteDaily: number;
}

export async function consumeModelUse(db: D1Database, clientHash: string, limits: UsageLimits, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const upsert = db.prepare(
    `INSERT INTO usage_counters (bucket, day, count) VALUES (?1, ?2, 1)
     ON CONFLICT (bucket, day) DO UPDATE SET count = count + 1 RETURNING count`,
  );
  const [client, site] = await withDatabase(() => db.batch<{ count: number }>([upsert.bind(`chat:${clientHash}`, day), upsert.bind("chat:site", day)]));
  if ((site?.results[0]?.count ?? Number.POSITIVE_INFINITY) > limits.siteDaily) {
    throw new ApiError("rate_limited", "TENFOLD has answered as many questions as it can today. Please use the contact form or call us, and we'll help directly.");
  }
  if ((client?.results[0]?.count ?? Number.POSITIVE_INFINITY) > limits.perClientDaily) {
    throw new ApiError("rate_limited", "You've reached today's limit for TENFOLD. Please use the contact form or call us, and we'll help directly.");
  }
}
