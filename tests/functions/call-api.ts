// Calls the API router the way Pages does, with the test's real D1, optional env overrides and a
// recorder that waits for waitUntil work (so tests see what happened after the response).
import { env } from "cloudflare:test";
import { vi } from "vitest";
import type { AppEnv } from "../../functions/lib/platform/env.ts";
import { readConfig } from "../../functions/lib/platform/config.ts";
import { handleApi } from "../../functions/lib/router.ts";

export const ORIGIN = "https://www.example.com";

/** The key that signs newsletter links, as the functions read it from the test's env with these overrides. */
export function linkSecret(overrides: Partial<AppEnv> = {}): string {
  const { config, problem } = readConfig({ ...env, ...overrides });
  if (!config) throw new Error(`The test's settings do not load: ${problem}`);
  return config.email.tokenSecret;
}

type CallApi = (path: string, init?: RequestInit, overrides?: Partial<AppEnv>) => Promise<Response>;

const callWith =
  (handle: typeof handleApi): CallApi =>
  async (path, init = {}, overrides = {}) => {
    const pending: Promise<unknown>[] = [];
    const response = await handle(
      new Request(`${ORIGIN}${path}`, init),
      { ...env, ...overrides },
      { waitUntil: (p) => void pending.push(p) },
    );
    await Promise.allSettled(pending);
    return response;
  };

export const callApi: CallApi = callWith(handleApi);

/**
 * The API as a newly started isolate runs it: its modules evaluated afresh, so what happens once
 * per isolate (the hourly maintenance, a warning logged once) has not happened yet. The test
 * files share their isolates (vitest.config.ts: isolate false).
 */
/**
 * What a test that calls freshApi allows: loading the API again (its routes and TENFOLD's
 * knowledge index) takes a few seconds when both cores are busy, which is work, not waiting.
 */
export const FRESH_API_TIMEOUT = { timeout: 90_000 };

export async function freshApi(): Promise<CallApi> {
  vi.resetModules();
  const { handleApi: fresh } = await import("../../functions/lib/router.ts");
  return callWith(fresh);
}

/** A same-origin browser JSON POST. */
export function postJson(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  overrides: Partial<AppEnv> = {},
): Promise<Response> {
  return callApi(
    path,
    {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ORIGIN,
        "sec-fetch-site": "same-origin",
        "cf-connecting-ip": "203.0.113.7",
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    overrides,
  );
}

/** A visitor's GET, with the address Cloudflare adds to every request (rate-limited reads need it). */
export function getApi(
  path: string,
  headers: Record<string, string> = {},
  overrides: Partial<AppEnv> = {},
): Promise<Response> {
  return callApi(path, { headers: { "cf-connecting-ip": "203.0.113.7", ...headers } }, overrides);
}

export async function rows<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  return (await env.DB.prepare(sql).all<T>()).results;
}
