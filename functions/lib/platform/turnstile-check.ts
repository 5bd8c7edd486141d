// Cloudflare Turnstile verification, required only when TURNSTILE_SECRET_KEY is set. A token
// counts only when siteverify says it succeeded, it was solved on one of our hostnames, and for
// the action of the endpoint it is spent on
// (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/): a token
// solved on another site that embeds our site key, or on our newsletter form, must not open a
// voice call.
import { messages } from "#shared/messages.ts";
import type { TurnstileAction } from "#shared/schemas.ts";
import { ApiError } from "./errors.ts";

export { TURNSTILE_HEADER } from "#shared/schemas.ts";

export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Turnstile as configured: no secret turns the check off. */
export interface TurnstileSettings {
  readonly secret: string | undefined;
  readonly hostnames: readonly string[];
}

function hostnameAllowed(hostname: unknown, allowed: readonly string[]): boolean {
  if (typeof hostname !== "string" || !hostname) return false;
  const host = hostname.toLowerCase();
  return allowed.some((entry) =>
    entry.startsWith(".") ? host.endsWith(entry) && host.length > entry.length : host === entry,
  );
}

export async function requireTurnstile(
  secret: string | undefined,
  token: string | undefined,
  ip: string | null,
  allowed: { readonly hostnames: readonly string[]; readonly action: TurnstileAction },
  fetcher: typeof fetch = fetch,
): Promise<void> {
  if (!secret) return;
  if (!token) throw new ApiError("forbidden", messages.securityCheck);
  const form = new FormData();
  form.set("secret", secret);
  form.set("response", token);
  if (ip) form.set("remoteip", ip);
  let reply: { success?: unknown; hostname?: unknown; action?: unknown } = {};
  try {
    const response = await fetcher(TURNSTILE_VERIFY_URL, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(5000),
    });
    if (response.ok) reply = await response.json<typeof reply>();
  } catch (error) {
    console.error("Turnstile verification failed", error);
    throw new ApiError("unavailable", "The security check is unavailable. Please try again shortly.");
  }
  if (
    reply.success !== true ||
    !hostnameAllowed(reply.hostname, allowed.hostnames) ||
    reply.action !== allowed.action
  ) {
    throw new ApiError("forbidden", "The security check failed. Please try again.");
  }
}

/** The check for one request to the endpoint of `action`, with the token it carries (in its body or a header). */
export function checkTurnstile(
  request: Request,
  settings: TurnstileSettings,
  token: string | undefined,
  action: TurnstileAction,
): Promise<void> {
  return requireTurnstile(settings.secret, token, request.headers.get("cf-connecting-ip"), {
    hostnames: settings.hostnames,
    action,
  });
}
