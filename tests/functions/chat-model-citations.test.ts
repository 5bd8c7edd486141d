// POST /api/tenfold-chat with an OpenAI key (the fake upstream, scripted): the model sees
// retrieval's passages even where the built-in answerer declines, the reply's sources and buttons
// are exactly the passages it cited, an answer citing none is a decline with the hand-off, and a
// question outside the site never reaches it.
import { describe, expect, it } from "vitest";
import { postJson, rows } from "./call-api.ts";
import { fakeRequests, givenUrls, model, readEvents, script, stream } from "./chat-requests.ts";

interface Reply {
  response: string;
  sources: { url: string }[];
  actions: { type: string; href?: string }[];
  declined: boolean;
  handoff: boolean;
}

/** The instructions of the one request the fake received with this key. */
async function instructionsFor(key: string): Promise<string> {
  const sent = await fakeRequests(key);
  expect(sent).toHaveLength(1);
  return String(sent[0]?.body["instructions"]);
}

describe("with an OpenAI key, the model decides from what retrieval finds", () => {
  it("shows the model the passage a paraphrased question is about although the built-in answerer declines it", async () => {
    // The built-in answerer declines this (nothing on the site says "fed up"); the privacy
    // policy's section on unsubscribing answers it.
    const response = await postJson(
      "/api/tenfold-chat",
      { message: "Can I stop getting your emails once I'm fed up with them?" },
      {},
      model("sk-paraphrase"),
    );
    const given = [...givenUrls(await instructionsFor("sk-paraphrase")).values()];
    expect(given).toContain("/privacy-policy#unsubscribe");
    expect(given.length).toBeLessThanOrEqual(9);
    const body = await response.json<Reply>();
    expect(body.declined).toBe(false);
    expect(body.sources.map((s) => s.url)).toEqual([given[0]]);
  });

  it("lists as sources and buttons exactly the passages cited, drops a number it was not given, and shows no markers", async () => {
    await script("sk-cite", [
      "StoryScanner reads the coverage for you [1]. ",
      "It is one of our tools [7, 42].",
      " See [StoryScanner](/storyscanner).",
    ]);
    const response = await postJson(
      "/api/tenfold-chat",
      { message: "What does StoryScanner do?" },
      {},
      model("sk-cite"),
    );
    const given = givenUrls(await instructionsFor("sk-cite"));
    const body = await response.json<Reply>();
    expect(given.has(42)).toBe(false);
    expect(body.sources.map((s) => s.url)).toEqual([given.get(1), given.get(7)]);
    expect(body.actions.flatMap((a) => (a.href ? [a.href] : []))).toEqual([given.get(1), given.get(7)]);
    expect(body.response).toBe(
      "StoryScanner reads the coverage for you. It is one of our tools. See [StoryScanner](/storyscanner).",
    );
    expect(body).toMatchObject({ declined: false, handoff: false });
  });

  it("makes an answer citing nothing a decline, with the hand-off and the way to a person", async () => {
    await script("sk-uncited", [
      "Our site doesn't say, so I won't guess. ",
      "Send us a message and a consultant will help.",
    ]);
    const body = await (
      await postJson("/api/tenfold-chat", { message: "What does StoryScanner do?" }, {}, model("sk-uncited"))
    ).json<Reply>();
    expect(body).toMatchObject({ declined: true, handoff: true, sources: [] });
    expect(body.actions.map((a) => a.type)).toContain("open-contact");
    expect(body.actions.some((a) => a.type === "navigate" && a.href?.startsWith("/"))).toBe(false);
  });

  it.each([
    ["the weather", "What's the weather like in Bristol tomorrow?", "sk-weather"],
    ["a vote", "Which party should I vote for at the next election?", "sk-vote"],
    ["a resident's council service", "When will the council collect my bins?", "sk-bins"],
    ["another firm to hire", "Can you recommend a cheaper PR agency in Manchester?", "sk-another-firm"],
  ])(
    "never asks the model about %s: no call, no model use counted, the built-in's decline",
    async (_topic, message, key) => {
      const body = await (await postJson("/api/tenfold-chat", { message }, {}, model(key))).json<Reply>();
      const streamed = await readEvents(await postJson("/api/tenfold-chat", { message }, stream, model(key)));
      expect(await fakeRequests(key)).toEqual([]);
      expect(await rows("SELECT * FROM usage_counters")).toEqual([]);
      expect(body).toMatchObject({ declined: true, handoff: true, sources: [] });
      expect(streamed.at(-1)).toMatchObject({ event: "done", data: { declined: true, handoff: true } });
    },
  );
});

describe("a streamed answer from the model", () => {
  it("never shows a marker split across deltas, and ends with the cited sources, which are the ones kept", async () => {
    await script("sk-split", ["StoryScanner reads the coverage ", "[", "1]. It is one of our tools [2", ", 7", "]."]);
    const response = await postJson(
      "/api/tenfold-chat",
      { message: "What does StoryScanner do?", noticeShown: true },
      stream,
      model("sk-split"),
    );
    const events = await readEvents(response);
    const given = givenUrls(await instructionsFor("sk-split"));
    const deltas = events.filter((e) => e.event === "delta").map((e) => String(e.data["text"]));
    expect(deltas.some((text) => /[[\]]/.test(text))).toBe(false);
    expect(deltas.join("")).toBe("StoryScanner reads the coverage. It is one of our tools.");
    const done = events.at(-1);
    const cited = [given.get(1), given.get(2), given.get(7)];
    expect(done).toMatchObject({ event: "done", data: { declined: false, handoff: false } });
    expect((done?.data["sources"] as { url: string }[]).map((s) => s.url)).toEqual(cited);
    const [kept] = await rows<{ answer: string; sources: string; declined: number }>(
      "SELECT answer, sources, declined FROM tenfold_answers",
    );
    expect(kept?.answer).toBe("StoryScanner reads the coverage. It is one of our tools.");
    expect((JSON.parse(kept?.sources ?? "[]") as { url: string }[]).map((s) => s.url)).toEqual(cited);
    expect(kept?.declined).toBe(0);
  });

  it("ends an answer citing nothing as a decline with the hand-off, kept as declined", async () => {
    await script("sk-split-uncited", ["I can't find that on our site", ", so I won't guess."]);
    const events = await readEvents(
      await postJson(
        "/api/tenfold-chat",
        { message: "What does StoryScanner do?", noticeShown: true },
        stream,
        model("sk-split-uncited"),
      ),
    );
    expect(events.at(-1)).toMatchObject({ event: "done", data: { declined: true, handoff: true, sources: [] } });
    expect(await rows("SELECT declined, sources FROM tenfold_answers")).toEqual([{ declined: 1, sources: "[]" }]);
  });
});
