// The console's pages, /staff and everything under it: the console's shell for a signed-in person,
// development's sign-in and sign-out, and the console's code. The shell holds no data (the console
// reads everything through /api/admin, which checks the sign-in again), but it is still served
// only to staff: never cached, never indexed.
import { DEV_SIGN_IN_PATH, DEV_SIGN_OUT_PATH, STAFF_SHELL_PATH } from "#shared/api/staff.ts";
import { readConfig } from "../platform/config.ts";
import type { AppEnv } from "../platform/env.ts";
import { ApiError } from "../platform/errors.ts";
import { readLimited } from "../platform/request-guards.ts";
import { clearedDevSessionCookie, devSessionCookie, signDevSession } from "./dev-session.ts";
import { authenticateStaff, signInMethod, staffEnabled } from "./staff-auth.ts";
import type { StaffSettings } from "../platform/staff-settings.ts";

interface Assets {
  fetch: typeof fetch;
}

const PRIVATE = { "cache-control": "no-store", "x-robots-tag": "noindex, nofollow", "referrer-policy": "same-origin" };

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", ...PRIVATE } });

const redirect = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { location, ...PRIVATE, ...headers } });

/** Only a path of the console, so a sign-in link cannot send anyone elsewhere. */
export function safeReturn(value: string | null): string {
  return value && /^\/staff(\/|\?|$)/.test(value) && !value.startsWith("//") ? value : "/staff";
}

function withPrivateHeaders(response: Response, status = response.status): Response {
  const page = new Response(response.body, { status, headers: response.headers });
  for (const [name, value] of Object.entries(PRIVATE)) page.headers.set(name, value);
  page.headers.delete("etag");
  return page;
}

/** The site's own not-found page, as for any path that does not exist. */
async function notFound(request: Request, assets: Assets): Promise<Response> {
  return withPrivateHeaders(await assets.fetch(new URL("/404", request.url)), 404);
}

async function shell(request: Request, assets: Assets): Promise<Response> {
  return withPrivateHeaders(await assets.fetch(new URL(STAFF_SHELL_PATH, request.url)), 200);
}

/** POST /staff/sign-in: the token from .dev.vars, checked in constant time, buys a signed cookie. */
async function devSignIn(request: Request, settings: StaffSettings, now: Date): Promise<Response> {
  let form: URLSearchParams;
  try {
    // Bounded like every other body: an oversized one is refused before a byte of it is read.
    form = new URLSearchParams(await readLimited(request));
  } catch (error) {
    return text(
      error instanceof ApiError ? error.status : 400,
      error instanceof ApiError ? error.message : "The form could not be read.",
    );
  }
  const field = (name: string) => form.get(name)?.trim() ?? "";
  const email = field("email").toLowerCase();
  const back = safeReturn(field("return"));
  const token = settings.token ?? "";
  const digest = (value: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  const [presented, expected] = await Promise.all([digest(field("token")), digest(token)]);
  const valid = /^[^\s@]+@[^\s@]+$/.test(email) && token !== "" && crypto.subtle.timingSafeEqual(presented, expected);
  if (!valid) {
    const again = new URLSearchParams({ failed: "1", email, return: back });
    return redirect(`${DEV_SIGN_IN_PATH}?${again.toString()}`);
  }
  return redirect(back, { "set-cookie": devSessionCookie(await signDevSession(email, token, now)) });
}

export async function staffPage(request: Request, env: AppEnv, assets: Assets, now = new Date()): Promise<Response> {
  const url = new URL(request.url);
  const { config, problem } = readConfig(env);
  if (!config) {
    console.error(`Server misconfigured: ${problem}.`);
    return text(500, "The site is misconfigured; the log names the setting.");
  }
  const settings = config.staff;
  if (!staffEnabled(settings)) return notFound(request, assets);
  const method = signInMethod(settings, url);
  if (url.pathname === DEV_SIGN_IN_PATH) {
    if (method !== "dev") return notFound(request, assets);
    return request.method === "POST" ? devSignIn(request, settings, now) : shell(request, assets);
  }
  if (url.pathname === DEV_SIGN_OUT_PATH) {
    if (method !== "dev" || request.method !== "POST") return notFound(request, assets);
    return redirect(DEV_SIGN_IN_PATH, { "set-cookie": clearedDevSessionCookie });
  }
  if (request.method !== "GET" && request.method !== "HEAD") return text(405, "Method not allowed.");
  try {
    await authenticateStaff(request, settings, now);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "unauthorized")
      return text(
        error instanceof ApiError ? error.status : 500,
        "Sign-in could not be checked just now. Please try again shortly.",
      );
    if (method === "dev")
      return redirect(
        `${DEV_SIGN_IN_PATH}?${new URLSearchParams({ return: `${url.pathname}${url.search}` }).toString()}`,
      );
    return text(
      401,
      method === "access"
        ? "Sign in through Cloudflare Access to use the staff console: reload this page."
        : "The staff console needs Cloudflare Access (ACCESS_TEAM_DOMAIN and ACCESS_AUD); the staff token is for scripts.",
    );
  }
  return shell(request, assets);
}
