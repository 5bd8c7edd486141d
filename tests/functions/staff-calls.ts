// Requests to the console's routes as each kind of staff caller makes them: a script with the
// bearer token, a person signed in through Cloudflare Access (tests/fakes/fake-access.ts) and a
// developer through development's sign-in on a loopback address.
import { env } from "cloudflare:test";
import type { AppEnv } from "../../functions/lib/platform/env.ts";
import { handleApi } from "../../functions/lib/router.ts";
import { DEV_SESSION_COOKIE, signDevSession } from "../../functions/lib/staff/dev-session.ts";
import { FAKE_ACCESS_AUDIENCE, signAccessToken } from "../fakes/access-tokens.ts";
import { callApi, ORIGIN } from "./call-api.ts";

export const STAFF_TOKEN = "console-tests-staff-token-0123456789abcdef";
/** Both ways in configured, as in production with a token for scripts. */
export const STAFF_ENV = {
  ADMIN_TOKEN: STAFF_TOKEN,
  ACCESS_TEAM_DOMAIN: env.FAKE_ACCESS_URL,
  ACCESS_AUD: FAKE_ACCESS_AUDIENCE,
} satisfies Partial<AppEnv>;
export const bearer = { authorization: `Bearer ${STAFF_TOKEN}` };

/** A browser's headers behind Access: its token, and the console's own origin. */
export async function asAccess(email: string): Promise<Record<string, string>> {
  return {
    "cf-access-jwt-assertion": await signAccessToken(env.FAKE_ACCESS_URL, { email }),
    origin: ORIGIN,
    "sec-fetch-site": "same-origin",
  };
}

export const staffGet = (path: string, headers: Record<string, string> = bearer, overrides: Partial<AppEnv> = {}) =>
  callApi(path, { headers }, { ...STAFF_ENV, ...overrides });

export function staffPost(
  path: string,
  body: unknown,
  headers: Record<string, string> = bearer,
  overrides: Partial<AppEnv> = {},
): Promise<Response> {
  return callApi(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    { ...STAFF_ENV, ...overrides },
  );
}

/** A JSON POST from a developer signed in through development's sign-in, on the dev server's address. */
export async function devPost(path: string, body: unknown, email: string): Promise<Response> {
  const origin = "http://127.0.0.1:8788";
  const cookie = `${DEV_SESSION_COOKIE}=${await signDevSession(email, STAFF_TOKEN, new Date())}`;
  const request = new Request(`${origin}${path}`, {
    method: "POST",
    headers: { origin, cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return handleApi(request, { ...env, ADMIN_TOKEN: STAFF_TOKEN }, { waitUntil: () => {} });
}
