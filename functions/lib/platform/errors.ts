// The API's one error vocabulary. Handlers and services throw ApiError with a code; errorResponse
// turns any thrown value into a JSON `{ error }` response. Unexpected errors are logged in full
// and reach the browser only as a generic message. The codes and their statuses are the shared
// contract's (web/shared/api/error-codes.ts), which the browser reads too.
import { ERROR_STATUS, type ErrorCode } from "#shared/api/error-codes.ts";

export type { ErrorCode };

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra JSON fields for the body (e.g. validation issues). */
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.set("cache-control", "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return json(
      { error: error.message, code: error.code, ...error.details },
      { status: error.status, headers: error.headers },
    );
  }
  console.error("Unhandled API error", error);
  return json({ error: "Something went wrong on our side. Please try again.", code: "internal" }, { status: 500 });
}

/**
 * Runs database work; a D1 failure becomes a 503 with a clear message (the detail is logged).
 * D1 runs each statement or batch atomically, so a failure leaves no partial write behind.
 */
export async function withDatabase<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error("Database error", error);
    throw new ApiError("unavailable", "Our database is temporarily unavailable. Please try again shortly.");
  }
}
