import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callApi, ORIGIN, rows } from "./call-api.ts";

const model = (key: string, extra: Record<string, string> = {}) => ({ OPENAI_API_KEY: key, OPENAI_BASE_URL: `${env.FAKE_OPENAI_URL}/v1`, ...extra });
const post = (overrides: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  callApi("/api/realtime-session", { method: "POST", headers: { origin: ORIGIN, "cf-connecting-ip": "203.0.113.80", ...headers } }, overrides);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/realtime-session", () => {
  it("mints a short-lived client secret for the GA realtime session", async () => {
    const response = await post(model("sk-ok", { REALTIME_SESSION_TTL_SECONDS: "45" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ client_secret: { value: "ek_fake_client_secret", expires_at: expect.any(Number) } });
    const sent = ((await (await fetch(`${env.FAKE_OPENAI_URL}/__requests/sk-ok`)).json()) as { path: string; body: Record<string, any> }[]).filter((r) => r.path === "/v1/realtime/client_secrets").at(-1);
    expect(sent?.body).toMatchObject({
      expires_after: { anchor: "created_at", seconds: 45 },
      session: {
        type: "realtime",
        model: "gpt-realtime",
        audio: { input: { transcription: { model: "gpt-4o-mini-transcribe" }, turn_detection: { type: "server_vad" } }, output: { voice: "marin" } },
      },
    });
    expect(sent?.body["session"]["instructions"]).toContain("You are TENFOLD");
    expect(sent?.body["session"]["instructions"]).toContain("Bristol");
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

  it("applies the origin guard, the rate limit and the daily model limits", async () => {
    expect((await post(model("sk-ok"), { origin: "https://evil.example.net" })).status).toBe(403);
    expect((await callApi("/api/realtime-session", {}, model("sk-ok"))).status).toBe(405);
    const tight = model("sk-ok", { RATE_LIMIT_VOICE: "2/300" });
    expect((await post(tight)).status).toBe(200);
    expect((await post(tight)).status).toBe(200);
    expect((await post(tight)).status).toBe(429);
    const daily = model("sk-ok", { CHAT_CLIENT_DAILY_LIMIT: "1" });
    expect((await post(daily, { "cf-connecting-ip": "198.51.100.77" })).status).toBe(200);
    expect((await post(daily, { "cf-connecting-ip": "198.51.100.77" })).status).toBe(429);
    expect((await rows("SELECT bucket FROM usage_counters WHERE bucket = 'chat:site'")).length).toBe(1);
  });
});
