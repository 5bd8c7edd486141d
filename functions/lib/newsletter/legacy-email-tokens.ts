// Newsletter links sent before tokens were sealed: "payload.signature", the payload readable
// base64url JSON and the signature its HMAC-SHA256 under EMAIL_TOKEN_SECRET. Mail already in
// inboxes keeps working until its own expiry (48 hours for a confirmation, a year for an
// unsubscribe link: an unsubscribe link must not stop working because we changed the format).
// Nothing signs this format any more.
import { fromBase64url } from "./base64url.ts";

/** What a token holds, sealed or not: purpose, email, issued and expiry times (ms). */
export interface TokenClaims {
  readonly p?: unknown;
  readonly e?: unknown;
  readonly i?: unknown;
  readonly x?: unknown;
}

/** The claims of a legacy token whose signature verifies, in its one canonical spelling; otherwise undefined. */
export async function legacyClaims(token: string, key: CryptoKey): Promise<TokenClaims | undefined> {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return undefined;
  const mac = fromBase64url(signature);
  const json = fromBase64url(payload);
  if (!mac || !json) return undefined;
  if (!(await crypto.subtle.verify("HMAC", key, mac, new TextEncoder().encode(payload)))) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(json)) as TokenClaims;
  } catch {
    return undefined;
  }
}
