// The hand-off's summary and attached conversation, and the suggestions per page.
import { describe, expect, it } from "vitest";
import { asSuggestion, pageStarters } from "../../build/page-starters.ts";
import { summaryOf, transcriptOf } from "../../web/lib/handoff.ts";
import { LIMITS } from "#shared/schemas.ts";
import type { KnowledgePassage } from "#shared/knowledge-types.ts";

const conversation = [
  { role: "user" as const, text: "What's the weather in Leeds tomorrow?" },
  { role: "ai" as const, text: "I can't find that on our site, so I won't guess." },
  { role: "user" as const, text: "Can   I speak\nto a person?" },
];

describe("the hand-off", () => {
  it("summarises the visitor's own questions, one a line", () => {
    expect(summaryOf(conversation)).toBe(
      "I have been asking TENFOLD, the website's assistant, and would like to talk to a consultant about:\n- What's the weather in Leeds tomorrow?\n- Can I speak to a person?",
    );
  });

  it("attaches the latest messages within the contact form's limits", () => {
    const long = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 ? ("ai" as const) : ("user" as const),
      text: `${i} ${"x".repeat(3000)}`,
    }));
    const transcript = transcriptOf(long);
    expect(transcript).toHaveLength(LIMITS.transcriptItemsMax);
    expect(transcript[0]?.text.startsWith("10 ")).toBe(true);
    expect(Math.max(...transcript.map((item) => item.text.length))).toBe(LIMITS.transcriptTextMax);
    expect(transcriptOf(conversation).map((item) => item.role)).toEqual(["user", "ai", "user"]);
  });
});

describe("suggested questions per page", () => {
  const passage = (id: string, url: string, asks: string[]): KnowledgePassage => ({
    id,
    kind: "service",
    page: id,
    heading: "",
    url,
    paragraphs: [],
    asks,
    keywords: [],
  });

  it("takes the first ask of each passage of the page before the second, questions only, at most three", () => {
    const starters = pageStarters([
      passage("a", "/services/x", ["what counts as a crisis", "how fast can you respond"]),
      passage("b", "/services/x#prep", ["press cuttings service", "what does preparation involve"]),
      passage("c", "/services/x#team", ["Who leads the team?"]),
      passage("topic:elsewhere", "/", ["who is the prime minister"]),
    ]);
    expect(starters).toEqual({
      "/services/x": ["What counts as a crisis?", "Who leads the team?", "How fast can you respond?"],
    });
  });

  it("writes an ask as a question", () => {
    expect(asSuggestion("what counts as a crisis")).toBe("What counts as a crisis?");
    expect(asSuggestion("Show me your insights")).toBe("Show me your insights");
  });
});

describe("votes kept beside the conversation", async () => {
  const { loadReplyMeta, saveReplyMeta, REPLY_META_KEY } =
    await import("../../web/components/tenfold/reply-meta-storage.ts");

  it("keeps the votes of replies still in the conversation, and drops what is corrupt", () => {
    localStorage.clear();
    saveReplyMeta(
      localStorage,
      { kept: { answerId: "answer-id-0123456789", handoff: true, vote: "down" }, gone: { handoff: false } },
      new Set(["kept"]),
    );
    expect(loadReplyMeta(localStorage)).toEqual({
      kept: { answerId: "answer-id-0123456789", handoff: true, vote: "down" },
    });
    localStorage.setItem(REPLY_META_KEY, '{"kept":{"vote":"sideways"}}');
    expect(loadReplyMeta(localStorage)).toEqual({});
    expect(localStorage.getItem(REPLY_META_KEY)).toBeNull();
    saveReplyMeta(localStorage, {}, new Set());
    expect(localStorage.getItem(REPLY_META_KEY)).toBeNull();
  });
});
