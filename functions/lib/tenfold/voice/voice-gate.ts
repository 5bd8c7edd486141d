// Whether this deployment may start realtime voice calls. A call spends the OpenAI budget by the
// minute and its secret goes to whoever asks, so a deployment starts none unless Turnstile checks
// the asker first (docs/decisions/0004-voice-cost-bounds.md); only local development, where the
// key is a developer's own, runs voice without it.
import type { Config } from "../../platform/config.ts";

/** "on"; "no-key": no OPENAI_API_KEY, so no realtime voice; "needs-turnstile": a key, but no bot check in a deployment. */
export type VoiceGate = "on" | "no-key" | "needs-turnstile";

export function voiceGate(config: Pick<Config, "site" | "turnstile" | "voice">): VoiceGate {
  if (!config.voice.session) return "no-key";
  if (config.site.env !== "development" && !config.turnstile.secret) return "needs-turnstile";
  return "on";
}
