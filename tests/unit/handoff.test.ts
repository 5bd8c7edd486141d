// The hand-off's summary and attached conversation, and the suggestions per page.
import { describe, expect, it } from "vitest";
import { asSuggestion, pageStarters } from "../../build/page-starters.ts";
import { summaryOf, transcriptOf } from "../../web/tenfold/handoff.ts";
import { LIMITS } from "#shared/schemas.ts";
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";

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

describe("votes kept by an earlier version beside the conversation", async () => {
  const { loadMessages, OLD_REPLY_META_KEY, CHAT_STORAGE_KEY } = await import("../../web/tenfold/chat-storage.ts");
  const reply = { id: "kept", role: "ai", text: "We are in Bristol.", ts: 2 };

  it("are read into the replies they belong to, once, and the old key removed", () => {
    localStorage.clear();
    localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify([reply]));
    localStorage.setItem(
      OLD_REPLY_META_KEY,
      JSON.stringify({
        kept: { answerId: "answer-id-0123456789", handoff: true, vote: "down" },
        gone: { handoff: false },
      }),
    );
    const expected = [
      {
        ...reply,
        reply: {
          actions: [],
          sources: [],
          declined: false,
          answerId: "answer-id-0123456789",
          handoff: true,
          vote: "down",
        },
      },
    ];
    expect(loadMessages(localStorage)).toEqual(expected);
    expect(localStorage.getItem(OLD_REPLY_META_KEY)).toBeNull();
    expect(loadMessages(localStorage)).toEqual(expected);
  });

  it("are dropped when corrupt, and the conversation kept", () => {
    localStorage.clear();
    localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify([reply]));
    localStorage.setItem(OLD_REPLY_META_KEY, '{"kept":{"vote":"sideways"}}');
    expect(loadMessages(localStorage)).toEqual([reply]);
    expect(localStorage.getItem(OLD_REPLY_META_KEY)).toBeNull();
  });
});
