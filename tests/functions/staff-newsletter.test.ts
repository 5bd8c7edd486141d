// The console's newsletter: counts by state, the confirmed list's export, the outbox a page at a
// time, sending an email again through the provider (tests/fakes/fake-email.ts), and an address
// suppressed by staff at its owner's request.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emailTokens } from "../../functions/lib/newsletter/email-tokens.ts";
import type { OutboxEmail } from "#shared/api/newsletter-staff.ts";
import { callApi, rows, linkSecret } from "./call-api.ts";
import { PROVIDER, confirmVia, confirmed, linkIn, sentTo, subscribeAs, subscribeAsPerson } from "./newsletter-mail.ts";
import { asAccess, staffGet, staffPost } from "./staff-calls.ts";

const NO_PROVIDER = {};
// Addresses here are on a domain of their own: the fake provider's record of sent mail is shared
// by every test file, and others check what was sent to their own addresses.
const FAILING = { ...PROVIDER, EMAIL_API_KEY: "re-fail" };

afterEach(() => vi.restoreAllMocks());

async function summary(overrides = {}) {
  const response = await staffGet("/api/admin/newsletter", undefined, overrides);
  expect(response.status).toBe(200);
  return await response.json<{
    counts: Record<string, number>;
    outbox: Record<string, number>;
    emailProvider: boolean;
  }>();
}

async function unsubscribeByLink(address: string) {
  const token = await emailTokens(linkSecret()).sign("unsubscribe", address, new Date());
  const response = await callApi(`/api/unsubscribe?token=${token}`, {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(response.status).toBe(200);
}

const suppress = async (email: string, who = "ada@example.com") =>
  staffPost("/api/admin/newsletter/suppressions", { email }, await asAccess(who));
const outboxOf = async (address: string) =>
  rows<{ id: number; status: string; error: string | null }>(
    `SELECT id, status, error FROM email_outbox WHERE to_address = '${address}' ORDER BY id`,
  );
const sendAgain = (id: number, overrides = {}) =>
  staffPost(
    `/api/admin/newsletter/outbox/${id}/send`,
    "",
    { authorization: "Bearer console-tests-staff-token-0123456789abcdef" },
    overrides,
  );

describe("GET /api/admin/newsletter", () => {
  it("counts pending, confirmed, unsubscribed and suppressed addresses, the waiting mail, and whether a provider sends it", async () => {
    await confirmed("one@console-tests.example");
    await confirmed("two@console-tests.example");
    await subscribeAs("waiting@console-tests.example", NO_PROVIDER);
    await unsubscribeByLink("two@console-tests.example");
    expect((await suppress("asked-by-phone@console-tests.example")).status).toBe(200);
    expect(await summary()).toEqual({
      counts: { pending: 1, confirmed: 1, unsubscribed: 1, suppressed: 1 },
      outbox: { queued: 1, failed: 0 },
      emailProvider: false,
    });
    expect((await summary(PROVIDER)).emailProvider).toBe(true);
  });
});

describe("GET /api/admin/newsletter/confirmed", () => {
  it("exports only confirmed subscribers with their consent records", async () => {
    await confirmed("kept@console-tests.example");
    await subscribeAs("pending@console-tests.example", NO_PROVIDER);
    const response = await staffGet("/api/admin/newsletter/confirmed");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-confirmed-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe('"email","name","confirmed_at","consent_source","consent_wording","consented_at"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^"kept@console-tests\.example","kept","\d{4}-.*Z","hero","We'll email you a link to confirm\..*","\d{4}-.*Z"$/,
    );
  });
});

describe("GET /api/admin/newsletter/outbox", () => {
  it("pages through the outbox newest first and filters it by status", async () => {
    const insert = env.DB.prepare(
      "INSERT INTO email_outbox (created_at, to_address, subject, text_body, headers, status, error) VALUES (?1, ?2, 'Confirm', 'Body', '{}', ?3, ?4)",
    );
    await env.DB.batch(
      Array.from({ length: 70 }, (_, i) =>
        insert.bind(
          new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
          `r${i}@example.com`,
          i % 7 === 0 ? "failed" : "queued",
          i % 7 === 0 ? "Resend answered 500" : null,
        ),
      ),
    );
    const first = await (
      await staffGet("/api/admin/newsletter/outbox")
    ).json<{ rows: OutboxEmail[]; total: number; next: number | null }>();
    expect(first.total).toBe(70);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]).toMatchObject({
      to_address: "r69@example.com",
      status: "queued",
      subject: "Confirm",
      text_body: "Body",
      sent_at: null,
      error: null,
    });
    const second = await (
      await staffGet(`/api/admin/newsletter/outbox?before=${first.next}`)
    ).json<{ rows: OutboxEmail[]; next: number | null }>();
    expect(second.rows).toHaveLength(20);
    expect(second.next).toBeNull();
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(70);
    const failed = await (
      await staffGet("/api/admin/newsletter/outbox?status=failed")
    ).json<{ rows: OutboxEmail[]; total: number }>();
    expect(failed.total).toBe(10);
    expect(failed.rows.every((row) => row.status === "failed" && row.error === "Resend answered 500")).toBe(true);
    const bad = await staffGet("/api/admin/newsletter/outbox?status=lost");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Filter status must be one of: queued, failed, sent." });
  });
});

describe("POST /api/admin/newsletter/outbox/:id/send", () => {
  it("sends an email that waited without a provider, with its own idempotency key, and records it sent", async () => {
    await subscribeAs("queued@console-tests.example", NO_PROVIDER);
    const [queued] = await outboxOf("queued@console-tests.example");
    expect(queued?.status).toBe("queued");
    const response = await sendAgain(queued!.id, PROVIDER);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: queued!.id,
      status: "sent",
      to_address: "queued@console-tests.example",
      sent_at: expect.stringMatching(/Z$/),
      error: null,
    });
    const [mail, ...more] = await sentTo("queued@console-tests.example");
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ idempotencyKey: `outbox-${queued!.id}`, subject: expect.any(String) });
    // The email still works: its link confirms the sign-up.
    expect((await confirmVia(linkIn(mail, "/api/subscribe/confirm"))).status).toBe(303);
  });

  it("sends a failed email again, clearing its error; a refusal keeps it failed with the provider's answer", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await subscribeAs("flaky@console-tests.example", FAILING);
    const [failed] = await outboxOf("flaky@console-tests.example");
    expect(failed?.status).toBe("failed");
    const refused = await sendAgain(failed!.id, FAILING);
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({
      code: "upstream_failed",
      error: expect.stringContaining("stays in the outbox"),
    });
    expect((await outboxOf("flaky@console-tests.example"))[0]).toMatchObject({
      status: "failed",
      error: expect.stringContaining("Resend answered 500"),
    });
    expect(log).toHaveBeenCalled();

    const sent = await sendAgain(failed!.id, PROVIDER);
    expect(await sent.json()).toMatchObject({ status: "sent", error: null });
    expect(await sentTo("flaky@console-tests.example")).toHaveLength(1);
  });

  it("answers 409 without a provider, for an email already sent, and for an address that unsubscribed after it was written; 404 for no email", async () => {
    await subscribeAs("later-gone@console-tests.example", NO_PROVIDER);
    const [waiting] = await outboxOf("later-gone@console-tests.example");
    const noProvider = await sendAgain(waiting!.id, NO_PROVIDER);
    expect(noProvider.status).toBe(409);
    expect(await noProvider.json()).toMatchObject({
      error: expect.stringContaining("No email provider is configured"),
    });

    await unsubscribeByLink("later-gone@console-tests.example");
    const suppressed = await sendAgain(waiting!.id, PROVIDER);
    expect(suppressed.status).toBe(409);
    expect(await suppressed.json()).toMatchObject({ error: expect.stringContaining("suppression list") });
    // Signing up again is how the owner lifts it: the new confirmation email may go, the old one still not.
    await subscribeAsPerson("later-gone@console-tests.example", NO_PROVIDER);
    const [, fresh] = await outboxOf("later-gone@console-tests.example");
    expect((await sendAgain(fresh!.id, PROVIDER)).status).toBe(200);
    expect((await sendAgain(waiting!.id, PROVIDER)).status).toBe(409);
    const again = await sendAgain(fresh!.id, PROVIDER);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "This email has already been sent." });
    expect(await sentTo("later-gone@console-tests.example")).toHaveLength(1);
    expect((await sendAgain(9999, PROVIDER)).status).toBe(404);
  });
});

describe("POST /api/admin/newsletter/suppressions", () => {
  it("removes the subscriber, keeps only the address's hash with who added it, stops waiting mail, and is idempotent", async () => {
    await confirmed("stop@console-tests.example");
    await subscribeAs("stop-pending@console-tests.example", NO_PROVIDER);
    const response = await suppress("  Stop@Console-Tests.example ", "ada@example.com");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      reason: "staff",
      added_by: "ada@example.com",
      already: false,
      suppressed_at: expect.stringMatching(/Z$/),
    });
    expect(await rows("SELECT email FROM subscribers WHERE email = 'stop@console-tests.example'")).toEqual([]);
    const hash = await emailTokens(linkSecret()).addressHash("stop@console-tests.example");
    expect(await rows("SELECT email_hash, reason, added_by FROM newsletter_suppressions")).toEqual([
      { email_hash: hash, reason: "staff", added_by: "ada@example.com" },
    ]);
    expect(JSON.stringify(await rows("SELECT * FROM newsletter_suppressions"))).not.toContain("stop@");

    const again = await (await suppress("stop@console-tests.example", "grace@example.com")).json();
    expect(again).toMatchObject({ already: true, added_by: "ada@example.com" });
    expect((await summary()).counts).toMatchObject({ confirmed: 0, suppressed: 1, pending: 1 });

    expect((await suppress("stop-pending@console-tests.example")).status).toBe(200);
    expect(await outboxOf("stop-pending@console-tests.example")).toEqual([
      expect.objectContaining({ status: "failed", error: "suppressed by staff before sending" }),
    ]);
  });

  it("stays in force when the address signs up again, until its owner confirms, as after an unsubscribe", async () => {
    await suppress("returning@console-tests.example");
    await subscribeAsPerson("returning@console-tests.example");
    expect((await summary()).counts).toMatchObject({ pending: 1, suppressed: 1 });
    const mail = (await sentTo("returning@console-tests.example")).at(-1);
    expect((await confirmVia(linkIn(mail, "/api/subscribe/confirm"))).status).toBe(303);
    expect((await summary()).counts).toMatchObject({ confirmed: 1, suppressed: 0 });
  });

  it("records a script as the staff token, and refuses an address that is not one with 400", async () => {
    const script = await staffPost("/api/admin/newsletter/suppressions", { email: "script@console-tests.example" });
    expect(await script.json()).toMatchObject({ added_by: "staff token" });
    for (const body of [{ email: "not an address" }, {}, { email: "" }]) {
      const response = await staffPost("/api/admin/newsletter/suppressions", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_request", issues: { email: expect.any(String) } });
    }
  });
});
