// Calls the API router the way Pages does, with the test's real D1 and a recorder for waitUntil work.
import { env } from "cloudflare:test";
import { handleApi } from "../../functions/lib/router.ts";

export const ORIGIN = "https://www.example.com";

export async function callApi(path: string, init: RequestInit = {}): Promise<Response> {
  const pending: Promise<unknown>[] = [];
  const response = await handleApi(new Request(`${ORIGIN}${path}`, init), env, { waitUntil: (p) => void pending.push(p) });
  await Promise.allSettled(pending);
  return response;
}
