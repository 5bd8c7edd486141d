// One question and its reply, typed or asked aloud on the device: the question joins the
// conversation, the reply streams into it, and TENFOLD's status follows (assistant-status.ts).
import { useCallback, useEffect, useReducer, useRef, type Dispatch, type RefObject } from "react";
import { sendChat } from "./chat-client.ts";
import { ERROR_RESET_MS, statusReducer } from "./assistant-status.ts";
import { historyFor } from "./chat-storage.ts";
import type { ChatMessage, ConversationEvent } from "./conversation.ts";
import { newId } from "./use-conversation.ts";
import type { KeepingFields } from "./use-question-keeping.ts";

/** What TENFOLD says when a reply fails, whatever the reason. */
export const CHAT_FAILURE_MESSAGE = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

export type ExchangeResult = { text: string } | { error: unknown } | undefined;

interface ExchangeDeps {
  readonly messages: readonly ChatMessage[];
  readonly dispatch: Dispatch<ConversationEvent>;
  readonly onReply: () => void;
  readonly fieldsFor: (noticeShown: boolean) => KeepingFields;
  /** Set by the chat tab once TENFOLD's notice is on screen: only then may the server keep questions. */
  readonly noticeShown: RefObject<boolean>;
}

export function useExchange({ messages, dispatch, onReply, fieldsFor, noticeShown }: ExchangeDeps) {
  const [status, setStatus] = useReducer(statusReducer, "ready");
  const busy = useRef(false);

  useEffect(() => {
    if (status !== "error") return;
    const timer = setTimeout(() => setStatus({ type: "recover" }), ERROR_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  /**
   * Answers the reply's text, or the error when it failed (the conversation then shows the spec's
   * failure message); nothing when a reply is already on its way.
   */
  const exchange = useCallback(
    async (input: string, spoken: boolean): Promise<ExchangeResult> => {
      const text = input.trim();
      if (!text || busy.current) return undefined;
      busy.current = true;
      const history = historyFor(messages);
      // Marked pending (and so is the reply as it streams in) until the reply is complete: a reload
      // in between is then shown as an interrupted reply (chat-storage.ts), not lost silently.
      const question: ChatMessage = { id: newId(), role: "user", text, ts: Date.now(), pending: true };
      const [questionId, id] = [question.id, newId()];
      dispatch({ type: "added", message: spoken ? { ...question, spoken } : question });
      setStatus({ type: "send" });
      try {
        const { fields, kept } = fieldsFor(noticeShown.current);
        const onDelta = (delta: string) => dispatch({ type: "streamed", id, delta, spoken });
        const { text: said, ...meta } = await sendChat({ message: text, history, ...fields }, onDelta);
        // An answer not kept (before the notice was on screen, or after an objection) has nothing to vote on.
        const reply = kept ? meta : { ...meta, answerId: undefined };
        dispatch({ type: "answered", questionId, id, reply });
        setStatus({ type: "reply" });
        return { text: said };
      } catch (error) {
        // The server's reason stays internal; the visitor sees one clear message.
        console.warn("TENFOLD request failed:", error instanceof Error ? error.message : "API request failed");
        dispatch({ type: "failed", questionId, id, text: CHAT_FAILURE_MESSAGE, spoken });
        setStatus({ type: "fail" });
        return { error };
      } finally {
        busy.current = false;
        onReply();
      }
    },
    [messages, dispatch, onReply, fieldsFor, noticeShown],
  );

  return { status, exchange };
}
