// Signed, expiring tokens for the links in newsletter emails (confirm, unsubscribe), and the
// keyed hash under which an unsubscribed address is remembered. HMAC-SHA256 through WebCrypto;
// the key is EMAIL_TOKEN_SECRET. Tokens carry the address, so no token table is needed.
import { site } from "../../../web/content/site.ts";
import { ApiError } from "../errors.ts";

export type TokenPurpose = "confirm" | "unsubscribe";

/** Confirmation links last 48 hours; unsubscribe links must keep working long after the mail arrives. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm: 48 * 3600_000,
  unsubscribe: 365 * 24 * 3600_000,
};

/**
 * Used only when EMAIL_TOKEN_SECRET is unset (local development): links still work, but anyone
 * who reads this file could forge them, so production must set the secret (README).
 */
const DEVELOPMENT_SECRET = "larkspur-local-development-only-email-token-secret";

export interface EmailTokens {
  sign(purpose: TokenPurpose, email: string, now: Date): Promise<string>;
  /** The address and signing time of a valid, unexpired token of this purpose; otherwise a 400. */
  verify(purpose: TokenPurpose, token: string | null, now: Date): Promise<{ email: string; issuedAt: Date }>;
  /** Keyed hash of an address, for the suppression list. */
  addressHash(email: string): Promise<string>;
}

const EXPIRED: Record<TokenPurpose, string> = {
  confirm: "This confirmation link has expired. Subscribe again and we'll send you a new one.",
  unsubscribe: `This unsubscribe link has expired. Email ${site.email} and we'll take you off the list.`,
};

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function emailTokens(secret: string | undefined): EmailTokens {
  if (!secret) console.warn("EMAIL_TOKEN_SECRET is not set: newsletter links use the development key");
  const key = crypto.subtle.importKey("raw", encoder.encode(secret || DEVELOPMENT_SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  const mac = async (text: string) => crypto.subtle.sign("HMAC", await key, encoder.encode(text));
  const invalid = () => new ApiError("bad_request", "This link is not valid. It may have been copied incompletely.");

  return {
    async sign(purpose, email, now) {
      const payload = base64url(encoder.encode(JSON.stringify({ p: purpose, e: email, i: now.getTime(), x: now.getTime() + TOKEN_LIFETIME_MS[purpose] })));
      return `${payload}.${base64url(await mac(payload))}`;
    },
    async verify(purpose, token, now) {
      const [payload, signature, extra] = (token ?? "").split(".");
      if (!payload || !signature || extra !== undefined || token!.length > 2048) throw invalid();
      let claims: { p?: unknown; e?: unknown; i?: unknown; x?: unknown };
      try {
        const ok = await crypto.subtle.verify("HMAC", await key, fromBase64url(signature), encoder.encode(payload));
        if (!ok) throw invalid();
        claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as typeof claims;
      } catch {
        throw invalid();
      }
      if (claims.p !== purpose || typeof claims.e !== "string" || typeof claims.i !== "number" || typeof claims.x !== "number") throw invalid();
      if (claims.x < now.getTime()) throw new ApiError("bad_request", EXPIRED[purpose]);
      return { email: claims.e, issuedAt: new Date(claims.i) };
    },
    async addressHash(email) {
      return [...new Uint8Array(await mac(`suppress:${email}`))].map((b) => b.toString(16).padStart(2, "0")).join("");
    },
  };
}
