// Expiring tokens for the links in newsletter emails (confirm, unsubscribe), and the keyed hashes
// under which an address is remembered (the suppression list) or counted (confirmation emails per
// mailbox). A token is its claims sealed with AES-256-GCM under a key derived from
// EMAIL_TOKEN_SECRET: the link shows nothing of the address it was sent to, and the GCM tag makes
// it unforgeable. Tokens carry the address, so no token table is needed.
import { site } from "#shared/site.ts";
import { ApiError } from "../platform/errors.ts";
import { base64url, fromBase64url } from "./base64url.ts";
import { legacyClaims, type TokenClaims } from "./legacy-email-tokens.ts";

export type TokenPurpose = "confirm" | "unsubscribe";

/** Confirmation links last 48 hours; unsubscribe links must keep working long after the mail arrives. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm: 48 * 3600_000,
  unsubscribe: 365 * 24 * 3600_000,
};

export interface EmailTokens {
  sign(purpose: TokenPurpose, email: string, now: Date): Promise<string>;
  /** The address and signing time of a valid, unexpired token of this purpose; otherwise a 400. */
  verify(purpose: TokenPurpose, token: string | null, now: Date): Promise<{ email: string; issuedAt: Date }>;
  /** Keyed hash of an address, for the suppression list. */
  addressHash(email: string): Promise<string>;
  /** Keyed hash of a mailbox, for counting the confirmation emails sent to it. */
  mailboxHash(mailbox: string): Promise<string>;
}

const EXPIRED: Record<TokenPurpose, string> = {
  confirm: "This confirmation link has expired. Subscribe again and we'll send you a new one.",
  unsubscribe: `This unsubscribe link has expired. Email ${site.email} and we'll take you off the list.`,
};

/** The sealed claims are padded to a multiple of this, so a token's length says little about the address's. */
const PAD_BYTES = 64;
const IV_BYTES = 12;
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

export function emailTokens(secret: string): EmailTokens {
  const { hmac, seal } = keys(secret);
  const hashOf = async (label: string, value: string) =>
    [...new Uint8Array(await crypto.subtle.sign("HMAC", await hmac, encoder.encode(`${label}:${value}`)))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
  const invalid = () => new ApiError("bad_request", "This link is not valid. It may have been copied incompletely.");

  /** The claims of a sealed token, or undefined when it is not one of ours (the purpose is bound in as associated data). */
  async function unseal(purpose: TokenPurpose, token: string): Promise<TokenClaims | undefined> {
    const bytes = fromBase64url(token);
    if (!bytes || bytes.byteLength <= IV_BYTES) return undefined;
    try {
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(purpose) },
        await seal,
        bytes.slice(IV_BYTES),
      );
      return JSON.parse(new TextDecoder().decode(plain)) as TokenClaims;
    } catch {
      return undefined;
    }
  }

  return {
    async sign(purpose, email, now) {
      const json = JSON.stringify({
        p: purpose,
        e: email,
        i: now.getTime(),
        x: now.getTime() + TOKEN_LIFETIME_MS[purpose],
      });
      const padded = encoder.encode(json.padEnd(Math.ceil(json.length / PAD_BYTES) * PAD_BYTES, " "));
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = await crypto.subtle.encrypt(
        { name: "AES-GCM", iv, additionalData: encoder.encode(purpose) },
        await seal,
        padded,
      );
      return base64url(new Uint8Array([...iv, ...new Uint8Array(sealed)]));
    },
    async verify(purpose, token, now) {
      if (!token || token.length > MAX_TOKEN_CHARS) throw invalid();
      // Links sent before tokens were sealed carry "payload.signature" and work until they expire.
      const claims = token.includes(".") ? await legacyClaims(token, await hmac) : await unseal(purpose, token);
      if (
        claims?.p !== purpose ||
        typeof claims.e !== "string" ||
        typeof claims.i !== "number" ||
        typeof claims.x !== "number"
      )
        throw invalid();
      if (claims.x < now.getTime()) throw new ApiError("bad_request", EXPIRED[purpose]);
      return { email: claims.e, issuedAt: new Date(claims.i) };
    },
    addressHash: (email) => hashOf("suppress", email),
    mailboxHash: (mailbox) => hashOf("mailbox", mailbox),
  };
}
