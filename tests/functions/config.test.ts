// The settings are parsed once per request: unset or blank ones take the code's defaults, valid
// overrides are read, and a mistyped one stops the API with "server misconfigured", naming the
// setting in the log, instead of running on a default.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readConfig, type Config } from "../../functions/lib/platform/config.ts";
import { LOCAL_VARS, SETTING_DEFAULTS } from "../../functions/lib/platform/settings.ts";
import type { AppEnv } from "../../functions/lib/platform/env.ts";
import { callApi, postJson, rows } from "./call-api.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

/** Only what a test sets, in local development (no secrets needed). */
const configOf = (vars: Record<string, string | undefined> = {}): Config => {
  const { config, problem } = readConfig({ SITE_ENV: "development", ...vars } as unknown as AppEnv);
  if (!config) throw new Error(`unexpected problem: ${problem}`);
  return config;
};

const problemOf = (vars: Record<string, string>): string | undefined =>
  readConfig({ SITE_ENV: "development", ...vars } as unknown as AppEnv).problem;

describe("defaults", () => {
  it("gives every unset setting its default", () => {
    const config = configOf();
    expect(config.rateRules).toEqual({
      contact: { limit: 5, windowSeconds: 600 },
      subscribe: { limit: 10, windowSeconds: 3600 },
      chat: { limit: 12, windowSeconds: 60 },
      voice: { limit: 5, windowSeconds: 300 },
      proof: { limit: 10, windowSeconds: 600 },
      feedback: { limit: 30, windowSeconds: 60 },
      storyscanner: { limit: 20, windowSeconds: 600 },
      sensechecker: { limit: 20, windowSeconds: 600 },
      triage: { limit: 20, windowSeconds: 600 },
      govcal: { limit: 120, windowSeconds: 600 },
    });
    expect(config.tools.model).toBeUndefined();
    expect(config.chat).toEqual({ model: undefined, limits: { perClientDaily: 40, siteDaily: 2000 } });
    expect(config.voice).toEqual({
      session: undefined,
      limits: {
        maxCallSeconds: 300,
        maxOutputTokens: 300,
        clientDailySessions: 6,
        siteDailySessions: 120,
        clientDailyMinutes: 30,
        siteDailyMinutes: 600,
      },
    });
    // Without TURNSTILE_HOSTNAMES a token counts only from the site's own origin.
    expect(config.turnstile).toEqual({ secret: undefined, hostnames: ["www.example.com"] });
    expect(config.site).toEqual({ env: "development", url: "https://www.example.com" });
  });

  it("sets up the model for chat and voice only when OPENAI_API_KEY is set", () => {
    const { chat, voice } = configOf({ OPENAI_API_KEY: "sk-test" });
    const connection = { apiKey: "sk-test", baseURL: "https://api.openai.com/v1", timeoutMs: 20_000 };
    expect(chat.model).toEqual({ ...connection, model: "gpt-5-mini", maxOutputTokens: 400 });
    expect(voice.session).toEqual({
      ...connection,
      model: "gpt-realtime",
      voice: "marin",
      transcriptionModel: "gpt-4o-mini-transcribe",
      ttlSeconds: 10,
      maxOutputTokens: 300,
      maxCallSeconds: 300,
    });
  });

  it("counts a blank setting (a variable saved empty) as unset", () => {
    expect(
      configOf({ RATE_LIMIT_CHAT: "", CHAT_TIMEOUT_MS: "  ", TURNSTILE_HOSTNAMES: "", OPENAI_API_KEY: "" }),
    ).toEqual(configOf());
  });

  it("gives the tests' bindings (vitest.config.ts) the same defaults, not values of their own", () => {
    const bound = env as unknown as Record<string, unknown>;
    // The one outside source the whole lane points at its fake: every GovCal list reads GOV.UK.
    const faked = { GOVUK_API_BASE: String(bound["GOVUK_API_BASE"]) };
    expect(faked.GOVUK_API_BASE).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    for (const [name, value] of Object.entries(SETTING_DEFAULTS)) {
      if (!(name in faked)) expect(bound[name], name).toBe(value);
    }
    const { config } = readConfig(env);
    // The lane's one secret besides the defaults: the newsletter links' key.
    expect(config).toEqual(configOf({ ...LOCAL_VARS, ...faked, EMAIL_TOKEN_SECRET: env.EMAIL_TOKEN_SECRET }));
  });
});

describe("staff sign-in settings", () => {
  it("reads Access's team address with or without its scheme, and its audience", () => {
    const expected = { issuer: "https://larkspur.cloudflareaccess.com", audience: "aud-tag" };
    expect(
      configOf({ ACCESS_TEAM_DOMAIN: "larkspur.cloudflareaccess.com", ACCESS_AUD: "aud-tag" }).staff.access,
    ).toEqual(expected);
    expect(
      configOf({ ACCESS_TEAM_DOMAIN: "https://larkspur.cloudflareaccess.com/", ACCESS_AUD: " aud-tag " }).staff.access,
    ).toEqual(expected);
  });

  it("refuses a team address that is not https (except on loopback) or carries a path, and one setting without the other", () => {
    expect(problemOf({ ACCESS_TEAM_DOMAIN: "http://larkspur.cloudflareaccess.com", ACCESS_AUD: "a" })).toContain(
      "ACCESS_TEAM_DOMAIN must be",
    );
    expect(
      problemOf({ ACCESS_TEAM_DOMAIN: "https://larkspur.cloudflareaccess.com/cdn-cgi", ACCESS_AUD: "a" }),
    ).toContain("ACCESS_TEAM_DOMAIN must be");
    expect(problemOf({ ACCESS_TEAM_DOMAIN: "http://127.0.0.1:9000", ACCESS_AUD: "a" })).toBeUndefined();
    expect(problemOf({ ACCESS_AUD: "a" })).toContain("ACCESS_TEAM_DOMAIN must be set with ACCESS_AUD");
    expect(problemOf({ ACCESS_TEAM_DOMAIN: "larkspur.cloudflareaccess.com" })).toContain(
      "ACCESS_AUD must be set with ACCESS_TEAM_DOMAIN",
    );
  });

  it("takes ADMIN_TOKEN only at 32 characters or more, and offers development's sign-in only in development", () => {
    expect(configOf({ ADMIN_TOKEN: "t".repeat(31) }).staff).toMatchObject({
      token: undefined,
      shortToken: true,
      devSignIn: false,
    });
    expect(configOf({ ADMIN_TOKEN: "t".repeat(32) }).staff).toMatchObject({ token: "t".repeat(32), devSignIn: true });
    const deployed = configOf({
      ADMIN_TOKEN: "t".repeat(32),
      SITE_ENV: "production",
      CLIENT_HASH_SALT: "s".repeat(32),
      EMAIL_TOKEN_SECRET: "e".repeat(32),
    });
    expect(deployed.staff.devSignIn).toBe(false);
  });
});

describe("valid overrides", () => {
  it("reads each kind of setting", () => {
    const config = configOf({
      RATE_LIMIT_CHAT: " 3/30 ",
      RATE_LIMIT_FEEDBACK: "1/86400",
      RATE_LIMIT_TOOLS: "2/60",
      TOOL_MODEL_BUDGET_MS: "750",
      CHAT_TIMEOUT_MS: "500",
      CHAT_SITE_DAILY_LIMIT: "9000",
      VOICE_CLIENT_DAILY_MINUTES: "12",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: "http://127.0.0.1:9999/v1",
      OPENAI_CHAT_MODEL: "gpt-5",
      TURNSTILE_HOSTNAMES: "WWW.Example.com, .larkspur-site.pages.dev,",
      SITE_URL: "https://preview.larkspur-site.pages.dev",
      SITE_ENV: "preview",
      CLIENT_HASH_SALT: "s".repeat(32),
      EMAIL_TOKEN_SECRET: "e".repeat(32),
    });
    expect(config.rateRules.chat).toEqual({ limit: 3, windowSeconds: 30 });
    expect(config.rateRules.feedback).toEqual({ limit: 1, windowSeconds: 86_400 });
    expect(config.chat.model).toMatchObject({ baseURL: "http://127.0.0.1:9999/v1", timeoutMs: 500, model: "gpt-5" });
    expect(config.voice.session).toMatchObject({ timeoutMs: 500 });
    // Each tool counts on its own bucket under the one setting, and waits for the model only its own budget.
    expect([config.rateRules.storyscanner, config.rateRules.triage]).toEqual([
      { limit: 2, windowSeconds: 60 },
      { limit: 2, windowSeconds: 60 },
    ]);
    expect(config.tools.model).toMatchObject({ model: "gpt-5", timeoutMs: 750 });
    expect(config.chat.limits.siteDaily).toBe(9000);
    expect(config.voice.limits.clientDailyMinutes).toBe(12);
    expect(config.turnstile.hostnames).toEqual(["www.example.com", ".larkspur-site.pages.dev"]);
    expect(config.site).toEqual({ env: "preview", url: "https://preview.larkspur-site.pages.dev" });
  });
});

describe("a mistyped setting", () => {
  // Grouped by what the log says the setting must be.
  const RATE = 'must be "requests/seconds"';
  const WHOLE = "must be a whole number of 1 or more";
  const URL_FORM = "must be an http:// or https:// URL";
  const isRefused = (_case: string, name: string, value: string, expected: string = WHOLE) => {
    expect(problemOf({ [name]: value })).toContain(`${name} ${expected}`);
  };
  it.each([
    ["a rate limit in words", "RATE_LIMIT_CHAT", "12 per minute", RATE],
    ["a rate limit of none", "RATE_LIMIT_CONTACT", "0/600", RATE],
    ["a rate limit without a window", "RATE_LIMIT_VOICE", "5/0", RATE],
    [
      "a window longer than requests are kept",
      "RATE_LIMIT_SUBSCRIBE",
      "10/86401",
      `${RATE}, both whole numbers of 1 or more and the window at most a day`,
    ],
  ])("is refused: %s", isRefused);

  it.each([
    ["a number in letters", "CHAT_TIMEOUT_MS", "abc"],
    ["a negative number", "CHAT_TIMEOUT_MS", "-5"],
    ["zero", "CHAT_CLIENT_DAILY_LIMIT", "0"],
    ["a fraction", "VOICE_MAX_CALL_SECONDS", "1.5"],
    ["an exponent", "CHAT_MAX_OUTPUT_TOKENS", "4e2"],
  ])("is refused: %s", isRefused);

  it.each([
    ["a URL without its scheme", "OPENAI_BASE_URL", "api.openai.com/v1", URL_FORM],
    ["a URL of another scheme", "SITE_URL", "ftp://www.example.com", URL_FORM],
    [
      "a URL among the Turnstile hostnames",
      "TURNSTILE_HOSTNAMES",
      "www.example.com,https://www.example.com",
      "must be a comma-separated list of hostnames",
    ],
    ["an unknown site environment", "SITE_ENV", "developement", 'must be "development", "preview", "production"'],
  ])("is refused: %s", isRefused);

  it("names the default where there is one, and every mistyped setting at once", () => {
    const problem = problemOf({ CHAT_TIMEOUT_MS: "abc", RATE_LIMIT_CHAT: "12 per minute" });
    expect(problem).toContain(
      'RATE_LIMIT_CHAT must be "requests/seconds", both whole numbers of 1 or more and the window at most a day (the default is "12/60")',
    );
    expect(problem).toContain('CHAT_TIMEOUT_MS must be a whole number of 1 or more (the default is "20000")');
    // The log names the setting and what it takes, never the value it holds.
    expect(problem).not.toContain("per minute");
  });

  it("stops every endpoint with 500 server misconfigured, naming the setting in the log only", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const mistyped = { RATE_LIMIT_CONTACT: "5 per 10 minutes" };
    const contact = {
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "We need help with a consultation response.",
      privacy: true,
    };
    for (const response of [
      await callApi("/api/health", {}, mistyped),
      await postJson("/api/contact", contact, {}, mistyped),
    ]) {
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: "server misconfigured", code: "misconfigured" });
    }
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^Server misconfigured: RATE_LIMIT_CONTACT must be "requests\/seconds"/),
    );
    expect(await rows("SELECT id FROM contact_messages")).toEqual([]);
  });

  it("is reported after a missing secret, which matters more", () => {
    const problem = readConfig({ SITE_ENV: "production", CHAT_TIMEOUT_MS: "abc" } as unknown as AppEnv).problem;
    expect(problem).toMatch(/^CLIENT_HASH_SALT is not set .*; CHAT_TIMEOUT_MS must be a whole number/);
  });
});
