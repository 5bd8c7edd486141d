// GET /approval/{slug}: the prerendered approval shell for a link that works (200), and the
// shell's not-found state for one that does not (404), so the status tells the truth before any
// script runs. Never cached; never indexed.
import { APPROVAL_GONE_SHELL_PATH, APPROVAL_SHELL_PATH } from "../../../web/content/route-types.ts";
import { apiUrl } from "../../../web/shared/api/contract.ts";
import { approvalFileContract } from "../../../web/shared/api/proofs.ts";
import { APPROVAL_SHELL_SLUG } from "../../../web/shared/proofs.ts";
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
  // The live shell's script-free notice links to this proof's file: its slug is written in here
  // (a slug that works matches PROOF_SLUG_PATTERN, so it needs no escaping). The shell is small.
  const body = request.method === "HEAD" ? null : live ? (await shell.text()).replaceAll(apiUrl(approvalFileContract, { slug: APPROVAL_SHELL_SLUG }), apiUrl(approvalFileContract, { slug })) : shell.body;
  const response = new Response(body, { status: live ? 200 : 404, headers: shell.headers });
  response.headers.set("cache-control", "no-store");
  response.headers.set("x-robots-tag", "noindex, nofollow");
  response.headers.delete("etag");
  response.headers.delete("content-length");
  return response;
}
