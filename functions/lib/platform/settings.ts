// Every setting the functions read, declared once: how its value is parsed, its default, whether
// it is a secret, what it does and where its value comes from. readConfig (config.ts) reads and
// checks env by this table; the staff health page lists the settings it names; a test holds
// wrangler.toml's [vars], .dev.vars.example and the README's settings table to it.
import * as v from "valibot";
import { site } from "#shared/site.ts";
import { parseRule } from "./rate-rule.ts";
import { accessTeamIssuer } from "./staff-settings.ts";

/** Where a token may come from when TURNSTILE_HOSTNAMES is unset: the site's own origin (web/shared/site.ts). */
const SITE_HOSTNAME = new URL(site.origin).hostname;

/**
 * TURNSTILE_HOSTNAMES (comma-separated; ".example.com" allows its subdomains) as a list, or
 * undefined when an entry is not a hostname (a mistyped entry must not quietly match nothing).
 */
function parseHostnames(setting: string): string[] | undefined {
  const listed = setting
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return listed.every((h) => /^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(h)) ? listed : undefined;
}

/** A setting parsed by `parse`, which answers undefined for a value that is not `expected`. */
const parsed = <T>(parse: (value: string) => T | undefined, expected: string) =>
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = parse(dataset.value.trim());
      if (value !== undefined) return value;
      addIssue({ message: `must be ${expected}` });
      return NEVER;
    }),
  );

const count = parsed(
  (value) =>
    /^\d+$/.test(value) && Number.isSafeInteger(Number(value)) && Number(value) >= 1 ? Number(value) : undefined,
  "a whole number of 1 or more",
);
const rule = parsed(parseRule, '"requests/seconds", both whole numbers of 1 or more and the window at most a day');
const httpUrl = parsed(
  (value) => (/^https?:\/\/[^/]/i.test(value) && URL.canParse(value) ? value : undefined),
  "an http:// or https:// URL",
);
const flag = parsed((value) => (value === "true" ? true : value === "false" ? false : undefined), '"true" or "false"');
const hostnames = parsed(parseHostnames, "a comma-separated list of hostnames");
const teamDomain = parsed(accessTeamIssuer, "the Access team's address, https://<team>.cloudflareaccess.com");

const SITE_ENVS = ["development", "preview", "production"] as const;
export type SiteEnv = (typeof SITE_ENVS)[number];
const siteEnv = v.picklist(SITE_ENVS, `must be ${SITE_ENVS.map((e) => `"${e}"`).join(", ")}`);

/** The health page's checks (functions/lib/staff/staff-health.ts), each over the settings that name it. */
export type HealthCheckName =
  | "The key for visitors' pseudonymous ids"
  | "The key for newsletter links"
  | "Turnstile bot check"
  | "Cloudflare Access"
  | "Staff token for scripts"
  | "Email provider"
  | "Staff notifications"
  | "TENFOLD's model";

interface Setting {
  /** Reads the value as env holds it (a string); a value it refuses stops the functions, naming the setting. */
  readonly parse: v.GenericSchema<string, unknown>;
  /** What an unset or blank setting means, written as env would hold it; without one it stays unset. */
  readonly default?: string;
  /** Set in .dev.vars and the Pages project's secrets, never in wrangler.toml. */
  readonly secret: boolean;
  /** Each deployment's section of wrangler.toml sets its own value, so it need not be the default. */
  readonly perDeployment?: true;
  /** Its value on this machine (`wrangler pages dev`, the tests), when that is not the default. */
  readonly local?: string;
  /** What it does. */
  readonly about: string;
  /** A secret's comment in .dev.vars.example: where its value comes from, and what unset means. */
  readonly source?: string;
  /** The health page's check that covers it, if any. */
  readonly health?: HealthCheckName;
}

export const SETTINGS = {
  SITE_ENV: {
    parse: siteEnv,
    secret: false,
    perDeployment: true,
    local: "development",
    about: "where this copy runs; only development may run without CLIENT_HASH_SALT and EMAIL_TOKEN_SECRET",
  },
  SITE_URL: {
    parse: httpUrl,
    default: site.origin,
    secret: false,
    perDeployment: true,
    local: "https://www.example.com",
    about: "the site's public address, used for links in emails (never the request's Host header)",
  },
  TURNSTILE_HOSTNAMES: {
    parse: hostnames,
    default: SITE_HOSTNAME,
    secret: false,
    perDeployment: true,
    local: "www.example.com,localhost,127.0.0.1,example.com",
    about: "hostnames a Turnstile token may have been solved on, comma-separated; a leading dot allows subdomains",
  },
  EMAIL_API_BASE: {
    parse: httpUrl,
    secret: false,
    perDeployment: true,
    about: "Resend's API base URL (tests point it at their fake)",
  },
  PARLIAMENT_CALENDAR_API_BASE: {
    parse: httpUrl,
    default: "https://whatson-api.parliament.uk",
    secret: false,
    about:
      "UK Parliament's calendar (What's On) API, which GovCal Pro reads for sitting days and business (tests point it at their fake)",
  },
  GOVUK_API_BASE: {
    parse: httpUrl,
    default: "https://www.gov.uk",
    secret: false,
    about: "GOV.UK's search and content APIs, which GovCal Pro reads for consultations (tests point it at their fake)",
  },
  CLIENT_HASH_SALT: {
    parse: v.string(),
    default: "",
    secret: true,
    about: "HMAC key of the pseudonymous client ids; required, 32 characters or more, outside development",
    source:
      "Required outside local development: at least 32 random characters (`openssl rand -hex 32`); keys the pseudonymous client ids (rate limits, budgets, the id sent to OpenAI).",
    health: "The key for visitors' pseudonymous ids",
  },
  EMAIL_TOKEN_SECRET: {
    parse: v.string(),
    default: "",
    secret: true,
    about: "seals the newsletter's links and keys the suppression hashes; required outside development",
    source:
      "Any long random string (e.g. `openssl rand -hex 32`); signs newsletter links and keys the suppression hashes. Production must set it; unset, a development key from the source is used.",
    health: "The key for newsletter links",
  },
  TURNSTILE_SECRET_KEY: {
    parse: v.string(),
    secret: true,
    about: "when set, the forms and voice calls must carry a valid Cloudflare Turnstile token",
    source: "Cloudflare Turnstile secret key (dashboard > Turnstile > your widget); when set, forms require a token.",
    health: "Turnstile bot check",
  },
  ACCESS_TEAM_DOMAIN: {
    parse: teamDomain,
    secret: true,
    about: "the Cloudflare Access team in front of /staff and /api/admin (set with ACCESS_AUD)",
    source:
      "Cloudflare Access in front of /staff and /api/admin: the team's address (Zero Trust > Settings), e.g. larkspur.cloudflareaccess.com. Set with ACCESS_AUD, or neither; not needed locally.",
    health: "Cloudflare Access",
  },
  ACCESS_AUD: {
    parse: v.string(),
    secret: true,
    about: "the Access application's audience tag (set with ACCESS_TEAM_DOMAIN)",
    source:
      "The Access application's audience (AUD) tag (Zero Trust > Access > Applications > the app > Overview). Set with ACCESS_TEAM_DOMAIN, or neither; not needed locally.",
    health: "Cloudflare Access",
  },
  ADMIN_TOKEN: {
    parse: v.string(),
    secret: true,
    about: "bearer token for scripts reading /api/admin (32 characters or more), and development's sign-in",
    source:
      "Any long random string (e.g. `openssl rand -hex 32`): the bearer token scripts use for /api/admin, and locally the password of the staff console's sign-in (npm run start writes one if this is missing).",
    health: "Staff token for scripts",
  },
  EMAIL_API_KEY: {
    parse: v.string(),
    secret: true,
    about: "Resend API key; with EMAIL_FROM, emails are sent, otherwise they wait in the D1 outbox",
    source:
      'Resend API key (https://resend.com/api-keys, "sending access"); unset, emails wait in the D1 outbox (GET /api/admin/outbox).',
    health: "Email provider",
  },
  EMAIL_FROM: {
    parse: v.string(),
    secret: true,
    about: "sender of the site's emails, on a domain verified with the provider",
    source:
      "Sender for the site's emails, on a domain verified in Resend, e.g. Larkspur Strategy <insights@example.com>.",
    health: "Email provider",
  },
  NOTIFY_WEBHOOK_URL: {
    parse: v.string(),
    secret: true,
    about: "the Slack workflow's webhook that receives each new contact message and proof decision",
    source:
      "The Slack workflow's webhook (https://hooks.slack.com/triggers/...) that receives each new contact message and each proof decision as JSON; the privacy policy names Slack.",
    health: "Staff notifications",
  },
  OPENAI_API_KEY: {
    parse: v.string(),
    secret: true,
    about: "when set, TENFOLD's replies and voice come from OpenAI; unset, from the built-in answerer",
    source:
      "OpenAI API key (https://platform.openai.com/api-keys); unset, TENFOLD answers from the site's content without a model.",
    health: "TENFOLD's model",
  },
  RATE_LIMIT_CONTACT: { parse: rule, default: "5/600", secret: false, about: "per-client limit of POST /api/contact" },
  RATE_LIMIT_SUBSCRIBE: {
    parse: rule,
    default: "10/3600",
    secret: false,
    about: "per-client limit of POST /api/subscribe",
  },
  RATE_LIMIT_CHAT: { parse: rule, default: "12/60", secret: false, about: "per-client limit of TENFOLD's chat" },
  RATE_LIMIT_VOICE: {
    parse: rule,
    default: "5/300",
    secret: false,
    about: "per-client limit of voice sessions minted",
  },
  RATE_LIMIT_PROOF: {
    parse: rule,
    default: "10/600",
    secret: false,
    about: "per-client limit of decisions on proof links",
  },
  RATE_LIMIT_FEEDBACK: {
    parse: rule,
    default: "30/60",
    secret: false,
    about: 'per-client limit of votes on TENFOLD\'s answers and "Delete my conversation"',
  },
  RATE_LIMIT_TOOLS: {
    parse: rule,
    default: "20/600",
    secret: false,
    about: "per-client limit of each tool a visitor can try (StoryScanner, SenseChecker, Triage Bot), counted per tool",
  },
  RATE_LIMIT_PUBLIC_DATA: {
    parse: rule,
    // A calendar app polls a feed every few minutes at most, and a visitor filtering the page asks once a change.
    default: "120/600",
    secret: false,
    about:
      "per-client limit of GovCal Pro's public reads (the list, the iCalendar feed, one entry's .ics), counted together",
  },
  BILLS_API_BASE: {
    parse: httpUrl,
    default: "https://bills-api.parliament.uk",
    secret: false,
    about: "UK Parliament's Bills API base URL, read by Policy Intelligence (tests point it at their fake)",
  },
  OPENAI_BASE_URL: {
    parse: httpUrl,
    default: "https://api.openai.com/v1",
    secret: false,
    about: "OpenAI's API base URL (tests point it at their fake)",
  },
  OPENAI_CHAT_MODEL: {
    parse: v.string(),
    default: "gpt-5-mini",
    secret: false,
    about: "model of TENFOLD's text replies",
  },
  CHAT_TIMEOUT_MS: { parse: count, default: "20000", secret: false, about: "timeout of a model request, in ms" },
  CHAT_MAX_OUTPUT_TOKENS: {
    parse: count,
    default: "400",
    secret: false,
    about: "the most a text reply may say, in tokens",
  },
  TOOL_MODEL_BUDGET_MS: {
    parse: count,
    default: "8000",
    secret: false,
    about: "how long a tool waits for the model's reading before it answers with its built-in one, in ms",
  },
  TOOLS_FETCH_ALLOW_LOOPBACK: {
    parse: flag,
    default: "false",
    secret: false,
    about:
      "development only: lets StoryScanner fetch loopback addresses (the tests' fake news site) and staff add a council on loopback to Council Radar (the fake ModernGov service); private and link-local stay refused, and outside development it stops the functions",
  },
  CHAT_CLIENT_DAILY_LIMIT: { parse: count, default: "40", secret: false, about: "model uses a day per client" },
  CHAT_SITE_DAILY_LIMIT: { parse: count, default: "2000", secret: false, about: "model uses a day for the site" },
  OPENAI_REALTIME_MODEL: {
    parse: v.string(),
    default: "gpt-realtime",
    secret: false,
    about: "model of TENFOLD's voice",
  },
  OPENAI_REALTIME_VOICE: { parse: v.string(), default: "marin", secret: false, about: "the voice TENFOLD speaks in" },
  OPENAI_TRANSCRIBE_MODEL: {
    parse: v.string(),
    default: "gpt-4o-mini-transcribe",
    secret: false,
    about: "model that writes down what the visitor says in a call",
  },
  REALTIME_SESSION_TTL_SECONDS: {
    parse: count,
    default: "10",
    secret: false,
    about: "how long a voice secret may wait to be used (10 is the provider's minimum)",
  },
  VOICE_MAX_CALL_SECONDS: {
    parse: count,
    default: "300",
    secret: false,
    about: "the browser hangs up after this long",
  },
  VOICE_MAX_OUTPUT_TOKENS: {
    parse: count,
    default: "300",
    secret: false,
    about: "the most a spoken reply may say, in tokens",
  },
  VOICE_CLIENT_DAILY_SESSIONS: { parse: count, default: "6", secret: false, about: "voice calls a day per client" },
  VOICE_SITE_DAILY_SESSIONS: { parse: count, default: "120", secret: false, about: "voice calls a day for the site" },
  VOICE_CLIENT_DAILY_MINUTES: { parse: count, default: "30", secret: false, about: "voice minutes a day per client" },
  VOICE_SITE_DAILY_MINUTES: { parse: count, default: "600", secret: false, about: "voice minutes a day for the site" },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
type Declared = typeof SETTINGS;
type NamesWhere<Shape> = { [K in SettingName]: Declared[K] extends Shape ? K : never }[SettingName];

/** The secrets, which wrangler.toml never holds: typed by hand here, not by `wrangler types`. */
export type SecretName = NamesWhere<{ secret: true }>;

const entries = Object.entries(SETTINGS) as [SettingName, Setting][];

/** The defaults every deployment shares, in the form env holds them (wrangler.toml repeats them in each section). */
export const SETTING_DEFAULTS = Object.fromEntries(
  entries.flatMap(([name, s]) => (s.default !== undefined && !s.secret && !s.perDeployment ? [[name, s.default]] : [])),
) as Record<Exclude<NamesWhere<{ default: string }>, NamesWhere<{ perDeployment: true }> | SecretName>, string>;

/**
 * What this machine (`wrangler pages dev`, the tests) sets besides the defaults: local development,
 * and the hostnames Cloudflare's Turnstile test keys report. Deployments set their own
 * (wrangler.toml's [env.preview] and [env.production]).
 */
export const LOCAL_VARS = Object.fromEntries(
  entries.flatMap(([name, s]) => (s.local !== undefined ? [[name, s.local]] : [])),
) as Record<NamesWhere<{ local: string }>, string>;

/** The schema of env's settings: a setting with a default is always there (readConfig fills it in), one without is optional. */
type Entries = {
  [K in SettingName]: Declared[K] extends { default: string }
    ? Declared[K]["parse"]
    : v.OptionalSchema<Declared[K]["parse"], undefined>;
};
export const settingsSchema = v.object(
  Object.fromEntries(
    entries.map(([name, s]) => [name, s.default !== undefined ? s.parse : v.optional(s.parse)]),
  ) as Entries,
);
