// /approval/{slug}: answers 200 with the approval page for a link that works, 404 otherwise
// (functions/lib/tools/proofs/approval-shell-response.ts). Other methods fall through to Pages.
import { readConfig } from "../lib/platform/config.ts";
import type { AppEnv } from "../lib/platform/env.ts";
import { approvalPage } from "../lib/tools/proofs/approval-shell-response.ts";

export const onRequestGet: PagesFunction<AppEnv, "slug"> = (context) =>
  // Turnstile's origins are allowed where the server checks its tokens, as on the static pages.
  approvalPage(context.request, String(context.params.slug), context.env.DB, context.env.ASSETS, {
    turnstile: Boolean(readConfig(context.env).config?.turnstile.secret),
  });
export const onRequestHead = onRequestGet;
