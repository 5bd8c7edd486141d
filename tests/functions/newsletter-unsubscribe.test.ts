// Newsletter: unsubscribing from the link in every mail, as a visitor and a mail app
// see it.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { onRequestPost as unsubscribePagePost } from "../../functions/unsubscribe.ts";
import { UNSUBSCRIBED_PATH } from "#shared/api/newsletter.ts";
import { ORIGIN, callApi, rows } from "./call-api.ts";
import {
  type SentEmail,
  subscribeAs,
  subscribeAsPerson,
  sentTo,
  linkIn,
  follow,
  confirmVia,
  confirmed,
} from "./newsletter-mail.ts";

describe("unsubscribing", () => {
  async function oneClick(mail: SentEmail | undefined) {
    const url = /^<(.+)>$/.exec(mail?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
    // As a mail provider sends it (RFC 8058): form-encoded, no Origin, no cookies.
    return callApi(url.slice(ORIGIN.length), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
  }

  it("works with one click from the List-Unsubscribe header and keeps only a hash", async () => {
    const mail = await confirmed("leaver@example.com");
    const response = await oneClick(mail);
    expect(response.status).toBe(200);
    expect(await rows("SELECT id FROM subscribers")).toEqual([]);
    const suppressed = await rows<{ email_hash: string }>("SELECT email_hash FROM newsletter_suppressions");
    expect(suppressed).toHaveLength(1);
    expect(suppressed[0]?.email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await oneClick(mail)).status).toBe(200);
  });

  it("keeps a suppressed address off the list until a new confirmation", async () => {
    const first = await confirmed("back@example.com");
    await oneClick(first);
    // The old confirmation link does not bring the address back.
    expect((await confirmVia(linkIn(first, "/api/subscribe/confirm"))).status).toBe(400);
    expect(await rows("SELECT id FROM subscribers")).toEqual([]);
    // Without a check that a person asks, nothing is stored or sent: the form answers as ever.
    expect((await subscribeAs("back@example.com")).status).toBe(200);
    expect(await rows("SELECT id FROM subscribers")).toEqual([]);
    expect(await sentTo("back@example.com")).toHaveLength(1);
    // A person who passed Turnstile may ask again; the suppression stays until they confirm.
    await subscribeAsPerson("back@example.com");
    expect(await rows("SELECT status FROM subscribers")).toEqual([{ status: "pending" }]);
    expect(await rows("SELECT email_hash FROM newsletter_suppressions")).toHaveLength(1);
    const fresh = (await sentTo("back@example.com"))[1];
    expect((await confirmVia(linkIn(fresh, "/api/subscribe/confirm"))).status).toBe(303);
    expect(await rows("SELECT status FROM subscribers")).toEqual([{ status: "confirmed" }]);
    expect(await rows("SELECT email_hash FROM newsletter_suppressions")).toEqual([]);
  });

  it("works from the unsubscribe page's form without script, and refuses a bad link with a 400 page", async () => {
    const mail = await confirmed("page@example.com");
    const pageLink = linkIn(mail, "/unsubscribe");
    const post = (path: string) =>
      unsubscribePagePost({
        request: new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "",
        }),
        env,
        waitUntil: () => undefined,
      } as unknown as Parameters<typeof unsubscribePagePost>[0]);
    const response = await post(pageLink);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(UNSUBSCRIBED_PATH);
    expect(await rows("SELECT id FROM subscribers")).toEqual([]);
    const refused = await post("/unsubscribe?token=tampered.token");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("You were not unsubscribed");
  });

  it("refuses a bad one-click token with 400 JSON, and sends a plain GET to the page that asks first", async () => {
    const bad = await callApi("/api/unsubscribe?token=abc.def", {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "bad_request" });
    const opened = await follow("/api/unsubscribe?token=abc.def");
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/unsubscribe?token=abc.def");
  });
});
