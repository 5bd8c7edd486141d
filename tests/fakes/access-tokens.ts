// Tokens from the fake Cloudflare Access team (fake-access.ts), asked for over HTTP, so the same
// helper works from Node (e2e) and from workerd (the functions lane).
import type { JWTPayload } from "jose";

export const FAKE_ACCESS_AUDIENCE = "fake-access-application-audience-tag";

export interface SignRequest {
  readonly email?: string;
  readonly aud?: string;
  readonly iss?: string;
  /** Seconds from `issuedAt` (default 600). */
  readonly expiresIn?: number;
  /** Seconds since the epoch (default now). */
  readonly issuedAt?: number;
  readonly key?: "team" | "rogue";
  readonly claims?: JWTPayload;
}

/** A token from the fake team at `accessUrl`. */
export async function signAccessToken(accessUrl: string, request: SignRequest = {}): Promise<string> {
  const response = await fetch(`${accessUrl}/sign`, { method: "POST", body: JSON.stringify(request) });
  const { token } = (await response.json()) as { token: string };
  return token;
}
