import { afterEach, describe, expect, it, vi } from "vitest";
import { toCsv } from "../../functions/lib/staff/admin-tables.ts";
import { messages } from "#shared/messages.ts";
import { callApi, freshApi, FRESH_API_TIMEOUT, postJson, rows } from "./call-api.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/subscribe", () => {
  it("stores a new subscriber once, pending confirmation, named by the part before the @", async () => {
    const response = await postJson("/api/subscribe", { email: "Grace.Hopper@Example.com", name: "Grace.Hopper" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: messages.subscribe.checkInbox });
    expect(await rows("SELECT email, name, status FROM subscribers")).toEqual([
      { email: "grace.hopper@example.com", name: "Grace.Hopper", status: "pending" },
    ]);
  });

  it("treats subscribing twice as the same success without a second row", async () => {
    await postJson("/api/subscribe", { email: "grace@example.com", name: "grace" });
    const again = await postJson("/api/subscribe", { email: " GRACE@example.com", name: "GRACE" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, message: messages.subscribe.checkInbox });
    expect(await rows("SELECT email FROM subscribers")).toHaveLength(1);
  });

  it("derives the name when the caller leaves it out", async () => {
    await postJson("/api/subscribe", { email: "alan@example.com" });
    expect(await rows("SELECT name FROM subscribers")).toEqual([{ name: "alan" }]);
  });

  it("refuses an invalid email with 400 and the spec's message", async () => {
    const response = await postJson("/api/subscribe", { email: "nobody", name: "nobody" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: messages.subscribe.invalidBody,
      issues: { email: messages.subscribe.invalidBody },
    });
    expect(await rows("SELECT id FROM subscribers")).toEqual([]);
  });

  it("applies the same guards as the contact form", async () => {
    expect(
      (await postJson("/api/subscribe", { email: "a@example.com" }, { origin: "https://evil.example.net" })).status,
    ).toBe(403);
    expect((await postJson("/api/subscribe", "email=a", { "content-type": "text/plain" })).status).toBe(415);
    expect((await postJson("/api/subscribe", { email: "a@example.com", website: "x" })).status).toBe(200);
    expect(await rows("SELECT id FROM subscribers")).toEqual([]);
  });
});

describe("staff endpoints", () => {
  const token = { ADMIN_TOKEN: "s3cret-token-for-tests-0123456789abcdef" };
  const auth = { authorization: `Bearer ${token.ADMIN_TOKEN}` };

  it("do not exist when no token is configured", async () => {
    expect((await callApi("/api/admin/contacts", { headers: auth })).status).toBe(404);
  });

  it(
    "do not exist when the configured token is under 32 characters, and say why once in the log",
    FRESH_API_TIMEOUT,
    async () => {
      const callApi = await freshApi();
      const log = vi.spyOn(console, "error").mockImplementation(() => {});
      const short = "s3cret-token-of-31-characters!!";
      for (let i = 0; i < 2; i++)
        expect(
          (
            await callApi(
              "/api/admin/contacts",
              { headers: { authorization: `Bearer ${short}` } },
              { ADMIN_TOKEN: short },
            )
          ).status,
        ).toBe(404);
      expect(log).toHaveBeenCalledOnce();
      expect(String(log.mock.calls[0]?.[0])).toContain("ADMIN_TOKEN is shorter than 32 characters");
      expect(JSON.stringify(log.mock.calls)).not.toContain(short);
    },
  );

  it("refuse a missing or wrong token with 401", async () => {
    expect((await callApi("/api/admin/contacts", {}, token)).status).toBe(401);
    expect((await callApi("/api/admin/contacts", { headers: { authorization: "Bearer nope" } }, token)).status).toBe(
      401,
    );
  });

  it("list contacts and subscribers as JSON, newest first", async () => {
    await postJson("/api/contact", {
      name: "First Person",
      email: "one@example.com",
      message: "The first message body.",
      privacy: true,
    });
    await postJson("/api/contact", {
      name: "Second Person",
      email: "two@example.com",
      message: "The second message body.",
      privacy: true,
    });
    await postJson("/api/subscribe", { email: "sub@example.com" });
    const contacts = await (
      await callApi("/api/admin/contacts", { headers: auth }, token)
    ).json<{ contacts: { name: string; delivery_status: string }[] }>();
    expect(contacts.contacts.map((c) => c.name)).toEqual(["Second Person", "First Person"]);
    expect(contacts.contacts[0]?.delivery_status).toBe("none");
    const subscribers = await (
      await callApi("/api/admin/subscribers", { headers: auth }, token)
    ).json<{ subscribers: { email: string }[] }>();
    expect(subscribers.subscribers.map((s) => s.email)).toEqual(["sub@example.com"]);
  });

  it("export CSV that spreadsheets cannot run as formulas", async () => {
    await postJson("/api/contact", {
      name: '=HYPERLINK("x")',
      email: "csv@example.com",
      message: 'Line one,\nline "two".',
      privacy: true,
    });
    const response = await callApi("/api/admin/contacts?format=csv", { headers: auth }, token);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toBe(
      `"id","created_at","name","email","message","consented_at","delivery_status","delivery_attempts","delivered_at","delivery_error","source","transcript"`,
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"Line one,\nline ""two""."`);
  });

  it("export CSV with every cell quoted, so a semicolon cannot start a formula cell, and each formula lead neutralised", async () => {
    for (const [i, name] of [
      `x;=HYPERLINK("https://evil.example.net","Open")`,
      "+44 20 7946 0000",
      "-Minus Person",
      "@Mention Person",
    ].entries()) {
      await postJson(
        "/api/contact",
        { name, email: `csv${i}@example.com`, message: "\tA message that starts with a tab.", privacy: true },
        { "cf-connecting-ip": `198.51.100.${70 + i}` },
      );
    }
    const csv = await (await callApi("/api/admin/contacts?format=csv", { headers: auth }, token)).text();
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    expect(csv).toContain(`"x;=HYPERLINK(""https://evil.example.net"",""Open"")"`);
    expect(csv).toContain(`"'+44 20 7946 0000"`);
    expect(csv).toContain(`"'-Minus Person"`);
    expect(csv).toContain(`"'@Mention Person"`);
    expect(csv).toContain(`"A message that starts with a tab."`);
    expect(toCsv(["a"], [{ a: "\tTab" }, { a: "\rReturn" }, { a: null }])).toBe(
      `"a"\r\n"'\tTab"\r\n"'\rReturn"\r\n""\r\n`,
    );
  });
});
