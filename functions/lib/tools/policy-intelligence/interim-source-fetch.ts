// INTERIM, until the shared public-source layer (functions/lib/platform/public-sources/, owned by
// GovCal) is merged: the same signature as its `fetchSource` and the same reasons, so the adapter
// does not change when this file is replaced by it. It reads a source with a time limit, a size
// limit and a User-Agent that names the site, and says why when it cannot.
import type { SourceProblemReason } from "#shared/api/policy-intelligence.ts";
import { site } from "#shared/site.ts";

export class SourceProblem extends Error {
  // A field, not a parameter property, so Node runs this file as it is (npm run snapshot:policy).
  readonly reason: SourceProblemReason;
  constructor(reason: SourceProblemReason, message: string) {
    super(message);
    this.name = "SourceProblem";
    this.reason = reason;
  }
}

export interface SourceRequest {
  readonly url: string;
  readonly accept?: string;
}

export interface SourceFetchDeps {
  readonly fetch: typeof fetch;
  readonly userAgent: string;
  readonly timeoutMs: number;
  readonly maxBytes: number;
}

export const SITE_USER_AGENT = `${site.brand} website (${site.origin})`;

async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new SourceProblem("too-large", `the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

export async function fetchSource(request: SourceRequest, deps: SourceFetchDeps): Promise<string> {
  const signal = AbortSignal.timeout(deps.timeoutMs);
  let response: Response;
  try {
    response = await deps.fetch(request.url, {
      headers: { accept: request.accept ?? "application/json", "user-agent": deps.userAgent },
      signal,
      redirect: "follow",
    });
  } catch (error) {
    if (signal.aborted) throw new SourceProblem("timeout", `no answer within ${deps.timeoutMs} ms`);
    throw new SourceProblem("unreachable", error instanceof Error ? error.message : "the source could not be reached");
  }
  if (response.status === 429) throw new SourceProblem("rate-limited", "the source asked us to slow down (429)");
  if (!response.ok) throw new SourceProblem("http-error", `the source answered ${response.status}`);
  if (!response.body) return "";
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > deps.maxBytes) throw new SourceProblem("too-large", `the answer declares ${declared} bytes`);
  try {
    const bytes = await readAtMost(response.body as ReadableStream<Uint8Array>, deps.maxBytes);
    const charset = /charset=([^;]+)/i.exec(response.headers.get("content-type") ?? "")?.[1]?.trim() ?? "utf-8";
    // TextDecoder drops a UTF-8 byte-order mark itself.
    return new TextDecoder(charset).decode(bytes);
  } catch (error) {
    if (error instanceof SourceProblem) throw error;
    if (signal.aborted) throw new SourceProblem("timeout", `the answer did not finish within ${deps.timeoutMs} ms`);
    throw new SourceProblem("unreachable", "the answer broke off");
  }
}
