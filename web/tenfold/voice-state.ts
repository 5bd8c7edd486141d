// TENFOLD voice session states (idle, connecting, connected, disconnected, failed), one reducer,
// tested without a DOM.
export type VoiceActivity = "ready" | "listening" | "speaking";

export type VoiceState =
  | { readonly kind: "idle" }
  | { readonly kind: "connecting"; readonly step: "microphone" | "service" }
  | { readonly kind: "connected"; readonly activity: VoiceActivity; readonly muted: boolean }
  | { readonly kind: "disconnected"; readonly reason?: string }
  | { readonly kind: "failed"; readonly message: string };

export type VoiceEvent =
  | { readonly type: "start" }
  | { readonly type: "microphone-granted" }
  | { readonly type: "connected" }
  | { readonly type: "activity"; readonly activity: VoiceActivity }
  | { readonly type: "toggle-mute" }
  | { readonly type: "fail"; readonly message: string }
  | { readonly type: "disconnect"; readonly reason?: string };

export function voiceReducer(state: VoiceState, event: VoiceEvent): VoiceState {
  switch (event.type) {
    case "start":
      return { kind: "connecting", step: "microphone" };
    case "microphone-granted":
      return state.kind === "connecting" ? { kind: "connecting", step: "service" } : state;
    case "connected":
      return state.kind === "connecting" ? { kind: "connected", activity: "ready", muted: false } : state;
    case "activity":
      return state.kind === "connected" ? { ...state, activity: event.activity } : state;
    case "toggle-mute":
      return state.kind === "connected" ? { ...state, muted: !state.muted } : state;
    case "fail":
      return { kind: "failed", message: event.message };
    case "disconnect":
      return state.kind === "idle"
        ? state
        : { kind: "disconnected", ...(event.reason ? { reason: event.reason } : {}) };
  }
}

/** What the tab says for each state, a failure as "Connection failed: " and its reason. */
export function voiceStatusText(state: VoiceState): string {
  switch (state.kind) {
    case "idle":
      return "Starting voice chat…";
    case "connecting":
      return state.step === "microphone" ? "Requesting microphone…" : "Connecting to the voice service…";
    case "connected":
      if (state.muted) return "Microphone muted";
      return state.activity === "speaking"
        ? "Speaking..."
        : state.activity === "listening"
          ? "Listening..."
          : "Ready to chat";
    case "disconnected":
      return "Disconnected";
    case "failed":
      return `Connection failed: ${state.message}`;
  }
}

/** Why the call ended, when TENFOLD ended it (shown under the status). */
export function voiceNote(state: VoiceState): string | undefined {
  return state.kind === "disconnected" ? state.reason : undefined;
}

/** The reasons TENFOLD hangs up by itself, in the visitor's terms. */
export const HANG_UP_REASONS = {
  timeLimit: (seconds: number) =>
    `The call ended after ${seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? "" : "s"}` : `${seconds} seconds`}, the longest a voice call with TENFOLD can last. Connect again to carry on.`,
  hidden: "The call ended because this tab was hidden, so TENFOLD stopped listening. Connect again when you're back.",
} as const;

/** The longest call the server allows (seconds), from its answer; absent or unreadable means the default. */
export function maxCallSeconds(body: unknown, fallback = 300): number {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)["max_call_seconds"] : undefined;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The token may come as client_secret.value or .token, ephemeral_key, or token. */
export function extractToken(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const b = body as Record<string, unknown>;
  const secret = b["client_secret"];
  if (typeof secret === "string" && secret) return secret;
  if (secret && typeof secret === "object") {
    const s = secret as Record<string, unknown>;
    for (const key of ["value", "token"]) if (typeof s[key] === "string" && s[key]) return s[key];
  }
  for (const key of ["ephemeral_key", "token"]) if (typeof b[key] === "string" && b[key]) return b[key];
  return undefined;
}

/** Transcript events of the GA interface and of the spec's (beta) names. */
export function activityFor(eventType: string): VoiceActivity | undefined {
  if (eventType === "response.output_audio_transcript.delta" || eventType === "response.transcript.delta")
    return "speaking";
  if (eventType === "conversation.item.input_audio_transcription.delta" || eventType === "input.transcript.delta")
    return "listening";
  if (eventType === "response.done" || eventType === "response.output_audio.done") return "ready";
  return undefined;
}
