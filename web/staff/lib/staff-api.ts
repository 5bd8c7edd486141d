// The console's requests: the site's contract client (web/lib/api.ts) plus what only staff
// requests meet, an expired sign-in. A 401 (or, behind Access, a redirect to its sign-in) marks
// the session expired and fails the request with SignedOutError, so a form keeps what was typed.
import type { SWRConfiguration } from "swr";
import type * as v from "valibot";
import type { Contract } from "#shared/api/contract.ts";
import type { StaffSignIn } from "#shared/api/staff.ts";
import { ApiRequestError, callApi, isNetworkError, type CallOptions } from "../../lib/api.ts";
import { markExpired } from "./session.ts";

export class SignedOutError extends Error {
  constructor() {
    super("Your sign-in has expired.");
    this.name = "SignedOutError";
  }
}

function signInOf(bodyText: string): StaffSignIn {
  try {
    const { signIn } = JSON.parse(bodyText) as { signIn?: unknown };
    return signIn === "dev" || signIn === "none" ? signIn : "access";
  } catch {
    return "access";
  }
}

/**
 * Access answers an expired session with a redirect to the team's sign-in page: asked not to
 * follow it, fetch reports an opaque redirect, which only that can be here.
 */
async function stillSignedIn(): Promise<boolean> {
  try {
    const response = await fetch("/api/admin/session", { credentials: "same-origin", redirect: "manual" });
    if (response.type === "opaqueredirect") markExpired("access");
    else if (response.status === 401) markExpired(signInOf(await response.text()));
    else return true;
    return false;
  } catch {
    return true;
  }
}

/** What a failed staff request becomes: SignedOutError when the sign-in has gone, else the error. */
export async function staffFailure(error: unknown): Promise<unknown> {
  if (error instanceof ApiRequestError && error.status === 401) {
    markExpired(signInOf(error.bodyText));
    return new SignedOutError();
  }
  if (isNetworkError(error) && !(await stillSignedIn())) return new SignedOutError();
  return error;
}

/** GET for SWR: JSON, never from a cache. */
export async function staffGet(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, {
      credentials: "same-origin",
      redirect: "manual",
      headers: { accept: "application/json", "cache-control": "no-cache" },
    });
    if (response.type === "opaqueredirect") {
      markExpired("access");
      throw new SignedOutError();
    }
    if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
    return (await response.json()) as unknown;
  } catch (error) {
    throw error instanceof SignedOutError ? error : await staffFailure(error);
  }
}

/** Sends a contract's request as staff; the parsed answer, or SignedOutError / ApiRequestError. */
export async function staffCall<
  Path extends string,
  Req extends v.GenericSchema | undefined,
  Res extends v.GenericSchema,
>(
  contract: Contract<Path, Req, Res>,
  body: Req extends v.GenericSchema ? v.InferInput<Req> : undefined,
  options: CallOptions<Path> = {},
): Promise<v.InferOutput<Res>> {
  try {
    return await callApi(contract, body, options);
  } catch (error) {
    throw await staffFailure(error);
  }
}

/**
 * Staff see what is stored now: a list is fetched again when a section is opened again or the
 * tab comes back into view (the public site's never-stale rule is for visitors' pages), and a
 * failure is shown rather than retried.
 */
export const staffSwrConfig = {
  fetcher: staffGet,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  revalidateIfStale: true,
  shouldRetryOnError: false,
  dedupingInterval: 2000,
  keepPreviousData: true,
} satisfies SWRConfiguration;

/** A message for a failed request, in words a person can act on. */
export function failureMessage(error: unknown): string {
  if (error instanceof SignedOutError)
    return "Your sign-in has expired. Sign in again to carry on; what you typed is kept.";
  if (error instanceof ApiRequestError)
    return error.serverMessage ?? `The server answered ${error.status}. Please try again.`;
  if (isNetworkError(error)) return "The console could not reach the server. Check your connection and try again.";
  return "Something went wrong. Please try again.";
}
