// The functions' settings, read from `env` once per request and checked with valibot, each as
// settings.ts declares it. A mistyped value (RATE_LIMIT_CHAT = "12 per minute", CHAT_TIMEOUT_MS =
// "-5") stops the functions with 500 "server misconfigured" and the setting named in the log, like
// a missing salt (functions/lib/platform/client-identity.ts), instead of quietly running on a
// default. An unset (or blank) setting takes its declared default.
import * as v from "valibot";
import { DEVELOPMENT_KEY, MIN_SECRET_LENGTH } from "./client-identity.ts";
import type { AppEnv } from "./env.ts";
import type { OpenAIConnection, ToolModelSettings } from "./openai.ts";
import type { RateRule } from "./rate-rule.ts";
import { SETTING_DEFAULTS, SETTINGS, settingsSchema as schema, type SiteEnv } from "./settings.ts";
import type { TurnstileSettings } from "./turnstile-check.ts";
import type { StaffSettings } from "./staff-settings.ts";

/** The rate-limit buckets: each counts one kind of visitor request per client. */
export type RateBucket =
  | "contact"
  | "subscribe"
  | "chat"
  | "voice"
  | "proof"
  | "feedback"
  | "storyscanner"
  | "sensechecker"
  | "triage"
  | "govcal";

/**
 * Stands in for EMAIL_TOKEN_SECRET only where SITE_ENV is "development": anyone who reads this
 * file could forge newsletter links with it. Everywhere else the functions refuse to serve
 * without the secret.
 */
const DEVELOPMENT_SECRET = "larkspur-local-development-only-email-token-secret";

// TENFOLD's settings, declared with the others so this module needs nothing from the features.
export interface ModelSettings extends OpenAIConnection {
  readonly model: string;
  readonly maxOutputTokens: number;
}

/** The tools' model (./openai.ts): TENFOLD's connection and text model, within the tools' own time budget. */
export type { ToolModelSettings };

export interface UsageLimits {
  readonly perClientDaily: number;
  readonly siteDaily: number;
}

export interface RealtimeSettings extends OpenAIConnection {
  readonly model: string;
  readonly voice: string;
  readonly transcriptionModel: string;
  readonly ttlSeconds: number;
  /** The most the model may say in one reply (tokens). */
  readonly maxOutputTokens: number;
  /** How long the browser may keep the call open before it hangs up. */
  readonly maxCallSeconds: number;
}

export interface VoiceLimits {
  /** The browser hangs up after this long; each call is budgeted at this length. */
  readonly maxCallSeconds: number;
  /** The most the model may say in one reply, in tokens. */
  readonly maxOutputTokens: number;
  readonly clientDailySessions: number;
  readonly siteDailySessions: number;
  readonly clientDailyMinutes: number;
  readonly siteDailyMinutes: number;
}

export interface Config {
  readonly site: { readonly env: SiteEnv | undefined; readonly url: string };
  readonly rateRules: Readonly<Record<RateBucket, RateRule>>;
  readonly turnstile: TurnstileSettings;
  /** `model` is present when OPENAI_API_KEY is set; otherwise TENFOLD answers with its built-in answerer. */
  readonly chat: { readonly model: ModelSettings | undefined; readonly limits: UsageLimits };
  /** `session` is present when OPENAI_API_KEY is set; otherwise voice is unavailable. */
  readonly voice: { readonly session: RealtimeSettings | undefined; readonly limits: VoiceLimits };
  /**
   * The tools a visitor can try: `model` is present when OPENAI_API_KEY is set (each tool then
   * asks the model first, for at most `model.timeoutMs`); otherwise they read with their built-in readers.
   */
  readonly tools: {
    readonly model: ToolModelSettings | undefined;
    /** TOOL_MODEL_BUDGET_MS, key or not: what bounds work that waits on a tool's reading (an enquiry's triage). */
    readonly budgetMs: number;
    /** Development only (readConfig refuses it elsewhere): StoryScanner may fetch loopback addresses. */
    readonly fetchAllowLoopback: boolean;
  };
  /** Where the public sources the tools read are (functions/lib/platform/public-sources/). */
  readonly publicSources: {
    readonly parliamentCalendarBase: string;
    readonly govukBase: string;
    /** Policy Intelligence: UK Parliament's Bills API (BILLS_API_BASE). */
    readonly billsApiBase: string;
  };
  /** How staff sign in to the console and the /api/admin routes. */
  readonly staff: StaffSettings;
  /** Which secrets are in place, for the staff health page (never their values). */
  readonly secrets: SecretsInPlace;
  /** Where staff notifications of new messages and decisions go (a webhook), or none: they stay in D1. */
  readonly notify: { readonly webhookUrl: string | undefined };
  /** The newsletter's mail: the provider when EMAIL_API_KEY and EMAIL_FROM are set (else mail waits in the outbox), and the key that signs its links. */
  readonly email: { readonly provider: EmailSettings | undefined; readonly tokenSecret: string };
  /** The key of the clients' pseudonyms (functions/lib/platform/client-identity.ts). */
  readonly clientKey: string;
}

export interface EmailSettings {
  readonly apiKey: string;
  readonly from: string;
  readonly baseUrl: string | undefined;
}

export interface SecretsInPlace {
  /** Lengths, since a short key is as unsafe as none: 0 when unset. */
  readonly clientHashSaltLength: number;
  readonly emailTokenSecretLength: number;
  readonly emailProvider: boolean;
  /** The notification webhook's host (not its secret path), or null when none is set. */
  readonly notifyWebhookHost: string | null;
}

function toConfig(s: v.InferOutput<typeof schema>): Config {
  const connection = s.OPENAI_API_KEY
    ? { apiKey: s.OPENAI_API_KEY, baseURL: s.OPENAI_BASE_URL, timeoutMs: s.CHAT_TIMEOUT_MS }
    : undefined;
  const voiceLimits: VoiceLimits = {
    maxCallSeconds: s.VOICE_MAX_CALL_SECONDS,
    maxOutputTokens: s.VOICE_MAX_OUTPUT_TOKENS,
    clientDailySessions: s.VOICE_CLIENT_DAILY_SESSIONS,
    siteDailySessions: s.VOICE_SITE_DAILY_SESSIONS,
    clientDailyMinutes: s.VOICE_CLIENT_DAILY_MINUTES,
    siteDailyMinutes: s.VOICE_SITE_DAILY_MINUTES,
  };
  return {
    site: { env: s.SITE_ENV, url: s.SITE_URL },
    rateRules: {
      contact: s.RATE_LIMIT_CONTACT,
      subscribe: s.RATE_LIMIT_SUBSCRIBE,
      chat: s.RATE_LIMIT_CHAT,
      voice: s.RATE_LIMIT_VOICE,
      proof: s.RATE_LIMIT_PROOF,
      feedback: s.RATE_LIMIT_FEEDBACK,
      storyscanner: s.RATE_LIMIT_TOOLS,
      sensechecker: s.RATE_LIMIT_TOOLS,
      triage: s.RATE_LIMIT_TOOLS,
      govcal: s.RATE_LIMIT_PUBLIC_DATA,
    },
    turnstile: { secret: s.TURNSTILE_SECRET_KEY, hostnames: s.TURNSTILE_HOSTNAMES },
    chat: {
      model: connection && { ...connection, model: s.OPENAI_CHAT_MODEL, maxOutputTokens: s.CHAT_MAX_OUTPUT_TOKENS },
      limits: { perClientDaily: s.CHAT_CLIENT_DAILY_LIMIT, siteDaily: s.CHAT_SITE_DAILY_LIMIT },
    },
    voice: {
      session: connection && {
        ...connection,
        model: s.OPENAI_REALTIME_MODEL,
        voice: s.OPENAI_REALTIME_VOICE,
        transcriptionModel: s.OPENAI_TRANSCRIBE_MODEL,
        ttlSeconds: s.REALTIME_SESSION_TTL_SECONDS,
        maxOutputTokens: voiceLimits.maxOutputTokens,
        maxCallSeconds: voiceLimits.maxCallSeconds,
      },
      limits: voiceLimits,
    },
    tools: {
      model: connection && { ...connection, model: s.OPENAI_CHAT_MODEL, timeoutMs: s.TOOL_MODEL_BUDGET_MS },
      budgetMs: s.TOOL_MODEL_BUDGET_MS,
      fetchAllowLoopback: s.TOOLS_FETCH_ALLOW_LOOPBACK,
    },
    publicSources: {
      parliamentCalendarBase: s.PARLIAMENT_CALENDAR_API_BASE,
      govukBase: s.GOVUK_API_BASE,
      billsApiBase: s.BILLS_API_BASE,
    },
    staff: staffSettings(s),
    notify: { webhookUrl: s.NOTIFY_WEBHOOK_URL },
    email: {
      provider:
        s.EMAIL_API_KEY && s.EMAIL_FROM
          ? { apiKey: s.EMAIL_API_KEY, from: s.EMAIL_FROM, baseUrl: s.EMAIL_API_BASE }
          : undefined,
      // Outside development readConfig has refused to serve without it (see secretProblem).
      tokenSecret: s.EMAIL_TOKEN_SECRET || DEVELOPMENT_SECRET,
    },
    clientKey: s.CLIENT_HASH_SALT || DEVELOPMENT_KEY,
    secrets: {
      clientHashSaltLength: s.CLIENT_HASH_SALT.length,
      emailTokenSecretLength: s.EMAIL_TOKEN_SECRET.length,
      emailProvider: Boolean(s.EMAIL_API_KEY && s.EMAIL_FROM),
      notifyWebhookHost: s.NOTIFY_WEBHOOK_URL
        ? (URL.parse(s.NOTIFY_WEBHOOK_URL)?.host ?? "an address that is not a URL")
        : null,
    },
  };
}

/**
 * A token under 32 characters counts as none, so guessing it stays out of reach; development lets
 * a developer sign in with the token (staff/dev-session.ts), which a deployment never offers.
 */
function staffSettings(s: v.InferOutput<typeof schema>): StaffSettings {
  const token = s.ADMIN_TOKEN && s.ADMIN_TOKEN.length >= MIN_SECRET_LENGTH ? s.ADMIN_TOKEN : undefined;
  const access =
    s.ACCESS_TEAM_DOMAIN && s.ACCESS_AUD ? { issuer: s.ACCESS_TEAM_DOMAIN, audience: s.ACCESS_AUD.trim() } : undefined;
  return {
    token,
    shortToken: Boolean(s.ADMIN_TOKEN) && !token,
    access,
    devSignIn: s.SITE_ENV === "development" && token !== undefined,
  };
}

/**
 * Why the functions must not serve, or undefined when they may; names the setting, never its
 * value. Outside development a missing or short salt would make every client id reversible, and a
 * missing email token secret would let anyone forge newsletter confirmation and unsubscribe links
 * with the development key in the source. Local development is declared, never guessed: only
 * SITE_ENV = "development" (top-level vars in wrangler.toml) runs on the development keys.
 */
function secretProblem(s: Record<string, string>): string | undefined {
  if (s["SITE_ENV"] === "development") return undefined;
  // The tests' fake news site is on loopback; a deployment that fetched loopback would read itself.
  if (s["TOOLS_FETCH_ALLOW_LOOPBACK"]?.trim() === "true")
    return "TOOLS_FETCH_ALLOW_LOOPBACK is on outside local development (it lets StoryScanner fetch loopback addresses)";
  const salt = s["CLIENT_HASH_SALT"] ?? "";
  if (!salt)
    return "CLIENT_HASH_SALT is not set (a secret of at least 32 random characters is required outside local development)";
  if (salt.length < MIN_SECRET_LENGTH) return `CLIENT_HASH_SALT is shorter than ${MIN_SECRET_LENGTH} characters`;
  const emailSecret = s["EMAIL_TOKEN_SECRET"] ?? "";
  if (emailSecret.length < MIN_SECRET_LENGTH)
    return `EMAIL_TOKEN_SECRET is not set or shorter than ${MIN_SECRET_LENGTH} characters (it signs the newsletter's links)`;
  return undefined;
}

/** Settings that are only right together: Access needs both its team and its application's audience. */
function pairProblems(s: v.InferOutput<typeof schema>): string[] {
  if (Boolean(s.ACCESS_TEAM_DOMAIN) === Boolean(s.ACCESS_AUD)) return [];
  return [
    s.ACCESS_TEAM_DOMAIN
      ? "ACCESS_AUD must be set with ACCESS_TEAM_DOMAIN (the Access application's audience tag)"
      : "ACCESS_TEAM_DOMAIN must be set with ACCESS_AUD (the Access team's address)",
  ];
}

/** The settings `env` holds, blank ones left out (a variable saved empty counts as unset), over the defaults. */
function settingsIn(env: AppEnv): Record<string, string> {
  const values = env as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(SETTINGS).flatMap(([name, setting]) => {
      const value = values[name];
      if (typeof value === "string" && value.trim() !== "") return [[name, value]];
      return "default" in setting ? [[name, setting.default]] : [];
    }),
  );
}

/** "CHAT_TIMEOUT_MS must be a whole number of 1 or more (the default is "20000")": the setting, never its value. */
function describe(issue: v.BaseIssue<unknown>): string {
  const key: unknown = issue.path?.[0]?.key;
  const name = typeof key === "string" ? key : "a setting";
  const fallback = Object.hasOwn(SETTING_DEFAULTS, name)
    ? ` (the default is "${SETTING_DEFAULTS[name as keyof typeof SETTING_DEFAULTS]}")`
    : "";
  return `${name} ${issue.message}${fallback}`;
}

export type ConfigResult =
  { readonly config: Config; readonly problem?: undefined } | { readonly config?: undefined; readonly problem: string };

/** The settings, or why the functions must not serve: a missing secret first, then every mistyped setting. */
export function readConfig(env: AppEnv): ConfigResult {
  const settings = settingsIn(env);
  const secret = secretProblem(settings);
  const result = v.safeParse(schema, settings);
  const pairs = result.success ? pairProblems(result.output) : [];
  if (!secret && result.success && pairs.length === 0) return { config: toConfig(result.output) };
  const problems = [secret ?? [], result.success ? pairs : result.issues.map(describe)].flat();
  return { problem: problems.join("; ") };
}
