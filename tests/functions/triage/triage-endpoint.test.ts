// POST /api/triage, Triage Bot on its page: the built-in reader with no key, the model's reading
// through the fake OpenAI (a scripted structured answer), the fall-backs when the model fails, is
// late or names a service we do not offer, the pasted-text refusals and the rate limit.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Triage } from "#shared/api/triage.ts";
import { postJson, rows } from "../call-api.ts";
import { fakeRequests, model, script } from "../chat-requests.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

const CRISIS =
  "A reporter from the evening paper has just rang asking us to comment on a leaked email from our chief executive. They are running the story tonight and we have nothing ready.";

/** A different client for each test, so one test's requests never spend another's places. */
let client = 0;
const triage = (body: unknown, overrides: Record<string, string> = {}) =>
  postJson("/api/triage", body, { "cf-connecting-ip": `198.51.100.${++client}` }, overrides);

/** The model's part, as the fake answers it (structured outputs: one JSON text). */
const modelAnswer = (answer: Record<string, unknown>) => [JSON.stringify(answer)];

describe("POST /api/triage with no key", () => {
  it("routes a crisis to crisis communications, urgent, with the signals as written, an owner and the reply rule", async () => {
    const response = await triage({ text: CRISIS });
    expect(response.status).toBe(200);
    const body = await response.json<Triage>();
    expect(body.reader).toBe("built-in");
    expect(body.service).toEqual({ slug: "crisis-communications", name: "Crisis Communications" });
    expect(body.urgency).toBe("urgent");
    expect(body.signals).toEqual(expect.arrayContaining(["leaked", "tonight"]));
    for (const signal of body.signals) expect(CRISIS).toContain(signal);
    expect(body.owner).toEqual({ id: "daniel-osei", name: "Daniel Osei" });
    expect(body.replyBy).toMatch(/^(?:within two working hours|by 10:00 on \w+day \d{1,2} \w+)$/);
    expect(body.serviceReason).toContain("Crisis Communications");
  });

  it("stores nothing of the enquiry", async () => {
    const text = "We need help consulting residents about a new solar farm near the village, unique-marker-5521.";
    expect((await triage({ text })).status).toBe(200);
    const tables = await rows<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
    );
    for (const { name } of tables) {
      const found = await rows(`SELECT * FROM "${name}"`);
      expect(JSON.stringify(found)).not.toContain("unique-marker-5521");
    }
  });
});

describe("POST /api/triage with a key (the fake OpenAI)", () => {
  it("answers with the model's reading, its owner and reply from our own rules, and says so", async () => {
    await script(
      "sk-triage-model",
      modelAnswer({
        service: "political-affairs",
        reason: "It asks for help before a select committee hearing.",
        urgency: "soon",
        signals: ["on 8 December", "a signal the enquiry never said"],
        deadline: "on 8 December",
      }),
    );
    const text =
      "Our chief executive must give evidence to a select committee on 8 December. Can you help her prepare?";
    const response = await triage({ text }, model("sk-triage-model"));
    expect(response.status).toBe(200);
    const body = await response.json<Triage>();
    expect(body).toMatchObject({
      reader: "model",
      service: { slug: "political-affairs", name: "Political Affairs" },
      serviceReason: "It asks for help before a select committee hearing.",
      urgency: "soon",
      // What the enquiry does not say in so many words is dropped.
      signals: ["on 8 December"],
      deadline: "on 8 December",
      owner: { id: "edward-lacey", name: "Edward Lacey" },
    });
    const [sent] = await fakeRequests("sk-triage-model");
    expect(sent?.body).toMatchObject({
      input: text,
      store: false,
      text: { format: { type: "json_schema", strict: true } },
    });
    const format = (sent?.body["text"] as { format: { schema: unknown } }).format;
    // The model chooses from our services' slugs only.
    expect(JSON.stringify(format.schema)).toContain('"crisis-communications"');
    expect(String(sent?.body["instructions"])).toContain("stakeholder-engagement (Stakeholder Engagement)");
  });

  it.each([
    ["fails", "sk-500", {}],
    ["answers something that is not JSON", "sk-malformed", {}],
    ["is later than the tools' budget", "sk-hang", { TOOL_MODEL_BUDGET_MS: "300" }],
  ])("falls back to the built-in reader when the model %s", async (_, key, extra) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = Date.now();
    const response = await triage({ text: CRISIS }, { ...model(key), ...extra });
    expect(response.status).toBe(200);
    const body = await response.json<Triage>();
    expect(body.reader).toBe("built-in");
    expect(body.service?.slug).toBe("crisis-communications");
    expect(body.urgency).toBe("urgent");
    expect(warn).toHaveBeenCalled();
    if (key === "sk-hang") expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("falls back to the built-in reader when the model names a service we do not offer", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await script(
      "sk-triage-unknown",
      modelAnswer({ service: "lobbying-dark-arts", reason: "x", urgency: "routine", signals: [], deadline: null }),
    );
    const response = await triage({ text: CRISIS }, model("sk-triage-unknown"));
    const body = await response.json<Triage>();
    expect(body.reader).toBe("built-in");
    expect(body.service?.slug).toBe("crisis-communications");
  });
});

describe("POST /api/triage refuses what it cannot read", () => {
  it.each([
    ["empty", "   ", /^Paste an enquiry first\.$/],
    ["too long", `${"We need help with a consultation. ".repeat(150)}`, /reads up to 5,000 characters/],
    [
      "binary",
      `PK\u0003\u0004\u0000\u0000\u0008\u0000 ${"\u0000\uFFFD".repeat(40)} enquiry text here`,
      /raw contents of a file/,
    ],
    [
      "not English",
      "Nous avons besoin d'aide pour une consultation publique sur notre projet de parc solaire près du village, avec les habitants et la mairie.",
      /reads English only/,
    ],
  ])("%s: a 400 with the reason", async (_, text, message) => {
    const response = await triage({ text });
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; code: string }>();
    expect(body.code).toBe("bad_request");
    expect(body.error).toMatch(message);
  });

  it("limits each client's requests in the tool's own bucket", async () => {
    const ip = { "cf-connecting-ip": "192.0.2.77" };
    const limits = { RATE_LIMIT_TOOLS: "2/600" };
    const text = "We want to respond to a government consultation on bus funding next month.";
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await postJson("/api/triage", { text }, ip, limits)).status);
    expect(statuses).toEqual([200, 200, 429]);
    // Another client is not held back by this one.
    expect((await postJson("/api/triage", { text }, { "cf-connecting-ip": "192.0.2.78" }, limits)).status).toBe(200);
  });

  it("refuses a request from another site", async () => {
    const response = await postJson(
      "/api/triage",
      { text: CRISIS },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(response.status).toBe(403);
  });
});
