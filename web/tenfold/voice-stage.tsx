// What both voice modes show: the session's status, why TENFOLD hung up, what was heard and
// answered, and the call's buttons.
import { useEffect, type ReactNode } from "react";
import { voiceNote, voiceStatusText, type VoiceState } from "./voice-state.ts";

interface VoiceStageProps {
  readonly state: VoiceState;
  readonly onConnect: () => void;
  readonly onDisconnect: () => void;
  readonly onToggleMute: () => void;
  /** Shown under the status: the transcript, a consent prompt, a Turnstile check. */
  readonly children?: ReactNode;
  /** Told the state as it changes, so the panel's header does not say Ready over a failure. */
  readonly onState?: ((state: VoiceState) => void) | undefined;
}

export function VoiceStage({ state, onConnect, onDisconnect, onToggleMute, children, onState }: VoiceStageProps) {
  useEffect(() => onState?.(state), [state, onState]);
  const connected = state.kind === "connected";
  const note = voiceNote(state);
  // Centred while it fits; a long transcript scrolls inside the tab instead of spilling over the panel's header.
  return (
    <div className="h-full overflow-y-auto">
      <div className="flex min-h-full flex-col items-center justify-center gap-5 p-6 text-center">
        <div
          aria-hidden="true"
          className={`h-20 w-20 rounded-full ${connected ? (state.muted ? "bg-slate-300" : "bg-amber-400") : "bg-slate-200"} ${connected && state.activity !== "ready" && !state.muted ? "animate-pulse" : ""}`}
        />
        <p role="status" aria-live="polite" className="text-sm font-semibold text-ink" data-testid="voice-status">
          {voiceStatusText(state)}
        </p>
        {note && <p className="max-w-xs text-sm text-slate-700">{note}</p>}
        {children}
        <div className="flex gap-3">
          {connected && (
            <button
              type="button"
              onClick={onToggleMute}
              aria-pressed={state.muted}
              className="rounded-md border border-ink px-4 py-2 text-sm font-semibold"
            >
              {state.muted ? "Unmute" : "Mute"}
            </button>
          )}
          {connected || state.kind === "connecting" ? (
            <button
              type="button"
              onClick={onDisconnect}
              className="rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white"
            >
              Disconnect
            </button>
          ) : (
            <button
              type="button"
              onClick={onConnect}
              className="rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white"
            >
              {state.kind === "failed" ? "Try again" : "Connect"}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
