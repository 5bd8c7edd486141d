// A developer's sign-in on their own machine, where there is no Cloudflare Access: the ADMIN_TOKEN
// from .dev.vars, typed once at /staff/sign-in, buys a short-lived signed cookie (HttpOnly,
// SameSite=Strict). Offered only when SITE_ENV is "development" and the request came to a
// loopback address (staff-settings.ts), so a deployment cannot switch it on: Cloudflare never
// routes a request for 127.0.0.1 to a Pages project.

import { jwtVerify, SignJWT } from "jose";

export const DEV_SESSION_COOKIE = "staff_dev_session";
/** Short enough that a forgotten browser tab does not stay signed in for the day. */
export const DEV_SESSION_SECONDS = 2 * 60 * 60;
/** Names what the cookie is for, so no other token signed with the same key passes as one. */
const AUDIENCE = "staff-dev-session";

/** The cookie's key comes from the token, so changing the token signs every developer out. */
async function sessionKey(token: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`staff-dev-session:${token}`)));
}

/** The cookie's value: a JWT (HS256, RFC 7519) naming who signed in, valid for DEV_SESSION_SECONDS. */
export async function signDevSession(email: string, token: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEV_SESSION_SECONDS)
    .sign(await sessionKey(token));
}

/** The email a cookie value was signed for, or undefined when it is forged, altered or past its time. */
export async function verifyDevSession(value: string, token: string, now: Date): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(value, await sessionKey(token), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      currentDate: now,
    });
    return typeof payload["email"] === "string" ? payload["email"] : undefined;
  } catch {
    // jose throws for every refusal (bad signature, expired, wrong audience, not a JWT).
    return undefined;
  }
}

export function devSessionCookie(value: string): string {
  return `${DEV_SESSION_COOKIE}=${value}; Path=/; Max-Age=${DEV_SESSION_SECONDS}; HttpOnly; SameSite=Strict`;
}

export const clearedDevSessionCookie = `${DEV_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict`;

export function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}
