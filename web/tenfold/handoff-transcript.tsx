// The TENFOLD conversation attached to a contact message, shown in the form for the
// visitor to review: they can remove it, and it is sent only if they tick the box.
import { markdownAsText } from "./markdown-text.ts";
import type { TranscriptItem } from "#shared/schemas.ts";

interface HandoffTranscriptProps {
  readonly id: string;
  readonly transcript: readonly TranscriptItem[];
  readonly consent: boolean;
  readonly onConsent: (consent: boolean) => void;
  readonly onRemove: () => void;
  readonly error: string | undefined;
}

export function HandoffTranscript({ id, transcript, consent, onConsent, onRemove, error }: HandoffTranscriptProps) {
  return (
    <fieldset className="grid gap-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold">Your conversation with TENFOLD</legend>
      <p className="text-sm text-slate-700">
        It goes with your message, so the consultant does not need to ask again. Check it first; you can remove it.
      </p>
      {/* Scrolls on its own; focusable so that a keyboard can scroll it. */}
      <ol
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-label="Conversation to attach"
        className="max-h-40 space-y-2 overflow-y-auto rounded bg-slate-50 p-2 text-sm [overflow-wrap:anywhere]"
      >
        {transcript.map((item, index) => (
          <li key={index} className="whitespace-pre-wrap">
            <span className="font-semibold">{item.role === "user" ? "You" : "TENFOLD"}:</span>{" "}
            {item.role === "ai" ? markdownAsText(item.text) : item.text}
          </li>
        ))}
      </ol>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-transcriptConsent`}
          name="transcriptConsent"
          type="checkbox"
          checked={consent}
          onChange={(event) => onConsent(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-transcriptConsent-error` : undefined}
          className="mt-1 h-4 w-4 accent-amber-500"
        />
        <label htmlFor={`${id}-transcriptConsent`} className="text-sm">
          Include this conversation, to be kept with my enquiry.
        </label>
      </div>
      {error && (
        <p id={`${id}-transcriptConsent-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="button" onClick={onRemove} className="justify-self-start text-sm font-semibold underline">
        Remove the conversation
      </button>
    </fieldset>
  );
}
