// POST /api/tenfold-chat with an OpenAI key (the fake upstream): the model's answer, grounded in
// the passages retrieved, streamed, and each upstream failure as the browser sees it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { postJson, rows } from "./call-api.ts";
import { FAKE_REPLY_PREFIX, model, stream, readEvents, fakeRequests } from "./chat-requests.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("with an OpenAI key (fake upstream)", () => {
  it("answers with the model, grounded in the retrieved knowledge, bounded and identified", async () => {
    const history = [
      { role: "user", text: "Hello" },
      { role: "ai", text: "Hello! I'm TENFOLD." },
    ];
    const response = await postJson(
      "/api/tenfold-chat",
      { message: "What does StoryScanner do?", history },
      {},
      model("sk-ok"),
    );
    expect(response.status).toBe(200);
    const body = await response.json<{ response: string; actions: { href?: string }[] }>();
    expect(body.response).toContain(FAKE_REPLY_PREFIX);
    // The tool's page, at its panel ("#try-it") now that StoryScanner can be tried.
    expect(body.actions.map((action) => action.href?.split("#")[0])).toContain("/storyscanner");
    // The fake keeps every test file's requests with this key: this one is the request whose last input is exactly this question.
    const [sent] = (await fakeRequests("sk-ok")).filter((r) =>
      JSON.stringify(r.body).includes('"content":"What does StoryScanner do?"}]'),
    );
    expect(sent?.body).toMatchObject({
      model: "gpt-5-mini",
      max_output_tokens: 400,
      store: false,
      safety_identifier: expect.stringMatching(/^[0-9a-f]{32}$/),
      input: [
        { role: "user", content: "Hello" },
        { role: "assistant", content: "Hello! I'm TENFOLD." },
        { role: "user", content: "What does StoryScanner do?" },
      ],
    });
    expect(String(sent?.body["instructions"])).toContain("You are TENFOLD");
    expect(String(sent?.body["instructions"])).toContain("(/storyscanner)");
  });

  it("asks OpenAI to store nothing, streamed or not, and identifies the client by an id our counters do not use", async () => {
    await postJson(
      "/api/tenfold-chat",
      { message: "What does StoryScanner do? (store, plain)" },
      {},
      model("sk-store"),
    );
    await readEvents(
      await postJson(
        "/api/tenfold-chat",
        { message: "What does StoryScanner do? (store, streamed)" },
        stream,
        model("sk-store"),
      ),
    );
    const sent = await fakeRequests("sk-store");
    expect(sent).toHaveLength(2);
    for (const request of sent) expect(request.body).toMatchObject({ store: false });
    const [bucket] = await rows<{ bucket: string }>("SELECT bucket FROM usage_counters WHERE bucket != 'chat:site'");
    const clientHash = bucket?.bucket.replace(/^chat:/, "");
    expect(clientHash).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]?.body["safety_identifier"]).toBe(sent[1]?.body["safety_identifier"]);
    expect(sent[0]?.body["safety_identifier"]).not.toBe(clientHash);
  });

  it("streams the model's words as they arrive", async () => {
    const response = await postJson(
      "/api/tenfold-chat",
      { message: "Tell me about crisis communications" },
      stream,
      model("sk-ok"),
    );
    const events = await readEvents(response);
    const text = events
      .filter((e) => e.event === "delta")
      .map((e) => e.data["text"])
      .join("");
    expect(text.startsWith(FAKE_REPLY_PREFIX)).toBe(true);
    expect(events.at(-1)?.event).toBe("done");
  });

  it.each([
    ["fails", "sk-500", 502],
    ["is rate limited", "sk-429", 502],
    ["answers malformed JSON", "sk-malformed", 502],
  ])("answers %s upstream with %d and no upstream detail", async (_case, key, status) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await postJson("/api/tenfold-chat", { message: "Hi there, what do you do?" }, {}, model(key));
    expect(response.status).toBe(status);
    const body = JSON.stringify(await response.json());
    expect(body).toContain("error");
    expect(body).not.toMatch(/secret upstream failure detail|Rate limit reached|OPENAI|sk-/);
  });

  it("answers 504 when the model hangs past the timeout", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await postJson(
      "/api/tenfold-chat",
      { message: "Are you there?" },
      {},
      model("sk-hang", { CHAT_TIMEOUT_MS: "300" }),
    );
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("too long") });
  });

  it("fails a stream before its first words as a JSON 502", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await postJson(
      "/api/tenfold-chat",
      { message: "Hi there, what do you do?" },
      stream,
      model("sk-500"),
    );
    expect(response.status).toBe(502);
  });

  it("ends a half-finished stream with an error event", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await postJson(
      "/api/tenfold-chat",
      { message: "Hi there, what do you do?" },
      stream,
      model("sk-half"),
    );
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events.some((e) => e.event === "delta")).toBe(true);
    expect(events.at(-1)).toMatchObject({ event: "error", data: { error: expect.any(String) } });
  });

  it("works again on the next request after a failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(
      (await postJson("/api/tenfold-chat", { message: "Hi there, what do you do?" }, {}, model("sk-500"))).status,
    ).toBe(502);
    expect(
      (await postJson("/api/tenfold-chat", { message: "Hi there, what do you do?" }, {}, model("sk-ok"))).status,
    ).toBe(200);
  });

  it("gives the model the passages that answer, read with the conversation, and takes its links from them", async () => {
    const history = [
      { role: "user", text: "Can you run community engagement for a planning application?" },
      { role: "ai", text: "Yes, we run engagement programmes for planning applications." },
    ];
    const response = await postJson(
      "/api/tenfold-chat",
      { message: "And how much would that cost?", history },
      {},
      model("sk-ok"),
    );
    const body = await response.json<{ sources: { url: string }[] }>();
    const [sent] = (await fakeRequests("sk-ok")).filter((r) =>
      JSON.stringify(r.body).includes("how much would that cost"),
    );
    const instructions = String(sent?.body["instructions"]);
    expect(instructions).toContain("£12,000");
    expect(body.sources.map((s) => s.url)).toContain("/how-we-work#fees");
  });
});
