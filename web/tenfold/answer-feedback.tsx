// Thumbs up or down under one of TENFOLD's answers: two toggle buttons (aria-pressed),
// one vote per answer that the visitor can change, and after a down-vote an optional reason.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { LIMITS } from "#shared/schemas.ts";
import type { Vote } from "./conversation.ts";

interface AnswerFeedbackProps {
  readonly vote: Vote | undefined;
  readonly onVote: (vote: Vote, reason?: string) => Promise<boolean>;
}

const thumb =
  "inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-semibold aria-[pressed=true]:border-ink aria-[pressed=true]:bg-ink aria-[pressed=true]:text-white";

export function AnswerFeedback({ vote, onVote }: AnswerFeedbackProps) {
  const [said, setSaid] = useState("");
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // The reason field takes the focus once it is rendered after a down-vote.
  const focusReason = useRef(false);
  useEffect(() => {
    if (asking && focusReason.current) {
      focusReason.current = false;
      reasonField.current?.focus();
    }
  }, [asking]);

  async function choose(next: Vote) {
    const ok = await onVote(next);
    setSaid(
      ok
        ? next === "up"
          ? "Thanks: marked helpful."
          : "Thanks: marked not helpful. You can say what was wrong."
        : "Your vote could not be saved. Please try again.",
    );
    focusReason.current = ok && next === "down";
    setAsking(ok && next === "down");
  }

  async function sendReason(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return;
    const ok = await onVote("down", reason.trim());
    setSaid(ok ? "Thanks: your reason was sent." : "Your reason could not be sent. Please try again.");
    if (ok) setAsking(false);
  }

  return (
    <div className="mt-2">
      <div role="group" aria-label="Was this answer helpful?" className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={vote === "up"}
          onClick={() => void choose("up")}
          className={`${thumb} border-slate-500 bg-white text-ink`}
        >
          <Thumb /> Helpful
        </button>
        <button
          type="button"
          aria-pressed={vote === "down"}
          onClick={() => void choose("down")}
          className={`${thumb} border-slate-500 bg-white text-ink`}
        >
          <Thumb down /> Not helpful
        </button>
      </div>
      {asking && (
        <form onSubmit={(event) => void sendReason(event)} className="mt-2 grid gap-1">
          <label htmlFor={reasonId} className="text-xs font-semibold">
            What was wrong? (optional)
          </label>
          <textarea
            id={reasonId}
            ref={reasonField}
            rows={2}
            value={reason}
            maxLength={LIMITS.feedbackReasonMax}
            onChange={(event) => setReason(event.target.value)}
            className="w-full resize-none rounded-md border border-slate-500 bg-white px-2 py-1 text-xs focus:border-ink"
          />
          <button
            type="submit"
            disabled={!reason.trim()}
            className="justify-self-start rounded-md bg-ink px-3 py-1 text-xs font-semibold text-white disabled:opacity-50"
          >
            Send reason
          </button>
        </form>
      )}
      <p aria-live="polite" className="mt-1 text-xs text-slate-700">
        {said}
      </p>
    </div>
  );
}

/** A thumb drawn here rather than an emoji, which browsers without an emoji font show as a box. */
function Thumb({ down = false }: { readonly down?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      fill="currentColor"
      className={down ? "rotate-180" : undefined}
    >
      <path d="M1.5 7h3v7.5h-3zM6 7.2 8.8 2c1.1 0 1.9.9 1.6 2.1L9.9 6.5h3.4c1 0 1.7.9 1.4 1.8l-1.3 5.2c-.2.6-.7 1-1.3 1H6z" />
    </svg>
  );
}
