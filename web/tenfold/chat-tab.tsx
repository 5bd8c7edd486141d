// The chat tab: the conversation (a live region), TENFOLD's offered actions and the composer;
// TENFOLD's notice first, with the way to object to keeping questions, suggested questions for the
// page, votes on each answer and what can be done with the conversation.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link } from "react-router-dom";
import { site } from "#shared/site.ts";
import { useOnline } from "../hooks/use-online.ts";
import { messages as texts } from "#shared/messages.ts";
import { LIMITS } from "#shared/schemas.ts";
import { AnimatePresence, m, motionReady } from "../ui/motion.tsx";
import type { useChat } from "./use-chat.ts";
import { TENFOLD_NOT_KEPT_NOTICE, TENFOLD_NOTICE } from "#shared/api/tenfold-notice.ts";
import type { ChatAction } from "#shared/api/tenfold-knowledge.ts";
import { AnswerFeedback } from "./answer-feedback.tsx";
import { ChatActions } from "./chat-actions.tsx";
import { ChatSources, unlinked } from "./chat-sources.tsx";
import { ConversationTools, HandoffOffer } from "./conversation-tools.tsx";
import { KeepQuestionsControl } from "./keep-questions-control.tsx";
import { Markdown } from "./markdown.tsx";
import { StarterQuestions } from "./starter-questions.tsx";

type Chat = ReturnType<typeof useChat>;

export function ChatTab({ chat, onNavigate, autoFocus }: { chat: Chat; onNavigate: () => void; autoFocus: boolean }) {
  const [draft, setDraft] = useState("");
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const online = useOnline();
  const notice = useRef<HTMLParagraphElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const { markNoticeShown } = chat;

  // Questions are kept only once the notice has been on screen in the open panel.
  useEffect(() => {
    const element = notice.current;
    if (!autoFocus || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      markNoticeShown();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        markNoticeShown();
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoFocus, markNoticeShown]);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [chat.messages]);

  // A link in a reply to one of our pages takes the visitor there: the panel, modal, closes, so
  // the page they arrive at has the focus (links that open a new tab leave it open).
  useEffect(() => {
    const element = log.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
      if (link && link.getAttribute("target") !== "_blank") onNavigate();
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [onNavigate]);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  // The panel stays open under the contact form, so closing the form brings the visitor back to
  // the button they pressed, in the conversation, where TENFOLD confirms a sent hand-off.
  const handOff = () => chat.handoff();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!draft.trim() || chat.busy || !online) return;
    const text = draft;
    setDraft("");
    await chat.send(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  }

  const last = chat.messages.at(-1);
  return (
    <div className="flex h-full min-h-0 flex-col">
      {/* It scrolls on its own without handing the scroll on to the page, and long words and
          addresses wrap rather than widen it (WCAG 1.4.10). */}
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Conversation with TENFOLD"
        className="min-h-0 flex-1 space-y-3 overflow-y-auto overscroll-contain p-4 text-sm [overflow-wrap:anywhere]"
      >
        <div className="space-y-1">
          <p ref={notice} className="text-xs text-slate-700">
            {chat.keeping ? TENFOLD_NOTICE : TENFOLD_NOT_KEPT_NOTICE}{" "}
            <Link to="/privacy-policy#tenfold" className="underline">
              How we use your questions
            </Link>
          </p>
          <KeepQuestionsControl
            keeping={chat.keeping}
            onStop={chat.stopKeeping}
            onResume={chat.keepAgain}
            announce={setAnnouncement}
          />
        </div>
        {chat.messages.length === 0 && (
          <>
            <p className="rounded-lg bg-slate-100 p-3 text-slate-700">
              Hello, I'm TENFOLD, the {site.product} AI Assistant. Ask me what we do, where our offices are, or how to
              book a call.
            </p>
            <StarterQuestions onAsk={(question) => void chat.send(question)} disabled={chat.busy || !online} />
          </>
        )}
        {/* New messages rise into place; those restored from an earlier visit are simply there. */}
        <AnimatePresence initial={false}>
          {chat.messages.map((message) => (
            <m.div
              key={message.id}
              initial={motionReady() ? { opacity: 0, y: 8 } : false}
              animate={{ opacity: 1, y: 0 }}
              transition={{ duration: 0.2, ease: "easeOut" }}
              className={
                message.role === "user"
                  ? "ml-8 rounded-lg bg-ink p-3 text-white"
                  : "mr-8 rounded-lg bg-slate-100 p-3 text-ink"
              }
            >
              <span className="sr-only">
                {message.role === "user" ? "You said" : "TENFOLD said"}
                {message.spoken ? " aloud:" : ":"}
              </span>
              {message.spoken && (
                <span
                  aria-hidden="true"
                  className={`mb-1 block text-xs font-semibold uppercase tracking-wide ${message.role === "user" ? "text-slate-300" : "text-slate-600"}`}
                >
                  Voice
                </span>
              )}
              {message.interrupted && (
                <span className="mb-1 block text-xs font-semibold uppercase tracking-wide text-red-800">
                  Interrupted
                </span>
              )}
              {message.reply?.declined && (
                <span className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600">
                  Not covered on our site
                </span>
              )}
              {message.role === "ai" ? (
                <Markdown text={message.text} />
              ) : (
                <p className="whitespace-pre-wrap">{message.text}</p>
              )}
              {message.reply && (
                <>
                  <ChatSources sources={unlinked(message.reply.sources, message.text)} onDone={onNavigate} />
                  <ChatActions actions={offered(message.reply.actions, message.reply.handoff)} onDone={onNavigate} />
                  {message.reply.handoff && (
                    <HandoffOffer messages={chat.messages} onHandoff={handOff} announce={setAnnouncement} />
                  )}
                  {message.reply.answerId && (
                    <AnswerFeedback
                      vote={message.reply.vote}
                      onVote={(vote, reason) => chat.vote(message.id, vote, reason)}
                    />
                  )}
                </>
              )}
            </m.div>
          ))}
        </AnimatePresence>
        {chat.busy && last?.role === "user" && (
          <p className="mr-8 text-slate-500" aria-label="TENFOLD is thinking">
            Thinking…
          </p>
        )}
        {/* After the latest message, inside the scrolling conversation, so that the message box
            keeps its place on the smallest screens (320 × 256). */}
        {chat.messages.length > 0 && (
          <ConversationTools
            messages={chat.messages}
            onHandoff={handOff}
            onForget={chat.forget}
            announce={setAnnouncement}
            afterForget={() => input.current?.focus()}
          />
        )}
        <p aria-live="polite" className="text-xs text-ink">
          {announcement}
        </p>
      </div>
      {!online && (
        <p role="status" className="shrink-0 border-t border-amber-300 bg-amber-50 px-4 py-2 text-xs text-ink">
          {texts.offline.chat}
        </p>
      )}
      <form
        onSubmit={(event) => void submit(event)}
        className="flex shrink-0 items-end gap-2 border-t border-slate-200 p-3"
      >
        <label htmlFor={inputId} className="sr-only">
          Message TENFOLD
        </label>
        <textarea
          id={inputId}
          ref={input}
          rows={2}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={LIMITS.chatMessageMax}
          placeholder="Ask TENFOLD…"
          // The placeholder is the only visible instruction, so it is text (slate-600 on white, 7.6:1,
          // WCAG 1.4.3), and the border marks the field (slate-500, 4.8:1; 1.4.11 asks 3:1). The
          // site-wide focus ring shows on focus.
          className="min-h-[2.75rem] flex-1 resize-none rounded-md border border-slate-500 px-3 py-2 text-sm placeholder:text-slate-600 focus:border-ink"
        />
        <button
          type="submit"
          disabled={!draft.trim() || chat.busy || !online}
          className="rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
        >
          Send
        </button>
      </form>
    </div>
  );
}

/**
 * Where TENFOLD offers the hand-off, its own "Send this to a consultant" and "Book a call" stand
 * in for the reply's plain contact actions.
 */
function offered(actions: readonly ChatAction[], handoff: boolean): readonly ChatAction[] {
  if (!handoff) return actions;
  return actions.filter(
    (action) => action.type !== "open-contact" && !(action.type === "navigate" && action.href === site.bookCallUrl),
  );
}
