// Cloudflare Turnstile verification, required only when TURNSTILE_SECRET_KEY is set.
import { ApiError } from "./errors.ts";

export { TURNSTILE_HEADER } from "../../web/shared/schemas.ts";

export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export async function requireTurnstile(
  secret: string | undefined,
  token: string | undefined,
  ip: string | null,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  if (!secret) return;
  if (!token) throw new ApiError("forbidden", "Please complete the security check.");
  const form = new FormData();
  form.set("secret", secret);
  form.set("response", token);
  if (ip) form.set("remoteip", ip);
  let success = false;
  try {
    const response = await fetcher(TURNSTILE_VERIFY_URL, { method: "POST", body: form, signal: AbortSignal.timeout(5000) });
    success = response.ok && ((await response.json()) as { success?: unknown }).success === true;
  } catch (error) {
    console.error("Turnstile verification failed", error);
    throw new ApiError("unavailable", "The security check is unavailable. Please try again shortly.");
  }
  if (!success) throw new ApiError("forbidden", "The security check failed. Please try again.");
}
