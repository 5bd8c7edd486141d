// A conversation left mid-reply (a reload, a closed tab) is shown as interrupted when it is next
// read, never as a question that looks ignored or a half reply that looks complete.
import { describe, expect, it } from "vitest";
import { INTERRUPTED_MESSAGE, markInterrupted } from "../../web/tenfold/chat-storage.ts";
import type { ChatMessage } from "../../web/tenfold/conversation.ts";

const question: ChatMessage = { id: "q", role: "user", text: "Where are you?", ts: 1, pending: true };

describe("markInterrupted", () => {
  it("adds a marked note after a question whose reply never arrived", () => {
    const [asked, note] = markInterrupted([question]);
    expect(asked).toEqual({ id: "q", role: "user", text: "Where are you?", ts: 1 });
    expect(note).toMatchObject({ role: "ai", text: INTERRUPTED_MESSAGE, interrupted: true });
  });

  it("keeps what arrived of a cut-off reply, marked, and adds nothing more", () => {
    const partial: ChatMessage = { id: "r", role: "ai", text: "We have two off", ts: 2, pending: true };
    expect(markInterrupted([question, partial])).toEqual([
      { id: "q", role: "user", text: "Where are you?", ts: 1 },
      { id: "r", role: "ai", text: "We have two off", ts: 2, interrupted: true },
    ]);
  });

  it("leaves a finished conversation as it was, spoken messages included", () => {
    const done: ChatMessage[] = [
      { id: "a", role: "user", text: "Hi", ts: 1, spoken: true },
      { id: "b", role: "ai", text: "Hello", ts: 2, spoken: true },
    ];
    expect(markInterrupted(done)).toEqual(done);
  });
});
