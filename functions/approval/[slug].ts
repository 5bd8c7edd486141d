// /approval/{slug}: answers 200 with the approval page for a link that works, 404 otherwise
// (functions/lib/proofs/approval-page.ts). Other methods fall through to Pages.
import type { AppEnv } from "../lib/env.ts";
import { approvalPage } from "../lib/proofs/approval-page.ts";

export const onRequestGet: PagesFunction<AppEnv, "slug"> = (context) => approvalPage(context.request, String(context.params.slug), context.env.DB, context.env.ASSETS);
export const onRequestHead = onRequestGet;
