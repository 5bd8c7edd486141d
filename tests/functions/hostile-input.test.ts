// Property-based hostile input against every endpoint, in workerd with real D1: generated
// methods, headers and bodies. Nothing may answer 5xx or leak internals, and the database must
// hold only valid rows afterwards. FUZZ_RUNS sets the count (2,000 in `npm test`, more in bench).
import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { callApi, ORIGIN, rows } from "./call-api.ts";

const RUNS = Number(env.FUZZ_RUNS ?? 2000);
const relaxed = { RATE_LIMIT_CONTACT: "1000000/60", RATE_LIMIT_SUBSCRIBE: "1000000/60", RATE_LIMIT_CHAT: "1000000/60" };
const LEAKS =
  /OPENAI_API_KEY|ADMIN_TOKEN|TURNSTILE_SECRET|NOTIFY_WEBHOOK|CLIENT_HASH_SALT|D1_|SQLITE|\n\s+at .+:\d+:\d+/;

const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "'; DROP TABLE contact_messages; --",
    "\u0000\u202e\ud83d\ude00",
    "a".repeat(3000),
  ),
);
const emailish = fc.oneof(fc.emailAddress(), text);
const field = fc.oneof(
  text,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), text, { maxKeys: 3 }),
);

const plausibleName = fc.stringMatching(/^[A-Za-z\u00c0-\u017f][A-Za-z\u00c0-\u017f '<>&"-]{1,40}$/);
const plausibleMessage = fc
  .stringMatching(/^[A-Za-z0-9<>&"'.,!? \u00e9\u00f1\u{1f600}]{10,300}$/u)
  .filter((m) => m.trim().length >= 10);
const plausibleEmail = fc.stringMatching(/^ ?[A-Za-z0-9][A-Za-z0-9._-]{0,15}@[a-z0-9]{1,12}\.(com|org|co\.uk) ?$/);
const validContact = fc.record({
  name: plausibleName,
  email: plausibleEmail,
  message: plausibleMessage,
  privacy: fc.constant(true),
});
const contactBody = fc.oneof(
  { weight: 2, arbitrary: validContact },
  {
    weight: 3,
    arbitrary: fc.record(
      {
        name: fc.oneof(text, field),
        email: fc.oneof(emailish, field),
        message: fc.oneof(text, field),
        privacy: fc.oneof(fc.boolean(), field),
        website: fc.option(text),
      },
      { requiredKeys: [] },
    ),
  },
);
const subscribeBody = fc.oneof(
  { weight: 2, arbitrary: fc.record({ email: plausibleEmail }) },
  {
    weight: 3,
    arbitrary: fc.record(
      { email: fc.oneof(emailish, field), name: fc.option(text), website: fc.option(text) },
      { requiredKeys: [] },
    ),
  },
);
const chatBody = fc.record(
  {
    message: fc.oneof(text, field),
    history: fc.oneof(
      fc.array(fc.record({ role: fc.constantFrom("user", "ai", "system", 3), text: fc.oneof(text, field) }), {
        maxLength: 14,
      }),
      field,
    ),
  },
  { requiredKeys: [] },
);

function request(path: string, bodies: fc.Arbitrary<unknown>) {
  return fc
    .record({
      method: fc.constantFrom(
        "POST",
        "POST",
        "POST",
        "POST",
        "POST",
        "POST",
        "GET",
        "PUT",
        "DELETE",
        "PATCH",
        "OPTIONS",
      ),
      contentType: fc.constantFrom(
        "application/json",
        "application/json",
        "application/json; charset=utf-8",
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
        undefined,
      ),
      origin: fc.constantFrom(ORIGIN, ORIGIN, ORIGIN, "https://evil.example.net", "null", undefined),
      fetchSite: fc.constantFrom("same-origin", "cross-site", "none", undefined),
      body: fc.oneof(
        { weight: 4, arbitrary: bodies.map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
        { weight: 1, arbitrary: fc.json() },
      ),
    })
    .map((r) => ({ path, ...r }));
}

async function send(r: {
  path: string;
  method: string;
  contentType: string | undefined;
  origin: string | undefined;
  fetchSite: string | undefined;
  body: string;
}) {
  const headers: Record<string, string> = { "cf-connecting-ip": "203.0.113.50" };
  if (r.contentType) headers["content-type"] = r.contentType;
  if (r.origin) headers["origin"] = r.origin;
  if (r.fetchSite) headers["sec-fetch-site"] = r.fetchSite;
  const hasBody = !["GET", "OPTIONS"].includes(r.method);
  return callApi(r.path, { method: r.method, headers, ...(hasBody ? { body: r.body } : {}) }, relaxed);
}

describe.each([
  ["/api/contact", contactBody],
  ["/api/subscribe", subscribeBody],
  ["/api/tenfold-chat", chatBody],
] as const)("%s under generated hostile input", (path, bodies) => {
  it(`never answers 5xx or leaks internals (${RUNS} requests)`, { timeout: 300_000 }, async () => {
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(request(path, bodies), async (r) => {
        const response = await send(r);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        const body = await response.text();
        expect(response.status).toBeLessThan(500);
        expect(body).not.toMatch(LEAKS);
        // The contact form's native fallback answers pages; every other refusal is JSON.
        const nativeFormPost =
          path === "/api/contact" && r.method === "POST" && r.contentType === "application/x-www-form-urlencoded";
        if (response.status >= 400 && nativeFormPost) expect(body).toContain("Your message was not sent");
        else if (response.status >= 400) expect(JSON.parse(body)).toMatchObject({ error: expect.any(String) });
      }),
      { numRuns: RUNS },
    );
    console.log(`${path}: ${RUNS} generated requests, statuses ${JSON.stringify(statuses)}`);
  });
});

describe("after hostile input", () => {
  it("stores only valid contact and subscriber rows", async () => {
    await fc.assert(
      fc.asyncProperty(request("/api/contact", contactBody), request("/api/subscribe", subscribeBody), async (a, b) => {
        await send(a);
        await send(b);
      }),
      { numRuns: Math.min(RUNS, 500) },
    );
    const contacts = await rows<{ name: string; email: string; message: string; privacy_consent: number }>(
      "SELECT name, email, message, privacy_consent FROM contact_messages",
    );
    expect(contacts.length, "some generated messages were valid and stored").toBeGreaterThan(0);
    for (const c of contacts) {
      expect(c.name).not.toMatch(/[\p{Cc}\p{Cf}]/u);
      expect(c.message).not.toMatch(/(?![\n\t])[\p{Cc}\p{Cf}]/u);
      expect(c.name.trim().length).toBeGreaterThanOrEqual(2);
      expect(c.email).toBe(c.email.trim().toLowerCase());
      expect(c.email).toContain("@");
      expect(c.message.trim().length).toBeGreaterThanOrEqual(10);
      expect(c.privacy_consent).toBe(1);
    }
    const subscribers = await rows<{ email: string; name: string }>("SELECT email, name FROM subscribers");
    for (const s of subscribers) {
      expect(s.email).toBe(s.email.trim().toLowerCase());
      expect(s.email).toContain("@");
    }
  });

  it.each([
    ["zero-width spaces", "\u200b".repeat(12)],
    ["right-to-left overrides", "\u202e".repeat(12)],
    ["NULs", "\u0000".repeat(12)],
  ])("refuses a name and message made only of %s, as a form post too", async (_case, invisible) => {
    const body = { name: invisible, email: "x@example.com", message: invisible, privacy: true };
    const json = await callApi(
      "/api/contact",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": "203.0.113.54" },
        body: JSON.stringify(body),
      },
      relaxed,
    );
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ issues: { name: expect.any(String), message: expect.any(String) } });
    const form = await callApi(
      "/api/contact",
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: ORIGIN,
          "cf-connecting-ip": "203.0.113.54",
        },
        body: new URLSearchParams({ ...body, privacy: "on" }).toString(),
      },
      relaxed,
    );
    expect(form.status).toBe(400);
    expect(await rows("SELECT id FROM contact_messages")).toEqual([]);
  });

  it("stores names and messages without control or format characters, keeping a message's lines", async () => {
    const body = {
      name: "Ada\u202e Love\u200blace",
      email: "x@example.com",
      message: "First line\u0000\r\nsecond\tline\u2066.",
      privacy: true,
    };
    const response = await callApi(
      "/api/contact",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": "203.0.113.55" },
        body: JSON.stringify(body),
      },
      relaxed,
    );
    expect(response.status).toBe(200);
    expect(await rows("SELECT name, message FROM contact_messages")).toEqual([
      { name: "Ada Lovelace", message: "First line\nsecond\tline." },
    ]);
  });

  it("stores HTML and script exactly as text, to be shown inert", async () => {
    const evil = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const response = await callApi(
      "/api/contact",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": "203.0.113.51" },
        body: JSON.stringify({ name: evil, email: "x@example.com", message: `${evil} message`, privacy: true }),
      },
      relaxed,
    );
    expect(response.status).toBe(200);
    expect(await rows("SELECT name FROM contact_messages")).toEqual([{ name: evil }]);
  });

  it("refuses deeply nested and huge JSON without a 5xx", async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const huge = JSON.stringify({ message: "x".repeat(15_000), history: [] });
    for (const body of [
      deep,
      huge,
      '{"message":"hi","history":[' + '{"role":"user","text":"x"},'.repeat(600) + '{"role":"user","text":"x"}]}',
    ]) {
      const response = await callApi(
        "/api/tenfold-chat",
        {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": "203.0.113.52" },
          body,
        },
        relaxed,
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});
