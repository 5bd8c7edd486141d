// Sliding-window rate limits with an injected clock: never more than the limit in any span of the
// window's length (also across what were fixed-window boundaries), never fewer, and no pruning on
// the request path.
import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../functions/lib/platform/errors.ts";
import { enforceRateLimit, purgeRateLimits } from "../../functions/lib/platform/rate-limit.ts";
import { DAY_MS } from "#shared/time-units.ts";
import { rows } from "./call-api.ts";

const CHAT = { limit: 12, windowSeconds: 60 };
/** A minute boundary: where a fixed-window limit would start counting afresh, and this one must not. */
const BOUNDARY = Date.UTC(2026, 10, 26, 12, 1, 0);

async function attempt(bucket: string, at: number, rule = CHAT): Promise<boolean> {
  try {
    await enforceRateLimit(env.DB, bucket, rule, at);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === "rate_limited") return false;
    throw error;
  }
}

/** The most admitted requests in any span of `windowMs` (spans start at an admitted request). */
function busiestSpan(admitted: readonly number[], windowMs: number): number {
  return Math.max(0, ...admitted.map((start) => admitted.filter((t) => t >= start && t < start + windowMs).length));
}

describe("sliding-window rate limit", () => {
  it("lets 12 through, not 24, when requests straddle a minute boundary", async () => {
    // A burst across the boundary: 12 in the last 1.8 s before it, 12 in the first 1.8 s after.
    const times = Array.from({ length: 24 }, (_, i) => BOUNDARY - 1800 + i * 150);
    const admitted: number[] = [];
    for (const t of times) if (await attempt("chat:straddle", t)) admitted.push(t);
    expect(admitted).toHaveLength(12);
    expect(admitted.every((t) => t < BOUNDARY)).toBe(true);
    // A place frees up exactly 60 s after the first admitted request, not before.
    expect(await attempt("chat:straddle", BOUNDARY - 1800 + 60_000 - 1)).toBe(false);
    expect(await attempt("chat:straddle", BOUNDARY - 1800 + 60_000)).toBe(true);
  });

  it(
    "never admits more than the limit in any 60 s span, and refuses only when the span is full",
    { timeout: 120_000 },
    async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: 0, max: 180_000 }), { minLength: 1, maxLength: 60 }),
          async (offsets) => {
            const bucket = `chat:property-${run++}`;
            const times = offsets.map((o) => BOUNDARY - 90_000 + o).sort((a, b) => a - b);
            const admitted: number[] = [];
            for (const t of times) {
              const ok = await attempt(bucket, t);
              const inWindow = admitted.filter((a) => a > t - 60_000).length;
              expect(ok).toBe(inWindow < CHAT.limit);
              if (ok) admitted.push(t);
            }
            expect(busiestSpan(admitted, 60_000)).toBeLessThanOrEqual(CHAT.limit);
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it("admits no more than the limit from concurrent requests", async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => attempt("chat:concurrent", BOUNDARY)));
    expect(results.filter(Boolean)).toHaveLength(12);
  });

  it("answers Retry-After with the seconds until a place frees up", async () => {
    for (let i = 0; i < 12; i++) await attempt("chat:retry", BOUNDARY + i * 1000);
    const refused = await enforceRateLimit(env.DB, "chat:retry", CHAT, BOUNDARY + 20_500).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).headers["retry-after"]).toBe("40");
  });

  it("purgeRateLimits removes only requests older than a day, by an index (the hourly retention purge calls it)", async () => {
    await env.DB.prepare("INSERT INTO rate_limit_hits (bucket, at_ms) VALUES ('chat:old', ?1), ('chat:recent', ?2)")
      .bind(Date.now() - DAY_MS - 1000, Date.now() - DAY_MS + 60_000)
      .run();
    expect(await purgeRateLimits(env.DB, Date.now())).toBe(1);
    const left = (await rows<{ bucket: string }>("SELECT bucket FROM rate_limit_hits ORDER BY bucket")).map(
      (r) => r.bucket,
    );
    expect(left).toEqual(["chat:recent"]);
    const plan = await rows<{ detail: string }>("EXPLAIN QUERY PLAN DELETE FROM rate_limit_hits WHERE at_ms < 0");
    expect(plan.map((p) => p.detail).join(" ")).toMatch(/USING (COVERING )?INDEX rate_limit_hits_at/);
  });
});
