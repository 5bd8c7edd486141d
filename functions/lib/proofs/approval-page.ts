// GET /approval/{slug}: the prerendered approval shell for a link that works (200), and the
// shell's not-found state for one that does not (404), so the status tells the truth before any
// script runs. Never cached; never indexed. The page may frame the proof's file from this origin.
import { APPROVAL_GONE_SHELL_PATH, APPROVAL_SHELL_PATH } from "../../../web/content/route-types.ts";
import { isLiveSlug } from "./proof-review.ts";

export async function approvalPage(request: Request, slug: string, db: D1Database, assets: { fetch: typeof fetch }, now = new Date()): Promise<Response> {
  let live: boolean;
  try {
    live = await isLiveSlug(db, slug, now);
  } catch (error) {
    console.error("Approval link lookup failed", error);
    return new Response("Our database is temporarily unavailable. Please try again shortly.", { status: 503, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "retry-after": "30" } });
  }
  const shell = await assets.fetch(new URL(live ? APPROVAL_SHELL_PATH : APPROVAL_GONE_SHELL_PATH, request.url));
  const response = new Response(request.method === "HEAD" ? null : shell.body, { status: live ? 200 : 404, headers: shell.headers });
  response.headers.set("cache-control", "no-store");
  response.headers.set("x-robots-tag", "noindex, nofollow");
  response.headers.delete("etag");
  // The page shows a PDF proof in a frame of its own origin's file endpoint.
  const csp = response.headers.get("content-security-policy");
  if (csp) response.headers.set("content-security-policy", csp.replace(/frame-src [^;]+/, (directive) => (directive.includes("'self'") ? directive : directive.replace("'none'", "").replace("frame-src", "frame-src 'self'").trim())));
  return response;
}
