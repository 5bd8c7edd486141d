// The conversation's one reducer: a reply streams in, settles with what the server sent, fails to
// the spec's message, takes votes, and loses its answer id when questions stop being kept.
import { describe, expect, it } from "vitest";
import { conversationReducer, type ChatMessage, type ConversationEvent } from "../../web/tenfold/conversation.ts";

const question: ChatMessage = { id: "q", role: "user", text: "Where are you based?", ts: 1, pending: true };
const meta = {
  actions: [{ type: "navigate" as const, href: "/contact", label: "Contact" }],
  sources: [{ title: "Contact", url: "/contact" }],
  answerId: "answer-id-0123456789",
  declined: false,
  handoff: false,
};
const run = (events: ConversationEvent[], from: readonly ChatMessage[] = []) =>
  events.reduce(conversationReducer, from);

describe("conversationReducer", () => {
  it("streams a reply into one pending record, then settles question and reply with what came with it", () => {
    const streaming = run([
      { type: "added", message: question },
      { type: "streamed", id: "r", delta: "In ", spoken: false },
      { type: "streamed", id: "r", delta: "Bristol.", spoken: false },
    ]);
    expect(streaming.map((m) => [m.id, m.text, m.pending])).toEqual([
      ["q", question.text, true],
      ["r", "In Bristol.", true],
    ]);
    const answered = run([{ type: "answered", questionId: "q", id: "r", reply: meta }], streaming);
    expect(answered.some((m) => m.pending)).toBe(false);
    expect(answered[1]).toMatchObject({ text: "In Bristol.", reply: meta });
  });

  it("replaces a failed reply's partial text with the failure message, marked spoken when asked aloud", () => {
    const failed = run([
      { type: "added", message: { ...question, spoken: true } },
      { type: "streamed", id: "r", delta: "In", spoken: true },
      { type: "failed", questionId: "q", id: "r", text: "Sorry.", spoken: true },
    ]);
    expect(failed.map(({ id, text, pending, spoken }) => ({ id, text, pending, spoken }))).toEqual([
      { id: "q", text: question.text, pending: undefined, spoken: true },
      { id: "r", text: "Sorry.", pending: undefined, spoken: true },
    ]);
  });

  it("records a vote, takes it back, and drops answer ids and votes when questions are no longer kept", () => {
    const answered = run([
      { type: "added", message: question },
      { type: "answered", questionId: "q", id: "r", reply: meta },
    ]);
    expect(answered).toHaveLength(1);
    const withReply = run([
      { type: "added", message: question },
      { type: "streamed", id: "r", delta: "In Bristol.", spoken: false },
      { type: "answered", questionId: "q", id: "r", reply: meta },
      { type: "voted", id: "r", vote: "up" },
    ]);
    expect(withReply[1]?.reply?.vote).toBe("up");
    expect(run([{ type: "voted", id: "r", vote: undefined }], withReply)[1]?.reply).toEqual(meta);
    const unkept = run([{ type: "unkept" }], withReply)[1]?.reply;
    expect(unkept).toEqual({ actions: meta.actions, sources: meta.sources, declined: false, handoff: false });
    expect(run([{ type: "cleared" }], withReply)).toEqual([]);
  });
});
