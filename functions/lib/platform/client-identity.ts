// Who a request comes from, as two unlinkable pseudonyms keyed by CLIENT_HASH_SALT: one for our
// own counters (rate limits, daily budgets, stored rows) and one sent to OpenAI as the safety
// identifier. HMAC, not a salted hash, and a key of at least 32 characters outside local
// development: an unkeyed hash of an IPv4 address is reversed by trying all 2^32 addresses.
import { clientNetwork } from "./client-address.ts";
import { ApiError } from "./errors.ts";

/** The shortest CLIENT_HASH_SALT (and ADMIN_TOKEN) accepted outside local development. */
export const MIN_SECRET_LENGTH = 32;

/** Used only when SITE_ENV is "development" and no salt is set, so `npm run dev` needs no secrets. */
export const DEVELOPMENT_KEY = "larkspur-local-development-only-not-a-secret";

export interface ClientIdentity {
  /** Our key for this client's counters and rows. */
  readonly hash: string;
  /** What OpenAI sees (safety_identifier); cannot be joined with `hash` without the salt. */
  readonly safetyId: string;
}

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    keys.set(secret, key);
  }
  return key;
}

async function hmacHex(key: CryptoKey, label: string, value: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${label}\u0000${value}`));
  return [...new Uint8Array(mac)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 32);
}

/**
 * The client's pseudonyms, from its IPv4 address or IPv6 /64 (functions/lib/platform/client-address.ts).
 * A request whose address cannot be read is refused: counting it as a fresh client each time
 * would let it past every limit. `clientKey`: the config's (functions/lib/platform/config.ts), which is
 * CLIENT_HASH_SALT, checked long enough outside development.
 */
export async function clientIdentity(request: Request, clientKey: string): Promise<ClientIdentity> {
  const network = clientNetwork(request.headers.get("cf-connecting-ip"));
  if (!network) throw new ApiError("bad_request", "We could not read your connection's address. Please try again.");
  const key = await hmacKey(clientKey);
  const [hash, safetyId] = await Promise.all([
    hmacHex(key, "client", network),
    hmacHex(key, "openai-safety-identifier", network),
  ]);
  return { hash, safetyId };
}

/**
 * The safety identifier for a stored record's client, when the request that stored it is gone (a
 * member of staff asks for an enquiry's triage again): made from the stored pseudonym under a label
 * of its own, so OpenAI still sees one code per visitor and cannot join it with `hash`.
 */
export async function storedSafetyId(clientHash: string, clientKey: string): Promise<string> {
  return hmacHex(await hmacKey(clientKey), "openai-safety-identifier-stored", clientHash);
}
