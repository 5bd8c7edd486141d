// A developer's sign-in on their own machine, where there is no Cloudflare Access: the ADMIN_TOKEN
// from .dev.vars, typed once at /staff/sign-in, buys a short-lived signed cookie (HttpOnly,
// SameSite=Strict). Offered only when SITE_ENV is "development" and the request came to a
// loopback address (staff-settings.ts), so a deployment cannot switch it on: Cloudflare never
// routes a request for 127.0.0.1 to a Pages project.

import { base64url } from "jose";

export const DEV_SESSION_COOKIE = "staff_dev_session";
/** Short enough that a forgotten browser tab does not stay signed in for the day. */
export const DEV_SESSION_SECONDS = 2 * 60 * 60;

const encoder = new TextEncoder();

function fromBase64url(text: string): Uint8Array | undefined {
  try {
    return base64url.decode(text);
  } catch {
    return undefined;
  }
}

/** The cookie's key comes from the token, so changing the token signs every developer out. */
async function sessionKey(token: string): Promise<CryptoKey> {
  const material = await crypto.subtle.digest("SHA-256", encoder.encode(`staff-dev-session:${token}`));
  return crypto.subtle.importKey("raw", material, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

/** The cookie's value: who and until when, and a signature over both. */
export async function signDevSession(email: string, token: string, now: Date): Promise<string> {
  const payload = encoder.encode(
    JSON.stringify({ email, exp: Math.floor(now.getTime() / 1000) + DEV_SESSION_SECONDS }),
  );
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await sessionKey(token), payload));
  return `${base64url.encode(payload)}.${base64url.encode(signature)}`;
}

/** The email a cookie value was signed for, or undefined when it is forged, altered or past its time. */
export async function verifyDevSession(value: string, token: string, now: Date): Promise<string | undefined> {
  const [payloadText = "", signatureText = ""] = value.split(".");
  const payload = fromBase64url(payloadText);
  const signature = fromBase64url(signatureText);
  if (!payload || !signature) return undefined;
  // crypto.subtle.verify compares in constant time.
  if (!(await crypto.subtle.verify("HMAC", await sessionKey(token), signature, payload))) return undefined;
  const claims = JSON.parse(new TextDecoder().decode(payload)) as { email?: unknown; exp?: unknown };
  if (typeof claims.email !== "string" || typeof claims.exp !== "number" || claims.exp * 1000 <= now.getTime())
    return undefined;
  return claims.email;
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
