// The API's one error vocabulary: every error answer is `{ error, code }` with one of
// these codes, at this status. The functions throw them (functions/lib/platform/errors.ts) and the browser
// reads them (web/lib/api.ts), so both name a failure the same way.
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  misconfigured: 500,
  upstream_failed: 502,
  unavailable: 503,
  upstream_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);

/** What every request may answer before its handler runs (unknown path, wrong method, broken config, a bug). */
export const COMMON_ERRORS = [
  "not_found",
  "method_not_allowed",
  "misconfigured",
  "internal",
] as const satisfies readonly ErrorCode[];
/** The checks every visitor POST goes through (functions/lib/router.ts acceptVisitorPost). */
export const VISITOR_POST_ERRORS = [
  "bad_request",
  "forbidden",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "unavailable",
] as const satisfies readonly ErrorCode[];
/** Staff routes behind the admin token. */
export const ADMIN_ERRORS = ["unauthorized", "forbidden", "unavailable"] as const satisfies readonly ErrorCode[];
