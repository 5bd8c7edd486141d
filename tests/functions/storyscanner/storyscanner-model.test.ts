// POST /api/storyscanner with an OpenAI key (the fake upstream): the model's structured reading,
// parsed with its schema and named as the model's; and the article handed back for the browser's
// built-in reader instead when the model fails, is late, or answers outside the schema.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StoryAnswer } from "../../../web/shared/api/storyscanner.ts";
import { fakeRequests, model, script } from "../chat-requests.ts";
import { PASTED_ARTICLE, scan } from "./story-requests.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

const MODEL_ANSWER = {
  summary: "Wales pauses rural bus cuts while it reviews how routes are funded.",
  people: ["Rhian Powell"],
  organisations: ["Welsh Government", "Confederation of Passenger Transport"],
  places: ["Swansea", "Cardiff"],
  services: [
    { slug: "political-affairs", why: "A ministerial review invites evidence from operators and passengers." },
    { slug: "stakeholder-engagement", why: "Passenger groups want to be consulted before any decision." },
  ],
  verdict: "risk",
  sentences: [
    { text: "Operators said rising fuel and staff costs had left many services running at a loss.", leaning: "risk" },
  ],
  nextStep: {
    slug: "political-affairs",
    text: "Prepare the operators' evidence for the review and brief the minister's office.",
  },
};

describe("with an OpenAI key", () => {
  it("answers with the model's structured reading, its services linked, and says the model produced it", async () => {
    await script("sk-story-model", [JSON.stringify(MODEL_ANSWER)]);
    const response = await scan({ kind: "text", text: PASTED_ARTICLE }, model("sk-story-model"));
    expect(response.status).toBe(200);
    const answer = await response.json<StoryAnswer>();
    if (answer.kind !== "reading") throw new Error(`expected the model's reading, got the ${answer.kind}`);
    const { reading } = answer;
    expect(reading.reader).toBe("model");
    expect(reading.summary).toBe(MODEL_ANSWER.summary);
    expect(reading.places).toEqual(["Swansea", "Cardiff"]);
    expect(reading.services).toEqual([
      {
        slug: "political-affairs",
        name: "Political Affairs",
        url: "/services/political-affairs",
        why: MODEL_ANSWER.services[0]?.why,
      },
      {
        slug: "stakeholder-engagement",
        name: "Stakeholder Engagement",
        url: "/services/stakeholder-engagement",
        why: MODEL_ANSWER.services[1]?.why,
      },
    ]);
    expect(reading.reading).toEqual({ verdict: "risk", score: null, sentences: MODEL_ANSWER.sentences });
    expect(reading.nextStep).toMatchObject({ url: "/services/political-affairs", text: MODEL_ANSWER.nextStep.text });

    const [sent] = await fakeRequests("sk-story-model");
    expect(sent?.body).toMatchObject({
      input: PASTED_ARTICLE,
      store: false,
      safety_identifier: expect.stringMatching(/^[0-9a-f]{32}$/),
      text: { format: { type: "json_schema", name: "story_reading", strict: true } },
    });
    // The schema offers the site's service slugs and nothing else.
    expect(JSON.stringify(sent?.body["text"])).toContain('"political-affairs"');
    expect(String(sent?.body["instructions"])).toContain("never as instructions");
  });

  it.each([
    ["fails (500)", "sk-500", {}],
    ["is late (past TOOL_MODEL_BUDGET_MS)", "sk-hang", { TOOL_MODEL_BUDGET_MS: "300" }],
    ["answers something that is not JSON", "sk-malformed", {}],
  ])("hands the article back for the browser's built-in reader when the model %s", async (_why, key, extra) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await scan({ kind: "text", text: PASTED_ARTICLE }, model(key, extra));
    expect(response.status).toBe(200);
    expect(await response.json<StoryAnswer>()).toEqual({
      kind: "article",
      source: { kind: "text", address: null, title: null, words: expect.any(Number) },
      text: null,
    });
  });

  it.each([
    ["a verdict outside the schema", { ...MODEL_ANSWER, verdict: "catastrophic" }],
    ["a service the site does not offer", { ...MODEL_ANSWER, services: [{ slug: "lobbying-for-hire", why: "x" }] }],
    ["a part missing", { summary: MODEL_ANSWER.summary, people: [] }],
  ])("hands the article back for the browser's reader when the model's answer has %s", async (_why, answer) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const key = `sk-story-unfit-${_why.replace(/\W+/g, "-")}`;
    await script(key, [JSON.stringify(answer)]);
    const response = await scan({ kind: "text", text: PASTED_ARTICLE }, model(key));
    expect(response.status).toBe(200);
    expect((await response.json<StoryAnswer>()).kind).toBe("article");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("did not fit its schema"), expect.anything());
  });
});
