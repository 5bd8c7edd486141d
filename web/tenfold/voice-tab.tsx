// The voice tab: connects about 100 ms after it appears, and hangs up,
// releasing the microphone, when the visitor leaves the tab or closes the panel (it unmounts).
// Without realtime voice on the site, it offers the browser's own on-device voice instead.
import { useCallback, useEffect, useRef } from "react";
import { turnstileSiteKey } from "../lib/turnstile-script.ts";
import { TurnstileWidget } from "../components/turnstile-widget.tsx";
import { OnDeviceVoiceTab } from "./on-device-voice-tab.tsx";
import { useVoiceSession } from "./use-voice-session.ts";
import { VoiceStage } from "./voice-stage.tsx";
import type { VoiceState } from "./voice-state.ts";

export const VOICE_AUTOSTART_MS = 100;

/** What the voice tab needs of the conversation, so what is said lands in the same thread as what is typed. */
export interface VoiceTabProps {
  /** The on-device voice asks through the chat: the question and reply join the conversation. */
  readonly ask: (question: string) => Promise<string>;
  /** A realtime call's transcripts, each added to the conversation as it completes. */
  readonly onSpoken: (role: "user" | "ai", text: string) => void;
  /** Told the call's state as it changes, for the panel's header. */
  readonly onState?: (state: VoiceState) => void;
}

export function VoiceTab({ ask, onSpoken, onState }: VoiceTabProps) {
  const audio = useRef<HTMLAudioElement>(null);
  // When the site uses Turnstile, the voice token needs a check: run, invisibly where it can, as the tab opens.
  const siteKey = turnstileSiteKey();
  const turnstile = useRef<string | undefined>(undefined);
  const readTurnstile = useCallback(() => turnstile.current, []);
  const { state, connect, disconnect, toggleMute, notConfigured } = useVoiceSession(audio, readTurnstile, onSpoken);

  useEffect(() => {
    const timer = setTimeout(() => void connect(), VOICE_AUTOSTART_MS);
    return () => clearTimeout(timer);
  }, [connect]);

  // No realtime voice on this site: the browser's own, on the device, where it can.
  if (notConfigured)
    return <OnDeviceVoiceTab unavailable={state} onRetry={() => void connect()} ask={ask} onState={onState} />;
  return (
    <VoiceStage
      state={state}
      onConnect={() => void connect()}
      onDisconnect={disconnect}
      onToggleMute={toggleMute}
      onState={onState}
    >
      {siteKey && (
        <TurnstileWidget
          siteKey={siteKey}
          action="voice"
          appearance="interaction-only"
          onToken={(token) => (turnstile.current = token)}
        />
      )}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a live call's voice has no caption file; its words are added to the conversation as text */}
      <audio ref={audio} autoPlay className="hidden" />
    </VoiceStage>
  );
}
