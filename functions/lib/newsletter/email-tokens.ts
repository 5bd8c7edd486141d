// Expiring tokens for the links in newsletter and bill-follow emails (confirm, unsubscribe), and the keyed hashes
// under which an address is remembered (the suppression list) or counted (confirmation emails per
// mailbox). A token is an encrypted JWT made by jose (JWE, RFC 7516): the link shows nothing of the
// address it was sent to, and the AES-GCM tag makes it unforgeable, so no token table is needed.
import { EncryptJWT, base64url, errors, jwtDecrypt } from "jose";
import { site } from "#shared/site.ts";
import { DAY_MS } from "#shared/time-units.ts";
import { ApiError } from "../platform/errors.ts";

/** The newsletter's links, and a bill follow's (Policy Intelligence), whose tokens also name the bill. */
export type TokenPurpose = "confirm" | "unsubscribe" | "follow-confirm" | "follow-unsubscribe";

/** Confirmation links last 48 hours; unsubscribe links must keep working long after the mail arrives. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm: 2 * DAY_MS,
  unsubscribe: 365 * DAY_MS,
  "follow-confirm": 2 * DAY_MS,
  "follow-unsubscribe": 365 * DAY_MS,
};

/** What a valid token says: the address, when it was signed, and for a bill follow the bill. */
export interface TokenClaim {
  readonly email: string;
  readonly issuedAt: Date;
  readonly bill: number | null;
}

export interface EmailTokens {
  sign(purpose: TokenPurpose, email: string, now: Date, bill?: number): Promise<string>;
  /** The claim of a valid, unexpired token of this purpose; otherwise a 400. */
  verify(purpose: TokenPurpose, token: string | null, now: Date): Promise<TokenClaim>;
  /** Keyed hash of an address, for the suppression list. */
  addressHash(email: string): Promise<string>;
  /** Keyed hash of a mailbox, for counting the confirmation emails sent to it. */
  mailboxHash(mailbox: string): Promise<string>;
}

const EXPIRED: Record<TokenPurpose, string> = {
  confirm: "This confirmation link has expired. Subscribe again and we'll send you a new one.",
  unsubscribe: `This unsubscribe link has expired. Email ${site.email} and we'll take you off the list.`,
  "follow-confirm": "This confirmation link has expired. Follow the bill again and we'll send you a new one.",
  "follow-unsubscribe": `This link has expired. Email ${site.email} and we'll stop emailing you about the bill.`,
};

/**
 * The derived key is the content key itself ("dir", RFC 7518 section 4.5): with one shared secret
 * there is nothing to wrap. A token naming any other pair is refused.
 */
const HEADER = { alg: "dir", enc: "A256GCM" } as const;
const MAX_TOKEN_CHARS = 2048;

const encoder = new TextEncoder();

function keys(secret: string) {
  const raw = encoder.encode(secret);
  const hmac = crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  // A key of its own for sealing, derived from the secret, so no key serves two purposes.
  const seal = crypto.subtle
    .importKey("raw", raw, "HKDF", false, ["deriveKey"])
    .then((base) =>
      crypto.subtle.deriveKey(
        { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info: encoder.encode("newsletter-link-seal") },
        base,
        { name: "AES-GCM", length: 256 },
        false,
        ["encrypt", "decrypt"],
      ),
    );
  return { hmac, seal };
}

/** Each part in the one spelling its bytes encode to, so no two links carry the same token. */
function canonical(token: string): boolean {
  try {
    return token.split(".").every((part) => base64url.encode(base64url.decode(part)) === part);
  } catch {
    return false;
  }
}

export function emailTokens(secret: string): EmailTokens {
  const { hmac, seal } = keys(secret);
  const hashOf = async (label: string, value: string) =>
    [...new Uint8Array(await crypto.subtle.sign("HMAC", await hmac, encoder.encode(`${label}:${value}`)))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
  const invalid = () => new ApiError("bad_request", "This link is not valid. It may have been copied incompletely.");

  return {
    async sign(purpose, email, now, bill) {
      // The purpose is the token's audience: a confirm link is for the confirm endpoint only.
      // The issue time keeps its milliseconds (a NumericDate may be fractional, RFC 7519): a
      // confirmation link names its pending row by that time.
      return new EncryptJWT(bill === undefined ? { sub: email } : { sub: email, bill })
        .setProtectedHeader(HEADER)
        .setAudience(purpose)
        .setIssuedAt(now.getTime() / 1000)
        .setExpirationTime(new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]))
        .encrypt(await seal);
    },
    async verify(purpose, token, now) {
      if (!token || token.length > MAX_TOKEN_CHARS || !canonical(token)) throw invalid();
      const key = await seal;
      try {
        const { payload } = await jwtDecrypt<{ sub: string; iat: number; bill?: unknown }>(token, key, {
          keyManagementAlgorithms: [HEADER.alg],
          contentEncryptionAlgorithms: [HEADER.enc],
          audience: purpose,
          requiredClaims: ["sub", "iat", "exp"],
          currentDate: now,
        });
        const bill = Number.isSafeInteger(payload.bill) ? (payload.bill as number) : null;
        return { email: payload.sub, issuedAt: new Date(Math.round(payload.iat * 1000)), bill };
      } catch (error) {
        // jose checks the audience before the expiry, so a link for another purpose is never called expired.
        if (error instanceof errors.JWTExpired) throw new ApiError("bad_request", EXPIRED[purpose]);
        if (error instanceof errors.JOSEError) throw invalid();
        throw error;
      }
    },
    addressHash: (email) => hashOf("suppress", email),
    mailboxHash: (mailbox) => hashOf("mailbox", mailbox),
  };
}
