// What the sign-up form can make us send: nothing to an address that unsubscribed unless a person
// passed Turnstile to ask again, and at most a few confirmation emails a day to one mailbox,
// however its address is written. The form's answer never changes.
import { describe, expect, it } from "vitest";
import { CONFIRMATIONS_PER_MAILBOX_DAY } from "../../functions/lib/newsletter/confirmation-quota.ts";
import { messages } from "#shared/messages.ts";
import { callApi, ORIGIN, rows } from "./call-api.ts";
import { confirmed, type SentEmail, sentTo, subscribeAs, subscribeAsPerson } from "./newsletter-mail.ts";

/** A mail app's one-click unsubscribe from the email's header. */
const unsubscribe = (mail: SentEmail) =>
  callApi((/^<(.+)>$/.exec(mail.headers["List-Unsubscribe"] ?? "")?.[1] ?? "").slice(ORIGIN.length), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

describe("what a sign-up sends", () => {
  it("sends nothing to an address on the suppression list without a Turnstile pass of its own, and answers as ever", async () => {
    const first = await confirmed("gone@quota.example");
    expect((await unsubscribe(first)).status).toBe(200);
    const answer = await subscribeAs("gone@quota.example");
    expect(await answer.json()).toEqual({ success: true, message: messages.subscribe.checkInbox });
    expect(await sentTo("gone@quota.example")).toHaveLength(1);
    expect(await rows("SELECT id FROM subscribers")).toEqual([]);
    expect((await subscribeAsPerson("gone@quota.example")).status).toBe(200);
    expect(await sentTo("gone@quota.example")).toHaveLength(2);
  });

  it(`sends one mailbox at most ${CONFIRMATIONS_PER_MAILBOX_DAY} confirmation emails a day, counting its +aliases as one`, async () => {
    const spellings = [
      "cap@quota.example",
      "cap+news@quota.example",
      "CAP+work@quota.example",
      "cap+again@quota.example",
      "cap+more@quota.example",
    ];
    for (const address of spellings) expect((await subscribeAs(address)).status).toBe(200);
    const sent = (await Promise.all(spellings.map((address) => sentTo(address.toLowerCase())))).flat();
    expect(sent).toHaveLength(CONFIRMATIONS_PER_MAILBOX_DAY);
    // Another mailbox is not held back by this one, and nothing readable of the mailbox is kept.
    expect((await subscribeAs("other@quota.example")).status).toBe(200);
    expect(await sentTo("other@quota.example")).toHaveLength(1);
    const counted = await rows<{ bucket: string; count: number }>(
      "SELECT bucket, count FROM usage_counters WHERE bucket LIKE 'confirm-mailbox:%' ORDER BY count DESC",
    );
    expect(counted.map((row) => row.count)).toEqual([CONFIRMATIONS_PER_MAILBOX_DAY, 1]);
    expect(counted.map((row) => row.bucket).join(" ")).not.toMatch(/cap|quota|other/);
  });

  it("spends none of a mailbox's emails on a sign-up that sends nothing (the 10-minute resend window)", async () => {
    for (let i = 0; i < 5; i++) await subscribeAs("window@quota.example");
    expect(await sentTo("window@quota.example")).toHaveLength(1);
    expect(await rows("SELECT count FROM usage_counters WHERE bucket LIKE 'confirm-mailbox:%'")).toEqual([
      { count: 1 },
    ]);
  });
});
