// The approval page's own security headers: a function's answer may not get dist/_headers, so
// the page sets them itself, with a policy that allows exactly the inline scripts its shell carries.
import { securityHeaders } from "#shared/security-headers.ts";

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script elements the browser does not run, so the policy need not allow them. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;
const EXTERNAL = /\bsrc\s*=/i;

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** The CSP hash source of each inline script in the page, as build/prerender.ts computes them. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const sources = [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes = ""]) => !EXTERNAL.test(attributes) && !DATA_TYPE.test(attributes))
    .map(([, , source = ""]) => source);
  const hashes = await Promise.all(
    sources.map(
      async (source) => `'sha256-${base64(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(source)))}'`,
    ),
  );
  return [...new Set(hashes)];
}

export interface ApprovalHeaderOptions {
  /** Hash sources of the page's inline scripts; none for a plain-text answer. */
  readonly inlineScripts?: readonly string[];
  /** Whether Turnstile runs here (voice can be started from the page's TENFOLD dock). */
  readonly turnstile: boolean;
}

/**
 * The site's security headers (framing refused by CSP and X-Frame-Options), never cached or
 * indexed, and no referrer at all: the page's address is the client's secret link.
 */
export function approvalHeaders(contentType: string, options: ApprovalHeaderOptions): Headers {
  const headers = new Headers(
    securityHeaders({ turnstile: options.turnstile, inlineScripts: options.inlineScripts ?? [] }),
  );
  headers.set("referrer-policy", "no-referrer");
  headers.set("content-type", contentType);
  headers.set("cache-control", "no-store");
  headers.set("x-robots-tag", "noindex, nofollow");
  return headers;
}
