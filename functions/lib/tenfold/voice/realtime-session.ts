// Voice: mints a short-lived client secret for OpenAI's Realtime API (the GA interface:
// POST /v1/realtime/client_secrets; see docs/decisions/0001-realtime-ga.md). The browser uses it
// to open a WebRTC call directly with OpenAI, so the API key never leaves the server.
import { passages } from "../chat/knowledge-index.ts";
import { openAIClient, upstreamError } from "../../platform/openai.ts";
import { NO_ADVICE, persona, SUGGEST_CONTACT, TONE } from "../persona.ts";
import type { RealtimeSettings } from "../../platform/config.ts";

/** The browser accepts client_secret.value (and other shapes); we answer this one. */
export interface RealtimeSessionResponse {
  readonly client_secret: { readonly value: string; readonly expires_at: number };
  /** When the browser must hang up, in seconds from the start of the call. */
  readonly max_call_seconds: number;
}

/** The provider's shortest and longest client-secret lifetimes. */
const SECRET_TTL = { min: 10, max: 7200 } as const;

/** Spoken answers need a compact brief: who we are, how to reach us, and the names of what we do. */
export function voiceInstructions(): string {
  const topic = (id: string) => passages.find((p) => p.id === `topic:${id}`)?.paragraphs[0] ?? "";
  const summaries = (kind: "service" | "tool") =>
    passages.filter((p) => p.kind === kind && p.heading === "" && !p.id.includes("#"));
  const facts = ["assistant", "contact", "offices", "hours"]
    .map(topic)
    .concat(passages.find((p) => p.id === "firm:about")?.paragraphs[0] ?? "");
  return [
    persona("the voice assistant of"),
    `Speak ${TONE}: two or three sentences at a time.`,
    `Only state facts from this brief. If you do not know, say so and ${SUGGEST_CONTACT}. Never give ${NO_ADVICE}.`,
    "",
    ...facts,
    `Services: ${summaries("service")
      .map((p) => p.page)
      .join(", ")}.`,
    `Tools: ${summaries("tool")
      .map((p) => p.paragraphs[0])
      .join(" ")}`,
  ].join("\n");
}

export async function mintRealtimeSession(
  settings: RealtimeSettings,
  fetchImpl?: typeof fetch,
): Promise<RealtimeSessionResponse> {
  const client = openAIClient(settings, fetchImpl);
  try {
    // The tightest session the provider allows: instructions fixed here, a cap on each reply, no
    // tools (nothing the model can call outside this conversation), and a secret that must be
    // used within seconds. What a client secret cannot bound is recorded in docs/decisions/0004.
    const secret = await client.realtime.clientSecrets.create({
      expires_after: {
        anchor: "created_at",
        seconds: Math.min(SECRET_TTL.max, Math.max(SECRET_TTL.min, settings.ttlSeconds)),
      },
      session: {
        type: "realtime",
        model: settings.model,
        instructions: voiceInstructions(),
        max_output_tokens: settings.maxOutputTokens,
        tools: [],
        tool_choice: "none",
        audio: {
          input: { transcription: { model: settings.transcriptionModel }, turn_detection: { type: "server_vad" } },
          output: { voice: settings.voice },
        },
      },
    });
    if (!secret.value) throw new Error("client secret missing in upstream response");
    return {
      client_secret: { value: secret.value, expires_at: secret.expires_at },
      max_call_seconds: settings.maxCallSeconds,
    };
  } catch (error) {
    throw upstreamError(error, {
      log: "Realtime session request failed",
      timeout: "The voice service took too long to answer. Please try again.",
      failed: "The voice service is unavailable right now. Please try again.",
    });
  }
}
