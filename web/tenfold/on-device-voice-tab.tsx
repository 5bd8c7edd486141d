// Voice when the site has no realtime voice (no API key): the browser hears the visitor on the
// device and speaks TENFOLD's built-in answers. Where the browser cannot recognise speech on the
// device, the realtime failure ("Connection failed: ...") stays: nothing is sent to a speech service.
import { useEffect } from "react";
import { useOnDeviceVoice } from "./use-on-device-voice.ts";
import { VoiceStage } from "./voice-stage.tsx";
import type { VoiceState } from "./voice-state.ts";

/** `unavailable` is the realtime failure to show where on-device voice is not possible; `onRetry` tries realtime again. */
interface OnDeviceVoiceTabProps {
  readonly unavailable: VoiceState;
  readonly onRetry: () => void;
  readonly ask: (question: string) => Promise<string>;
  readonly onState?: ((state: VoiceState) => void) | undefined;
}

export function OnDeviceVoiceTab({ unavailable, onRetry, ask, onState }: OnDeviceVoiceTabProps) {
  const { state, support, transcript, connect, disconnect, toggleMute, install } = useOnDeviceVoice(ask);

  useEffect(() => {
    if (support === "ready") connect();
  }, [support, connect]);

  if (support === "unsupported" || support === "checking") {
    return (
      <VoiceStage
        state={support === "checking" ? { kind: "idle" } : unavailable}
        onConnect={onRetry}
        onDisconnect={onRetry}
        onToggleMute={onRetry}
        onState={onState}
      />
    );
  }
  if (support === "needs-download" || support === "installing") {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-sm font-semibold text-ink">Talk to TENFOLD without your voice leaving this device</p>
        <p className="max-w-xs text-sm text-slate-700">
          Your browser can recognise speech on this device, so your voice is not sent anywhere: only the words it hears
          go to TENFOLD, as if you had typed them. It needs to download its UK English speech pack first.
        </p>
        <button
          type="button"
          disabled={support === "installing"}
          onClick={() => void install()}
          className="rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-70"
        >
          {support === "installing" ? "Downloading…" : "Download and start"}
        </button>
      </div>
    );
  }
  return (
    <VoiceStage
      state={state}
      onConnect={connect}
      onDisconnect={() => disconnect()}
      onToggleMute={toggleMute}
      onState={onState}
    >
      <p className="max-w-xs text-xs text-slate-700">Heard on this device; your voice is not sent anywhere.</p>
      {(transcript.heard || transcript.answer) && (
        <div className="w-full max-w-sm space-y-2 text-left text-sm" data-testid="voice-transcript">
          {transcript.heard && (
            <p>
              <span className="font-semibold">You:</span> {transcript.heard}
            </p>
          )}
          {transcript.answer && (
            <p>
              <span className="font-semibold">TENFOLD:</span> {transcript.answer}
            </p>
          )}
        </div>
      )}
    </VoiceStage>
  );
}
