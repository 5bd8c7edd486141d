// The voice tab: connects about 100 ms after it appears (spec section 9), and hangs up,
// releasing the microphone, when the visitor leaves the tab or closes the panel (it unmounts).
import { useCallback, useEffect, useRef } from "react";
import { turnstileSiteKey } from "../../lib/turnstile.ts";
import { TurnstileWidget } from "../turnstile-widget.tsx";
import { useVoiceSession } from "./use-voice-session.ts";
import { voiceNote, voiceStatusText } from "./voice-state.ts";

export const VOICE_AUTOSTART_MS = 100;

export function VoiceTab() {
  const audio = useRef<HTMLAudioElement>(null);
  // When the site uses Turnstile, the voice token needs a check: run, invisibly where it can, as the tab opens.
  const siteKey = turnstileSiteKey();
  const turnstile = useRef<string | undefined>(undefined);
  const readTurnstile = useCallback(() => turnstile.current, []);
  const { state, connect, disconnect, toggleMute } = useVoiceSession(audio, readTurnstile);
  const note = voiceNote(state);

  useEffect(() => {
    const timer = setTimeout(() => void connect(), VOICE_AUTOSTART_MS);
    return () => clearTimeout(timer);
  }, [connect]);

  const connected = state.kind === "connected";
  return (
    <div className="flex h-full flex-col items-center justify-center gap-5 p-6 text-center">
      <div aria-hidden="true" className={`h-20 w-20 rounded-full ${connected ? (state.muted ? "bg-slate-300" : "bg-amber-400") : "bg-slate-200"} ${connected && state.activity !== "ready" && !state.muted ? "animate-pulse" : ""}`} />
      <p role="status" aria-live="polite" className="text-sm font-semibold text-ink" data-testid="voice-status">
        {voiceStatusText(state)}
      </p>
      {note && <p className="max-w-xs text-sm text-slate-700">{note}</p>}
      {siteKey && <TurnstileWidget siteKey={siteKey} appearance="interaction-only" onToken={(token) => (turnstile.current = token)} />}
      <audio ref={audio} autoPlay className="hidden" />
      <div className="flex gap-3">
        {connected && (
          <button type="button" onClick={toggleMute} aria-pressed={state.muted} className="rounded-md border border-ink px-4 py-2 text-sm font-semibold">
            {state.muted ? "Unmute" : "Mute"}
          </button>
        )}
        {connected || state.kind === "connecting" ? (
          <button type="button" onClick={disconnect} className="rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white">
            Disconnect
          </button>
        ) : (
          <button type="button" onClick={() => void connect()} className="rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white">
            {state.kind === "failed" ? "Try again" : "Connect"}
          </button>
        )}
      </div>
    </div>
  );
}
