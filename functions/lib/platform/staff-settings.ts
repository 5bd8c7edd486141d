// How staff are let in, as the config reads it (functions/lib/platform/config.ts): Cloudflare Access in
// front of the console and the staff API, the bearer token for scripts, and, on a developer's
// own machine only, a sign-in with that token.

export interface AccessSettings {
  /** The team's address, which Access writes as each token's `iss`: https://<team>.cloudflareaccess.com. */
  readonly issuer: string;
  /** The Access application's audience tag (`aud`). */
  readonly audience: string;
}

export interface StaffSettings {
  /** ADMIN_TOKEN when it is long enough to resist guessing (32 characters or more). */
  readonly token: string | undefined;
  /** ADMIN_TOKEN is set but too short, so it counts as none (the log says so). */
  readonly shortToken: boolean;
  readonly access: AccessSettings | undefined;
  /** SITE_ENV is "development" and a token is set: /staff/sign-in takes the token on loopback. */
  readonly devSignIn: boolean;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname);

/**
 * The issuer for a team address as written in ACCESS_TEAM_DOMAIN ("larkspur.cloudflareaccess.com"
 * or with https://), or undefined when it is not one. Plain http only on loopback, where the
 * tests' fake of the team's key endpoint listens.
 */
export function accessTeamIssuer(value: string): string | undefined {
  const withScheme = /^[a-z]+:\/\//i.test(value) ? value : `https://${value}`;
  if (!URL.canParse(withScheme)) return undefined;
  const url = new URL(withScheme);
  const secure = url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
  if (!secure || url.pathname !== "/" || url.search || url.username) return undefined;
  return url.origin;
}
