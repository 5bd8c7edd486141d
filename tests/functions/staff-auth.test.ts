// Every staff route is behind one guard: a Cloudflare Access token (verified against the team's
// published keys, tests/fakes/fake-access.ts), the bearer token for scripts, or development's
// sign-in cookie. Each route refuses every bad credential and accepts each good one.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signDevSession, DEV_SESSION_COOKIE } from "../../functions/lib/staff/dev-session.ts";
import { ROUTES } from "../../functions/lib/router.ts";
import { apiUrl } from "#shared/api/contract.ts";
import { FAKE_ACCESS_AUDIENCE, signAccessToken, type SignRequest } from "../fakes/access-tokens.ts";
import { callApi, freshApi, FRESH_API_TIMEOUT, ORIGIN } from "./call-api.ts";

const TOKEN = "staff-auth-test-token-0123456789abcdef";
const ACCESS = { ACCESS_TEAM_DOMAIN: env.FAKE_ACCESS_URL, ACCESS_AUD: FAKE_ACCESS_AUDIENCE };
const STAFF_CONTRACTS = ROUTES.map(({ contract }) => contract).filter(({ path }) => path.startsWith("/admin/"));
const nowSeconds = () => Math.floor(Date.now() / 1000);

afterEach(() => vi.restoreAllMocks());

/** A request to a contract's endpoint, with a same-origin browser's headers and the given credential. */
function callRoute(
  contract: (typeof STAFF_CONTRACTS)[number],
  headers: Record<string, string>,
  overrides: Record<string, string>,
  origin = ORIGIN,
) {
  const path = apiUrl(contract, { id: "1", table: "contacts", version: "1" });
  return callApi(
    path,
    { method: contract.method, headers: { origin, "sec-fetch-site": "same-origin", ...headers } },
    overrides,
  );
}

const accessHeader = async (request: SignRequest = {}) => ({
  "cf-access-jwt-assertion": await signAccessToken(env.FAKE_ACCESS_URL, request),
});

describe("every staff route", () => {
  it("has a contract here (the list this test walks)", () => {
    expect(STAFF_CONTRACTS.map((contract) => contract.path)).toEqual(
      expect.arrayContaining(["/admin/session", "/admin/health", "/admin/proofs", "/admin/:table"]),
    );
  });

  it("refuses a request with no credential, an expired, wrongly addressed, forged or foreign Access token, and a wrong bearer token", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const bad: Record<string, Record<string, string>> = {
      missing: {},
      expired: await accessHeader({ issuedAt: nowSeconds() - 3600, expiresIn: 600 }),
      "wrong audience": await accessHeader({ aud: "another-application" }),
      "wrong key": await accessHeader({ key: "rogue" }),
      "another team": await accessHeader({ key: "rogue", iss: "https://another-team.cloudflareaccess.com" }),
      "wrong bearer token": { authorization: "Bearer not-the-staff-token-0123456789abcdef" },
      "not a token": { "cf-access-jwt-assertion": "not.a.token" },
    };
    for (const contract of STAFF_CONTRACTS) {
      for (const [name, headers] of Object.entries(bad)) {
        const response = await callRoute(contract, headers, { ...ACCESS, ADMIN_TOKEN: TOKEN });
        expect(response.status, `${contract.method} ${contract.path} with ${name}`).toBe(401);
        expect(await response.json(), `${contract.method} ${contract.path} with ${name}`).toMatchObject({
          code: "unauthorized",
          signIn: "access",
        });
      }
    }
  });

  it("accepts a valid Access token and the bearer token", async () => {
    const good: Record<string, Record<string, string>> = {
      access: await accessHeader({ email: "Ada@Example.com" }),
      "within the clock's tolerance": await accessHeader({ issuedAt: nowSeconds() - 630, expiresIn: 600 }),
      bearer: { authorization: `Bearer ${TOKEN}` },
    };
    for (const contract of STAFF_CONTRACTS) {
      for (const [name, headers] of Object.entries(good)) {
        const response = await callRoute(contract, headers, { ...ACCESS, ADMIN_TOKEN: TOKEN });
        expect([401, 403], `${contract.method} ${contract.path} with ${name}`).not.toContain(response.status);
      }
    }
  });
});

describe("who is signed in", () => {
  it("is the Access token's email, or the staff token for a script", async () => {
    const access = await callApi(
      "/api/admin/session",
      { headers: await accessHeader({ email: "Ada@Example.com" }) },
      ACCESS,
    );
    expect(await access.json()).toEqual({ email: "ada@example.com", via: "access" });
    const script = await callApi(
      "/api/admin/session",
      { headers: { authorization: `Bearer ${TOKEN}` } },
      { ADMIN_TOKEN: TOKEN },
    );
    expect(await script.json()).toEqual({ email: "staff token", via: "token" });
  });

  it("answers 503, not 401, when the team's key endpoint does not answer with keys", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const headers = await accessHeader();
    // Another fake stands where the team should be: it answers 404 for the key endpoint.
    const response = await callApi(
      "/api/admin/session",
      { headers },
      { ACCESS_TEAM_DOMAIN: env.FAKE_EMAIL_URL, ACCESS_AUD: FAKE_ACCESS_AUDIENCE },
    );
    expect(response.status).toBe(503);
  });
});

describe("development's sign-in cookie", () => {
  const cookie = async (email: string, now = new Date()) => ({
    cookie: `${DEV_SESSION_COOKIE}=${await signDevSession(email, TOKEN, now)}`,
  });

  it("lets a developer in on a loopback address", async () => {
    const local = await fetchLocal("/api/admin/session", await cookie("dev@example.com"));
    expect(local.status).toBe(200);
    expect(await local.json()).toEqual({ email: "dev@example.com", via: "dev" });
  });

  it("is refused once it has expired, when altered, on a public address, and outside development", async () => {
    const expired = await fetchLocal(
      "/api/admin/session",
      await cookie("dev@example.com", new Date(Date.now() - 3 * 3600_000)),
    );
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ signIn: "dev" });
    const valid = await cookie("dev@example.com");
    const altered = { cookie: valid.cookie.replace(/^(staff_dev_session=)./, (_, name: string) => `${name}x`) };
    expect((await fetchLocal("/api/admin/session", altered)).status).toBe(401);
    const otherToken = {
      cookie: `${DEV_SESSION_COOKIE}=${await signDevSession("dev@example.com", "t".repeat(40), new Date())}`,
    };
    expect((await fetchLocal("/api/admin/session", otherToken)).status).toBe(401);
    // A cookie in the earlier hand-made form (base64url JSON, a dot, a signature) is not a JWT.
    const handMade = {
      cookie: `${DEV_SESSION_COOKIE}=eyJlbWFpbCI6ImRldkBleGFtcGxlLmNvbSIsImV4cCI6OTk5OTk5OTk5OX0.c2ln`,
    };
    expect((await fetchLocal("/api/admin/session", handMade)).status).toBe(401);
    expect((await callApi("/api/admin/session", { headers: valid }, { ADMIN_TOKEN: TOKEN })).status).toBe(401);
    const deployed = await fetchLocal("/api/admin/session", valid, {
      SITE_ENV: "preview",
      CLIENT_HASH_SALT: "s".repeat(32),
      EMAIL_TOKEN_SECRET: "e".repeat(32),
    });
    expect(deployed.status).toBe(401);
    expect(await deployed.json()).toMatchObject({ signIn: "none" });
  });

  it("must come from the site's own pages to change anything", async () => {
    const valid = await cookie("dev@example.com");
    const response = await fetchLocal(
      "/api/admin/proofs/1",
      { ...valid, origin: "https://evil.example.net" },
      {},
      "DELETE",
    );
    expect(response.status).toBe(403);
  });
});

describe("with no way in configured", () => {
  it("the staff routes do not exist, and the log says why once", FRESH_API_TIMEOUT, async () => {
    const callApi = await freshApi();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (let i = 0; i < 2; i++)
      expect((await callApi("/api/admin/session", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect(log.mock.calls.flat().join(" ")).toContain(
      "neither Cloudflare Access (ACCESS_TEAM_DOMAIN and ACCESS_AUD) nor ADMIN_TOKEN is set",
    );
  });

  it("Access's two settings are required together", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await callApi("/api/admin/session", {}, { ACCESS_TEAM_DOMAIN: env.FAKE_ACCESS_URL });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: "misconfigured" });
  });
});

/** A request to the development server's loopback address, as `npm run dev` serves it. */
async function fetchLocal(
  path: string,
  headers: Record<string, string>,
  overrides: Record<string, string> = {},
  method = "GET",
) {
  const { handleApi } = await import("../../functions/lib/router.ts");
  const request = new Request(`http://127.0.0.1:8788${path}`, {
    method,
    headers: { origin: "http://127.0.0.1:8788", ...headers },
  });
  return handleApi(request, { ...env, ADMIN_TOKEN: TOKEN, ...overrides }, { waitUntil: () => {} });
}

describe("the console's pages", () => {
  const shellHtml = "<!doctype html><title>Staff console</title>";
  // The build's files, as Pages' ASSETS binding serves them: the console's shell, or another page.
  const assets = {
    fetch: (input: URL) =>
      Promise.resolve(
        new Response(input.pathname === "/_shells/staff" ? shellHtml : "not found page", { status: 200 }),
      ),
  } as unknown as { fetch: typeof fetch };
  const page = async (path: string, init: RequestInit = {}, overrides: Record<string, string> = {}) => {
    const { staffPage } = await import("../../functions/lib/staff/staff-pages.ts");
    return staffPage(
      new Request(`http://127.0.0.1:8788${path}`, init),
      { ...env, ADMIN_TOKEN: TOKEN, ...overrides },
      assets,
    );
  };
  const signIn = (fields: Record<string, string>) =>
    page("/staff/sign-in", { method: "POST", body: new URLSearchParams(fields) });

  it("sends a developer without a sign-in to development's sign-in, and back afterwards", async () => {
    const first = await page("/staff/proofs?status=live");
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/staff/sign-in?return=%2Fstaff%2Fproofs%3Fstatus%3Dlive");
    const signedIn = await signIn({ email: "Ada@Example.com", token: TOKEN, return: "/staff/proofs?status=live" });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/staff/proofs?status=live");
    const cookie = signedIn.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^staff_dev_session=[^;]+; Path=\/; Max-Age=7200; HttpOnly; SameSite=Strict$/);
    const shell = await page("/staff/proofs", { headers: { cookie: cookie.split(";")[0] ?? "" } });
    expect(shell.status).toBe(200);
    expect(await shell.text()).toBe(shellHtml);
    expect(shell.headers.get("cache-control")).toBe("no-store");
    expect(shell.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("refuses a wrong token without a cookie, keeping the email, and never returns outside the console", async () => {
    const wrong = await signIn({
      email: "ada@example.com",
      token: "wrong-token-0123456789abcdefghijklmn",
      return: "/staff/health",
    });
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect(wrong.headers.get("location")).toBe(
      "/staff/sign-in?failed=1&email=ada%40example.com&return=%2Fstaff%2Fhealth",
    );
    for (const target of ["https://evil.example.net/staff", "//evil.example.net", "/staffing", "/"]) {
      const response = await signIn({ email: "ada@example.com", token: TOKEN, return: target });
      expect(response.headers.get("location"), target).toBe("/staff");
    }
  });

  it("offers no sign-in outside development or away from loopback, and nothing at all with no way in configured", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const deployed = { SITE_ENV: "production", CLIENT_HASH_SALT: "s".repeat(32), EMAIL_TOKEN_SECRET: "e".repeat(32) };
    expect((await page("/staff/sign-in", {}, deployed)).status).toBe(404);
    expect((await signIn({ email: "a@example.com", token: TOKEN })).status).toBe(303);
    const remote = await (
      await import("../../functions/lib/staff/staff-pages.ts")
    ).staffPage(new Request("https://www.example.com/staff/sign-in"), { ...env, ADMIN_TOKEN: TOKEN }, assets);
    expect(remote.status).toBe(404);
    expect((await page("/staff", {}, { ADMIN_TOKEN: "" })).status).toBe(404);
    // Behind Access with no valid token, a person is told to sign in through Access.
    const access = await page("/staff", {}, { ...deployed, ...ACCESS });
    expect(access.status).toBe(401);
    expect(await access.text()).toContain("Sign in through Cloudflare Access");
  });
});
