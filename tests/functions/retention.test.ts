// Retention that runs: each table holding data about visitors loses exactly the rows past the
// period the privacy policy states, and the hourly purge is claimed by one request at a time.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PURGE_INTERVAL_MS, purgeExpired, purgeIfDue } from "../../functions/lib/platform/purge.ts";
import { RETENTION } from "#shared/retention.ts";
import { DAY_MS } from "#shared/time-units.ts";
import { rows } from "./call-api.ts";

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
    await contactAt(NOW - (RETENTION.contactMessageDays + 1) * DAY_MS, "old");
    await contactAt(NOW - (RETENTION.contactMessageDays - 1) * DAY_MS, "young");
    const report = await purgeExpired(env.DB, NOW);
    expect(report["contact_messages"]).toBe(1);
    expect(await rows("SELECT name FROM contact_messages")).toEqual([{ name: "young" }]);
  });

  it("deletes usage counters older than 30 days", async () => {
    const day = (ms: number) => iso(ms).slice(0, 10);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO usage_counters (bucket, day, count) VALUES ('site', ?1, 5)").bind(
        day(NOW - (RETENTION.usageCounterDays + 1) * DAY_MS),
      ),
      env.DB.prepare("INSERT INTO usage_counters (bucket, day, count) VALUES ('site', ?1, 7)").bind(
        day(NOW - (RETENTION.usageCounterDays - 1) * DAY_MS),
      ),
    ]);
    const report = await purgeExpired(env.DB, NOW);
    expect(report["usage_counters"]).toBe(1);
    expect(await rows("SELECT count FROM usage_counters")).toEqual([{ count: 7 }]);
  });

  it("deletes rate-limit requests a day old", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO rate_limit_hits (bucket, at_ms) VALUES ('chat:h', ?1)").bind(NOW - 2 * DAY_MS),
      env.DB.prepare("INSERT INTO rate_limit_hits (bucket, at_ms) VALUES ('chat:h', ?1)").bind(NOW - 60_000),
    ]);
    const report = await purgeExpired(env.DB, NOW);
    expect(report["rate_limit_hits"]).toBe(1);
    expect(await rows("SELECT at_ms FROM rate_limit_hits")).toEqual([{ at_ms: NOW - 60_000 }]);
  });

  it("deletes newsletter sign-ups never confirmed after 7 days, and never a confirmed subscriber", async () => {
    const add = (email: string, status: string, ms: number) =>
      env.DB.prepare(
        "INSERT INTO subscribers (email, name, created_at, client_hash, status) VALUES (?1, 'x', ?2, 'h', ?3)",
      ).bind(email, iso(ms), status);
    const old = NOW - (RETENTION.unconfirmedSubscriberDays + 1) * DAY_MS;
    await env.DB.batch([
      add("stale@example.com", "pending", old),
      add("fresh@example.com", "pending", NOW - DAY_MS),
      add("reader@example.com", "confirmed", old - 400 * DAY_MS),
    ]);
    const report = await purgeExpired(env.DB, NOW);
    expect(report["subscribers"]).toBe(1);
    expect(await rows("SELECT email FROM subscribers ORDER BY email")).toEqual([
      { email: "fresh@example.com" },
      { email: "reader@example.com" },
    ]);
  });

  it("deletes sent and failed emails after 30 days, and keeps queued ones for staff", async () => {
    const add = (subject: string, status: string, ms: number) =>
      env.DB.prepare(
        "INSERT INTO email_outbox (created_at, to_address, subject, text_body, headers, status) VALUES (?1, 'a@example.com', ?2, 'text', '{}', ?3)",
      ).bind(iso(ms), subject, status);
    const old = NOW - (RETENTION.outboxDays + 1) * DAY_MS;
    await env.DB.batch([
      add("old sent", "sent", old),
      add("old failed", "failed", old),
      add("old queued", "queued", old),
      add("new sent", "sent", NOW - DAY_MS),
    ]);
    const report = await purgeExpired(env.DB, NOW);
    expect(report["email_outbox"]).toBe(2);
    expect(await rows("SELECT subject FROM email_outbox ORDER BY subject")).toEqual([
      { subject: "new sent" },
      { subject: "old queued" },
    ]);
  });

  it(`deletes an address's suppression ${RETENTION.newsletterSuppressionDays} days after it was added, not before`, async () => {
    const add = (hash: string, ms: number, reason: string) =>
      env.DB.prepare(
        "INSERT INTO newsletter_suppressions (email_hash, suppressed_at, reason) VALUES (?1, ?2, ?3)",
      ).bind(hash, iso(ms), reason);
    const old = NOW - (RETENTION.newsletterSuppressionDays + 1) * DAY_MS;
    const young = NOW - (RETENTION.newsletterSuppressionDays - 1) * DAY_MS;
    await env.DB.batch([
      add("old-unsubscribed", old, "unsubscribed"),
      add("old-staff", old, "staff"),
      add("young", young, "unsubscribed"),
    ]);
    const report = await purgeExpired(env.DB, NOW);
    expect(report["newsletter_suppressions"]).toBe(2);
    expect(await rows("SELECT email_hash FROM newsletter_suppressions")).toEqual([{ email_hash: "young" }]);
  });
});

describe("the hourly run", () => {
  it("runs once per hour however many requests ask at the same moment", async () => {
    await contactAt(NOW - (RETENTION.contactMessageDays + 1) * DAY_MS, "old");
    const runs = await Promise.all(Array.from({ length: 5 }, () => purgeIfDue(env.DB, NOW)));
    expect(runs.filter((report) => report !== null)).toHaveLength(1);
    expect(await purgeIfDue(env.DB, NOW + PURGE_INTERVAL_MS - 1)).toBeNull();
    expect(await purgeIfDue(env.DB, NOW + PURGE_INTERVAL_MS)).not.toBeNull();
  });

  it("the purge's deletes by age use an index, not a scan of the table", async () => {
    for (const [table, column] of [
      ["contact_messages", "created_at"],
      ["subscribers", "created_at"],
      ["email_outbox", "created_at"],
      ["usage_counters", "day"],
      ["rate_limit_hits", "at_ms"],
      ["tenfold_answers", "created_at"],
      ["newsletter_suppressions", "suppressed_at"],
    ] as const) {
      const filter = table === "subscribers" ? "status = 'pending' AND " : "";
      const plan = await rows<{ detail: string }>(
        `EXPLAIN QUERY PLAN DELETE FROM ${table} WHERE ${filter}${column} < 0`,
      );
      expect(plan.map((step) => step.detail).join(" "), table).toMatch(/USING (COVERING )?INDEX/);
    }
  });
});
