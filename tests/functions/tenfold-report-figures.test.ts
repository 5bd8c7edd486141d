// The TENFOLD report's figures: every UTC day of the period present, oldest first, with the
// questions asked, answered and declined, votes by the day they were cast, and voice use per day
// against the site's daily budget; the period is refused outside 1 to 90 days.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RETENTION } from "#shared/retention.ts";
import { tenfoldReport } from "../../functions/lib/tenfold/report/report.ts";
import type { VoiceLimits } from "../../functions/lib/platform/config.ts";
import { reserveVoiceCall } from "../../functions/lib/tenfold/voice/voice-limits.ts";
import { REPORT_MAX_DAYS } from "#shared/api/admin.ts";
import { callApi } from "./call-api.ts";
import { ADMIN, report, staff } from "./tenfold-loop-requests.ts";

const NOW = new Date("2026-03-10T15:30:00Z");
const BUDGET = { siteDailySessions: 40, siteDailyMinutes: 90 };
const figuresFor = (days: number, now = NOW) => tenfoldReport(env.DB, { days, now, voice: BUDGET });

/** Stores an answer as TENFOLD does, at a given time, with an optional vote last cast at another. */
async function answerAt(at: string, declined: boolean, vote?: { value: "up" | "down"; at: string }) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO tenfold_answers (answer_id, created_at, question, answer, declined) VALUES (?1, ?2, ?3, '', ?4)",
  )
    .bind(id, at, declined ? "What's the weather in Leeds tomorrow?" : "Where are your offices?", declined ? 1 : 0)
    .run();
  if (vote) {
    await env.DB.prepare(
      "INSERT INTO tenfold_feedback (answer_id, vote, created_at, updated_at) VALUES (?1, ?2, ?3, ?4)",
    )
      .bind(id, vote.value, at, vote.at)
      .run();
  }
}

describe("the report's figures per day", () => {
  it("has one zero-filled entry per UTC day of the period, oldest first, ending today", async () => {
    const week = await figuresFor(7);
    expect(week.from).toBe("2026-03-04");
    expect(week.to).toBe("2026-03-10");
    expect(week.daily.map((day) => day.day)).toEqual([
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
    expect(
      week.daily.every(
        (day) => day.asked === 0 && day.answered === 0 && day.declined === 0 && day.up === 0 && day.down === 0,
      ),
    ).toBe(true);
    expect(week.votes).toEqual({ up: 0, down: 0 });
    // Across a month's end and a leap-free February.
    const month = await figuresFor(30);
    expect(month.daily).toHaveLength(30);
    expect(month.daily[0]?.day).toBe("2026-02-09");
    expect(month.daily.map((day) => day.day)).toContain("2026-02-28");
    expect(month.daily.map((day) => day.day)).not.toContain("2026-02-29");
  });

  it("counts questions asked, answered and declined on their UTC day, and nothing before the period's first day", async () => {
    await answerAt("2026-03-10T00:00:00.000Z", true);
    await answerAt("2026-03-10T14:59:59.000Z", false);
    await answerAt("2026-03-10T15:00:00.000Z", false);
    await answerAt("2026-03-08T23:59:59.999Z", true);
    await answerAt("2026-03-04T00:00:00.000Z", false);
    await answerAt("2026-03-03T23:59:59.999Z", true);
    const { daily } = await figuresFor(7);
    const on = (day: string) => daily.find((entry) => entry.day === day);
    expect(on("2026-03-10")).toMatchObject({ asked: 3, answered: 2, declined: 1 });
    expect(on("2026-03-08")).toMatchObject({ asked: 1, answered: 0, declined: 1 });
    expect(on("2026-03-09")).toMatchObject({ asked: 0, answered: 0, declined: 0 });
    expect(on("2026-03-04")).toMatchObject({ asked: 1, answered: 1, declined: 0 });
    expect(daily.reduce((sum, day) => sum + day.asked, 0)).toBe(5);
  });

  it("counts votes up and down on the day they were last cast, with totals for the period", async () => {
    await answerAt("2026-03-01T10:00:00.000Z", false, { value: "down", at: "2026-03-09T08:00:00.000Z" });
    await answerAt("2026-03-09T10:00:00.000Z", false, { value: "up", at: "2026-03-09T10:01:00.000Z" });
    await answerAt("2026-03-10T10:00:00.000Z", false, { value: "up", at: "2026-03-10T10:01:00.000Z" });
    await answerAt("2026-03-10T11:00:00.000Z", true, { value: "down", at: "2026-03-10T11:01:00.000Z" });
    await answerAt("2026-02-01T10:00:00.000Z", false, { value: "up", at: "2026-02-02T10:00:00.000Z" });
    const { daily, votes } = await figuresFor(7);
    expect(daily.find((day) => day.day === "2026-03-09")).toMatchObject({ up: 1, down: 1 });
    expect(daily.find((day) => day.day === "2026-03-10")).toMatchObject({ up: 1, down: 1 });
    expect(votes).toEqual({ up: 2, down: 2 });
  });

  it("reads voice calls and minutes per day from the site's counters, each call at its longest, with the daily budget", async () => {
    const limits: VoiceLimits = {
      maxCallSeconds: 270,
      maxOutputTokens: 300,
      clientDailySessions: 10,
      siteDailySessions: 100,
      clientDailyMinutes: 100,
      siteDailyMinutes: 1000,
    };
    for (const client of ["client-a", "client-b"])
      await reserveVoiceCall(env.DB, client, limits, new Date("2026-03-10T09:00:00Z"));
    await reserveVoiceCall(env.DB, "client-a", limits, new Date("2026-03-08T09:00:00Z"));
    await reserveVoiceCall(env.DB, "client-a", limits, new Date("2026-03-01T09:00:00Z"));
    const { voice } = await figuresFor(3);
    expect(voice.budget).toEqual({ calls: 40, minutes: 90 });
    expect(voice.keptDays).toBe(30);
    // A client's own counters are not the site's: two calls, not four.
    expect(voice.daily).toEqual([
      { day: "2026-03-08", calls: 1, minutes: 4.5 },
      { day: "2026-03-09", calls: 0, minutes: 0 },
      { day: "2026-03-10", calls: 2, minutes: 9 },
    ]);
  });
});

describe("the report's period", () => {
  it("is 30 days when not given, any whole number of days from 1 to 90, and the site's voice budget", async () => {
    const standard = await (await report("")).json<{ days: number; daily: unknown[] }>();
    expect(standard.days).toBe(30);
    expect(standard.daily).toHaveLength(30);
    for (const days of [1, 7, 90]) {
      const response = await report(`days=${days}`);
      expect(response.status).toBe(200);
      expect((await response.json<{ daily: unknown[] }>()).daily).toHaveLength(days);
    }
    const budgeted = await callApi(
      "/api/admin/tenfold/report?days=7",
      { headers: staff },
      { ...ADMIN, VOICE_SITE_DAILY_SESSIONS: "40", VOICE_SITE_DAILY_MINUTES: "90" },
    );
    expect((await budgeted.json<{ voice: { budget: unknown } }>()).voice.budget).toEqual({ calls: 40, minutes: 90 });
  });

  it("refuses anything else with a message that says what is allowed", async () => {
    for (const days of ["0", "91", "365", "-7", "7.5", "seven", "1e1"]) {
      const response = await report(`days=${days}`);
      expect(response.status, `days=${days}`).toBe(400);
      expect(await response.json(), `days=${days}`).toMatchObject({
        code: "bad_request",
        error: expect.stringContaining("from 1 to 90"),
      });
    }
    expect((await report("days=91&format=csv")).status).toBe(400);
  });

  it("reaches back no further than the questions are kept", () => {
    expect(REPORT_MAX_DAYS).toBe(RETENTION.tenfoldQuestionDays);
  });
});
