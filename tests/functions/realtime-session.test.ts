import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callApi, ORIGIN, postJson, rows } from "./call-api.ts";
import { bearer, staffGet } from "./staff-calls.ts";

const model = (key: string, extra: Record<string, string> = {}) => ({
  OPENAI_API_KEY: key,
  OPENAI_BASE_URL: `${env.FAKE_OPENAI_URL}/v1`,
  ...extra,
});
const post = (overrides: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  callApi(
    "/api/realtime-session",
    { method: "POST", headers: { origin: ORIGIN, "cf-connecting-ip": "203.0.113.80", ...headers } },
    overrides,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/realtime-session", () => {
  it("mints a client secret for the tightest GA realtime session: seconds to use it, capped replies, no tools", async () => {
    const response = await post(model("sk-ok", { VOICE_MAX_OUTPUT_TOKENS: "250", VOICE_MAX_CALL_SECONDS: "240" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      client_secret: { value: "ek_fake_client_secret", expires_at: expect.any(Number) },
      max_call_seconds: 240,
    });
    const sent = await lastSecretRequest("sk-ok");
    expect(sent?.body).toMatchObject({
      expires_after: { anchor: "created_at", seconds: 10 },
      session: {
        type: "realtime",
        model: "gpt-realtime",
        max_output_tokens: 250,
        tools: [],
        tool_choice: "none",
        audio: {
          input: { transcription: { model: "gpt-4o-mini-transcribe" }, turn_detection: { type: "server_vad" } },
          output: { voice: "marin" },
        },
      },
    });
    expect(sent?.body.session.instructions).toContain("You are TENFOLD");
    expect(sent?.body.session.instructions).toContain("Bristol");
  });

  it("keeps the secret's lifetime within what the provider accepts", async () => {
    expect(
      (await post(model("sk-ok", { REALTIME_SESSION_TTL_SECONDS: "3" }), { "cf-connecting-ip": "203.0.113.81" }))
        .status,
    ).toBe(200);
    expect((await lastSecretRequest("sk-ok"))?.body.expires_after).toEqual({ anchor: "created_at", seconds: 10 });
  });

  it("answers 503 saying voice is not configured when there is no API key", async () => {
    const response = await post();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: "Voice chat is not configured on this site." });
  });

  it("answers 502 when the upstream refuses, without its detail", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const key of ["sk-500", "sk-429", "sk-malformed", "sk-wrong"]) {
      const response = await post(model(key));
      expect(response.status).toBe(502);
      expect(JSON.stringify(await response.json())).not.toMatch(/secret upstream failure detail|bad key|sk-/);
    }
  });

  it("answers 504 when the upstream hangs", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await post(model("sk-hang", { CHAT_TIMEOUT_MS: "300" }));
    expect(response.status).toBe(504);
  });

  it("refuses a request from another site or with no Origin at all, and a wrong method", async () => {
    expect((await post(model("sk-ok"), { origin: "https://evil.example.net" })).status).toBe(403);
    const bare = await callApi(
      "/api/realtime-session",
      { method: "POST", headers: { "cf-connecting-ip": "203.0.113.82" } },
      model("sk-ok"),
    );
    expect(bare.status).toBe(403);
    expect(await bare.json()).toMatchObject({ error: expect.any(String) });
    expect((await callApi("/api/realtime-session", {}, model("sk-ok"))).status).toBe(405);
  });

  it("counts a client by its IPv6 /64: the sixth request from one network is refused, whatever the interface id", async () => {
    const network = [
      "2001:db8:bbbb:1::1",
      "2001:DB8:BBBB:1::2",
      "2001:0db8:bbbb:0001:0:0:0:3",
      "2001:db8:bbbb:1:abcd::4",
      "2001:db8:bbbb:1:ffff:ffff:ffff:ffff",
    ];
    for (const ip of network) expect((await post(model("sk-ok"), { "cf-connecting-ip": ip })).status, ip).toBe(200);
    expect((await post(model("sk-ok"), { "cf-connecting-ip": "2001:db8:bbbb:1::6" })).status).toBe(429);
    // Another /64 is another client.
    expect((await post(model("sk-ok"), { "cf-connecting-ip": "2001:db8:bbbb:2::1" })).status).toBe(200);
  });

  it("refuses a request whose address cannot be read", async () => {
    const response = await post(model("sk-ok"), { "cf-connecting-ip": "not-an-ip" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/address/) });
  });

  it("has its own daily budget: over the client's or the site's voice limit it answers 429, and chat still works", async () => {
    const perClient = model("sk-ok", { VOICE_CLIENT_DAILY_SESSIONS: "1" });
    expect((await post(perClient, { "cf-connecting-ip": "198.51.100.77" })).status).toBe(200);
    const over = await post(perClient, { "cf-connecting-ip": "198.51.100.77" });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error: expect.stringMatching(/today's limit for voice/) });

    // Minutes count too: each call is reserved at its longest length.
    const minutes = model("sk-ok", { VOICE_MAX_CALL_SECONDS: "300", VOICE_CLIENT_DAILY_MINUTES: "9" });
    expect((await post(minutes, { "cf-connecting-ip": "198.51.100.78" })).status).toBe(200);
    expect((await post(minutes, { "cf-connecting-ip": "198.51.100.78" })).status).toBe(429);

    const used =
      (await rows<{ count: number }>("SELECT count FROM usage_counters WHERE bucket = 'voice-sessions:site'"))[0]
        ?.count ?? 0;
    const siteCap = model("sk-ok", { VOICE_SITE_DAILY_SESSIONS: String(used) });
    const full = await post(siteCap, { "cf-connecting-ip": "198.51.100.79" });
    expect(full.status).toBe(429);
    expect(await full.json()).toMatchObject({
      error: expect.stringMatching(/TENFOLD's voice has reached its limit for today/),
    });
    // A refused call spends nothing, and voice spends nothing of chat's budget.
    expect(
      (await rows<{ count: number }>("SELECT count FROM usage_counters WHERE bucket = 'voice-sessions:site'"))[0]
        ?.count,
    ).toBe(used);
    expect(await rows("SELECT bucket FROM usage_counters WHERE bucket LIKE 'chat:%'")).toEqual([]);
    const chat = await postJson(
      "/api/tenfold-chat",
      { message: "What are your opening hours?" },
      { "cf-connecting-ip": "198.51.100.79" },
      siteCap,
    );
    expect(chat.status).toBe(200);
  });

  describe("with Turnstile configured", () => {
    /** Siteverify as Cloudflare answers: "good-<action>" passes for that widget's action. */
    function fakeSiteverify() {
      const realFetch = globalThis.fetch;
      vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
        if (!(input instanceof Request ? input.url : input.toString()).startsWith("https://challenges.cloudflare.com/"))
          return realFetch(input, init);
        const token = (init?.body as FormData).get("response") as string;
        return Response.json({
          success: token.startsWith("good-"),
          hostname: "www.example.com",
          action: token.slice("good-".length),
        });
      });
    }

    it("mints only with a token the verifier confirms for the voice widget, sent in a header", async () => {
      fakeSiteverify();
      const secret = model("sk-ok", { TURNSTILE_SECRET_KEY: "test-secret" });
      expect((await post(secret, { "cf-connecting-ip": "198.51.100.90" })).status).toBe(403);
      expect(
        (await post(secret, { "cf-connecting-ip": "198.51.100.90", "x-turnstile-token": "bad-token" })).status,
      ).toBe(403);
      // Solved on the newsletter form: a real pass, but not for a voice call.
      expect(
        (await post(secret, { "cf-connecting-ip": "198.51.100.90", "x-turnstile-token": "good-subscribe" })).status,
      ).toBe(403);
      expect(
        (await post(secret, { "cf-connecting-ip": "198.51.100.90", "x-turnstile-token": "good-voice" })).status,
      ).toBe(200);
    });

    it("spends no place in the rate limit on a request that fails the bot check", async () => {
      fakeSiteverify();
      const onePerWindow = model("sk-ok", { TURNSTILE_SECRET_KEY: "test-secret", RATE_LIMIT_VOICE: "1/300" });
      for (const token of ["bad-token", "good-contact"])
        expect(
          (await post(onePerWindow, { "cf-connecting-ip": "198.51.100.91", "x-turnstile-token": token })).status,
        ).toBe(403);
      expect(await rows("SELECT bucket FROM rate_limit_hits")).toEqual([]);
      expect(
        (await post(onePerWindow, { "cf-connecting-ip": "198.51.100.91", "x-turnstile-token": "good-voice" })).status,
      ).toBe(200);
    });
  });

  describe("in a deployment", () => {
    const deployed = {
      SITE_ENV: "production",
      CLIENT_HASH_SALT: "a-salt-of-at-least-thirty-two-characters",
      EMAIL_TOKEN_SECRET: "an-email-secret-of-thirty-two-characters",
    };

    it("starts no call without Turnstile, answering as a site without voice, and the staff health page says why", async () => {
      const response = await post(model("sk-deployed", deployed));
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: "unavailable" });
      expect(await lastSecretRequest("sk-deployed")).toBeUndefined();
      const health = await staffGet("/api/admin/health", bearer, model("sk-deployed", deployed));
      const { settings } = await health.json<{ settings: { label: string; status: string; message: string }[] }>();
      expect(settings.find((check) => check.label === "Realtime voice")).toMatchObject({
        status: "missing",
        message: expect.stringMatching(/switched off/),
      });
    });

    it("starts calls once Turnstile checks them", async () => {
      fakeDeployedSiteverify();
      const guarded = model("sk-ok", { ...deployed, TURNSTILE_SECRET_KEY: "test-secret" });
      expect((await post(guarded, { "x-turnstile-token": "a-token" })).status).toBe(200);
      const { settings } = await (
        await staffGet("/api/admin/health", bearer, guarded)
      ).json<{ settings: { label: string; status: string }[] }>();
      expect(settings.find((check) => check.label === "Realtime voice")?.status).toBe("ok");
    });

    function fakeDeployedSiteverify() {
      const realFetch = globalThis.fetch;
      vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) =>
        (input instanceof Request ? input.url : input.toString()).startsWith("https://challenges.cloudflare.com/")
          ? Response.json({ success: true, hostname: "www.example.com", action: "voice" })
          : realFetch(input, init),
      );
    }
  });
});

async function lastSecretRequest(key: string) {
  const sent = await (
    await fetch(`${env.FAKE_OPENAI_URL}/__requests/${key}`)
  ).json<{ path: string; body: { session: { instructions: string }; expires_after: unknown } }[]>();
  return sent.filter((r) => r.path === "/v1/realtime/client_secrets").at(-1);
}
