// POST /api/tenfold-chat with an OpenAI key (the fake upstream): the daily model limits, per
// client and site-wide, under concurrency, and closed when the counter fails.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postJson, rows } from "./call-api.ts";
import { FAKE_REPLY_PREFIX, model, stream, readEvents, fakeRequests } from "./chat-requests.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

// Every question here is one the model is asked (the built-in answerer answers it), so each counts.
describe("with an OpenAI key (fake upstream)", () => {
  it("over the per-client daily limit answers from the site without calling the model", async () => {
    const limited = model("sk-ok", { CHAT_CLIENT_DAILY_LIMIT: "2" });
    expect(
      (await postJson("/api/tenfold-chat", { message: "What does StoryScanner do? (1)" }, {}, limited)).status,
    ).toBe(200);
    expect(
      (await postJson("/api/tenfold-chat", { message: "What does StoryScanner do? (2)" }, {}, limited)).status,
    ).toBe(200);
    const third = await postJson("/api/tenfold-chat", { message: "Where are your offices based?" }, {}, limited);
    expect(third.status).toBe(200);
    const body = await third.json<{ response: string }>();
    expect(body.response).toContain("Bristol");
    expect(body.response).not.toContain(FAKE_REPLY_PREFIX);
    expect(
      (await fakeRequests("sk-ok")).some((r) => JSON.stringify(r.body).includes("Where are your offices based?")),
    ).toBe(false);
    // Another client still gets the model until the site-wide limit.
    const other = await (
      await postJson(
        "/api/tenfold-chat",
        { message: "What does StoryScanner do? (4)" },
        { "cf-connecting-ip": "198.51.100.9" },
        limited,
      )
    ).json<{ response: string }>();
    expect(other.response).toContain(FAKE_REPLY_PREFIX);
  });

  it("over the site-wide daily limit answers from the site, streamed as well", async () => {
    const limited = model("sk-ok", { CHAT_SITE_DAILY_LIMIT: "1" });
    expect(
      (await postJson("/api/tenfold-chat", { message: "What does StoryScanner do? (1)" }, {}, limited)).status,
    ).toBe(200);
    const response = await postJson(
      "/api/tenfold-chat",
      { message: "What are your opening hours?" },
      { ...stream, "cf-connecting-ip": "198.51.100.10" },
      limited,
    );
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    const text = events
      .filter((e) => e.event === "delta")
      .map((e) => e.data["text"])
      .join("");
    expect(text).toContain("Monday to Friday");
    expect(text).not.toContain(FAKE_REPLY_PREFIX);
  });

  it("does not spend the site's budget on a client already over its own limit", async () => {
    const limited = model("sk-ok", { CHAT_CLIENT_DAILY_LIMIT: "1", CHAT_SITE_DAILY_LIMIT: "10" });
    for (let i = 0; i < 4; i++)
      expect(
        (await postJson("/api/tenfold-chat", { message: `What does StoryScanner do? (budget ${i})` }, {}, limited))
          .status,
      ).toBe(200);
    expect(await rows("SELECT bucket, count FROM usage_counters WHERE bucket = 'chat:site'")).toEqual([
      { bucket: "chat:site", count: 1 },
    ]);
  });

  it("never lets concurrent requests overspend the client's or the site's limit", async () => {
    const limits = model("sk-concurrent", {
      CHAT_CLIENT_DAILY_LIMIT: "3",
      CHAT_SITE_DAILY_LIMIT: "5",
      RATE_LIMIT_CHAT: "1000/60",
    });
    const send = (i: number, ip: string) =>
      postJson(
        "/api/tenfold-chat",
        { message: `What does StoryScanner do? (${i})` },
        { "cf-connecting-ip": ip },
        limits,
      );
    // Eight at once from one client, then eight at once from four others.
    const one = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i, "198.51.100.20")));
    expect(one.every((r) => r.status === 200)).toBe(true);
    const counts = async () =>
      rows<{ bucket: string; count: number }>("SELECT bucket, count FROM usage_counters ORDER BY bucket");
    expect((await counts()).map((r) => r.count)).toEqual([3, 3]);
    const many = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i, `198.51.100.${30 + (i % 4)}`)));
    expect(many.every((r) => r.status === 200)).toBe(true);
    const after = await counts();
    expect(after.find((r) => r.bucket === "chat:site")?.count).toBe(5);
    expect(after.filter((r) => r.bucket !== "chat:site").every((r) => r.count <= 3)).toBe(true);
    expect(after.filter((r) => r.bucket !== "chat:site").reduce((sum, r) => sum + r.count, 0)).toBe(5);
    expect(await fakeRequests("sk-concurrent")).toHaveLength(5);
  });

  it("fails closed when the usage counter is unavailable", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("DROP TABLE usage_counters");
    expect(
      (
        await postJson(
          "/api/tenfold-chat",
          { message: "Where are your offices? (counter unavailable check)" },
          {},
          model("sk-ok"),
        )
      ).status,
    ).toBe(503);
    expect(
      (await fakeRequests("sk-ok")).some((r) =>
        JSON.stringify(r.body).includes("Where are your offices? (counter unavailable check)"),
      ),
    ).toBe(false);
  });
});
