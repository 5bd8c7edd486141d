// POST /api/approvals/:slug/decision: the reviewer's decision, through the visitor checks. No
// Turnstile: the reviewer holds a 128-bit link, and each version takes one decision.
import { approvalDecisionContract } from "#shared/api/proofs.ts";
import { reply } from "../contract.ts";
import type { Handler } from "../handler.ts";
import { acceptVisitorPost } from "../visitor-request.ts";
import { proofDeps } from "./proof-handlers.ts";
import { decide } from "./proof-review.ts";

export const postProofDecision: Handler = async (request, env, ctx, config) => {
  const { body, hash, now } = await acceptVisitorPost(request, env, config, {
    contract: approvalDecisionContract,
    bucket: "proof",
    turnstile: false,
  });
  return reply(
    approvalDecisionContract,
    await decide(request.params["slug"] ?? "", body, hash, proofDeps(env, config, ctx, now)),
  );
};
