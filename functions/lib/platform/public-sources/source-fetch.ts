// One way to read a public source (Parliament, GOV.UK, a council's ModernGov): with a time limit
// for the whole read, a size limit enforced while streaming, a User-Agent that names the site so
// the source's operators know who is asking, and the body decoded by the charset the source
// declares (or a UTF-8 byte-order mark). Every failure is a SourceProblem with a reason the pages
// and the health page put in plain words; the upstream's own text is logged, never shown.
import type { SourceProblemReason } from "#shared/api/public-sources.ts";
import { site } from "#shared/site.ts";
import { BodyTooLarge, decodeText, readCapped } from "../response-body.ts";

/** Names the site and where to reach its operators, as public APIs ask of automated clients. */
export const SOURCE_USER_AGENT = `${site.brand.replaceAll(" ", "")}-PublicSources/1.0 (+${site.origin}; ${site.email})`;

export const SOURCE_LIMITS = {
  /** The whole read, headers and body, in ms. */
  timeoutMs: 8000,
  /** The most of one response read, in bytes. */
  maxBytes: 4_000_000,
} as const;

export class SourceProblem extends Error {
  // Plain fields rather than parameter properties, so Node's type stripping runs this module too
  // (scripts/snapshot-govcal.ts).
  readonly reason: SourceProblemReason;
  readonly detail: string;

  constructor(reason: SourceProblemReason, detail = "") {
    super(`${reason}${detail ? `: ${detail}` : ""}`);
    this.name = "SourceProblem";
    this.reason = reason;
    this.detail = detail;
  }
}

export interface SourceRequest {
  readonly url: string;
  /** The Accept header; JSON unless said. */
  readonly accept?: string;
}

export interface SourceFetchDeps {
  readonly fetch?: typeof fetch;
  readonly userAgent?: string;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
}

/** The body of `request.url` as text, or a SourceProblem saying why it could not be read. */
export async function fetchSource(request: SourceRequest, deps: SourceFetchDeps = {}): Promise<string> {
  const fetchImpl = deps.fetch ?? fetch;
  const signal = AbortSignal.timeout(deps.timeoutMs ?? SOURCE_LIMITS.timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      signal,
      headers: { accept: request.accept ?? "application/json", "user-agent": deps.userAgent ?? SOURCE_USER_AGENT },
    });
  } catch (error) {
    if (signal.aborted) throw new SourceProblem("timeout", request.url);
    throw new SourceProblem("unreachable", error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    await response.body?.cancel();
    if (response.status === 429) throw new SourceProblem("rate-limited", response.headers.get("retry-after") ?? "");
    throw new SourceProblem("http-error", `status ${response.status}`);
  }
  try {
    const bytes = await readCapped(response, deps.maxBytes ?? SOURCE_LIMITS.maxBytes);
    return decodeText(bytes, response.headers.get("content-type"));
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new SourceProblem("too-large", error.detail);
    if (signal.aborted) throw new SourceProblem("timeout", request.url);
    throw new SourceProblem("unreachable", error instanceof Error ? error.message : String(error));
  }
}

/** The body of `request.url` parsed as JSON (not yet checked: the adapter's schema does that). */
export async function fetchSourceJson(request: SourceRequest, deps: SourceFetchDeps = {}): Promise<unknown> {
  const text = await fetchSource(request, deps);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SourceProblem("bad-shape", "not JSON");
  }
}
