// Cloudflare Access's application token (the Cf-Access-Jwt-Assertion header Access adds to every
// request it lets through), verified here as well, with jose: a request that reaches the functions
// some other way (the project's *.pages.dev address, a misconfigured Access policy) is refused.
// https://developers.cloudflare.com/cloudflare-one/identity/users/validating-json
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from "jose";
import { ApiError } from "../platform/errors.ts";
import type { AccessSettings } from "../platform/staff-settings.ts";

export const ACCESS_HEADER = "cf-access-jwt-assertion";

/** Access's clocks and ours may differ a little; a minute is what jose's docs suggest as generous. */
const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * One key set per team, kept for the isolate's life: jose caches the published keys and fetches
 * them again when a token names a key it has not seen (Access rotates keys every six weeks), at
 * most once per cooldown, so made-up key ids cannot turn into a flood of requests.
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(issuer: string) {
  let keys = keySets.get(issuer);
  if (!keys) {
    keys = createRemoteJWKSet(new URL("/cdn-cgi/access/certs", issuer), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
      cacheMaxAge: 600_000,
    });
    keySets.set(issuer, keys);
  }
  return keys;
}

/** Who the token names: a person's email, or a service token's client id (scripts behind Access). */
function identityOf(payload: JWTPayload): string | undefined {
  const email = payload["email"];
  if (typeof email === "string" && email.includes("@")) return email.toLowerCase();
  const service = payload["common_name"];
  if (typeof service === "string" && service) return `service token ${service}`;
  return undefined;
}

/**
 * The signed-in identity, or undefined when the token is not one Access issued for this
 * application now (signature against the team's published keys, issuer, audience, expiry and
 * not-before) or names no one. Failing to reach the team's keys throws 503: the token may be
 * fine, we could not check it.
 */
export async function verifyAccessToken(token: string, access: AccessSettings): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, keySetFor(access.issuer), {
      issuer: access.issuer,
      audience: access.audience,
      algorithms: ["RS256"],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["exp", "iat"],
    });
    return identityOf(payload);
  } catch (error) {
    // jose raises a plain JOSEError (code ERR_JOSE_GENERIC) when the key endpoint answers badly.
    if (
      error instanceof errors.JWKSTimeout ||
      error instanceof errors.JWKSInvalid ||
      !(error instanceof errors.JOSEError) ||
      error.code === "ERR_JOSE_GENERIC"
    ) {
      console.error("Could not fetch Cloudflare Access's signing keys", error);
      throw new ApiError("unavailable", "Sign-in could not be checked just now. Please try again shortly.");
    }
    // Which check failed is for the log, not for whoever sent the token.
    console.warn(`Refused a Cloudflare Access token: ${error.code}`);
    return undefined;
  }
}
