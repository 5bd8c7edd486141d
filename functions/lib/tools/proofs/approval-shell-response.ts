// GET /approval/{slug}: the prerendered approval shell for a link that works (200), and the
// shell's not-found state for one that does not (404), so the status tells the truth before any
// script runs. Never cached; never indexed; its security headers set here (approval-headers.ts).
import { APPROVAL_GONE_SHELL_PATH, APPROVAL_SHELL_PATH } from "#shared/api/proofs-shells.ts";
import { apiUrl } from "#shared/api/contract.ts";
import { approvalFileContract } from "#shared/api/proofs-approvals.ts";
import { APPROVAL_SHELL_SLUG } from "#shared/api/proofs.ts";
import { approvalHeaders, inlineScriptHashes } from "./approval-headers.ts";
import { isLiveSlug } from "./proof-review.ts";

export interface ApprovalPageOptions {
  readonly turnstile: boolean;
  readonly now?: Date;
}

export async function approvalPage(
  request: Request,
  slug: string,
  db: D1Database,
  assets: { fetch: typeof fetch },
  { turnstile, now = new Date() }: ApprovalPageOptions,
): Promise<Response> {
  let live: boolean;
  try {
    live = await isLiveSlug(db, slug, now);
  } catch (error) {
    console.error("Approval link lookup failed", error);
    const headers = approvalHeaders("text/plain; charset=utf-8", { turnstile });
    headers.set("retry-after", "30");
    return new Response("Our database is temporarily unavailable. Please try again shortly.", { status: 503, headers });
  }
  const shell = await (
    await assets.fetch(new URL(live ? APPROVAL_SHELL_PATH : APPROVAL_GONE_SHELL_PATH, request.url))
  ).text();
  // The live shell's script-free notice links to this proof's file: its slug is written in here
  // (a slug that works matches PROOF_SLUG_PATTERN, so it needs no escaping). The shell is small.
  const html = live
    ? shell.replaceAll(
        apiUrl(approvalFileContract, { slug: APPROVAL_SHELL_SLUG }),
        apiUrl(approvalFileContract, { slug }),
      )
    : shell;
  const headers = approvalHeaders("text/html; charset=utf-8", {
    turnstile,
    inlineScripts: await inlineScriptHashes(html),
  });
  return new Response(request.method === "HEAD" ? null : html, { status: live ? 200 : 404, headers });
}
