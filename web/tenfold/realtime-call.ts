// The WebRTC voice call with OpenAI's Realtime API (docs/decisions/0001-realtime-ga.md), without
// React: the microphone (echo cancellation, noise suppression), a short-lived secret from our
// server, an SDP offer posted to the realtime endpoint, remote audio, and transcript events on a
// data channel. useVoiceSession holds one.
import { ApiRequestError, callApi } from "../lib/api.ts";
import { realtimeSessionContract } from "#shared/api/tenfold.ts";
import { TURNSTILE_HEADER } from "#shared/schemas.ts";
import { activityFor, extractToken, HANG_UP_REASONS, maxCallSeconds, type VoiceEvent } from "./voice-state.ts";

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

/** The realtime events (GA names) that carry a finished transcript, and whose words they are. */
const TRANSCRIPT_DONE: Readonly<Record<string, "user" | "ai">> = {
  "conversation.item.input_audio_transcription.completed": "user",
  "response.output_audio_transcript.done": "ai",
};

/** What the call reports: status events, each finished transcript, its sound, and "no voice here". */
export interface CallListener {
  readonly dispatch: (event: VoiceEvent) => void;
  readonly spoken: (role: "user" | "ai", text: string) => void;
  /** The call's sound for the page's <audio> element, or null for silence. */
  readonly play: (source: MediaStream | null) => void;
  readonly notConfigured: () => void;
}

export class RealtimeCall {
  private call: Call = {};
  /** Each connect's number: what arrives for an earlier call (after a hang-up) is ignored. */
  private generation = 0;

  /**
   * `turnstileToken` reads the current Turnstile token when the site uses Turnstile (the voice tab
   * renders the check when it opens).
   */
  constructor(
    private readonly turnstileToken: () => string | undefined,
    private readonly on: CallListener,
  ) {}

  /** A call holds the microphone from the moment it is granted until it ends. */
  get live(): boolean {
    return this.call.stream !== undefined;
  }

  hangUp(): void {
    this.generation += 1;
    const { stream, peer, channel, limit } = this.call;
    if (limit) clearTimeout(limit);
    stream?.getTracks().forEach((track) => track.stop());
    channel?.close();
    peer?.close();
    this.call = {};
    this.on.play(null);
  }

  toggleMute(): void {
    const tracks = this.call.stream?.getAudioTracks() ?? [];
    for (const track of tracks) track.enabled = !track.enabled;
    this.on.dispatch({ type: "toggle-mute" });
  }

  async connect(): Promise<void> {
    this.hangUp();
    const mine = ++this.generation;
    const stale = () => this.generation !== mine;
    const { dispatch } = this.on;
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
    this.call.stream = stream;
    dispatch({ type: "microphone-granted" });
    try {
      const { token, maxCallSeconds: longest } = await fetchToken(this.turnstileToken());
      if (stale()) return;
      const peer = new RTCPeerConnection({ iceServers: [{ urls: STUN_SERVER }] });
      this.call.peer = peer;
      peer.ontrack = (event) => this.on.play(event.streams[0] ?? null);
      for (const track of stream.getTracks()) peer.addTrack(track, stream);
      const channel = peer.createDataChannel("oai-events");
      this.call.channel = channel;
      channel.onopen = () => {
        if (stale()) return;
        dispatch({ type: "connected" });
        // The server budgets each call at this length; the call ends here, and says why.
        this.call.limit = setTimeout(() => {
          if (stale()) return;
          this.hangUp();
          dispatch({ type: "disconnect", reason: HANG_UP_REASONS.timeLimit(longest) });
        }, longest * 1000);
      };
      channel.onmessage = (message) => {
        if (!stale()) this.heard(message.data);
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
      this.hangUp();
      if (error instanceof VoiceNotConfigured) this.on.notConfigured();
      dispatch({ type: "fail", message: error instanceof Error ? error.message : "Voice connection failed" });
    }
  }

  /** One event from the data channel: the status line's activity, and each finished transcript. */
  private heard(data: unknown): void {
    try {
      const event = JSON.parse(String(data)) as { type?: unknown; transcript?: unknown };
      const type = typeof event.type === "string" ? event.type : "";
      const activity = activityFor(type);
      if (activity) this.on.dispatch({ type: "activity", activity });
      // Each finished transcript joins the conversation, so the chat tab holds the call too.
      const spokenBy = TRANSCRIPT_DONE[type];
      if (spokenBy && typeof event.transcript === "string") this.on.spoken(spokenBy, event.transcript);
    } catch {
      // Not JSON: nothing for the status line.
    }
  }
}
