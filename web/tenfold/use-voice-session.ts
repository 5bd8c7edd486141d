// The WebRTC voice call with OpenAI's Realtime API (docs/decisions/0001-realtime-ga.md): the
// microphone (echo cancellation, noise suppression), a short-lived secret from our server, an SDP
// offer posted to the realtime endpoint, remote audio, and transcript events on a data channel.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { ApiRequestError, callApi } from "../lib/api.ts";
import { realtimeSessionContract } from "#shared/api/tenfold.ts";
import { TURNSTILE_HEADER } from "#shared/schemas.ts";
import { useEndOnHiddenTab } from "./use-end-on-hidden-tab.ts";
import {
  activityFor,
  extractToken,
  HANG_UP_REASONS,
  maxCallSeconds,
  voiceReducer,
  type VoiceState,
} from "./voice-state.ts";

export const REALTIME_CALLS_URL = "https://api.openai.com/v1/realtime/calls";
export const STUN_SERVER = "stun:stun.l.google.com:19302";

interface Call {
  stream?: MediaStream;
  peer?: RTCPeerConnection;
  channel?: RTCDataChannel;
  /** Hangs up when the call reaches the longest length the server allows. */
  limit?: ReturnType<typeof setTimeout>;
}

/** The site has no realtime voice (unavailable: no API key); the browser's own voice may stand in. */
export class VoiceNotConfigured extends Error {}

/** The session, or undefined when its answer was not a JSON object (then it holds no token either). */
async function requestSession(turnstileToken: string | undefined) {
  try {
    return await callApi(realtimeSessionContract, undefined, {
      headers: turnstileToken ? { [TURNSTILE_HEADER]: turnstileToken } : {},
    });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) {
      if (error instanceof TypeError) throw error;
      return undefined;
    }
    const message = `Failed to fetch ephemeral session${error.serverMessage ? `: ${error.serverMessage}` : ""}`;
    throw error.code === "unavailable" ? new VoiceNotConfigured(message) : new Error(message);
  }
}

async function fetchToken(turnstileToken: string | undefined): Promise<{ token: string; maxCallSeconds: number }> {
  const body = await requestSession(turnstileToken);
  const token = extractToken(body);
  if (!token) throw new Error("Ephemeral token missing in server response");
  return { token, maxCallSeconds: maxCallSeconds(body) };
}

/**
 * `turnstileToken` reads the current Turnstile token when the site uses Turnstile (the voice tab
 * renders the check when it opens).
 */
/** The realtime events (GA names) that carry a finished transcript, and whose words they are. */
const TRANSCRIPT_DONE: Readonly<Record<string, "user" | "ai">> = {
  "conversation.item.input_audio_transcription.completed": "user",
  "response.output_audio_transcript.done": "ai",
};

/** The call's sound into the page's <audio> element (or silence), from the call's own events. */
function play(audio: React.RefObject<HTMLAudioElement | null>, source: MediaStream | null): void {
  if (audio.current) audio.current.srcObject = source;
}

export function useVoiceSession(
  audio: React.RefObject<HTMLAudioElement | null>,
  turnstileToken: () => string | undefined = () => undefined,
  onSpoken: (role: "user" | "ai", text: string) => void = () => undefined,
) {
  const [state, dispatch] = useReducer(voiceReducer, { kind: "idle" } as VoiceState);
  const [notConfigured, setNotConfigured] = useState(false);
  const call = useRef<Call>({});
  const generation = useRef(0);

  // Read at each event, so a new callback never restarts the call.
  const spoken = useRef(onSpoken);
  useEffect(() => {
    spoken.current = onSpoken;
  }, [onSpoken]);
  const hangUp = useCallback(() => {
    generation.current += 1;
    const { stream, peer, channel, limit } = call.current;
    if (limit) clearTimeout(limit);
    stream?.getTracks().forEach((track) => track.stop());
    channel?.close();
    peer?.close();
    call.current = {};
    play(audio, null);
  }, [audio]);

  const connect = useCallback(async () => {
    hangUp();
    const mine = ++generation.current;
    const stale = () => generation.current !== mine;
    dispatch({ type: "start" });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch {
      if (!stale())
        dispatch({
          type: "fail",
          message: "Microphone access was denied. Allow the microphone for this site to talk to TENFOLD.",
        });
      return;
    }
    if (stale()) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    call.current.stream = stream;
    dispatch({ type: "microphone-granted" });
    try {
      const { token, maxCallSeconds: longest } = await fetchToken(turnstileToken());
      if (stale()) return;
      const peer = new RTCPeerConnection({ iceServers: [{ urls: STUN_SERVER }] });
      call.current.peer = peer;
      peer.ontrack = (event) => play(audio, event.streams[0] ?? null);
      for (const track of stream.getTracks()) peer.addTrack(track, stream);
      const channel = peer.createDataChannel("oai-events");
      call.current.channel = channel;
      channel.onopen = () => {
        if (stale()) return;
        dispatch({ type: "connected" });
        // The server budgets each call at this length; the call ends here, and says why.
        call.current.limit = setTimeout(() => {
          if (stale()) return;
          hangUp();
          dispatch({ type: "disconnect", reason: HANG_UP_REASONS.timeLimit(longest) });
        }, longest * 1000);
      };
      channel.onmessage = (message) => {
        try {
          const event = JSON.parse(String(message.data)) as { type?: unknown; transcript?: unknown };
          const type = typeof event.type === "string" ? event.type : "";
          const activity = activityFor(type);
          if (activity && !stale()) dispatch({ type: "activity", activity });
          // Each finished transcript joins the conversation, so the chat tab holds the call too.
          const spokenBy = TRANSCRIPT_DONE[type];
          if (spokenBy && typeof event.transcript === "string" && !stale()) spoken.current(spokenBy, event.transcript);
        } catch {
          // Not JSON: nothing for the status line.
        }
      };
      peer.onconnectionstatechange = () => {
        if (!stale() && (peer.connectionState === "failed" || peer.connectionState === "closed"))
          dispatch({ type: "disconnect" });
      };
      const offer = await peer.createOffer();
      await peer.setLocalDescription(offer);
      const answer = await fetch(REALTIME_CALLS_URL, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/sdp" },
        body: offer.sdp ?? "",
      });
      if (!answer.ok) throw new Error(`WebRTC negotiation failed with status ${answer.status}`);
      const sdp = await answer.text();
      if (stale()) return;
      await peer.setRemoteDescription({ type: "answer", sdp });
    } catch (error) {
      if (stale()) return;
      hangUp();
      if (error instanceof VoiceNotConfigured) setNotConfigured(true);
      dispatch({ type: "fail", message: error instanceof Error ? error.message : "Voice connection failed" });
    }
  }, [audio, hangUp, turnstileToken]);

  const disconnect = useCallback(() => {
    hangUp();
    dispatch({ type: "disconnect" });
  }, [hangUp]);

  const toggleMute = useCallback(() => {
    const tracks = call.current.stream?.getAudioTracks() ?? [];
    for (const track of tracks) track.enabled = !track.enabled;
    dispatch({ type: "toggle-mute" });
  }, []);

  useEffect(() => hangUp, [hangUp]);

  useEndOnHiddenTab(
    () => call.current.stream !== undefined,
    (reason) => {
      hangUp();
      dispatch({ type: "disconnect", reason });
    },
  );

  return { state, connect, disconnect, toggleMute, notConfigured };
}
