// Retention that runs: each table holding data about visitors loses exactly the rows past the
// period the privacy policy states, and the hourly purge is claimed by one request at a time.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PURGE_INTERVAL_MS, purgeExpired, purgeIfDue, RETENTION } from "../../functions/lib/retention.ts";
import { rows } from "./call-api.ts";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-25T12:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

async function contactAt(ms: number, name: string) {
  await env.DB.prepare(
    "INSERT INTO contact_messages (name, email, message, privacy_consent, consented_at, created_at, client_hash) VALUES (?1, 'a@example.com', 'Hello there, a message.', 1, ?2, ?2, 'h')",
  )
    .bind(name, iso(ms))
    .run();
}

describe("purge by age", () => {
  it("deletes contact messages older than 24 months and keeps younger ones", async () => {
    await contactAt(NOW - (RETENTION.contactMessageDays + 1) * DAY, "old");
    await contactAt(NOW - (RETENTION.contactMessageDays - 1) * DAY, "young");
    const report = await purgeExpired(env.DB, NOW);
    expect(report["contact_messages"]).toBe(1);
    expect(await rows("SELECT name FROM contact_messages")).toEqual([{ name: "young" }]);
  });

  it("deletes usage counters older than 30 days", async () => {
    const day = (ms: number) => iso(ms).slice(0, 10);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO usage_counters (bucket, day, count) VALUES ('site', ?1, 5)").bind(day(NOW - (RETENTION.usageCounterDays + 1) * DAY)),
      env.DB.prepare("INSERT INTO usage_counters (bucket, day, count) VALUES ('site', ?1, 7)").bind(day(NOW - (RETENTION.usageCounterDays - 1) * DAY)),
    ]);
    const report = await purgeExpired(env.DB, NOW);
    expect(report["usage_counters"]).toBe(1);
    expect(await rows("SELECT count FROM usage_counters")).toEqual([{ count: 7 }]);
  });

  it("deletes rate-limit counters a day after their window", async () => {
    const seconds = (ms: number) => Math.floor(ms / 1000);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO rate_limits (bucket, window_start, count) VALUES ('chat:h', ?1, 3)").bind(seconds(NOW - 2 * DAY)),
      env.DB.prepare("INSERT INTO rate_limits (bucket, window_start, count) VALUES ('chat:h', ?1, 4)").bind(seconds(NOW - 60_000)),
    ]);
    const report = await purgeExpired(env.DB, NOW);
    expect(report["rate_limits"]).toBe(1);
    expect(await rows("SELECT count FROM rate_limits")).toEqual([{ count: 4 }]);
  });
});

describe("the hourly run", () => {
  it("runs once per hour however many requests ask at the same moment", async () => {
    await contactAt(NOW - (RETENTION.contactMessageDays + 1) * DAY, "old");
    const runs = await Promise.all(Array.from({ length: 5 }, () => purgeIfDue(env.DB, NOW)));
    expect(runs.filter((report) => report !== null)).toHaveLength(1);
    expect(await purgeIfDue(env.DB, NOW + PURGE_INTERVAL_MS - 1)).toBeNull();
    expect(await purgeIfDue(env.DB, NOW + PURGE_INTERVAL_MS)).not.toBeNull();
  });

  it("the purge's deletes by age use an index, not a scan of the table", async () => {
    for (const [table, column] of [["contact_messages", "created_at"], ["usage_counters", "day"], ["rate_limits", "window_start"]] as const) {
      const plan = await rows<{ detail: string }>(`EXPLAIN QUERY PLAN DELETE FROM ${table} WHERE ${column} < 0`);
      expect(plan.map((step) => step.detail).join(" "), table).toMatch(/USING (COVERING )?INDEX/);
    }
  });
});
