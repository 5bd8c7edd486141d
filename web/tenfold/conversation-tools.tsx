// What a visitor can do with the whole conversation: hand it to a consultant through
// the contact form, book a call with their summary copied, or delete it (here, and the questions
// the server kept from this browser), after a confirmation.
import { useEffect, useId, useRef, useState } from "react";
import { site } from "#shared/site.ts";
import { summaryOf } from "./handoff.ts";
import type { ChatMessage } from "./conversation.ts";

const chip =
  "rounded-full border border-amber-400 bg-amber-50 px-3 py-1 text-xs font-semibold text-ink hover:bg-amber-100";

/** The booking page, in a new tab, with the visitor's summary copied for its notes. */
export function BookCallLink({
  messages,
  announce,
}: {
  messages: readonly ChatMessage[];
  announce: (text: string) => void;
}) {
  function copy() {
    const summary = summaryOf(messages);
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    if (!clipboard) {
      announce(
        "The booking page opened in a new tab. Your summary could not be copied here; send it with “Send to a consultant” instead.",
      );
      return;
    }
    clipboard.writeText(summary).then(
      () =>
        announce("The booking page opened in a new tab, and your summary is copied: paste it into the booking notes."),
      () =>
        announce(
          "The booking page opened in a new tab. Your summary could not be copied; send it with “Send to a consultant” instead.",
        ),
    );
  }
  return (
    <a href={site.bookCallUrl} target="_blank" rel="noopener noreferrer" onClick={copy} className={chip}>
      Book a call<span className="sr-only"> (opens in a new tab and copies your summary)</span>
    </a>
  );
}

/** Offered under a reply when TENFOLD declined or the visitor asked for a person. */
export function HandoffOffer({
  messages,
  onHandoff,
  announce,
}: {
  messages: readonly ChatMessage[];
  onHandoff: () => void;
  announce: (text: string) => void;
}) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <button type="button" onClick={onHandoff} className={chip}>
        Send this to a consultant
      </button>
      <BookCallLink messages={messages} announce={announce} />
    </div>
  );
}

interface ConversationToolsProps {
  readonly messages: readonly ChatMessage[];
  readonly onHandoff: () => void;
  readonly onForget: () => Promise<boolean>;
  readonly announce: (text: string) => void;
  /** Where focus goes once the conversation is deleted. */
  readonly afterForget: () => void;
}

export function ConversationTools({ messages, onHandoff, onForget, announce, afterForget }: ConversationToolsProps) {
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  // Focus goes to Cancel when the question appears, and back to "Delete conversation" after Cancel.
  const cancelled = useRef(false);
  useEffect(() => {
    if (confirming) cancel.current?.focus();
    else if (cancelled.current) {
      cancelled.current = false;
      opener.current?.focus();
    }
  }, [confirming]);

  async function forget() {
    setConfirming(false);
    const confirmed = await onForget();
    announce(
      confirmed
        ? "Conversation deleted, here and on our server."
        : "Conversation deleted here. The questions kept on our server could not be deleted just now; email us to have them deleted.",
    );
    afterForget();
  }

  if (confirming) {
    return (
      <div
        role="group"
        aria-labelledby={questionId}
        className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-xs"
      >
        <p id={questionId} className="font-semibold">
          Delete this conversation from this browser, and the questions we kept from it?
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void forget()}
            className="rounded-md bg-red-700 px-3 py-1 font-semibold text-white"
          >
            Delete
          </button>
          <button
            ref={cancel}
            type="button"
            onClick={() => {
              cancelled.current = true;
              setConfirming(false);
            }}
            className="rounded-md border border-slate-500 bg-white px-3 py-1 font-semibold text-ink"
          >
            Cancel
          </button>
        </div>
      </div>
    );
  }
  return (
    <div role="group" aria-label="This conversation" className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
      <button type="button" onClick={onHandoff} className={chip}>
        Send to a consultant
      </button>
      <BookCallLink messages={messages} announce={announce} />
      <button
        ref={opener}
        type="button"
        onClick={() => setConfirming(true)}
        className="rounded-full border border-slate-500 bg-white px-3 py-1 text-xs font-semibold text-ink hover:bg-slate-100"
      >
        Delete conversation
      </button>
    </div>
  );
}
