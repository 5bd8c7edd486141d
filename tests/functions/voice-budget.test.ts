// Voice's daily budget under concurrent calls (decision 0004): however many mints arrive at once,
// no more calls are reserved than the limits allow, and a refused call reserves nothing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { VoiceLimits } from "../../functions/lib/platform/config.ts";
import { reserveVoiceCall } from "../../functions/lib/tenfold/voice/voice-limits.ts";
import { rows } from "./call-api.ts";

const LIMITS: VoiceLimits = {
  maxCallSeconds: 300,
  maxOutputTokens: 300,
  clientDailySessions: 100,
  siteDailySessions: 3,
  clientDailyMinutes: 1000,
  siteDailyMinutes: 1000,
};
// Each test counts on a day of its own, so the tests share no counter.
const counter = async (bucket: string, day: string) =>
  (await rows<{ count: number }>(`SELECT count FROM usage_counters WHERE bucket = '${bucket}' AND day = '${day}'`))[0]
    ?.count ?? 0;

async function reserveAtOnce(day: string, calls: number, client: (index: number) => string, limits: VoiceLimits) {
  const now = new Date(`${day}T10:00:00Z`);
  const outcomes = await Promise.allSettled(
    Array.from({ length: calls }, (_, index) => reserveVoiceCall(env.DB, client(index), limits, now)),
  );
  return outcomes.filter((outcome) => outcome.status === "fulfilled").length;
}

describe("voice budget under concurrent mints", () => {
  it("reserves no more calls than the site's limit when ten arrive together", async () => {
    const day = "2026-11-26";
    expect(await reserveAtOnce(day, 10, (index) => `site-client-${index}`, LIMITS)).toBe(3);
    expect(await counter("voice-sessions:site", day)).toBe(3);
    expect(await counter("voice-seconds:site", day)).toBe(900);
  });

  it("reserves no more than one client's limit, and nothing of the site's for the refused ones", async () => {
    const limits = { ...LIMITS, clientDailySessions: 2, siteDailySessions: 100 };
    const day = "2026-11-27";
    expect(await reserveAtOnce(day, 8, () => "one-client", limits)).toBe(2);
    expect(await counter("voice-sessions:one-client", day)).toBe(2);
    expect(await counter("voice-seconds:one-client", day)).toBe(600);
    expect(await counter("voice-sessions:site", day)).toBe(2);
  });

  it("counts minutes as well as calls: a call reserved at its longest must fit what is left", async () => {
    const limits = { ...LIMITS, siteDailySessions: 100, siteDailyMinutes: 12 };
    // 12 minutes hold two 300-second calls, not three.
    const day = "2026-11-28";
    expect(await reserveAtOnce(day, 5, (index) => `minutes-client-${index}`, limits)).toBe(2);
    expect(await counter("voice-seconds:site", day)).toBe(600);
  });
});
