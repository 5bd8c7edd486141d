// Staff notifications that did not arrive are sent again (functions/lib/redelivery.ts): a failed
// or stuck record is retried with its own idempotency key until it arrives or has had five
// attempts, and two runs at once never send a record twice.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_DELIVERY_ATTEMPTS, REDELIVERY_INTERVAL_MS, redeliverIfDue } from "../../functions/lib/redelivery.ts";
import { postJson, rows } from "./call-api.ts";

const URL = "https://hooks.example.com/staff";
const deps = { db: env.DB, now: () => new Date() };
const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "We need help with a planning consultation next month.",
  privacy: true,
};
/** Later than any run the test's own requests may have claimed. */
const later = (runs = 1) => Date.now() + runs * 2 * REDELIVERY_INTERVAL_MS;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

afterEach(() => {
  vi.restoreAllMocks();
});

/** A contact message whose notification failed, as the form leaves it when the webhook is down. */
async function failedMessage(): Promise<number> {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 500 }));
  expect((await postJson("/api/contact", valid, {}, { NOTIFY_WEBHOOK_URL: URL })).status).toBe(200);
  const [row] = await rows<{ id: number; delivery_status: string }>("SELECT id, delivery_status FROM contact_messages");
  expect(row?.delivery_status).toBe("failed");
  vi.restoreAllMocks();
  return row!.id;
}

async function insertMessage(status: string, attempts: number, createdAt: string): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO contact_messages (name, email, message, privacy_consent, consented_at, created_at, client_hash, delivery_status, delivery_attempts)
     VALUES ('Grace', 'grace@example.com', 'Please call me back about a briefing.', 1, ?1, ?1, 'hash', ?2, ?3) RETURNING id`,
  )
    .bind(createdAt, status, attempts)
    .first<{ id: number }>();
  return row!.id;
}

describe("redelivery of staff notifications", () => {
  it("sends a message whose notification failed again, with the same idempotency key, and records it delivered", async () => {
    const id = await failedMessage();
    const hook = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("ok"));
    expect(await redeliverIfDue(URL, deps, later())).toEqual({ contact_messages: 1, proof_decisions: 0 });
    expect(hook).toHaveBeenCalledOnce();
    const [url, init] = hook.mock.calls[0]!;
    expect(url).toBe(URL);
    expect(new Headers(init?.headers).get("idempotency-key")).toBe(`contact-message-${id}`);
    expect(JSON.parse(init?.body as string)).toMatchObject({
      type: "contact_message",
      email: "ada@example.com",
      message: valid.message,
    });
    expect(await rows("SELECT delivery_status, delivery_attempts, delivery_error FROM contact_messages")).toEqual([
      { delivery_status: "delivered", delivery_attempts: 2, delivery_error: null },
    ]);
  });

  it("keeps trying at each run while the webhook is down, and stops after five attempts in all", async () => {
    await failedMessage();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const hook = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("still down", { status: 503 }));
    for (let run = 1; run <= MAX_DELIVERY_ATTEMPTS + 2; run++) await redeliverIfDue(URL, deps, later(run));
    expect(hook).toHaveBeenCalledTimes(MAX_DELIVERY_ATTEMPTS - 1);
    expect(await rows("SELECT delivery_status, delivery_attempts, delivery_error FROM contact_messages")).toEqual([
      { delivery_status: "failed", delivery_attempts: MAX_DELIVERY_ATTEMPTS, delivery_error: "HTTP 503" },
    ]);
  });

  it("sends a record left pending by a forwarding that never finished, but not one still being forwarded", async () => {
    const at = later();
    const before = (minutes: number) => new Date(at - minutes * 60_000).toISOString();
    const stuck = await insertMessage("pending", 0, before(10));
    await insertMessage("pending", 0, before(1));
    await insertMessage("delivered", 1, before(60));
    const hook = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("ok"));
    expect(await redeliverIfDue(URL, deps, at)).toEqual({ contact_messages: 1, proof_decisions: 0 });
    expect(new Headers(hook.mock.calls[0]?.[1]?.headers).get("idempotency-key")).toBe(`contact-message-${stuck}`);
    expect(await rows("SELECT delivery_status FROM contact_messages ORDER BY id")).toEqual([
      { delivery_status: "delivered" },
      { delivery_status: "pending" },
      { delivery_status: "delivered" },
    ]);
  });

  it("sends a proof decision whose notification failed again", async () => {
    const proof = await env.DB.prepare(
      "INSERT INTO proofs (slug, title, created_at, expires_at) VALUES ('s', 'Spring leaflet', ?1, ?1) RETURNING id",
    )
      .bind(minutesAgo(30))
      .first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO proof_decisions (proof_id, version, decision, name, decided_at, client_hash, delivery_status, delivery_attempts) VALUES (?1, 1, 'approved', 'Grace', ?2, 'hash', 'failed', 1)",
    )
      .bind(proof!.id, minutesAgo(20))
      .run();
    const hook = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("ok"));
    expect(await redeliverIfDue(URL, deps, later())).toEqual({ contact_messages: 0, proof_decisions: 1 });
    expect(JSON.parse(hook.mock.calls[0]?.[1]?.body as string)).toMatchObject({
      type: "proof_decision",
      title: "Spring leaflet",
      decision: "approved",
    });
    expect(await rows("SELECT delivery_status, delivery_attempts FROM proof_decisions")).toEqual([
      { delivery_status: "delivered", delivery_attempts: 2 },
    ]);
  });

  it("runs once when two requests claim it together, and sends each record once", async () => {
    await failedMessage();
    const hook = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("ok"));
    const at = later();
    const reports = await Promise.all([redeliverIfDue(URL, deps, at), redeliverIfDue(URL, deps, at)]);
    expect(reports.filter((report) => report !== null)).toHaveLength(1);
    expect(hook).toHaveBeenCalledOnce();
  });
});
