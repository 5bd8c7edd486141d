import { describe, expect, it } from "vitest";
import {
  activityFor,
  extractToken,
  HANG_UP_REASONS,
  maxCallSeconds,
  voiceNote,
  voiceReducer,
  voiceStatusText,
  type VoiceState,
} from "../../web/tenfold/voice-state.ts";

describe("voice session states", () => {
  it("walks idle → connecting (microphone, service) → connected → listening/speaking → disconnected", () => {
    let state: VoiceState = { kind: "idle" };
    const seen: string[] = [];
    for (const event of [
      { type: "start" },
      { type: "microphone-granted" },
      { type: "connected" },
      { type: "activity", activity: "speaking" },
      { type: "activity", activity: "listening" },
      { type: "toggle-mute" },
      { type: "toggle-mute" },
      { type: "disconnect" },
    ] as const) {
      state = voiceReducer(state, event);
      seen.push(voiceStatusText(state));
    }
    expect(seen).toEqual([
      "Requesting microphone…",
      "Connecting to the voice service…",
      "Ready to chat",
      "Speaking...",
      "Listening...",
      "Microphone muted",
      "Listening...",
      "Disconnected",
    ]);
  });

  it("shows failures as 'Connection failed: ' plus the message, and ignores late events", () => {
    const failed = voiceReducer(
      { kind: "connecting", step: "service" },
      { type: "fail", message: "Failed to fetch ephemeral session" },
    );
    expect(voiceStatusText(failed)).toBe("Connection failed: Failed to fetch ephemeral session");
    expect(voiceReducer(failed, { type: "connected" })).toBe(failed);
    expect(voiceReducer(failed, { type: "activity", activity: "speaking" })).toBe(failed);
  });
});

describe("ephemeral token shapes a voice session accepts", () => {
  it.each([
    [{ client_secret: { value: "a" } }, "a"],
    [{ client_secret: { token: "b" } }, "b"],
    [{ ephemeral_key: "c" }, "c"],
    [{ token: "d" }, "d"],
    [{ client_secret: "e" }, "e"],
  ])("reads %j", (body, token) => {
    expect(extractToken(body)).toBe(token);
  });

  it.each([[{}], [null], ["text"], [{ client_secret: {} }], [{ token: "" }]])("finds no token in %j", (body) => {
    expect(extractToken(body)).toBeUndefined();
  });
});

describe("transcript events", () => {
  // GA event names and the spec's (section 7), and one that changes nothing.
  it.each([
    ["response.output_audio_transcript.delta", "speaking"],
    ["response.transcript.delta", "speaking"],
    ["conversation.item.input_audio_transcription.delta", "listening"],
    ["input.transcript.delta", "listening"],
    ["response.done", "ready"],
    ["session.created", undefined],
  ])("maps %s to %s", (event, activity) => {
    expect(activityFor(event)).toBe(activity);
  });
});

describe("hanging up by itself", () => {
  it("keeps the reason TENFOLD ended the call, to show under 'Disconnected'", () => {
    const connected: VoiceState = { kind: "connected", activity: "listening", muted: false };
    const ended = voiceReducer(connected, { type: "disconnect", reason: HANG_UP_REASONS.timeLimit(300) });
    expect(voiceStatusText(ended)).toBe("Disconnected");
    expect(voiceNote(ended)).toBe(
      "The call ended after 5 minutes, the longest a voice call with TENFOLD can last. Connect again to carry on.",
    );
    expect(voiceNote(voiceReducer(connected, { type: "disconnect" }))).toBeUndefined();
    expect(HANG_UP_REASONS.timeLimit(90)).toContain("after 90 seconds");
  });

  it("reads the longest call from the server's answer, falling back to five minutes", () => {
    expect(maxCallSeconds({ client_secret: { value: "a" }, max_call_seconds: 120 })).toBe(120);
    expect(maxCallSeconds({ client_secret: { value: "a" } })).toBe(300);
    expect(maxCallSeconds({ max_call_seconds: "120" })).toBe(300);
    expect(maxCallSeconds({ max_call_seconds: -1 })).toBe(300);
  });
});
