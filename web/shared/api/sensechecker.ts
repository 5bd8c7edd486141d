// SenseChecker's contract. The checks run in the visitor's browser (web/tools/sensechecker/);
// the one endpoint offers a rewrite of one sentence, with the findings on it, when the visitor
// asks for it on a finding and the site has an OpenAI key. Nothing sent is stored.
import * as v from "valibot";
import { visitorPost } from "./contract.ts";
import { textProblem, type TextRule } from "../tool-text.ts";
import { REWRITABLE_KINDS } from "./sensechecker-kinds.ts";

/** One sentence, as the rewrite reads it: the shared pasted-text checks, at a sentence's size. */
export const REWRITE_SENTENCE: TextRule = { tool: "SenseChecker", what: "a sentence", minWords: 3, maxChars: 1_500 };
export const MAX_REWRITE_FINDINGS = 12;

export const rewriteRequestSchema = v.object({
  sentence: v.pipe(
    v.string("Send the sentence as a string."),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = textProblem(dataset.value, REWRITE_SENTENCE);
      if (problem) addIssue({ message: problem });
    }),
  ),
  findings: v.pipe(
    v.array(
      v.object({
        kind: v.picklist(REWRITABLE_KINDS, "That kind of finding cannot be mended by a rewrite."),
        words: v.pipe(v.string(), v.maxLength(300, "A finding's words are at most 300 characters.")),
        reason: v.pipe(v.string(), v.maxLength(400, "A finding's reason is at most 400 characters.")),
      }),
    ),
    v.minLength(1, "Say which findings the rewrite should mend."),
    v.maxLength(MAX_REWRITE_FINDINGS, `At most ${MAX_REWRITE_FINDINGS} findings at a time.`),
  ),
});
export type RewriteRequest = v.InferOutput<typeof rewriteRequestSchema>;

export const rewriteResponseSchema = v.object({
  rewrite: v.string(),
  /** What the rewrite changed, in a sentence. */
  changes: v.string(),
  reader: v.literal("model"),
});
export type RewriteResponse = v.InferOutput<typeof rewriteResponseSchema>;

/** Set on the "unavailable" answer of a site with no OpenAI key, so the page can say rewriting is off for good. */
export const REWRITING_OFF = { rewriting: "off" } as const;

export const rewriteContract = visitorPost("/sensechecker/rewrite", rewriteRequestSchema, rewriteResponseSchema, [
  "upstream_failed",
]);
