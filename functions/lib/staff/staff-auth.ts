// Who is asking, for every /api/admin route and every console page: a person signed in through
// Cloudflare Access (its token verified here too), a script with the bearer ADMIN_TOKEN, or, on a
// developer's machine, the development sign-in's cookie. Anything else is refused; with no way in
// configured at all, the staff routes do not exist (404) and the log says why.
import type { IRequest } from "itty-router";
import type { StaffIdentity, StaffSignIn } from "#shared/api/staff.ts";
import { ApiError } from "../platform/errors.ts";
import { assertSameOrigin } from "../platform/request-guards.ts";
import { ACCESS_HEADER, verifyAccessToken } from "./access-token.ts";
import { cookieValue, DEV_SESSION_COOKIE, verifyDevSession } from "./dev-session.ts";
import { isLoopbackHost, type StaffSettings } from "../platform/staff-settings.ts";

/** How a script is named in audit rows: the token is shared, so it cannot name a person. */
export const TOKEN_IDENTITY = "staff token";

const warned = new Set<string>();

/** Each reason logged once per isolate, without the token. */
function warnStaffOff(settings: StaffSettings): void {
  const reason = settings.shortToken
    ? "ADMIN_TOKEN is shorter than 32 characters, so the staff endpoints are disabled (and Cloudflare Access is not configured)."
    : "The staff console and /api/admin are disabled: neither Cloudflare Access (ACCESS_TEAM_DOMAIN and ACCESS_AUD) nor ADMIN_TOKEN is set.";
  if (warned.has(reason)) return;
  warned.add(reason);
  console.error(reason);
}

async function sameSecret(presented: string, expected: string): Promise<boolean> {
  // Hashing first gives equal-length inputs, as timingSafeEqual requires.
  const digest = (value: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  const [a, b] = await Promise.all([digest(presented), digest(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}

/**
 * How a person signs in here: on a developer's own machine through the development sign-in (Access
 * cannot stand in front of a loopback address), elsewhere through Access, or not in a browser at all.
 */
export function signInMethod(settings: StaffSettings, url: URL): StaffSignIn {
  if (settings.devSignIn && isLoopbackHost(url.hostname)) return "dev";
  return settings.access ? "access" : "none";
}

/** Whether any way in is configured; when none is, staff routes answer 404 (and the log says why). */
export function staffEnabled(settings: StaffSettings): boolean {
  if (settings.token || settings.access) return true;
  warnStaffOff(settings);
  return false;
}

function refuse(settings: StaffSettings, url: URL, message = "Sign in to use the staff console."): never {
  throw new ApiError(
    "unauthorized",
    message,
    { signIn: signInMethod(settings, url) },
    { "www-authenticate": 'Bearer realm="staff"' },
  );
}

/**
 * The staff identity behind a request, or an ApiError: 404 with no way in configured, 401 for a
 * missing, wrong or expired credential, 503 when Access's keys cannot be fetched.
 */
export async function authenticateStaff(
  request: Request,
  settings: StaffSettings,
  now = new Date(),
): Promise<StaffIdentity> {
  if (!staffEnabled(settings)) throw new ApiError("not_found", "Not found.");
  const url = new URL(request.url);
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  if (bearer !== undefined) {
    if (settings.token && (await sameSecret(bearer, settings.token))) return { email: TOKEN_IDENTITY, via: "token" };
    refuse(settings, url, "A valid staff token is required.");
  }
  const assertion = request.headers.get(ACCESS_HEADER);
  if (settings.access && assertion) {
    const email = await verifyAccessToken(assertion, settings.access);
    if (email) return { email, via: "access" };
    refuse(settings, url, "Your sign-in is not valid or has expired.");
  }
  const cookie = cookieValue(request, DEV_SESSION_COOKIE);
  if (settings.token && signInMethod(settings, url) === "dev" && cookie) {
    const email = await verifyDevSession(cookie, settings.token, now);
    if (email) return { email, via: "dev" };
    refuse(settings, url, "Your sign-in has expired.");
  }
  refuse(settings, url);
}

/**
 * The router's guard in front of every /api/admin route: a browser's changes must come from the
 * site's own pages, since Access's and the development sign-in's credentials are cookies the
 * browser sends by itself (a script's bearer token is not).
 */
export async function guardStaffRoute(request: IRequest, settings: StaffSettings): Promise<void> {
  const staff = await authenticateStaff(request, settings);
  if (staff.via !== "token" && request.method !== "GET" && request.method !== "HEAD")
    assertSameOrigin(request, { requireOrigin: true });
  (request as StaffRequest).staff = staff;
}

export interface StaffRequest extends IRequest {
  staff?: StaffIdentity;
}

/** The identity guardStaffRoute found; only staff routes, which it always runs before, ask. */
export function staffOf(request: IRequest): StaffIdentity {
  const staff = (request as StaffRequest).staff;
  if (!staff) throw new Error("A staff route ran without the staff guard");
  return staff;
}
