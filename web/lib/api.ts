// The browser's request layer (requests with credentials, JSON bodies), built on the endpoints'
// contracts (web/shared/api/). `callApi` sends a contract's request and parses its answer with the
// contract's response schema. Every non-ok status is one error, ApiRequestError, whose message is
// "status: body" (or the status text when the body is empty) and which carries
// the server's `code`. Queries (SWR's fetcher): GET with credentials and no-cache headers.
import * as v from "valibot";
import { apiUrl, type Contract, type PathParams } from "#shared/api/contract.ts";
import { isErrorCode, type ErrorCode } from "#shared/api/error-codes.ts";

/** The server's error body, `{ error, code }`, when it sent one. */
function errorBody(text: string): { error?: unknown; message?: unknown; code?: unknown; issues?: unknown } {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return {};
  }
}

function fieldMessages(issues: unknown): Record<string, string> | undefined {
  if (!issues || typeof issues !== "object") return undefined;
  return Object.fromEntries(
    Object.entries(issues).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

export class ApiRequestError extends Error {
  /** The server's code for the failure (web/shared/api/error-codes.ts), when it sent one. */
  readonly code: ErrorCode | undefined;
  /** The server's `{ error }` message, when the body was JSON. */
  readonly serverMessage: string | undefined;
  /** A refused body's field → message (the server's `issues`, from the shared schema's checks). */
  readonly issues: Readonly<Record<string, string>> | undefined;

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    // "API request failed" stands in when there is neither a body nor a status text.
    super(`${status}: ${bodyText || statusText || "API request failed"}`);
    this.name = "ApiRequestError";
    const body = errorBody(bodyText);
    const message = body.error ?? body.message;
    this.serverMessage = typeof message === "string" && message ? message : undefined;
    this.code = isErrorCode(body.code) ? body.code : undefined;
    this.issues = fieldMessages(body.issues);
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
}

export interface RequestOptions {
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal | undefined;
}

export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers = { ...(body === undefined ? {} : { "content-type": "application/json" }), ...options.headers };
  const response = await fetch(url, {
    method,
    credentials: "include",
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  await throwIfNotOk(response);
  return response;
}

export interface CallOptions<Path extends string> extends RequestOptions {
  /** The values of the path's `:name` segments. */
  readonly params?: PathParams<Path>;
}

type BodyOf<Req> = Req extends v.GenericSchema ? v.InferInput<Req> : undefined;

/** Sends a contract's request; the answer, checked for an ok status but not yet read. */
export function openApi<Path extends string, Req extends v.GenericSchema | undefined>(
  contract: Contract<Path, Req>,
  body: BodyOf<Req>,
  options: CallOptions<Path> = {},
): Promise<Response> {
  return apiRequest(contract.method, apiUrl(contract, options.params ?? {}), body, options);
}

/** Sends a contract's request and parses its answer with the contract's response schema. */
export async function callApi<
  Path extends string,
  Req extends v.GenericSchema | undefined,
  Res extends v.GenericSchema,
>(contract: Contract<Path, Req, Res>, body: BodyOf<Req>, options: CallOptions<Path> = {}): Promise<v.InferOutput<Res>> {
  const response = await openApi(contract, body, options);
  return v.parse(contract.response, await response.json());
}

export type On401 = "throw" | "returnNull";

export function getJson(on401: On401 = "throw") {
  return async (url: string): Promise<unknown> => {
    const response = await fetch(url, {
      credentials: "include",
      headers: { "cache-control": "no-cache", pragma: "no-cache" },
    });
    if (response.status === 401 && on401 === "returnNull") return null;
    await throwIfNotOk(response);
    const body: unknown = await response.json();
    return body;
  };
}

/** A failure to reach the server at all (offline, DNS, CORS), as opposed to an error answer. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
