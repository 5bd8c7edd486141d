// What the newsletter tests share: the fake email provider's settings (tests/fakes/fake-email.ts),
// the mail it sent to an address, and the links in that mail, followed as a mail app would.
import { env } from "cloudflare:test";
import { expect, vi } from "vitest";
import type { AppEnv } from "../../functions/lib/platform/env.ts";
import { TURNSTILE_VERIFY_URL } from "../../functions/lib/platform/turnstile-check.ts";
import { ORIGIN, callApi, postJson } from "./call-api.ts";

export const PROVIDER = {
  EMAIL_API_KEY: "re-test-key",
  EMAIL_FROM: "Larkspur Strategy <insights@example.com>",
} satisfies Partial<AppEnv>;
export const auth = { authorization: "Bearer staff-token-for-newsletter-tests" };
export const staff = { ADMIN_TOKEN: "staff-token-for-newsletter-tests" };

export interface SentEmail {
  apiKey: string;
  idempotencyKey: string | null;
  from: string;
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

export const subscribeAs = (email: string, overrides: Partial<AppEnv> = PROVIDER) =>
  postJson("/api/subscribe", { email, source: "hero" }, {}, overrides);

/** A sign-up that passed the newsletter widget's Turnstile check (siteverify faked at its boundary), as a person's does. */
export async function subscribeAsPerson(email: string, overrides: Partial<AppEnv> = PROVIDER): Promise<Response> {
  const realFetch = globalThis.fetch;
  const siteverify = vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async (input, init) =>
      (input instanceof Request ? input.url : input.toString()) === TURNSTILE_VERIFY_URL
        ? Response.json({ success: true, hostname: "www.example.com", action: "subscribe" })
        : realFetch(input, init),
    );
  try {
    return await postJson(
      "/api/subscribe",
      { email, source: "hero", turnstileToken: "solved-by-a-person" },
      {},
      { ...overrides, TURNSTILE_SECRET_KEY: "test-secret" },
    );
  } finally {
    siteverify.mockRestore();
  }
}

export async function sentTo(address: string): Promise<SentEmail[]> {
  return await (await fetch(`${env.FAKE_EMAIL_URL}/outbox?to=${encodeURIComponent(address)}`)).json<SentEmail[]>();
}

/** The link in an email's text that starts with this path, as a path and query on our origin. */
export function linkIn(mail: SentEmail | undefined, path: string): string {
  const match = new RegExp(`${ORIGIN}${path.replace(/[?]/g, "\\?")}\\?token=[A-Za-z0-9_.-]+`).exec(mail?.text ?? "");
  if (!match) throw new Error(`No ${path} link in ${mail?.text}`);
  return match[0].slice(ORIGIN.length);
}

export const follow = (pathAndQuery: string) => callApi(pathAndQuery, { redirect: "manual" });
/** What the confirmation page's button does: a POST to the emailed link's URL. */
export const confirmVia = (pathAndQuery: string) => callApi(pathAndQuery, { method: "POST", redirect: "manual" });

export async function confirmed(address: string): Promise<SentEmail> {
  await subscribeAs(address);
  const [mail] = await sentTo(address);
  expect((await confirmVia(linkIn(mail, "/api/subscribe/confirm"))).status).toBe(303);
  return mail!;
}
