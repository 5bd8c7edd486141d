// The approval page's own security headers: a function's answer may not get dist/_headers, so
// the page sets them itself, with a policy that allows exactly the inline scripts its shell carries.
import { securityHeaders } from "#shared/security-headers.ts";
export { inlineScriptHashes } from "../../platform/inline-scripts.ts";

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
