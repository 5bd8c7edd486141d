// The conversation: messages persisted in the browser, the status machine, and sending with the
// reply streamed into the last message.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { ChatAction, ChatSource } from "#shared/knowledge-types.ts";
import type { ChatMessage } from "#shared/schemas.ts";
import { lookUpSources, sendChat, sendFeedback } from "../../lib/chat-client.ts";
import { onHandoffSent, startHandoff } from "../../lib/handoff.ts";
import { ERROR_RESET_MS, statusReducer } from "./assistant-status.ts";
import { historyFor, loadMessages, saveMessages } from "./chat-storage.ts";
import { loadReplyMeta, saveReplyMeta } from "./reply-meta-storage.ts";
import { useQuestionKeeping } from "./use-question-keeping.ts";

/** Spec section 8: what TENFOLD says when a reply fails. */
export const CHAT_FAILURE_MESSAGE = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

export type Vote = "up" | "down";

/** What this visit knows about one of TENFOLD's replies besides its text. */
export interface ReplyMeta {
  readonly answerId?: string | undefined;
  /** TENFOLD offers to hand the conversation to a consultant (it declined, or a person was asked for). */
  readonly handoff: boolean;
  readonly vote?: Vote | undefined;
}

/** What TENFOLD says once a hand-off has been sent, before the reply time. */
export const HANDOFF_SENT_MESSAGE = "Thank you: your message and our conversation are with our consultants.";

const withoutPending = ({ pending: _pending, ...message }: ChatMessage): ChatMessage => message;

const newId = () => (typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function useChat(onReply: () => void) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadMessages(window.localStorage));
  const [actions, setActions] = useState<Record<string, readonly ChatAction[]>>({});
  // Like the buttons, a reply's sources are this visit's only: the browser stores no more than before.
  const [sources, setSources] = useState<Record<string, readonly ChatSource[]>>({});
  const [meta, setMeta] = useState<Record<string, ReplyMeta>>(() => loadReplyMeta(window.localStorage));
  const [status, dispatch] = useReducer(statusReducer, "ready");
  const busy = useRef(false);
  // Set by the chat tab once TENFOLD's notice is on screen: only then may the server keep questions.
  const noticeShown = useRef(false);
  const markNoticeShown = useCallback(() => {
    noticeShown.current = true;
  }, []);
  const { keeping, stopKeeping, keepAgain, deleteKept, fieldsFor } = useQuestionKeeping();

  // A hand-off sent from the contact form: TENFOLD confirms it and says when to expect a reply.
  useEffect(
    () =>
      onHandoffSent((sentence) => {
        setMessages((current) => [
          ...current,
          { id: newId(), role: "ai", text: `${HANDOFF_SENT_MESSAGE} ${sentence}`, ts: Date.now() },
        ]);
        onReply();
      }),
    [onReply],
  );

  // Write only what changed here: saving the list just read would overwrite anything another tab
  // (or the visitor's previous page) stored in the meantime.
  const loaded = useRef(messages);
  useEffect(() => {
    if (messages !== loaded.current) saveMessages(window.localStorage, messages);
  }, [messages]);
  const loadedMeta = useRef(meta);
  useEffect(() => {
    if (meta !== loadedMeta.current) saveReplyMeta(window.localStorage, meta, new Set(messages.map((m) => m.id)));
  }, [meta, messages]);

  useEffect(() => {
    if (status !== "error") return;
    const timer = setTimeout(() => dispatch({ type: "recover" }), ERROR_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  /**
   * One question and its reply, added to the conversation whether typed or spoken (the on-device
   * voice asks through here too). Answers the reply's text, or the error when it failed (the
   * conversation then shows the spec's failure message); nothing when a reply is already on its way.
   */
  const exchange = useCallback(
    async (input: string, spoken: boolean): Promise<{ text: string } | { error: unknown } | undefined> => {
      const text = input.trim();
      if (!text || busy.current) return undefined;
      busy.current = true;
      const history = historyFor(messages);
      const said = spoken ? { spoken: true } : {};
      // Marked pending (and so is the reply as it streams in) until the reply is complete: a reload
      // in between is then shown as an interrupted reply (chat-storage.ts), not lost silently.
      const userMessage: ChatMessage = { id: newId(), role: "user", text, ts: Date.now(), ...said, pending: true };
      const replyId = newId();
      setMessages((current) => [...current, userMessage]);
      dispatch({ type: "send" });
      const appendToReply = (delta: string) =>
        setMessages((current) => {
          const existing = current.find((m) => m.id === replyId);
          if (existing) return current.map((m) => (m.id === replyId ? { ...m, text: m.text + delta } : m));
          return [...current, { id: replyId, role: "ai", text: delta, ts: Date.now(), ...said, pending: true }];
        });
      const settle = () =>
        setMessages((current) =>
          current.map((m) => (m.id === userMessage.id || m.id === replyId ? withoutPending(m) : m)),
        );
      try {
        const { fields, kept } = fieldsFor(noticeShown.current);
        const reply = await sendChat({ message: text, history, ...fields }, appendToReply);
        setActions((current) => ({ ...current, [replyId]: reply.actions }));
        setSources((current) => ({ ...current, [replyId]: reply.sources }));
        // An answer not kept (before the notice was on screen, or after an objection) has nothing to vote on.
        setMeta((current) => ({
          ...current,
          [replyId]: { answerId: kept ? reply.answerId : undefined, handoff: reply.handoff },
        }));
        settle();
        dispatch({ type: "reply" });
        return { text: reply.text };
      } catch (error) {
        // The server's reason stays internal (spec section 8); the visitor sees one clear message.
        console.warn("TENFOLD request failed:", error instanceof Error ? error.message : "API request failed");
        setMessages((current) => [
          ...current.filter((m) => m.id !== replyId),
          { id: replyId, role: "ai", text: CHAT_FAILURE_MESSAGE, ts: Date.now(), ...said },
        ]);
        settle();
        dispatch({ type: "fail" });
        return { error };
      } finally {
        busy.current = false;
        onReply();
      }
    },
    [messages, onReply, fieldsFor],
  );

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

  /**
   * What was said in a realtime voice call (the visitor's words, or TENFOLD's spoken reply), added
   * to the conversation. A spoken question is looked up on the site as it is recorded, and the
   * spoken reply that follows it gets the same links and actions a typed answer would.
   */
  const lookup = useRef<Promise<{ actions: readonly ChatAction[]; sources: readonly ChatSource[] }> | undefined>(
    undefined,
  );
  const recordSpoken = useCallback(
    (role: ChatMessage["role"], text: string) => {
      const said = text.trim();
      if (!said) return;
      const id = newId();
      if (role === "user") {
        lookup.current = lookUpSources(said, historyFor(messages)).catch(() => ({ actions: [], sources: [] }));
      } else {
        void lookup.current?.then((found) => {
          setActions((current) => ({ ...current, [id]: found.actions }));
          setSources((current) => ({ ...current, [id]: found.sources }));
        });
        lookup.current = undefined;
      }
      setMessages((current) => [...current, { id, role, text: said, ts: Date.now(), spoken: true }]);
    },
    [messages],
  );

  /** A vote on one reply: shown at once, taken back if the server refuses it. */
  const vote = useCallback(
    async (replyId: string, value: Vote, reason?: string) => {
      const answerId = meta[replyId]?.answerId;
      if (!answerId) return false;
      const before = meta[replyId]?.vote;
      setMeta((current) => ({ ...current, [replyId]: { handoff: false, ...current[replyId], vote: value } }));
      try {
        await sendFeedback(answerId, value, reason);
        return true;
      } catch (error) {
        console.warn("TENFOLD feedback failed:", error instanceof Error ? error.message : error);
        setMeta((current) => ({ ...current, [replyId]: { handoff: false, ...current[replyId], vote: before } }));
        return false;
      }
    },
    [meta],
  );

  /**
   * "Delete conversation": clears the conversation here and asks the server to delete the
   * questions it kept from this browser; answers whether the server confirmed.
   */
  const forget = useCallback(async () => {
    setMessages([]);
    setActions({});
    setSources({});
    setMeta({});
    saveMessages(window.localStorage, []);
    return deleteKept();
  }, [deleteKept]);

  /**
   * "Don't keep my questions": what was kept is deleted, so the votes on it go too (the replies
   * stay, without them). Answers whether the server confirmed the deletion.
   */
  const stopKeepingQuestions = useCallback(async () => {
    setMeta((current) => Object.fromEntries(Object.entries(current).map(([id, { handoff }]) => [id, { handoff }])));
    return stopKeeping();
  }, [stopKeeping]);

  const handoff = useCallback(() => startHandoff(messages), [messages]);

  return {
    messages,
    actions,
    sources,
    meta,
    status,
    send,
    askAloud,
    recordSpoken,
    vote,
    forget,
    handoff,
    markNoticeShown,
    keeping,
    stopKeeping: stopKeepingQuestions,
    keepAgain,
    busy: status === "thinking",
  };
}
