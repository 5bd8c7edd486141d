// The conversation kept in the visitor's browser under a versioned key, each
// reply with its links, buttons and vote (conversation.ts). Read data is validated: anything
// corrupt or from an older version is dropped, never trusted.
import * as v from "valibot";
import { answerIdSchema, LIMITS, VOTES } from "#shared/schemas.ts";
import { dropStored, storedValue } from "../lib/stored.ts";
import { chatMessageSchema, type ChatMessage } from "./conversation.ts";

export const CHAT_STORAGE_KEY = "tenfold:messages:v1";
/** Older keys this version replaces; cleared when found. */
const OLD_KEYS = ["tenfold:messages", "tenfold-chat"];
export const MAX_STORED_MESSAGES = 100;
/** A chat request carries the last 10 messages as its history. */
export const HISTORY_SENT = LIMITS.chatHistoryMax;

const storedSchema = v.array(chatMessageSchema);

/** What TENFOLD's place in the conversation says when the page was reloaded or closed before the reply arrived. */
export const INTERRUPTED_MESSAGE =
  "This reply was interrupted when the page reloaded or closed. Ask again and I'll answer.";

/**
 * A conversation as it was left: a question still marked pending lost its reply to a reload or a
 * closed page. What had arrived of the reply is kept and marked interrupted; with nothing, a
 * marked note takes its place, so the visitor is never left with a question that looks ignored.
 */
export function markInterrupted(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.flatMap((message, i) => {
    if (!message.pending) return [message];
    const { pending: _pending, ...rest } = message;
    if (message.role === "ai") return [{ ...rest, interrupted: true }];
    const next = messages[i + 1];
    if (next?.role === "ai") return [rest];
    return [
      rest,
      {
        id: `${message.id}-interrupted`,
        role: "ai" as const,
        text: INTERRUPTED_MESSAGE,
        ts: message.ts,
        interrupted: true,
        ...(message.spoken ? { spoken: true } : {}),
      },
    ];
  });
}

const storedMessages = (storage: Storage) => storedValue(CHAT_STORAGE_KEY, storedSchema, storage);

/**
 * Where an earlier version kept each reply's answer id, hand-off offer and vote, beside the
 * conversation. Read once into the replies it belongs to, then removed, so no vote is lost.
 */
export const OLD_REPLY_META_KEY = "tenfold:replies:v1";
const oldReplyMeta = (storage: Storage) =>
  storedValue(
    OLD_REPLY_META_KEY,
    v.record(
      v.pipe(v.string(), v.maxLength(100)),
      v.object({ answerId: v.optional(answerIdSchema), handoff: v.boolean(), vote: v.optional(v.picklist(VOTES)) }),
    ),
    storage,
  );

function withOldReplyMeta(storage: Storage, messages: ChatMessage[]): ChatMessage[] {
  const old = oldReplyMeta(storage);
  const meta = old.load();
  if (!meta) return messages;
  old.clear();
  const merged = messages.map((m) => {
    const found = m.role === "ai" && !m.reply ? meta[m.id] : undefined;
    return found ? { ...m, reply: { actions: [], sources: [], declined: false, ...found } } : m;
  });
  saveMessages(storage, merged);
  return merged;
}

export function loadMessages(storage: Storage): ChatMessage[] {
  for (const key of OLD_KEYS) dropStored(storage, key);
  const stored = storedMessages(storage).load();
  return stored ? withOldReplyMeta(storage, markInterrupted(stored)).slice(-MAX_STORED_MESSAGES) : [];
}

/** Losing persistence (private mode, quota) must not break the conversation: the helper swallows it. */
export function saveMessages(storage: Storage, messages: readonly ChatMessage[]): void {
  storedMessages(storage).save(messages.slice(-MAX_STORED_MESSAGES));
}

export function historyFor(messages: readonly ChatMessage[]): { role: ChatMessage["role"]; text: string }[] {
  return messages.slice(-HISTORY_SENT).map(({ role, text }) => ({ role, text }));
}
