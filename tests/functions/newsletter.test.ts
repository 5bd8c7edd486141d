// Newsletter double opt-in in workerd with real D1 and the fake email provider
// (tests/fakes/fake-email.ts): what a visitor, a mail app and staff see when subscribing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { onRequestPost as confirmPagePost } from "../../functions/confirm-subscription.ts";
import { emailTokens } from "../../functions/lib/newsletter/email-tokens.ts";
import { messages } from "#shared/messages.ts";
import { CONFIRM_PAGE_PATH, NEWSLETTER_CONSENT, SUBSCRIPTION_CONFIRMED_PATH } from "#shared/api/newsletter.ts";
import { ORIGIN, callApi, rows, linkSecret } from "./call-api.ts";
import {
  PROVIDER,
  auth,
  staff,
  subscribeAs,
  sentTo,
  linkIn,
  follow,
  confirmVia,
  confirmed,
} from "./newsletter-mail.ts";

describe("POST /api/subscribe with double opt-in", () => {
  it("answers a new, a pending and a confirmed address exactly alike", async () => {
    await confirmed("known@example.com");
    const answers = [];
    for (const address of ["new@example.com", "new@example.com", "known@example.com"]) {
      const response = await subscribeAs(address);
      answers.push({
        status: response.status,
        body: await response.text(),
        type: response.headers.get("content-type"),
      });
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: JSON.stringify({ success: true, message: messages.subscribe.checkInbox }),
      type: "application/json; charset=utf-8",
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await sentTo("known@example.com")).toHaveLength(1);
  });

  it("emails a confirmation link and unsubscribe headers, and stores the consent", async () => {
    await subscribeAs("Ada@Example.com");
    const [mail, ...more] = await sentTo("ada@example.com");
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      apiKey: PROVIDER.EMAIL_API_KEY,
      from: PROVIDER.EMAIL_FROM,
      to: ["ada@example.com"],
      idempotencyKey: expect.stringMatching(/^outbox-\d+$/),
    });
    expect(mail?.headers["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${ORIGIN}/api/unsubscribe\\?token=[A-Za-z0-9_.-]+>$`),
    );
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.text).toContain(`${ORIGIN}/unsubscribe?token=`);
    const [stored] = await rows<Record<string, string | null>>(
      "SELECT status, consent_source, consent_wording, consented_at, confirmed_at, created_at FROM subscribers",
    );
    expect(stored).toMatchObject({
      status: "pending",
      consent_source: "hero",
      consent_wording: NEWSLETTER_CONSENT.hero,
      confirmed_at: null,
    });
    expect(stored?.consented_at).toBe(stored?.created_at);
    expect(await rows("SELECT status FROM email_outbox")).toEqual([{ status: "sent" }]);

    const response = await confirmVia(linkIn(mail, "/api/subscribe/confirm"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(SUBSCRIPTION_CONFIRMED_PATH);
    const [after] = await rows<{ status: string; confirmed_at: string }>(
      "SELECT status, confirmed_at FROM subscribers",
    );
    expect(after?.status).toBe("confirmed");
    expect(Date.parse(after?.confirmed_at ?? "")).not.toBeNaN();
  });

  it("opening the link confirms nothing (mail scanners open links too): it shows the page whose button confirms", async () => {
    await subscribeAs("scanned@example.com");
    const link = linkIn((await sentTo("scanned@example.com"))[0], "/api/subscribe/confirm");
    const opened = await follow(link);
    expect(opened.status).toBe(303);
    const page = new URL(opened.headers.get("location") ?? "", ORIGIN);
    expect(opened.headers.get("location")).toMatch(new RegExp(`^${CONFIRM_PAGE_PATH}\\?token=`));
    expect(page.pathname).toBe(CONFIRM_PAGE_PATH);
    expect(await rows("SELECT status FROM subscribers")).toEqual([{ status: "pending" }]);
    const pressed = await confirmPagePost({
      request: new Request(page, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "",
      }),
      env,
      waitUntil: () => undefined,
    } as unknown as Parameters<typeof confirmPagePost>[0]);
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get("location")).toBe(SUBSCRIPTION_CONFIRMED_PATH);
    expect(await rows("SELECT status FROM subscribers")).toEqual([{ status: "confirmed" }]);
  });

  it("confirms once: the link works again without a second row or a new confirmation time", async () => {
    const mail = await confirmed("twice@example.com");
    const before = await rows("SELECT id, status, confirmed_at FROM subscribers");
    const again = await confirmVia(linkIn(mail, "/api/subscribe/confirm"));
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(SUBSCRIPTION_CONFIRMED_PATH);
    expect(await rows("SELECT id, status, confirmed_at FROM subscribers")).toEqual(before);
  });

  it("refuses tampered, expired, wrong-purpose, wrongly keyed and garbage links with a 400 page, and confirms nothing", async () => {
    await subscribeAs("late@example.com");
    const link = linkIn((await sentTo("late@example.com"))[0], "/api/subscribe/confirm");
    const parts = new URL(link, ORIGIN).searchParams.get("token")!.split(".");
    const sealed = parts[3] ?? "";
    // One character of the encrypted claims changed: the tag no longer matches.
    const tampered = [
      ...parts.slice(0, 3),
      `${sealed.startsWith("A") ? "B" : "A"}${sealed.slice(1)}`,
      ...parts.slice(4),
    ];
    const tokens = emailTokens(linkSecret());
    const expired = await tokens.sign("confirm", "late@example.com", new Date(Date.now() - 49 * 3600_000));
    const bad = {
      tampered: tampered.join("."),
      expired,
      "wrong purpose": await tokens.sign("unsubscribe", "late@example.com", new Date()),
      "wrong key": await emailTokens("another-secret-of-at-least-thirty-two-chars").sign(
        "confirm",
        "late@example.com",
        new Date(),
      ),
      garbage: "nonsense",
      "garbage with the token's shape": "a.b.c.d.e",
      empty: "",
    };
    for (const [name, token] of Object.entries(bad)) {
      const response = await confirmVia(`/api/subscribe/confirm?token=${encodeURIComponent(token)}`);
      expect(response.status, name).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const text = await response.text();
      expect(text).toContain("Your subscription was not confirmed");
      expect(text.includes("expired"), name).toBe(name === "expired");
    }
    expect(await rows("SELECT status FROM subscribers")).toEqual([{ status: "pending" }]);
  });

  it("sends at most one confirmation per address in 10 minutes", async () => {
    for (let i = 0; i < 4; i++) expect((await subscribeAs("bombed@example.com")).status).toBe(200);
    expect(await sentTo("bombed@example.com")).toHaveLength(1);
    expect(await rows("SELECT id FROM email_outbox")).toHaveLength(1);
    // Ten minutes on, one more may go; the previous email's link is then replaced by the new one.
    await env.DB.prepare("UPDATE subscribers SET confirmation_sent_at = ?1")
      .bind(new Date(Date.now() - 11 * 60_000).toISOString())
      .run();
    await subscribeAs("bombed@example.com");
    const mails = await sentTo("bombed@example.com");
    expect(mails).toHaveLength(2);
    expect((await confirmVia(linkIn(mails[1], "/api/subscribe/confirm"))).status).toBe(303);
  });

  it("queues the email in D1 for staff when no provider is configured", async () => {
    const response = await subscribeAs("queued@example.com", {});
    expect(response.status).toBe(200);
    expect(await sentTo("queued@example.com")).toEqual([]);
    const listed = await (
      await callApi("/api/admin/outbox", { headers: auth }, staff)
    ).json<{ outbox: { status: string; to_address: string; text_body: string }[] }>();
    expect(listed.outbox).toHaveLength(1);
    expect(listed.outbox[0]).toMatchObject({ status: "queued", to_address: "queued@example.com" });
    expect(listed.outbox[0]?.text_body).toContain(`${ORIGIN}/api/subscribe/confirm?token=`);
    const csv = await (await callApi("/api/admin/outbox?format=csv", { headers: auth }, staff)).text();
    expect(csv.split("\r\n")[0]).toBe(
      '"id","created_at","status","to_address","subject","text_body","sent_at","error"',
    );
    expect(csv).toContain("queued@example.com");
  });

  it("records a provider failure on the outbox row and still answers the same", async () => {
    const response = await subscribeAs("refused@example.com", { ...PROVIDER, EMAIL_API_KEY: "re-fail" });
    expect(await response.json()).toEqual({ success: true, message: messages.subscribe.checkInbox });
    const [row] = await rows<{ status: string; error: string }>("SELECT status, error FROM email_outbox");
    expect(row?.status).toBe("failed");
    expect(row?.error).toContain("500");
  });
});
