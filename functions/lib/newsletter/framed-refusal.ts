// The page a confirmation link that does not work is answered with: the prerendered page in the
// site's frame (header, skip link, footer), not a bare one, with the status that tells the truth.
// A function's answer does not get dist/_headers, so the security headers are set here, allowing
// exactly the inline scripts the page carries.
import { SUBSCRIPTION_NOT_CONFIRMED_PATH } from "#shared/api/newsletter.ts";
import { securityHeaders } from "#shared/security-headers.ts";
import { inlineScriptHashes } from "../platform/inline-scripts.ts";

/** The framed page with `status`, or undefined when the page cannot be had (no assets binding). */
export async function notConfirmedPage(
  request: Request,
  assets: { fetch: typeof fetch } | undefined,
  status: number,
): Promise<Response | undefined> {
  if (!assets) return undefined;
  const page = await assets.fetch(new URL(SUBSCRIPTION_NOT_CONFIRMED_PATH, request.url));
  if (!page.ok) return undefined;
  const html = await page.text();
  const headers = new Headers(securityHeaders({ turnstile: false, inlineScripts: await inlineScriptHashes(html) }));
  headers.set("content-type", "text/html; charset=utf-8");
  headers.set("cache-control", "no-store");
  headers.set("x-robots-tag", "noindex");
  // The address carries the visitor's token: it goes to no other site.
  headers.set("referrer-policy", "no-referrer");
  return new Response(request.method === "HEAD" ? null : html, { status, headers });
}
