// TENFOLD's realtime voice call as the voice tab uses it: the call's state, and one RealtimeCall
// (realtime-call.ts) that connects, mutes and hangs up, also when the tab is hidden or closed.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { RealtimeCall } from "./realtime-call.ts";
import { useEndOnHiddenTab } from "./use-end-on-hidden-tab.ts";
import { voiceReducer, type VoiceState } from "./voice-state.ts";

export function useVoiceSession(
  audio: React.RefObject<HTMLAudioElement | null>,
  turnstileToken: () => string | undefined = () => undefined,
  onSpoken: (role: "user" | "ai", text: string) => void = () => undefined,
) {
  const [state, dispatch] = useReducer(voiceReducer, { kind: "idle" } as VoiceState);
  const [notConfigured, setNotConfigured] = useState(false);
  // Read when they are needed, so new callbacks never restart the call.
  const latest = useRef({ turnstileToken, onSpoken });
  useEffect(() => {
    latest.current = { turnstileToken, onSpoken };
  }, [turnstileToken, onSpoken]);
  // Made on first use, outside render: it holds the call's connections, not what the tab shows.
  const made = useRef<RealtimeCall | null>(null);
  const call = useCallback(
    () =>
      (made.current ??= new RealtimeCall(() => latest.current.turnstileToken(), {
        dispatch,
        spoken: (role, text) => latest.current.onSpoken(role, text),
        play: (source) => {
          if (audio.current) audio.current.srcObject = source;
        },
        notConfigured: () => setNotConfigured(true),
      })),
    [audio],
  );

  const connect = useCallback(() => call().connect(), [call]);
  const end = useCallback(
    (reason?: string) => {
      call().hangUp();
      dispatch(reason ? { type: "disconnect", reason } : { type: "disconnect" });
    },
    [call],
  );
  const disconnect = useCallback(() => end(), [end]);
  const toggleMute = useCallback(() => call().toggleMute(), [call]);

  useEffect(() => () => made.current?.hangUp(), []);
  useEndOnHiddenTab(() => made.current?.live ?? false, end);

  return { state, connect, disconnect, toggleMute, notConfigured };
}
