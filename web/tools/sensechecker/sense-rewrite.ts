// A rewrite of one sentence, asked for by the visitor on a finding; loaded at that first press,
// with the request code and the contract's schemas, which the page's first load does without.
import { REWRITING_OFF, rewriteContract, type RewriteResponse } from "#shared/api/sensechecker.ts";
import { ApiRequestError, callApi, isNetworkError } from "../../lib/api.ts";
import type { Finding } from "./sense-findings.ts";

export type RewriteOutcome =
  | { readonly ok: true; readonly answer: RewriteResponse }
  /** `off`: this site has no model, so no rewrite will ever be offered. */
  | { readonly ok: false; readonly off: boolean; readonly message: string };

export async function askRewrite(
  draft: string,
  finding: Finding,
  onSentence: readonly Finding[],
): Promise<RewriteOutcome> {
  const sentence = draft.slice(finding.sentence.start, finding.sentence.end);
  try {
    const answer = await callApi(rewriteContract, {
      sentence,
      findings: onSentence.map(({ kind, words, reason }) => ({ kind, words, reason })),
    });
    return { ok: true, answer };
  } catch (error) {
    if (isNetworkError(error)) {
      return { ok: false, off: false, message: "The rewrite could not be asked for: you seem to be offline." };
    }
    const refused = error instanceof ApiRequestError ? error : undefined;
    const off =
      refused?.code === "unavailable" && refused.bodyText.includes(`"rewriting":"${REWRITING_OFF.rewriting}"`);
    return {
      ok: false,
      off,
      message: refused?.serverMessage ?? "The rewrite could not be made. Please try again.",
    };
  }
}
