// TENFOLD's keyless voice: the browser hears the visitor on the device (on-device-speech.ts), the
// question is asked through the conversation (`ask`: /api/tenfold-chat, as typed questions are, so
// question and answer join the chat with its links, actions and votes), and the browser speaks the
// answer, then listens again. The same states as the realtime call (voice-state.ts).
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { ApiRequestError } from "../lib/api.ts";
import {
  createRecognition,
  heard,
  onDeviceSupport,
  installOnDevice,
  recognitionFailure,
  spokenText,
  ukVoice,
  VOICE_LANG,
  type Recognition,
} from "./on-device-speech.ts";
import { useEndOnHiddenTab } from "./use-end-on-hidden-tab.ts";
import { voiceReducer, type VoiceState } from "./voice-state.ts";

export type OnDeviceSupport = "checking" | "ready" | "needs-download" | "installing" | "unsupported";

interface Session {
  active: boolean;
  muted: boolean;
  speaking: boolean;
  recognition?: Recognition;
}

export function useOnDeviceVoice(ask: (question: string) => Promise<string>) {
  const [state, dispatch] = useReducer(voiceReducer, { kind: "idle" } as VoiceState);
  const [support, setSupport] = useState<OnDeviceSupport>("checking");
  const [transcript, setTranscript] = useState<{ heard: string; answer: string }>({ heard: "", answer: "" });
  const session = useRef<Session>({ active: false, muted: false, speaking: false });
  // Listening hands what it heard to answering, which speaks and then listens again.
  const answerRef = useRef<(question: string) => Promise<void>>(() => Promise.resolve());

  useEffect(() => {
    let cancelled = false;
    void onDeviceSupport().then((result) => !cancelled && setSupport(result));
    return () => {
      cancelled = true;
    };
  }, []);

  const stopAll = useCallback(() => {
    const s = session.current;
    s.active = false;
    s.speaking = false;
    const recognition = s.recognition;
    s.recognition = undefined;
    if (recognition) {
      recognition.onend = null;
      recognition.abort();
    }
    if ("speechSynthesis" in window) window.speechSynthesis.cancel();
  }, []);

  const fail = useCallback(
    (message: string) => {
      stopAll();
      dispatch({ type: "fail", message });
    },
    [stopAll],
  );

  // Listening again after a silence goes through this ref, as answering does: a callback cannot name itself.
  const listenRef = useRef<() => void>(() => undefined);
  const listen = useCallback(() => {
    const s = session.current;
    if (!s.active || s.muted || s.speaking || s.recognition) return;
    const recognition = createRecognition();
    if (!recognition) return fail("This browser cannot recognise speech on this device.");
    s.recognition = recognition;
    let finalText = "";
    recognition.onstart = () => {
      dispatch({ type: "microphone-granted" });
      dispatch({ type: "connected" });
    };
    recognition.onspeechstart = () => dispatch({ type: "activity", activity: "listening" });
    recognition.onresult = (event) => {
      const { text, final } = heard(event);
      setTranscript((t) => ({ ...t, heard: text }));
      dispatch({ type: "activity", activity: "listening" });
      if (final) finalText = text;
    };
    recognition.onerror = (event) => {
      const failure = recognitionFailure(event.error);
      if (failure) fail(failure);
    };
    recognition.onend = () => {
      if (s.recognition === recognition) s.recognition = undefined;
      if (!s.active) return;
      if (finalText) void answerRef.current(finalText);
      else listenRef.current();
    };
    recognition.start();
  }, [fail]);
  useEffect(() => {
    listenRef.current = listen;
  }, [listen]);

  const speak = useCallback(
    (text: string) => {
      const s = session.current;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = VOICE_LANG;
      const voice = ukVoice(window.speechSynthesis.getVoices());
      if (voice) utterance.voice = voice;
      const done = () => {
        if (!s.speaking) return;
        s.speaking = false;
        if (!s.active) return;
        dispatch({ type: "activity", activity: "ready" });
        listen();
      };
      utterance.onstart = () => s.active && dispatch({ type: "activity", activity: "speaking" });
      utterance.onend = done;
      utterance.onerror = done;
      s.speaking = true;
      window.speechSynthesis.speak(utterance);
    },
    [listen],
  );

  const answer = useCallback(
    async (question: string) => {
      const s = session.current;
      try {
        const reply = await ask(question);
        if (!s.active) return;
        // The transcript shows what is said aloud: the answer's first part, as plain words.
        const spoken = spokenText(reply);
        setTranscript({ heard: question, answer: spoken });
        speak(spoken);
      } catch (error) {
        // The server's reason (spec section 8's default when it gave none), or a failure of our own.
        if (s.active)
          fail(
            error instanceof ApiRequestError
              ? (error.serverMessage ?? "API request failed")
              : "TENFOLD could not answer just now.",
          );
      }
    },
    [ask, fail, speak],
  );
  useEffect(() => {
    answerRef.current = answer;
  }, [answer]);

  const connect = useCallback(() => {
    stopAll();
    session.current = { active: true, muted: false, speaking: false };
    setTranscript({ heard: "", answer: "" });
    dispatch({ type: "start" });
    listen();
  }, [listen, stopAll]);

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
      stopAll();
      dispatch(reason ? { type: "disconnect", reason } : { type: "disconnect" });
    },
    [stopAll],
  );

  const toggleMute = useCallback(() => {
    const s = session.current;
    s.muted = !s.muted;
    dispatch({ type: "toggle-mute" });
    if (s.muted) {
      const recognition = s.recognition;
      s.recognition = undefined;
      if (recognition) {
        recognition.onend = null;
        recognition.abort();
      }
    } else {
      listen();
    }
  }, [listen]);

  useEndOnHiddenTab(() => session.current.active, disconnect);

  useEffect(() => stopAll, [stopAll]);

  return { state, support, transcript, connect, disconnect, toggleMute, install };
}
