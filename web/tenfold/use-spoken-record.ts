// What was said in a realtime voice call (the visitor's words, or TENFOLD's spoken reply), added
// to the conversation. A spoken question is looked up on the site as it is recorded, and the
// spoken reply that follows it gets the same links and actions a typed answer would.
import { useCallback, useRef, type Dispatch } from "react";
import { lookUpSources } from "./chat-client.ts";
import { historyFor } from "./chat-storage.ts";
import type { ChatReplyMeta } from "#shared/api/tenfold.ts";
import type { ChatMessage, ConversationEvent } from "./conversation.ts";
import { newId } from "./use-conversation.ts";

const NOTHING_FOUND: ChatReplyMeta = { actions: [], sources: [], declined: false, handoff: false };

export function useSpokenRecord(messages: readonly ChatMessage[], dispatch: Dispatch<ConversationEvent>) {
  const lookup = useRef<Promise<ChatReplyMeta> | undefined>(undefined);
  return useCallback(
    (role: ChatMessage["role"], text: string) => {
      const said = text.trim();
      if (!said) return;
      const id = newId();
      if (role === "user") {
        lookup.current = lookUpSources(said, historyFor(messages)).catch(() => NOTHING_FOUND);
      } else {
        void lookup.current?.then((reply) => dispatch({ type: "linked", id, reply }));
        lookup.current = undefined;
      }
      dispatch({ type: "added", message: { id, role, text: said, ts: Date.now(), spoken: true } });
    },
    [messages, dispatch],
  );
}
