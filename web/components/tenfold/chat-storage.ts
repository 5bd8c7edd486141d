// The conversation kept in the visitor's browser (spec section 3) under a versioned key. Read
// data is validated: anything corrupt or from an older version is dropped, never trusted.
import * as v from "valibot";
import { chatMessageSchema, type ChatMessage } from "../../shared/schemas.ts";

export const CHAT_STORAGE_KEY = "tenfold:messages:v1";
/** Older keys this version replaces; cleared when found. */
const OLD_KEYS = ["tenfold:messages", "tenfold-chat"];
export const MAX_STORED_MESSAGES = 100;
/** Spec section 9: the request carries the last 10 messages. */
export const HISTORY_SENT = 10;

const storedSchema = v.array(chatMessageSchema);

export function loadMessages(storage: Storage): ChatMessage[] {
  try {
    for (const key of OLD_KEYS) storage.removeItem(key);
    const raw = storage.getItem(CHAT_STORAGE_KEY);
    if (!raw) return [];
    const result = v.safeParse(storedSchema, JSON.parse(raw));
    if (result.success) return result.output.slice(-MAX_STORED_MESSAGES);
    storage.removeItem(CHAT_STORAGE_KEY);
    return [];
  } catch {
    try {
      storage.removeItem(CHAT_STORAGE_KEY);
    } catch {
      // Storage unavailable (private mode, quota): the chat still works for this visit.
    }
    return [];
  }
}

export function saveMessages(storage: Storage, messages: readonly ChatMessage[]): void {
  try {
    storage.setItem(CHAT_STORAGE_KEY, JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)));
  } catch {
    // As above: losing persistence must not break the conversation.
  }
}

export function historyFor(messages: readonly ChatMessage[]): { role: ChatMessage["role"]; text: string }[] {
  return messages.slice(-HISTORY_SENT).map(({ role, text }) => ({ role, text }));
}
