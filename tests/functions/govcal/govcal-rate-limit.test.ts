// GovCal Pro's public reads (the list, the feed, one entry's .ics) count together against the
// client's RATE_LIMIT_PUBLIC_DATA and answer the platform's usual 429 past it; the default leaves
// room for a calendar app polling a feed every few minutes beside someone filtering the page.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readConfig } from "../../../functions/lib/platform/config.ts";
import { ApiError } from "../../../functions/lib/platform/errors.ts";
import { enforceRateLimit } from "../../../functions/lib/platform/rate-limit.ts";
import { getApi } from "../call-api.ts";

const SOURCES = { PARLIAMENT_CALENDAR_API_BASE: `${env.FAKE_PARLIAMENT_URL}/ok-limit` };
const DECEMBER = "from=2026-12-01&to=2026-12-31";

const get = (path: string, ip = "203.0.113.7", overrides: Record<string, string> = {}) =>
  getApi(path, { "cf-connecting-ip": ip }, { ...SOURCES, ...overrides });

describe("GovCal Pro's rate limit", () => {
  it("counts the list, the feed and an entry's .ics together, then answers 429 with Retry-After", async () => {
    const tight = { RATE_LIMIT_PUBLIC_DATA: "3/600" };
    expect((await get(`/api/govcal?${DECEMBER}`, undefined, tight)).status).toBe(200);
    expect((await get(`/api/govcal/feed.ics?${DECEMBER}`, undefined, tight)).status).toBe(200);
    expect(
      (await get("/api/govcal/entry.ics?id=fixed-spring-forecast-2026&date=2026-03-03", undefined, tight)).status,
    ).toBe(200);
    for (const path of [`/api/govcal?${DECEMBER}`, `/api/govcal/feed.ics?${DECEMBER}`]) {
      const limited = await get(path, undefined, tight);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await limited.json()).toMatchObject({ code: "rate_limited" });
    }
    // Another client is not affected.
    expect((await get(`/api/govcal?${DECEMBER}`, "198.51.100.1", tight)).status).toBe(200);
  });

  it("by default admits a feed polled every 5 minutes all day beside a visitor's 40 filter changes in 10 minutes", async () => {
    const { config } = readConfig(env);
    const rule = config!.rateRules.govcal;
    const start = Date.UTC(2026, 11, 7, 9, 0, 0);
    const admitted = async (bucket: string, at: number) => {
      try {
        await enforceRateLimit(env.DB, bucket, rule, at);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === "rate_limited") return false;
        throw error;
      }
    };
    // One office behind one address: the calendar app's polls and a colleague's burst on the page.
    const times = [
      ...Array.from({ length: 288 }, (_, i) => start + i * 5 * 60_000),
      ...Array.from({ length: 40 }, (_, i) => start + 60_000 + i * 15_000),
    ].sort((a, b) => a - b);
    const refused = [];
    for (const at of times) if (!(await admitted("govcal:office", at))) refused.push(at);
    expect(refused).toEqual([]);
    // And it is a limit: a client hammering the feed is refused within the window.
    const hammering = await Promise.all(
      Array.from({ length: rule.limit + 5 }, (_, i) => admitted("govcal:hammer", start + i)),
    );
    expect(hammering.filter((ok) => !ok)).toHaveLength(5);
  });
});
