// The functions' tunable settings and their defaults, in one place and in the form `env` holds
// them (strings, as wrangler.toml's [vars] write them). functions/lib/platform/config.ts parses them;
// vitest.config.ts binds them; a test checks that wrangler.toml repeats exactly these values.
// No imports, so Node (vitest.config.ts) can read it as well as workerd.

/** What an unset setting means. Each is documented beside its line in wrangler.toml's [vars]. */
export const SETTING_DEFAULTS = {
  // Rate limits per client, "requests/seconds".
  RATE_LIMIT_CONTACT: "5/600",
  RATE_LIMIT_SUBSCRIBE: "10/3600",
  RATE_LIMIT_CHAT: "12/60",
  RATE_LIMIT_VOICE: "5/300",
  RATE_LIMIT_PROOF: "10/600",
  // Votes on TENFOLD's answers and "Delete my conversation".
  RATE_LIMIT_FEEDBACK: "30/60",
  // TENFOLD's model, used only when the OPENAI_API_KEY secret is set.
  OPENAI_BASE_URL: "https://api.openai.com/v1",
  OPENAI_CHAT_MODEL: "gpt-5-mini",
  CHAT_TIMEOUT_MS: "20000",
  CHAT_MAX_OUTPUT_TOKENS: "400",
  CHAT_CLIENT_DAILY_LIMIT: "40",
  CHAT_SITE_DAILY_LIMIT: "2000",
  // TENFOLD's voice (OpenAI Realtime GA).
  OPENAI_REALTIME_MODEL: "gpt-realtime",
  OPENAI_REALTIME_VOICE: "marin",
  OPENAI_TRANSCRIBE_MODEL: "gpt-4o-mini-transcribe",
  REALTIME_SESSION_TTL_SECONDS: "10",
  VOICE_MAX_CALL_SECONDS: "300",
  VOICE_MAX_OUTPUT_TOKENS: "300",
  VOICE_CLIENT_DAILY_SESSIONS: "6",
  VOICE_SITE_DAILY_SESSIONS: "120",
  VOICE_CLIENT_DAILY_MINUTES: "30",
  VOICE_SITE_DAILY_MINUTES: "600",
} as const;

export type SettingName = keyof typeof SETTING_DEFAULTS;

/**
 * What this machine (`wrangler pages dev`, the tests) sets besides the defaults: local development,
 * and the hostnames Cloudflare's Turnstile test keys report. Deployments set their own
 * (wrangler.toml's [env.preview] and [env.production]).
 */
export const LOCAL_VARS = {
  SITE_ENV: "development",
  TURNSTILE_HOSTNAMES: "www.example.com,localhost,127.0.0.1,example.com",
  SITE_URL: "https://www.example.com",
} as const;
