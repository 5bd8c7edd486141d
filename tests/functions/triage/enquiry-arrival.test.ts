// Every enquiry that arrives is triaged after it is stored: by the contact form's JSON call, its
// native form post and TENFOLD's hand-off. The enquiry is kept exactly as sent whatever triage
// does; a reading that throws, never answers or cannot be stored leaves it marked not triaged; the
// staff notification goes after triage, within its bound, and says plainly when it is urgent; with
// a key only the message reaches the model.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Triage } from "#shared/api/triage.ts";
import { submitContact } from "../../../functions/lib/contact/contact-service.ts";
import { TRIAGE_MARGIN_MS } from "../../../functions/lib/contact/triage-on-arrival.ts";
import { ORIGIN, callApi, postJson, rows } from "../call-api.ts";
import { fakeRequests, model, script } from "../chat-requests.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

const CRISIS =
  "A reporter from the evening paper has just rang asking us to comment on a leaked email from our chief executive. They are running the story tonight.";
const ROUTINE =
  "We would like to talk about a consultation with residents on a new solar farm near the village later in the year.";

const HOOK = "https://hooks.example.com/enquiries";

interface Sent {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

/** The three ways an enquiry arrives, each from a client of its own. */
const PATHS = {
  "the contact form's JSON call": (sent: Sent, overrides: Record<string, string> = {}) =>
    postJson("/api/contact", { ...sent, privacy: true }, { "cf-connecting-ip": "198.51.100.21" }, overrides),
  "the contact form's native post": (sent: Sent, overrides: Record<string, string> = {}) =>
    callApi(
      "/api/contact",
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: ORIGIN,
          "sec-fetch-site": "same-origin",
          "cf-connecting-ip": "198.51.100.22",
        },
        body: new URLSearchParams({ ...sent, privacy: "on" }).toString(),
        redirect: "manual",
      },
      overrides,
    ),
  "TENFOLD's hand-off": (sent: Sent, overrides: Record<string, string> = {}) =>
    postJson(
      "/api/contact",
      {
        ...sent,
        privacy: true,
        source: "tenfold",
        transcript: [
          { role: "user", text: "Can someone help with a story about us?" },
          { role: "ai", text: "I can pass you to a consultant." },
        ],
        transcriptConsent: true,
      },
      { "cf-connecting-ip": "198.51.100.23" },
      overrides,
    ),
} as const;
const paths = Object.entries(PATHS);

const accepted = (response: Response) => expect([200, 303]).toContain(response.status);

interface StoredRow {
  name: string;
  email: string;
  message: string;
  triaged_at: string | null;
  triage_reading: string | null;
  triage_service: string | null;
  triage_urgency: string | null;
  triage_owner: string | null;
  triage_error: string | null;
}

const stored = () =>
  rows<StoredRow>(
    "SELECT name, email, message, triaged_at, triage_reading, triage_service, triage_urgency, triage_owner, triage_error FROM contact_messages",
  );

/** Answers the webhook, and lets every other request (the fake OpenAI) through; records what the webhook got. */
function webhook(): { bodies: () => Record<string, unknown>[] } {
  const passThrough = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return url === HOOK ? Promise.resolve(new Response("ok")) : passThrough(input, init);
  });
  return {
    bodies: () =>
      spy.mock.calls
        .filter(([input]) => input === HOOK)
        .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>),
  };
}

describe.each(paths)("an enquiry that arrives by %s", (_path, send) => {
  const sent = { name: "Ada Lovelace", email: "ada@example.com", message: CRISIS };

  it("is stored as sent and then triaged: the service, urgency, reasons, owner, reply promise and reader, and when", async () => {
    const before = Date.now();
    accepted(await send(sent));
    const [row] = await stored();
    expect(row).toMatchObject({
      ...sent,
      triage_service: "crisis-communications",
      triage_urgency: "urgent",
      triage_owner: "daniel-osei",
      triage_error: null,
    });
    expect(Date.parse(row?.triaged_at ?? "")).toBeGreaterThanOrEqual(before - 1000);
    const reading = JSON.parse(row?.triage_reading ?? "{}") as Triage;
    expect(reading).toMatchObject({
      reader: "built-in",
      service: { slug: "crisis-communications", name: "Crisis Communications" },
      urgency: "urgent",
      owner: { id: "daniel-osei", name: "Daniel Osei" },
    });
    expect(reading.signals).toEqual(expect.arrayContaining(["leaked", "tonight"]));
    expect(reading.serviceReason).toContain("Crisis Communications");
    expect(reading.replyBy).toMatch(/working hours|by 10:00/);
  });

  it("is stored as sent, triaged by the built-in reader, when the model hangs past the tools' budget", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const hook = webhook();
    const started = Date.now();
    accepted(await send(sent, { ...model("sk-hang"), TOOL_MODEL_BUDGET_MS: "300", NOTIFY_WEBHOOK_URL: HOOK }));
    // The response and the triage after it together took the budget and little more.
    expect(Date.now() - started).toBeLessThan(300 + TRIAGE_MARGIN_MS + 2000);
    const [row] = await stored();
    expect(row).toMatchObject({ ...sent, triage_urgency: "urgent", triage_error: null });
    expect(JSON.parse(row?.triage_reading ?? "{}")).toMatchObject({ reader: "built-in" });
    expect(warn).toHaveBeenCalledWith("The model's triage failed:", expect.stringMatching(/timed out/i));
    expect(hook.bodies()).toHaveLength(1);
  });

  it("is stored as sent and marked not triaged when its triage cannot be stored, and staff are still told", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // The database refuses the triage's write, as a failing D1 would, after the enquiry is in.
    await env.DB.exec(
      "CREATE TRIGGER refuse_triage BEFORE UPDATE OF triaged_at ON contact_messages BEGIN SELECT RAISE(ABORT, 'triage refused'); END",
    );
    const hook = webhook();
    accepted(await send(sent, { NOTIFY_WEBHOOK_URL: HOOK }));
    const [row] = await stored();
    expect(row).toMatchObject({ ...sent, triaged_at: null, triage_reading: null, triage_urgency: null });
    expect(error).toHaveBeenCalledWith("Could not store the triage of enquiry", expect.any(Number), expect.anything());
    const [notice] = hook.bodies();
    expect(notice).toMatchObject({ message: CRISIS, triage: null });
    expect(String(notice?.["subject"])).toMatch(/\(not triaged\)$/);
    expect(await rows("SELECT delivery_status FROM contact_messages")).toEqual([{ delivery_status: "delivered" }]);
  });
});

describe("the staff notification of an enquiry", () => {
  it("says plainly, in its subject and its first line, that an urgent enquiry is urgent, with the service and suggested owner", async () => {
    const hook = webhook();
    expect(
      (
        await postJson(
          "/api/contact",
          { name: "Ada Lovelace", email: "ada@example.com", message: CRISIS, privacy: true },
          {},
          { NOTIFY_WEBHOOK_URL: HOOK },
        )
      ).status,
    ).toBe(200);
    const [notice] = hook.bodies();
    expect(notice?.["subject"]).toBe(
      "URGENT enquiry from Ada Lovelace: Crisis Communications, suggested owner Daniel Osei",
    );
    const lines = String(notice?.["summary"]).split("\n");
    expect(lines[0]).toMatch(/^URGENT: this enquiry reads as urgent \(.*“leaked”.*\)\.$/);
    expect(lines).toContain("Service: Crisis Communications.");
    expect(lines).toContain("Suggested owner: Daniel Osei.");
    expect(notice?.["triage"]).toEqual({
      service: "Crisis Communications",
      urgency: "urgent",
      owner: "Daniel Osei",
      reader: "built-in",
    });
    // Sent after the triage was stored: the row was triaged before it was delivered.
    const [row] = await rows<{ triaged_at: string; delivered_at: string }>(
      "SELECT triaged_at, delivered_at FROM contact_messages",
    );
    expect(row?.triaged_at).toEqual(expect.any(String));
    expect(row?.delivered_at).toEqual(expect.any(String));
  });

  it("does not call a routine enquiry urgent", async () => {
    const hook = webhook();
    await postJson(
      "/api/contact",
      { name: "Grace Hopper", email: "grace@example.com", message: ROUTINE, privacy: true, source: "tenfold" },
      {},
      { NOTIFY_WEBHOOK_URL: HOOK },
    );
    const [notice] = hook.bodies();
    expect(String(notice?.["subject"])).toMatch(/^New TENFOLD hand-off from Grace Hopper: /);
    expect(JSON.stringify(notice)).not.toMatch(/URGENT/);
    expect(String(notice?.["summary"]).split("\n")[0]).toMatch(/^(Routine|Soon):/);
  });
});

describe("with an OpenAI key", () => {
  it("sends the model the message alone: not the name, the email address, the conversation, or contact details written in it", async () => {
    const key = "sk-triage-arrival-only-message";
    await script(key, [
      JSON.stringify({
        service: "public-relations",
        reason: "It asks about a story in the press.",
        urgency: "urgent",
        signals: ["tonight"],
        deadline: null,
      }),
    ]);
    const message = `${CRISIS} Ring me on 07700 900123 or write to ada.l@example.org. Thanks, Ada Lovelace`;
    const response = await PATHS["TENFOLD's hand-off"](
      { name: "Ada Lovelace", email: "ada@example.com", message },
      model(key),
    );
    accepted(response);
    const requests = await fakeRequests(key);
    expect(requests).toHaveLength(1);
    const body = requests[0]?.body ?? {};
    expect(body["input"]).toBe(`${CRISIS} Ring me on [phone] or write to [email]. Thanks, [name]`);
    const everything = JSON.stringify(body);
    for (const kept of [
      "Ada Lovelace",
      "ada@example.com",
      "07700",
      "ada.l@example.org",
      "Can someone help with a story",
    ])
      expect(everything).not.toContain(kept);
    // The message is stored as sent; the model's reading is kept with it, owner from our registry.
    const [row] = await stored();
    expect(row?.message).toBe(message);
    expect(JSON.parse(row?.triage_reading ?? "{}")).toMatchObject({
      reader: "model",
      service: { slug: "public-relations" },
      urgency: "urgent",
      signals: ["tonight"],
    });
  });
});

describe("triage after the enquiry is stored (the service, its reader handed in)", () => {
  const input = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    message: CRISIS,
    privacy: true as const,
    source: "form" as const,
    transcriptConsent: false,
  };
  const reading: Triage = {
    service: null,
    serviceReason: "None.",
    urgency: "routine",
    signals: [],
    deadline: null,
    owner: null,
    replyBy: "within two working hours",
    reader: "built-in",
  };

  /** Runs submitContact as the handler does, collecting its work after the response. */
  async function submit(read: (text: string) => Promise<Triage>, budgetMs = 50, source: "form" | "tenfold" = "form") {
    const pending: Promise<unknown>[] = [];
    const hook = webhook();
    const result = await submitContact(
      { ...input, source },
      { clientHash: "client" },
      {
        db: env.DB,
        now: () => new Date(),
        waitUntil: (work) => void pending.push(work),
        triage: { read, budgetMs },
        notifyUrl: HOOK,
      },
    );
    // Stored before any triage has run.
    expect(await rows("SELECT message, triaged_at FROM contact_messages")).toEqual([
      { message: CRISIS, triaged_at: null },
    ]);
    const started = Date.now();
    await Promise.all(pending);
    return { result, waited: Date.now() - started, notices: hook.bodies() };
  }

  it.each(["form", "tenfold"] as const)(
    "a %s enquiry whose triage throws is kept, marked not triaged with the reason, and staff are told",
    async (source) => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const { result, notices } = await submit(() => Promise.reject(new TypeError("reader broke")), 50, source);
      expect(result.stored).toBe(true);
      const [row] = await stored();
      expect(row).toMatchObject({
        message: CRISIS,
        triaged_at: null,
        triage_error: "Triage failed: TypeError: reader broke",
      });
      expect(error).toHaveBeenCalled();
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ triage: null, summary: "Not triaged: read it and route it by hand." });
    },
  );

  it("a triage that never answers is given up after the budget and its margin; the enquiry is kept and staff are told then", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { waited, notices } = await submit(() => new Promise<Triage>(() => {}), 50);
    expect(waited).toBeGreaterThanOrEqual(50 + TRIAGE_MARGIN_MS - 20);
    expect(waited).toBeLessThan(50 + TRIAGE_MARGIN_MS + 1500);
    const [row] = await stored();
    expect(row).toMatchObject({ message: CRISIS, triaged_at: null });
    expect(row?.triage_error).toMatch(/^Triage did not finish within 1\.1 seconds\.$/);
    expect(warn).toHaveBeenCalled();
    expect(notices).toHaveLength(1);
  });

  it("writes nothing and tells nobody when the enquiry has gone before its triage is stored, even if its id is in use again", async () => {
    const error = vi.spyOn(console, "error");
    const warn = vi.spyOn(console, "warn");
    const { notices } = await submit(async () => {
      const [{ id } = { id: 0 }] = await rows<{ id: number }>("SELECT id FROM contact_messages");
      await env.DB.prepare("DELETE FROM contact_messages").run();
      await env.DB.prepare(
        `INSERT INTO contact_messages (id, name, email, message, privacy_consent, consented_at, created_at, client_hash)
         VALUES (?1, 'Someone Else', 'else@example.com', 'Another enquiry entirely.', 1, '2020-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z', 'other')`,
      )
        .bind(id)
        .run();
      return reading;
    });
    expect(await rows("SELECT name, triaged_at, triage_error, delivery_status FROM contact_messages")).toEqual([
      { name: "Someone Else", triaged_at: null, triage_error: null, delivery_status: "none" },
    ]);
    expect(notices).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
