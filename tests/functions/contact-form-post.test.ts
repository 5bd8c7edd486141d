// The contact form's native fallback: a browser that never ran the page's script posts the form
// itself (application/x-www-form-urlencoded) and gets pages back, never JSON, and never loses
// what the visitor wrote.
import { describe, expect, it } from "vitest";
import { MESSAGE_SENT_PATH } from "#shared/form-fallback.ts";
import { messages } from "#shared/messages.ts";
import { env } from "cloudflare:test";
import { handleApi } from "../../functions/lib/router.ts";
import { ORIGIN, callApi, rows } from "./call-api.ts";

const FIELDS = {
  name: "Grace Visitor",
  email: " Grace@Example.com ",
  message: "Sent from a browser with scripts switched off.",
  privacy: "on",
  website: "",
};

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return callApi("/api/contact", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "sec-fetch-site": "same-origin",
      "cf-connecting-ip": "203.0.113.9",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

describe("POST /api/contact as a native form post", () => {
  it("stores the message and redirects to the confirmation page with 303", async () => {
    const response = await postForm(FIELDS);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(MESSAGE_SENT_PATH);
    expect(await rows("SELECT name, email, message, privacy_consent FROM contact_messages")).toEqual([
      { name: "Grace Visitor", email: "grace@example.com", message: FIELDS.message, privacy_consent: 1 },
    ]);
  });

  it("redirects to a relative path, never to the host the request claims", async () => {
    // Host and Origin forged alike: the request URL is built from the Host header, so the origin check passes.
    const forged = "http://evil.example.net";
    // The work after the response (the enquiry's triage) is awaited as Pages would let it finish,
    // so it cannot run on into the next test's database.
    const pending: Promise<unknown>[] = [];
    const response = await handleApi(
      new Request(`${forged}/api/contact`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          host: "evil.example.net",
          origin: forged,
          "cf-connecting-ip": "203.0.113.19",
        },
        body: new URLSearchParams(FIELDS).toString(),
        redirect: "manual",
      }),
      env,
      { waitUntil: (work) => void pending.push(work) },
    );
    await Promise.allSettled(pending);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/message-sent");
  });

  it("refuses an unticked privacy box and a short message with a page naming both, and gives the message back", async () => {
    const { privacy: _privacy, ...unticked } = FIELDS;
    const response = await postForm({ ...unticked, message: "Too short" });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain("Your message was not sent");
    expect(page).toContain(messages.contact.messageTooShort);
    expect(page).toContain(messages.contact.privacyRequired);
    expect(page).toContain(">Too short</textarea>");
    expect(await rows("SELECT id FROM contact_messages")).toEqual([]);
  });

  it("escapes what the visitor wrote", async () => {
    const response = await postForm({ ...FIELDS, email: "nope", message: `</textarea><script>alert("x")</script>` });
    const page = await response.text();
    expect(page).not.toContain("<script>");
    expect(page).toContain("&lt;/textarea&gt;&lt;script&gt;");
  });

  it("refuses another site's post with 403, as a page", async () => {
    const response = await postForm(FIELDS, { origin: "https://evil.example.net", "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Your message was not sent");
    expect(await rows("SELECT id FROM contact_messages")).toEqual([]);
  });

  it("keeps the rate limit and its Retry-After", async () => {
    for (let i = 0; i < 5; i++) expect((await postForm(FIELDS)).status).toBe(303);
    const limited = await postForm(FIELDS);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain(FIELDS.message);
  });

  it("accepts a filled honeypot without storing it, as the JSON call does", async () => {
    const response = await postForm({ ...FIELDS, website: "https://spam.example.net" });
    expect(response.status).toBe(303);
    expect(await rows("SELECT id FROM contact_messages")).toEqual([]);
  });
});
