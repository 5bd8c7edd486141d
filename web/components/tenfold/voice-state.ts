// TENFOLD voice session states (spec section 4), one reducer, tested without a DOM.
export type VoiceActivity = "ready" | "listening" | "speaking";

export type VoiceState =
  | { readonly kind: "idle" }
  | { readonly kind: "connecting"; readonly step: "microphone" | "service" }
  | { readonly kind: "connected"; readonly activity: VoiceActivity; readonly muted: boolean }
  | { readonly kind: "disconnected" }
  | { readonly kind: "failed"; readonly message: string };

export type VoiceEvent =
  | { readonly type: "start" }
  | { readonly type: "microphone-granted" }
  | { readonly type: "connected" }
  | { readonly type: "activity"; readonly activity: VoiceActivity }
  | { readonly type: "toggle-mute" }
  | { readonly type: "fail"; readonly message: string }
  | { readonly type: "disconnect" };

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
      return state.kind === "idle" ? state : { kind: "disconnected" };
  }
}

/** What the tab says for each state (spec section 4 and 8). */
export function voiceStatusText(state: VoiceState): string {
  switch (state.kind) {
    case "idle":
      return "Starting voice chat…";
    case "connecting":
      return state.step === "microphone" ? "Requesting microphone…" : "Connecting to the voice service…";
    case "connected":
      if (state.muted) return "Microphone muted";
      return state.activity === "speaking" ? "Speaking..." : state.activity === "listening" ? "Listening..." : "Ready to chat";
    case "disconnected":
      return "Disconnected";
    case "failed":
      return `Connection failed: ${state.message}`;
  }
}

/** Spec section 3: the token may come as client_secret.value or .token, ephemeral_key, or token. */
export function extractToken(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const b = body as Record<string, unknown>;
  const secret = b["client_secret"];
  if (typeof secret === "string" && secret) return secret;
  if (secret && typeof secret === "object") {
    const s = secret as Record<string, unknown>;
    for (const key of ["value", "token"]) if (typeof s[key] === "string" && s[key]) return s[key] as string;
  }
  for (const key of ["ephemeral_key", "token"]) if (typeof b[key] === "string" && b[key]) return b[key] as string;
  return undefined;
}

/** Transcript events of the GA interface and of the spec's (beta) names. */
export function activityFor(eventType: string): VoiceActivity | undefined {
  if (eventType === "response.output_audio_transcript.delta" || eventType === "response.transcript.delta") return "speaking";
  if (eventType === "conversation.item.input_audio_transcription.delta" || eventType === "input.transcript.delta") return "listening";
  if (eventType === "response.done" || eventType === "response.output_audio.done") return "ready";
  return undefined;
}
