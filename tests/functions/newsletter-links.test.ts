// The newsletter's emailed links as an attacker meets them: a link shows nothing of the address it
// was sent to, a token is accepted only as it was issued, redirects never name a host, the pages'
// forms refuse other sites, they refuse to run on the development key outside development, and the
// one-click address takes only RFC 8058's body.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { onRequestPost as confirmPagePost } from "../../functions/confirm-subscription.ts";
import type { AppEnv } from "../../functions/lib/platform/env.ts";
import { emailTokens } from "../../functions/lib/newsletter/email-tokens.ts";
import { handleApi } from "../../functions/lib/router.ts";
import { onRequestPost as unsubscribePagePost } from "../../functions/unsubscribe.ts";
import { ORIGIN, callApi, rows, linkSecret } from "./call-api.ts";
import { confirmed, confirmVia, linkIn, sentTo, subscribeAs } from "./newsletter-mail.ts";

const tokenOf = (pathAndQuery: string) => new URL(pathAndQuery, ORIGIN).searchParams.get("token") ?? "";
const bytesOf = (base64url: string) => atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** The same bytes spelled another way: the last character's unused low bit set. */
const respelled = (base64url: string) =>
  `${base64url.slice(0, -1)}${ALPHABET[ALPHABET.indexOf(base64url.slice(-1)) ^ 1]}`;

type PageFunction = typeof unsubscribePagePost;
const pagePost = (
  fn: PageFunction,
  url: string,
  headers: Record<string, string> = {},
  overrides: Partial<AppEnv> = {},
) =>
  fn({
    request: new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "",
    }),
    env: { ...env, ...overrides },
    waitUntil: () => undefined,
  } as unknown as Parameters<PageFunction>[0]);

/** Links in the hand-made formats used before the tokens were JWEs: "payload.signature" (HMAC) and iv+sealed bytes. */
async function handMadeTokens(email: string): Promise<string[]> {
  const encode = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  const raw = new TextEncoder().encode(linkSecret());
  const claims = new TextEncoder().encode(
    JSON.stringify({ p: "unsubscribe", e: email, i: Date.now(), x: Date.now() + 86_400_000 }),
  );
  const hmac = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const payload = encode(claims);
  const signed = `${payload}.${encode(new Uint8Array(await crypto.subtle.sign("HMAC", hmac, new TextEncoder().encode(payload))))}`;
  const base = await crypto.subtle.importKey("raw", raw, "HKDF", false, ["deriveKey"]);
  const seal = await crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info: new TextEncoder().encode("newsletter-link-seal") },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt"],
  );
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, additionalData: new TextEncoder().encode("unsubscribe") },
      seal,
      claims,
    ),
  );
  return [signed, encode(new Uint8Array([...iv, ...sealed]))];
}

describe("newsletter links", () => {
  it("carry no readable trace of the address, in the email's text or its headers", async () => {
    const address = "ada.readable@example.com";
    await subscribeAs(address);
    const [mail] = await sentTo(address);
    for (const link of [
      linkIn(mail, "/api/subscribe/confirm"),
      linkIn(mail, "/unsubscribe"),
      mail?.headers["List-Unsubscribe"] ?? "",
    ]) {
      const token = tokenOf(link.replace(/^<|>$/g, ""));
      for (const part of token.split(".")) expect(bytesOf(part)).not.toMatch(/readable|example/);
      expect(link).not.toMatch(/readable|%40/);
    }
    expect((await confirmVia(linkIn(mail, "/api/subscribe/confirm"))).status).toBe(303);
  });

  it("accept a token only as it was issued: the same bytes spelled with another last character are refused", async () => {
    const address = "respelled@example.com";
    const tokens = emailTokens(linkSecret());
    const token = await tokens.sign("unsubscribe", address, new Date());
    const variant = respelled(token);
    expect(variant).not.toBe(token);
    expect(bytesOf(variant.split(".").at(-1)!)).toBe(bytesOf(token.split(".").at(-1)!));
    await expect(tokens.verify("unsubscribe", variant, new Date())).rejects.toMatchObject({ code: "bad_request" });
    await expect(tokens.verify("unsubscribe", token, new Date())).resolves.toMatchObject({ email: address });
  });

  it("in the hand-made formats used before are refused as not valid, with a 400 and nothing changed", async () => {
    await confirmed("sent-earlier@example.com");
    for (const old of await handMadeTokens("sent-earlier@example.com")) {
      const response = await callApi(`/api/unsubscribe?token=${old}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(response.status, old).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_request", error: expect.stringContaining("not valid") });
    }
    expect(await rows("SELECT status FROM subscribers")).toEqual([{ status: "confirmed" }]);
  });

  it("redirect with a relative Location, whatever Host the request names", async () => {
    const token = await emailTokens(linkSecret()).sign("unsubscribe", "host@example.com", new Date());
    for (const path of [`/api/unsubscribe?token=${token}`, `/api/subscribe/confirm?token=${token}`]) {
      const answer = await handleApi(new Request(`http://evil.example${path}`, { redirect: "manual" }), env, {
        waitUntil: () => undefined,
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toMatch(/^\/(unsubscribe|confirm-subscription)\?token=/);
    }
    const mail = await confirmed("host-page@example.com");
    const left = await pagePost(unsubscribePagePost, `http://evil.example${linkIn(mail, "/unsubscribe")}`);
    expect(left.status).toBe(303);
    expect(left.headers.get("location")).toBe("/unsubscribed");
  });

  it("are refused from another site's form, as the API refuses it, and change nothing", async () => {
    const mail = await confirmed("csrf@example.com");
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example.net" }] as Record<
      string,
      string
    >[]) {
      const refused = await pagePost(unsubscribePagePost, `${ORIGIN}${linkIn(mail, "/unsubscribe")}`, headers);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain("You were not unsubscribed");
    }
    await subscribeAs("csrf-pending@example.com");
    const link = linkIn((await sentTo("csrf-pending@example.com"))[0], "/api/subscribe/confirm");
    const page = `${ORIGIN}/confirm-subscription?token=${tokenOf(link)}`;
    expect((await pagePost(confirmPagePost, page, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await confirmVia(`${link}`)).status).toBe(303);
    expect(await rows("SELECT email, status FROM subscribers ORDER BY email")).toEqual([
      { email: "csrf-pending@example.com", status: "confirmed" },
      { email: "csrf@example.com", status: "confirmed" },
    ]);
  });

  it("are refused on the pages as by the API when a deployment has no key of its own, so a development-key link does nothing", async () => {
    await confirmed("forged@example.com");
    const forged = await emailTokens(linkSecret({ SITE_ENV: "development", EMAIL_TOKEN_SECRET: undefined })).sign(
      "unsubscribe",
      "forged@example.com",
      new Date(),
    );
    const unkeyed = {
      SITE_ENV: "production",
      EMAIL_TOKEN_SECRET: undefined,
      CLIENT_HASH_SALT: "a-salt-of-at-least-thirty-two-characters",
    } as Partial<AppEnv>;
    const answer = await pagePost(unsubscribePagePost, `${ORIGIN}/unsubscribe?token=${forged}`, {}, unkeyed);
    expect(answer.status).toBe(500);
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(
      (
        await callApi(
          `/api/unsubscribe?token=${forged}`,
          {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: "List-Unsubscribe=One-Click",
          },
          unkeyed,
        )
      ).status,
    ).toBe(500);
    expect(await rows("SELECT status FROM subscribers")).toEqual([{ status: "confirmed" }]);
  });

  it("unsubscribe with one click only on RFC 8058's body, form-encoded or multipart", async () => {
    const mail = await confirmed("one-click@example.com");
    const url = /^<(.+)>$/.exec(mail.headers["List-Unsubscribe"] ?? "")?.[1]?.slice(ORIGIN.length) ?? "";
    for (const init of [
      {},
      { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "unsubscribe=yes" },
      { headers: { "content-type": "text/plain" }, body: "List-Unsubscribe=One-Click" },
    ]) {
      const refused = await callApi(url, { method: "POST", ...init });
      expect(refused.status).toBe(400);
    }
    expect(await rows("SELECT status FROM subscribers")).toEqual([{ status: "confirmed" }]);
    const multipart = new FormData();
    multipart.set("List-Unsubscribe", "One-Click");
    expect((await callApi(url, { method: "POST", body: multipart })).status).toBe(200);
    expect(await rows("SELECT id FROM subscribers")).toEqual([]);
  });
});
