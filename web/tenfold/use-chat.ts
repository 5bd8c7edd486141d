// TENFOLD's conversation as the panel uses it: the records (use-conversation.ts), asking
// (use-exchange.ts), what a realtime voice call said, votes, and the visitor's choices about
// what is kept.
import { useCallback, useRef } from "react";
import { sendFeedback } from "./chat-client.ts";
import type { Vote } from "./conversation.ts";
import { startHandoff } from "./handoff.ts";
import { useConversation } from "./use-conversation.ts";
import { useExchange } from "./use-exchange.ts";
import { useQuestionKeeping } from "./use-question-keeping.ts";
import { useSpokenRecord } from "./use-spoken-record.ts";

export function useChat(onReply: () => void) {
  const [messages, dispatch] = useConversation(onReply);
  const noticeShown = useRef(false);
  const markNoticeShown = useCallback(() => {
    noticeShown.current = true;
  }, []);
  const { keeping, stopKeeping, keepAgain, deleteKept, fieldsFor } = useQuestionKeeping();
  const { status, exchange } = useExchange({ messages, dispatch, onReply, fieldsFor, noticeShown });

  const send = useCallback(async (input: string) => (await exchange(input, false)) !== undefined, [exchange]);

  /** A question spoken to the on-device voice: answered into the conversation; the reply's text, or the failure thrown. */
  const askAloud = useCallback(
    async (question: string): Promise<string> => {
      const result = await exchange(question, true);
      if (result === undefined) throw new Error("TENFOLD is still answering the last question.");
      if ("error" in result) throw result.error;
      return result.text;
    },
    [exchange],
  );

  /** A vote on one reply: shown at once, taken back if the server refuses it. */
  const vote = useCallback(
    async (id: string, value: Vote, reason?: string) => {
      const reply = messages.find((m) => m.id === id)?.reply;
      if (!reply?.answerId) return false;
      dispatch({ type: "voted", id, vote: value });
      try {
        await sendFeedback(reply.answerId, value, reason);
        return true;
      } catch (error) {
        console.warn("TENFOLD feedback failed:", error instanceof Error ? error.message : error);
        dispatch({ type: "voted", id, vote: reply.vote });
        return false;
      }
    },
    [messages, dispatch],
  );

  /** "Delete conversation": cleared here, and the server asked to delete what it kept; true once it confirms. */
  const forget = useCallback(() => {
    dispatch({ type: "cleared" });
    return deleteKept();
  }, [dispatch, deleteKept]);

  /** "Don't keep my questions": what was kept is deleted, and the votes on it go too (the replies stay). */
  const stopKeepingQuestions = useCallback(() => {
    dispatch({ type: "unkept" });
    return stopKeeping();
  }, [dispatch, stopKeeping]);

  return {
    messages,
    status,
    busy: status === "thinking",
    send,
    askAloud,
    recordSpoken: useSpokenRecord(messages, dispatch),
    vote,
    forget,
    handoff: useCallback(() => startHandoff(messages), [messages]),
    markNoticeShown,
    keeping,
    stopKeeping: stopKeepingQuestions,
    keepAgain,
  };
}
