// Following a bill by email, in workerd with real D1, the fake Bills API and the fake email
// provider: the newsletter's double opt-in for one bill, then one email per confirmed follower
// when a refresh sees the bill reach a new stage, and RFC 8058's one-click stop.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BILL_FOLLOW_CONSENT } from "#shared/api/policy-intelligence-follow.ts";
import { BILL_FOLLOW_CHECK_INBOX } from "#shared/api/policy-intelligence-follow-words.ts";
import type { AppEnv } from "../../../functions/lib/platform/env.ts";
import { emailTokens } from "../../../functions/lib/newsletter/email-tokens.ts";
import { purgeExpired } from "../../../functions/lib/platform/purge.ts";
import { RETENTION } from "#shared/retention.ts";
import { DAY_MS } from "#shared/time-units.ts";
import { MOVED_STAGE } from "../../fixtures/bill-moved.ts";
import { ORIGIN, callApi, linkSecret, postJson, rows } from "../call-api.ts";
import { PROVIDER, linkIn, sentTo, type SentEmail } from "../newsletter-mail.ts";
import { staffGet } from "../staff-calls.ts";

const BILL = 9001;
const CONFIRM = "/api/policy-intelligence/follow/confirm";
const settings = (mode: string): Partial<AppEnv> => ({ ...PROVIDER, BILLS_API_BASE: `${env.FAKE_BILLS_URL}/${mode}` });

const followAs = (email: string, body: object = {}, bill: number | string = BILL) =>
  postJson(`/api/policy-intelligence/bills/${bill}/follow`, { email, ...body }, {}, settings("ok"));

/** The bill's own view (or another read of it), asked after its cached copy has gone stale, so the request refreshes it. */
async function refreshBill(mode: string, path = `/api/policy-intelligence/bills/${BILL}`, overrides = settings(mode)) {
  await env.DB.prepare("UPDATE source_cache SET fetched_at = '2000-01-01T00:00:00.000Z' WHERE key = ?1")
    .bind(`bills-api:bill:${BILL}`)
    .run();
  return callApi(path, {}, overrides);
}

async function confirmedFollower(email: string): Promise<SentEmail> {
  expect((await followAs(email)).status).toBe(200);
  const [mail] = await sentTo(email);
  const pressed = await callApi(linkIn(mail, CONFIRM), { method: "POST", redirect: "manual" }, settings("ok"));
  expect(pressed.status).toBe(200);
  return mail!;
}

const stageMails = async (email: string) => (await sentTo(email)).filter((m) => !m.subject.startsWith("Confirm"));

describe("following a bill by email", () => {
  it("answers alike, stores a pending follow with its consent and the stage shown, and emails a confirmation", async () => {
    const response = await followAs("Ada@Follow.example");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: BILL_FOLLOW_CHECK_INBOX });
    const [mail, ...more] = await sentTo("ada@follow.example");
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Confirm: follow the Harbour Ferries Bill");
    expect(mail?.headers["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${ORIGIN}/api/policy-intelligence/follow/unsubscribe\\?token=[A-Za-z0-9_.-]+>$`),
    );
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const [stored, ...others] = await rows<Record<string, unknown>>(
      "SELECT bill_id, email, state, consent_wording, consented_at, created_at, confirmed_at, last_stage_notified, length(email_hash) AS hash_chars FROM bill_follows",
    );
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      bill_id: BILL,
      email: "ada@follow.example",
      state: "pending",
      consent_wording: BILL_FOLLOW_CONSENT,
      confirmed_at: null,
      last_stage_notified: "1st reading|Commons|2026-09-09",
      hash_chars: 64,
    });
    expect(stored?.consented_at).toBe(stored?.created_at);

    // Asking again within ten minutes sends nothing more, and is answered the same.
    const again = await followAs("ada@follow.example");
    expect(await again.json()).toEqual({ success: true, message: BILL_FOLLOW_CHECK_INBOX });
    expect(await sentTo("ada@follow.example")).toHaveLength(1);
  });

  it("confirms only on the page's button: the link's GET shows the button and writes nothing", async () => {
    await followAs("grace@follow.example");
    const link = linkIn((await sentTo("grace@follow.example"))[0], CONFIRM);
    const opened = await callApi(link, {}, settings("ok"));
    expect(opened.status).toBe(200);
    expect(opened.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await opened.text()).toContain('<form method="post">');
    expect(await rows("SELECT state FROM bill_follows")).toEqual([{ state: "pending" }]);

    const pressed = await callApi(link, { method: "POST", headers: { origin: ORIGIN } }, settings("ok"));
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(`/policy-intelligence?bill=${BILL}`);
    const [row] = await rows<{ state: string; confirmed_at: string }>("SELECT state, confirmed_at FROM bill_follows");
    expect(row?.state).toBe("confirmed");
    expect(Date.parse(row?.confirmed_at ?? "")).not.toBeNaN();
    // Opening the link again says so, and a post from another site is refused.
    expect(await (await callApi(link, {}, settings("ok"))).text()).toContain("You are following the bill");
    const foreign = await callApi(
      link,
      { method: "POST", headers: { origin: "https://evil.example" } },
      settings("ok"),
    );
    expect(foreign.status).toBe(403);
  });

  it("refuses a newsletter link, a broken one and a missing one with a 400 page, and confirms nothing", async () => {
    await followAs("lin@follow.example");
    const tokens = emailTokens(linkSecret());
    const bad = {
      "newsletter confirm": await tokens.sign("confirm", "lin@follow.example", new Date()),
      "follow unsubscribe": await tokens.sign("follow-unsubscribe", "lin@follow.example", new Date(), BILL),
      "no bill": await tokens.sign("follow-confirm", "lin@follow.example", new Date()),
      garbage: "nonsense",
    };
    for (const [name, token] of Object.entries(bad)) {
      const response = await callApi(
        `${CONFIRM}?token=${encodeURIComponent(token)}`,
        { method: "POST" },
        settings("ok"),
      );
      expect(response.status, name).toBe(400);
      expect(response.headers.get("content-type"), name).toMatch(/^text\/html/);
    }
    expect((await callApi(CONFIRM, {}, settings("ok"))).status).toBe(400);
    expect(await rows("SELECT state FROM bill_follows")).toEqual([{ state: "pending" }]);
  });

  it("refuses a bad address, a made-up bill, a bad id and another site's post, storing nothing", async () => {
    const badEmail = await followAs("not-an-address");
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({ code: "bad_request", issues: { email: expect.any(String) } });
    expect((await followAs("ada@follow.example", {}, 424242)).status).toBe(404);
    expect((await followAs("ada@follow.example", {}, "abc")).status).toBe(400);
    const foreign = await postJson(
      `/api/policy-intelligence/bills/${BILL}/follow`,
      { email: "ada@follow.example" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      settings("ok"),
    );
    expect(foreign.status).toBe(403);
    // With Turnstile on, a request without its token is refused, as the newsletter's is.
    const unchecked = await postJson(
      `/api/policy-intelligence/bills/${BILL}/follow`,
      { email: "ada@follow.example" },
      {},
      { ...settings("ok"), TURNSTILE_SECRET_KEY: "test-secret" },
    );
    expect(unchecked.status).toBe(403);
    // The honeypot: answered alike, and nothing happens.
    expect((await followAs("bot@follow.example", { website: "https://spam.example" })).status).toBe(200);
    expect(await rows("SELECT id FROM bill_follows")).toEqual([]);
    expect(await sentTo("bot@follow.example")).toEqual([]);
  });

  it("sends nothing, not even a confirmation, to an address on the suppression list", async () => {
    const hash = await emailTokens(linkSecret()).addressHash("quiet@follow.example");
    await env.DB.prepare("INSERT INTO newsletter_suppressions (email_hash, suppressed_at) VALUES (?1, ?2)")
      .bind(hash, new Date().toISOString())
      .run();
    expect((await followAs("quiet@follow.example")).status).toBe(200);
    expect(await sentTo("quiet@follow.example")).toEqual([]);
    expect(await rows("SELECT id FROM bill_follows")).toEqual([]);
  });
});

describe("when a refresh sees the bill move", () => {
  it("emails each confirmed follower once, and no one pending, stopped or suppressed", async () => {
    await confirmedFollower("one@follow.example");
    await confirmedFollower("two@follow.example");
    expect((await followAs("waiting@follow.example")).status).toBe(200);
    const stopper = await confirmedFollower("stopper@follow.example");
    const stopped = await callApi(
      new URL(stopper.headers["List-Unsubscribe"]!.slice(1, -1)).pathname +
        new URL(stopper.headers["List-Unsubscribe"]!.slice(1, -1)).search,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
      settings("ok"),
    );
    expect(stopped.status).toBe(200);
    await confirmedFollower("suppressed@follow.example");
    await env.DB.prepare("INSERT INTO newsletter_suppressions (email_hash, suppressed_at) VALUES (?1, ?2)")
      .bind(await emailTokens(linkSecret()).addressHash("suppressed@follow.example"), new Date().toISOString())
      .run();

    // The same stage again: nobody is told anything.
    expect((await refreshBill("ok")).status).toBe(200);
    for (const address of ["one@follow.example", "two@follow.example"]) expect(await stageMails(address)).toEqual([]);

    const moved = await refreshBill("moved");
    expect(moved.status).toBe(200);
    expect((await moved.json<{ bill: { currentStage: unknown } }>()).bill.currentStage).toEqual(MOVED_STAGE);
    for (const address of ["one@follow.example", "two@follow.example"]) {
      const [mail, ...more] = await stageMails(address);
      expect(more, address).toEqual([]);
      expect(mail?.subject).toBe("Harbour Ferries Bill: 2nd reading");
      expect(mail?.text).toContain("2nd reading (Commons), 2 November 2026");
      expect(mail?.text).toContain(`${ORIGIN}/policy-intelligence?bill=${BILL}`);
      expect(mail?.text).toContain(`https://bills.parliament.uk/bills/${BILL}`);
      expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail?.headers["List-Unsubscribe"]).toContain("/api/policy-intelligence/follow/unsubscribe?token=");
    }
    for (const address of ["waiting@follow.example", "stopper@follow.example", "suppressed@follow.example"])
      expect(await stageMails(address), address).toEqual([]);

    // A second refresh of the same stage sends nothing more.
    expect((await refreshBill("moved")).status).toBe(200);
    expect(await stageMails("one@follow.example")).toHaveLength(1);
    expect(await stageMails("two@follow.example")).toHaveLength(1);
    expect(await rows("SELECT status FROM email_outbox WHERE subject LIKE '%: 2nd reading'")).toEqual([
      { status: "sent" },
      { status: "sent" },
    ]);
  });

  it("one-click stops the emails, keeps no address, and a stage email's own link works too", async () => {
    await confirmedFollower("leaver@follow.example");
    await refreshBill("moved");
    const [mail] = await stageMails("leaver@follow.example");
    const link = linkIn(mail, "/api/policy-intelligence/follow/unsubscribe");
    // The link's page asks first; its button posts the one-click body.
    const opened = await callApi(link, {}, settings("ok"));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await rows("SELECT state FROM bill_follows")).toEqual([{ state: "confirmed" }]);
    // Without the one-click body nothing is stopped.
    expect((await callApi(link, { method: "POST" }, settings("ok"))).status).toBe(400);
    const oneClick = () =>
      callApi(
        link,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        },
        settings("ok"),
      );
    const stopped = await oneClick();
    expect(stopped.status).toBe(200);
    expect(stopped.headers.get("location")).toBeNull();
    expect((await oneClick()).status).toBe(200);
    const [row] = await rows<Record<string, unknown>>("SELECT state, email, unsubscribed_at FROM bill_follows");
    expect(row).toMatchObject({ state: "unsubscribed", email: null });
    expect(Date.parse(String(row?.unsubscribed_at))).not.toBeNaN();
  });
});

describe("without an email provider", () => {
  it("a move seen by a calendar's fetch waits in the outbox staff read, and stopping fails it there", async () => {
    const follower = await confirmedFollower("queued@follow.example");
    const noProvider = { BILLS_API_BASE: `${env.FAKE_BILLS_URL}/moved` };
    const feed = await refreshBill("moved", `/api/policy-intelligence/bills/${BILL}/stages.ics`, noProvider);
    expect(feed.status).toBe(200);
    const listed = await (
      await staffGet("/api/admin/newsletter/outbox?status=queued")
    ).json<{ rows: { to_address: string; subject: string }[] }>();
    expect(listed.rows).toEqual([
      expect.objectContaining({ to_address: "queued@follow.example", subject: "Harbour Ferries Bill: 2nd reading" }),
    ]);
    const stop = new URL(follower.headers["List-Unsubscribe"]!.slice(1, -1));
    const stopped = await callApi(
      stop.pathname + stop.search,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
      noProvider,
    );
    expect(stopped.status).toBe(200);
    expect(await rows("SELECT status, error FROM email_outbox WHERE subject LIKE '%: 2nd reading'")).toEqual([
      { status: "failed", error: "unsubscribed before sending" },
    ]);
  });
});

describe("what is kept", () => {
  it("deletes unconfirmed follows and stopped ones by age, and keeps confirmed ones, by an index", async () => {
    const now = Date.now();
    const at = (days: number) => new Date(now - days * DAY_MS).toISOString();
    const add = (bill: number, state: string, created: string, stopped: string | null) =>
      env.DB.prepare(
        "INSERT INTO bill_follows (bill_id, email_hash, email, state, created_at, client_hash, consent_wording, consented_at, unsubscribed_at) VALUES (?1, 'h', ?2, ?3, ?4, 'c', 'w', ?4, ?5)",
      ).bind(bill, state === "unsubscribed" ? null : "x@follow.example", state, created, stopped);
    await env.DB.batch([
      add(1, "pending", at(RETENTION.unconfirmedBillFollowDays + 1), null),
      add(2, "pending", at(RETENTION.unconfirmedBillFollowDays - 1), null),
      add(3, "confirmed", at(400), null),
      add(4, "unsubscribed", at(400), at(RETENTION.stoppedBillFollowDays + 1)),
      add(5, "unsubscribed", at(400), at(RETENTION.stoppedBillFollowDays - 1)),
    ]);
    const report = await purgeExpired(env.DB, now);
    expect(report["bill_follows"]).toBe(2);
    expect(await rows("SELECT bill_id FROM bill_follows ORDER BY bill_id")).toEqual([
      { bill_id: 2 },
      { bill_id: 3 },
      { bill_id: 5 },
    ]);
    const plan = await rows<{ detail: string }>(
      "EXPLAIN QUERY PLAN DELETE FROM bill_follows WHERE (state = 'pending' AND created_at < 0) OR (state = 'unsubscribed' AND unsubscribed_at < 0)",
    );
    expect(plan.map((step) => step.detail).join(" ")).not.toMatch(/SCAN bill_follows/);
  });
});
