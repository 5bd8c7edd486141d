// The conversation's one state: the records in conversation.ts, changed only by its reducer,
// loaded from the browser on first use and saved whenever they change. A hand-off sent from the
// contact form joins it as TENFOLD's confirmation.
import { useEffect, useReducer, useRef, type Dispatch } from "react";
import { onHandoffSent } from "./handoff.ts";
import { loadMessages, saveMessages } from "./chat-storage.ts";
import { conversationReducer, type ChatMessage, type ConversationEvent } from "./conversation.ts";

/** What TENFOLD says once a hand-off has been sent, before the reply time. */
export const HANDOFF_SENT_MESSAGE = "Thank you: your message and our conversation are with our consultants.";

export const newId = () =>
  typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

export function useConversation(onReply: () => void): readonly [readonly ChatMessage[], Dispatch<ConversationEvent>] {
  const [messages, dispatch] = useReducer(conversationReducer, undefined, () => loadMessages(window.localStorage));

  // Write only what changed here: saving the list just read would overwrite anything another tab
  // (or the visitor's previous page) stored in the meantime.
  const loaded = useRef(messages);
  useEffect(() => {
    if (messages !== loaded.current) saveMessages(window.localStorage, messages);
  }, [messages]);

  useEffect(
    () =>
      onHandoffSent((sentence) => {
        const text = `${HANDOFF_SENT_MESSAGE} ${sentence}`;
        dispatch({ type: "added", message: { id: newId(), role: "ai", text, ts: Date.now() } });
        onReply();
      }),
    [onReply],
  );

  return [messages, dispatch];
}
