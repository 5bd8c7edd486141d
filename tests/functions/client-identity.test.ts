// Outside local development the functions refuse to serve without a proper CLIENT_HASH_SALT, and
// client ids are keyed HMACs: one for our counters, another for OpenAI.
import { afterEach, describe, expect, it, vi } from "vitest";
import { callApi, postJson, rows } from "./call-api.ts";

const SALT = "a-test-salt-of-exactly-32-chars!";
const contact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "We need help with a consultation response.",
  privacy: true,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("outside local development", () => {
  it.each([
    ["production without CLIENT_HASH_SALT", { SITE_ENV: "production" }, "not set"],
    [
      "production with a short CLIENT_HASH_SALT",
      { SITE_ENV: "production", CLIENT_HASH_SALT: SALT.slice(1) },
      "shorter than 32",
    ],
    ["a preview deployment without CLIENT_HASH_SALT", { SITE_ENV: "preview" }, "not set"],
    ["no SITE_ENV at all", { SITE_ENV: undefined }, "not set"],
  ])("refuses to serve on %s, naming the setting in the log only", async (_case, overrides, reason) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const response of [
      await callApi("/api/health", {}, overrides),
      await postJson("/api/contact", contact, {}, overrides),
    ]) {
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: "server misconfigured", code: "misconfigured" });
    }
    expect(log).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`CLIENT_HASH_SALT is .*${reason}`)));
    expect(JSON.stringify(log.mock.calls)).not.toContain(SALT.slice(1));
    expect(await rows("SELECT id FROM contact_messages")).toEqual([]);
  });

  it("refuses to serve in production without a newsletter link secret of 32 characters or more", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const secret of [undefined, SALT.slice(1)]) {
      const response = await callApi(
        "/api/health",
        {},
        { SITE_ENV: "production", CLIENT_HASH_SALT: SALT, EMAIL_TOKEN_SECRET: secret },
      );
      expect(response.status).toBe(500);
    }
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/EMAIL_TOKEN_SECRET is not set or shorter than 32/));
  });

  it("serves with a salt and a link secret of 32 characters or more", async () => {
    const production = { SITE_ENV: "production", CLIENT_HASH_SALT: SALT, EMAIL_TOKEN_SECRET: `${SALT}-links` };
    expect((await callApi("/api/health", {}, production)).status).toBe(200);
    expect((await postJson("/api/contact", contact, {}, production)).status).toBe(200);
    expect(String((await rows("SELECT client_hash FROM contact_messages"))[0]?.["client_hash"])).toMatch(
      /^[0-9a-f]{32}$/,
    );
  });
});

describe("client ids", () => {
  const stored = async () =>
    (await rows<{ client_hash: string }>("SELECT client_hash FROM contact_messages ORDER BY id")).map(
      (r) => r.client_hash,
    );

  it("are keyed by the salt: the same address gets another id under another salt", async () => {
    await postJson("/api/contact", contact, {}, { CLIENT_HASH_SALT: SALT });
    await postJson("/api/contact", contact, {}, { CLIENT_HASH_SALT: SALT });
    await postJson("/api/contact", contact, {}, { CLIENT_HASH_SALT: `${SALT}-rotated` });
    const [a, b, c] = await stored();
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it("are not the unkeyed SHA-256 of the address that anyone could recompute", async () => {
    await postJson("/api/contact", contact);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(":203.0.113.7"));
    const unkeyed = [...new Uint8Array(digest)]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("")
      .slice(0, 32);
    expect((await stored())[0]).not.toBe(unkeyed);
  });
});
