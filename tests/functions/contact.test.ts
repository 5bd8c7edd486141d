import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTACT_MAX_BODY_BYTES } from "../../functions/lib/platform/request-guards.ts";
import { messages } from "#shared/messages.ts";
import { ORIGIN, callApi, postJson, rows } from "./call-api.ts";

const valid = {
  name: "Ada Lovelace",
  email: "  Ada@Example.COM ",
  message: "We need help with a consultation response.",
  privacy: true,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/contact", () => {
  it("stores the message with a normalised email and the time of consent, and of the sender only a pseudonym", async () => {
    const response = await postJson("/api/contact", valid, { "user-agent": "Mozilla/5.0 (TestBrowser)" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const [row] = await rows("SELECT * FROM contact_messages");
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: valid.message,
      privacy_consent: 1,
      delivery_status: "none",
    });
    expect(row?.["consented_at"]).toBe(row?.["created_at"]);
    expect(String(row?.["client_hash"])).toMatch(/^[0-9a-f]{32}$/);
    expect(row?.["user_agent"]).toBeNull();
    expect(JSON.stringify(row)).not.toContain("203.0.113.7");
  });

  it.each([
    ["name", { ...valid, name: "A" }, messages.contact.nameTooShort],
    ["email", { ...valid, email: "not-an-email" }, messages.contact.invalidEmail],
    ["message", { ...valid, message: "Too short" }, messages.contact.messageTooShort],
    ["privacy", { ...valid, privacy: false }, messages.contact.privacyRequired],
    ["privacy", { name: valid.name, email: valid.email, message: valid.message }, messages.contact.privacyRequired],
  ])("refuses a bad %s with 400 naming the field, and stores nothing", async (field, body, message) => {
    const response = await postJson("/api/contact", body);
    expect(response.status).toBe(400);
    const json = await response.json<{ error: string; issues: Record<string, string> }>();
    expect(json.issues[field]).toBe(message);
    expect(json.error).toBe(message);
    expect(await rows("SELECT id FROM contact_messages")).toEqual([]);
  });

  it("refuses wrong types and a non-object body", async () => {
    expect((await postJson("/api/contact", { ...valid, name: 42 })).status).toBe(400);
    expect((await postJson("/api/contact", [valid])).status).toBe(400);
    expect((await postJson("/api/contact", "null")).status).toBe(400);
  });

  it("answers GET with 405", async () => {
    const response = await callApi("/api/contact");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("refuses a body over its limit (room for a TENFOLD transcript), with or without a Content-Length", async () => {
    const big = { ...valid, message: "x".repeat(CONTACT_MAX_BODY_BYTES + 1) };
    expect((await postJson("/api/contact", big)).status).toBe(413);
    const stream = new Blob([JSON.stringify(big)]).stream();
    const response = await callApi("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": "203.0.113.53" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await rows("SELECT id FROM contact_messages")).toEqual([]);
  });

  it("refuses other sites with 403", async () => {
    expect((await postJson("/api/contact", valid, { origin: "https://evil.example.net" })).status).toBe(403);
    expect((await postJson("/api/contact", valid, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(await rows("SELECT id FROM contact_messages")).toEqual([]);
  });

  it("refuses a non-JSON content type with 415 and malformed JSON with 400", async () => {
    expect((await postJson("/api/contact", "name=x", { "content-type": "text/plain" })).status).toBe(415);
    expect(
      (await postJson("/api/contact", "name=x", { "content-type": "multipart/form-data; boundary=x" })).status,
    ).toBe(415);
    expect((await postJson("/api/contact", "{not json", {})).status).toBe(400);
  });

  it("limits a client to 5 messages in 10 minutes, then answers 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) expect((await postJson("/api/contact", valid)).status).toBe(200);
    const limited = await postJson("/api/contact", valid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rows("SELECT id FROM contact_messages")).toHaveLength(5);
    // Another client is not affected.
    expect((await postJson("/api/contact", valid, { "cf-connecting-ip": "198.51.100.1" })).status).toBe(200);
  });

  it("reads its limit from configuration", async () => {
    const relaxed = { RATE_LIMIT_CONTACT: "2/60" };
    expect((await postJson("/api/contact", valid, {}, relaxed)).status).toBe(200);
    expect((await postJson("/api/contact", valid, {}, relaxed)).status).toBe(200);
    expect((await postJson("/api/contact", valid, {}, relaxed)).status).toBe(429);
  });

  it("accepts a filled honeypot silently without storing a lead", async () => {
    const response = await postJson("/api/contact", { ...valid, website: "http://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await rows("SELECT id FROM contact_messages")).toEqual([]);
  });

  describe("with Turnstile configured", () => {
    const secret = { TURNSTILE_SECRET_KEY: "test-secret" };

    it("requires a token", async () => {
      const response = await postJson("/api/contact", valid, {}, secret);
      expect(response.status).toBe(403);
      expect(await rows("SELECT id FROM contact_messages")).toEqual([]);
    });

    it("accepts a token the verifier confirms and refuses one it rejects", async () => {
      const verify = vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
        const form = init?.body as FormData;
        return Response.json({
          success: form.get("response") === "good-token",
          hostname: "www.example.com",
          action: "contact",
        });
      });
      expect((await postJson("/api/contact", { ...valid, turnstileToken: "good-token" }, {}, secret)).status).toBe(200);
      expect((await postJson("/api/contact", { ...valid, turnstileToken: "bad-token" }, {}, secret)).status).toBe(403);
      expect(verify).toHaveBeenCalledWith(
        "https://challenges.cloudflare.com/turnstile/v0/siteverify",
        expect.anything(),
      );
      expect(await rows("SELECT id FROM contact_messages")).toHaveLength(1);
    });

    it.each([
      ["solved on another site", { success: true, hostname: "evil.example.net" }, {}],
      ["with no hostname", { success: true }, {}],
      [
        "on a host that only ends like an allowed suffix",
        { success: true, hostname: "larkspur-site.pages.dev.evil.example.net" },
        { TURNSTILE_HOSTNAMES: ".larkspur-site.pages.dev" },
      ],
      [
        "on the bare suffix itself",
        { success: true, hostname: "larkspur-site.pages.dev" },
        { TURNSTILE_HOSTNAMES: ".larkspur-site.pages.dev" },
      ],
      [
        "that the verifier says failed, even on our host",
        { success: false, hostname: "www.example.com", action: "contact" },
        {},
      ],
      ["solved for another form's widget", { success: true, hostname: "www.example.com", action: "subscribe" }, {}],
      ["solved for no named widget", { success: true, hostname: "www.example.com" }, {}],
    ])("refuses a token %s", async (_case, reply, settings) => {
      vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(reply));
      expect(
        (await postJson("/api/contact", { ...valid, turnstileToken: "a-token" }, {}, { ...secret, ...settings }))
          .status,
      ).toBe(403);
      expect(await rows("SELECT id FROM contact_messages")).toEqual([]);
    });

    it("spends no place in the rate limit on a message that fails the bot check", async () => {
      vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) =>
        Response.json({
          success: (init?.body as FormData).get("response") === "good-token",
          hostname: "www.example.com",
          action: "contact",
        }),
      );
      const onePerWindow = { ...secret, RATE_LIMIT_CONTACT: "1/600" };
      for (let i = 0; i < 3; i++)
        expect(
          (await postJson("/api/contact", { ...valid, turnstileToken: "bad-token" }, {}, onePerWindow)).status,
        ).toBe(403);
      expect((await postJson("/api/contact", valid, {}, onePerWindow)).status).toBe(403);
      expect(await rows("SELECT bucket FROM rate_limit_hits")).toEqual([]);
      expect(
        (await postJson("/api/contact", { ...valid, turnstileToken: "good-token" }, {}, onePerWindow)).status,
      ).toBe(200);
    });

    it("accepts a token from a listed host or a subdomain of a listed suffix, and defaults to the site's own host", async () => {
      const verify = vi.spyOn(globalThis, "fetch");
      verify.mockResolvedValueOnce(
        Response.json({ success: true, hostname: "1a2b3c.larkspur-site.pages.dev", action: "contact" }),
      );
      expect(
        (
          await postJson(
            "/api/contact",
            { ...valid, turnstileToken: "t" },
            {},
            { ...secret, TURNSTILE_HOSTNAMES: "www.example.com, .larkspur-site.pages.dev" },
          )
        ).status,
      ).toBe(200);
      verify.mockResolvedValueOnce(Response.json({ success: true, hostname: "WWW.example.com", action: "contact" }));
      expect(
        (
          await postJson(
            "/api/contact",
            { ...valid, turnstileToken: "t" },
            { "cf-connecting-ip": "198.51.100.77" },
            { ...secret, TURNSTILE_HOSTNAMES: undefined },
          )
        ).status,
      ).toBe(200);
      expect(await rows("SELECT id FROM contact_messages")).toHaveLength(2);
    });
  });

  describe("forwarding to a notification target", () => {
    const target = { NOTIFY_WEBHOOK_URL: "https://hooks.example.com/contact" };

    it("forwards the stored message once, with an idempotency key, and records delivery", async () => {
      const hook = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("ok"));
      expect((await postJson("/api/contact", valid, {}, target)).status).toBe(200);
      expect(hook).toHaveBeenCalledOnce();
      const [url, init] = hook.mock.calls[0]!;
      expect(url).toBe(target.NOTIFY_WEBHOOK_URL);
      expect(new Headers(init?.headers).get("idempotency-key")).toMatch(/^contact-message-\d+$/);
      expect(JSON.parse(init?.body as string)).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com" });
      const [row] = await rows("SELECT delivery_status, delivery_attempts, delivered_at FROM contact_messages");
      expect(row).toMatchObject({ delivery_status: "delivered", delivery_attempts: 1 });
      expect(row?.["delivered_at"]).toEqual(expect.any(String));
    });

    it.each([
      ["answers 500", () => Promise.resolve(new Response("down", { status: 500 })), "HTTP 500"],
      ["cannot be reached", () => Promise.reject(new TypeError("connection refused")), "TypeError: connection refused"],
    ])("keeps the message and marks it undelivered when the target %s", async (_case, answer, error) => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      vi.spyOn(globalThis, "fetch").mockImplementation(answer);
      const response = await postJson("/api/contact", valid, {}, target);
      expect(response.status).toBe(200);
      const stored = await rows("SELECT message, delivery_status, delivery_error FROM contact_messages");
      expect(stored).toEqual([{ message: valid.message, delivery_status: "failed", delivery_error: error }]);
    });
  });

  it("answers 503 with a clear error when the database fails, and writes nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("DROP TABLE contact_messages");
    const response = await postJson("/api/contact", valid);
    expect(response.status).toBe(503);
    const body = await response.json<{ error: string }>();
    expect(body.error).toMatch(/temporarily unavailable/);
    expect(JSON.stringify(body)).not.toMatch(/D1|SQLITE|contact_messages/);
  });
});
