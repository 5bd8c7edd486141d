// The conversation as one list of records: each message with, for TENFOLD's replies, what the
// reply carried besides its text (typed from the chat contract's schema) and the visitor's vote.
// It is stored as it is (chat-storage.ts), and one reducer makes every change to it.
import * as v from "valibot";
import { chatReplyMetaSchema } from "#shared/api/tenfold.ts";
import { LIMITS, VOTES, type Vote } from "#shared/schemas.ts";

export type { Vote };

/** A reply's links, buttons, answer id (for votes), decline and hand-off, and the visitor's vote. */
const replySchema = v.object({ ...chatReplyMetaSchema.entries, vote: v.optional(v.picklist(VOTES)) });
export type Reply = v.InferOutput<typeof replySchema>;

/** A chat message kept in the browser: id, role, text and timestamp. */
export const chatMessageSchema = v.object({
  id: v.pipe(v.string(), v.maxLength(100)),
  role: v.picklist(["user", "ai"]),
  text: v.pipe(v.string(), v.maxLength(LIMITS.chatHistoryTextMax)),
  ts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Said aloud in the voice tab rather than typed: one conversation holds both. */
  spoken: v.optional(v.boolean()),
  /** Set while the reply to this question is on its way; still set when the page is next loaded means the reply was cut off. */
  pending: v.optional(v.boolean()),
  /** A reply cut off by a reload or a closed page: shown marked as such rather than as if complete. */
  interrupted: v.optional(v.boolean()),
  /** TENFOLD's replies only, once complete (or, for a spoken reply, once its links are found). */
  reply: v.optional(replySchema),
});
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;

export type ConversationEvent =
  /** A question asked, a line said in a voice call, or TENFOLD's confirmation of a hand-off. */
  | { readonly type: "added"; readonly message: ChatMessage }
  /** Text of a reply arriving: the reply appears with its first words, still pending. */
  | { readonly type: "streamed"; readonly id: string; readonly delta: string; readonly spoken: boolean }
  /** The reply is complete: question and reply are no longer pending. */
  | { readonly type: "answered"; readonly questionId: string; readonly id: string; readonly reply: Reply }
  /** The reply failed: whatever arrived is replaced by `text`, the spec's failure message. */
  | {
      readonly type: "failed";
      readonly questionId: string;
      readonly id: string;
      readonly text: string;
      readonly spoken: boolean;
    }
  /** A spoken reply's links, found from the question it answered. */
  | { readonly type: "linked"; readonly id: string; readonly reply: Reply }
  | { readonly type: "voted"; readonly id: string; readonly vote: Vote | undefined }
  /** The visitor's questions are no longer kept: the answer ids, and so the votes, go. */
  | { readonly type: "unkept" }
  | { readonly type: "cleared" };

const settled = ({ pending: _pending, ...message }: ChatMessage): ChatMessage => message;

function withReply(messages: readonly ChatMessage[], id: string, change: (reply: Reply) => Reply): ChatMessage[] {
  return messages.map((m) => (m.id === id && m.reply ? { ...m, reply: change(m.reply) } : m));
}

export function conversationReducer(
  messages: readonly ChatMessage[],
  event: ConversationEvent,
): readonly ChatMessage[] {
  switch (event.type) {
    case "added":
      return [...messages, event.message];
    case "streamed": {
      const { id, delta, spoken } = event;
      if (messages.some((m) => m.id === id))
        return messages.map((m) => (m.id === id ? { ...m, text: m.text + delta } : m));
      const said = spoken ? { spoken: true } : {};
      return [...messages, { id, role: "ai", text: delta, ts: Date.now(), ...said, pending: true }];
    }
    case "answered":
      return messages.map((m) =>
        m.id === event.id ? { ...settled(m), reply: event.reply } : m.id === event.questionId ? settled(m) : m,
      );
    case "failed": {
      const said = event.spoken ? { spoken: true } : {};
      return [
        ...messages.filter((m) => m.id !== event.id).map((m) => (m.id === event.questionId ? settled(m) : m)),
        { id: event.id, role: "ai", text: event.text, ts: Date.now(), ...said },
      ];
    }
    case "linked":
      return messages.map((m) => (m.id === event.id ? { ...m, reply: event.reply } : m));
    case "voted":
      return withReply(messages, event.id, ({ vote: _vote, ...reply }) =>
        event.vote ? { ...reply, vote: event.vote } : reply,
      );
    case "unkept":
      return messages.map((m) => {
        if (!m.reply) return m;
        const { answerId: _answerId, vote: _vote, ...reply } = m.reply;
        return { ...m, reply };
      });
    case "cleared":
      return [];
  }
}
