// The conversation: messages persisted in the browser, the status machine, and sending with the
// reply streamed into the last message.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { ChatAction } from "../../shared/knowledge-types.ts";
import type { ChatMessage } from "../../shared/schemas.ts";
import { sendChat } from "../../lib/chat-client.ts";
import { ERROR_RESET_MS, statusReducer } from "./assistant-status.ts";
import { historyFor, loadMessages, saveMessages } from "./chat-storage.ts";

/** Spec section 8: what TENFOLD says when a reply fails. */
export const CHAT_FAILURE_MESSAGE = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

const newId = () => (typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function useChat(onReply: () => void) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadMessages(window.localStorage));
  const [actions, setActions] = useState<Record<string, readonly ChatAction[]>>({});
  const [status, dispatch] = useReducer(statusReducer, "ready");
  const busy = useRef(false);

  // Write only what changed here: saving the list just read would overwrite anything another tab
  // (or the visitor's previous page) stored in the meantime.
  const loaded = useRef(messages);
  useEffect(() => {
    if (messages !== loaded.current) saveMessages(window.localStorage, messages);
  }, [messages]);

  useEffect(() => {
    if (status !== "error") return;
    const timer = setTimeout(() => dispatch({ type: "recover" }), ERROR_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const send = useCallback(
    async (input: string) => {
      const text = input.trim();
      if (!text || busy.current) return false;
      busy.current = true;
      const history = historyFor(messages);
      const userMessage: ChatMessage = { id: newId(), role: "user", text, ts: Date.now() };
      const replyId = newId();
      setMessages((current) => [...current, userMessage]);
      dispatch({ type: "send" });
      const appendToReply = (delta: string) =>
        setMessages((current) => {
          const existing = current.find((m) => m.id === replyId);
          if (existing) return current.map((m) => (m.id === replyId ? { ...m, text: m.text + delta } : m));
          return [...current, { id: replyId, role: "ai", text: delta, ts: Date.now() }];
        });
      try {
        const reply = await sendChat({ message: text, history }, appendToReply);
        setActions((current) => ({ ...current, [replyId]: reply.actions }));
        dispatch({ type: "reply" });
      } catch (error) {
        // The server's reason stays internal (spec section 8); the visitor sees one clear message.
        console.warn("TENFOLD request failed:", error instanceof Error ? error.message : "API request failed");
        setMessages((current) => [
          ...current.filter((m) => m.id !== replyId),
          { id: replyId, role: "ai", text: CHAT_FAILURE_MESSAGE, ts: Date.now() },
        ]);
        dispatch({ type: "fail" });
      } finally {
        busy.current = false;
        onReply();
      }
      return true;
    },
    [messages, onReply],
  );

  return { messages, actions, status, send, busy: status === "thinking" };
}
