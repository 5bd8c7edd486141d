// TENFOLD's keyless voice: the browser hears the visitor on the device (on-device-speech.ts), the
// question is asked through the conversation (`ask`: /api/tenfold-chat, as typed questions are, so
// question and answer join the chat with its links, actions and votes), and the browser speaks the
// answer, then listens again (on-device-loop.ts). The same states as the realtime call (voice-state.ts).
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { OnDeviceLoop } from "./on-device-loop.ts";
import { installOnDevice, onDeviceSupport } from "./on-device-speech.ts";
import { useEndOnHiddenTab } from "./use-end-on-hidden-tab.ts";
import { voiceReducer, type VoiceState } from "./voice-state.ts";

export type OnDeviceSupport = "checking" | "ready" | "needs-download" | "installing" | "unsupported";

const NOTHING_SAID = { heard: "", answer: "" };

export function useOnDeviceVoice(ask: (question: string) => Promise<string>) {
  const [state, dispatch] = useReducer(voiceReducer, { kind: "idle" } as VoiceState);
  const [support, setSupport] = useState<OnDeviceSupport>("checking");
  const [transcript, setTranscript] = useState<{ heard: string; answer: string }>(NOTHING_SAID);
  // Read at each question, so a new `ask` never restarts the loop.
  const asking = useRef(ask);
  useEffect(() => {
    asking.current = ask;
  }, [ask]);
  // Made on first use, outside render: it holds the recognition and the speech, not what the tab shows.
  const made = useRef<OnDeviceLoop | null>(null);
  const loop = useCallback(
    () =>
      (made.current ??= new OnDeviceLoop((question) => asking.current(question), {
        dispatch,
        hearing: (heard) => setTranscript((said) => ({ ...said, heard })),
        answering: (heard, answer) => setTranscript({ heard, answer }),
      })),
    [],
  );

  useEffect(() => {
    let cancelled = false;
    void onDeviceSupport().then((result) => !cancelled && setSupport(result));
    return () => {
      cancelled = true;
    };
  }, []);

  const connect = useCallback(() => {
    setTranscript(NOTHING_SAID);
    loop().start();
  }, [loop]);

  const install = useCallback(async () => {
    setSupport("installing");
    if (await installOnDevice()) {
      setSupport("ready");
      connect();
    } else {
      setSupport("unsupported");
    }
  }, [connect]);

  const disconnect = useCallback(
    (reason?: string) => {
      loop().stop();
      dispatch(reason ? { type: "disconnect", reason } : { type: "disconnect" });
    },
    [loop],
  );

  const toggleMute = useCallback(() => loop().toggleMute(), [loop]);

  useEndOnHiddenTab(() => made.current?.active ?? false, disconnect);
  useEffect(() => () => made.current?.stop(), []);

  return { state, support, transcript, connect, disconnect, toggleMute, install };
}
