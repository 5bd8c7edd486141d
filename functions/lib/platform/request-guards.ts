// Checks every form-like POST passes before its handler runs: same origin, a JSON content type,
// a bounded body that parses, and a body that matches the shared schema.
import * as v from "valibot";
import { fieldErrors } from "#shared/schemas.ts";
import { ApiError } from "./errors.ts";
import { readStreamCapped } from "./response-body.ts";

/** Spec'd by the security issue: bodies over 16 KB are refused. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * A contact message may carry a TENFOLD conversation: 20 messages of 2,000 characters,
 * which take up to 3 bytes each in UTF-8, beside a 5,000-character message.
 */
export const CONTACT_MAX_BODY_BYTES = 144 * 1024;

/**
 * Refuses cross-site requests. `requireOrigin` also refuses a request without an Origin header:
 * browsers send one with every POST from script, so its absence means a script outside a
 * browser, which has no business spending the site's AI budget (chat and voice).
 */
export function assertSameOrigin(
  request: Request,
  { requireOrigin = false, allowedOrigins = [] }: { requireOrigin?: boolean; allowedOrigins?: readonly string[] } = {},
): void {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site") throw new ApiError("forbidden", "Cross-site requests are not accepted.");
  const origin = request.headers.get("origin");
  if (origin === null) {
    if (requireOrigin) throw new ApiError("forbidden", "Requests must come from this site's pages.");
    return; // A native form post without Origin (older browsers); rate limits still apply.
  }
  const own = new URL(request.url).origin;
  if (origin !== own && !allowedOrigins.includes(origin)) {
    throw new ApiError("forbidden", "Requests from other sites are not accepted.");
  }
}

/** A form posted by the browser itself (its page's script never ran), not a call from script. */
export function isFormPost(request: Request): boolean {
  return /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get("content-type") ?? "");
}

export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError("unsupported_media_type", "Send the request body as application/json.");
  }
  const text = await readLimited(request, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON.");
  }
}

const payloadTooLarge = (maxBytes: number) =>
  new ApiError("payload_too_large", `The request body must be at most ${maxBytes} bytes.`);

/**
 * Refuses a body whose declared length (Content-Length) is over the limit before anything else
 * is done with the request, without waiting for a byte of it; the body is dropped. Handlers that
 * read no body call it too, so a large upload is never taken in at all.
 */
export function refuseDeclaredBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
  tooLarge: () => ApiError = () => payloadTooLarge(maxBytes),
): void {
  if (Number(request.headers.get("content-length") ?? "0") <= maxBytes) return;
  request.body?.cancel().catch(() => undefined);
  throw tooLarge();
}

/**
 * Reads the body's bytes, stopping as soon as they pass the limit, declared or not (a missing or
 * false Content-Length cannot bypass it); `tooLarge` is what a larger body is refused with.
 */
export async function readLimitedBytes(
  request: Request,
  maxBytes: number,
  tooLarge: () => ApiError,
): Promise<Uint8Array> {
  refuseDeclaredBody(request, maxBytes, tooLarge);
  return readStreamCapped(request.body, maxBytes, tooLarge);
}

/** Reads the body as UTF-8 text, stopping as soon as it passes the limit. */
export async function readLimited(request: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const bytes = await readLimitedBytes(request, maxBytes, () => payloadTooLarge(maxBytes));
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ApiError("bad_request", "The request body is not valid UTF-8.");
  }
}

export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const issues = fieldErrors(result.issues);
    throw new ApiError("bad_request", Object.values(issues)[0] ?? "The request is not valid.", { issues });
  }
  return result.output;
}
