// POST /api/sensechecker/rewrite: the visitor's checks (origin, body, the shared text rules, the
// "sensechecker" rate limit), then one rewrite from the model. A site with no key answers
// "unavailable" before anything is counted.
import { rewriteContract, type rewriteRequestSchema } from "#shared/api/sensechecker.ts";
import { route, type Route } from "../../platform/handler.ts";
import { reply } from "../../platform/reply.ts";
import { askStructured } from "../../platform/structured-output.ts";
import { acceptVisitorPost, type VisitorPost } from "../../platform/visitor-request.ts";
import { rewriteSentence, rewritingOff } from "./rewrite-service.ts";

const REWRITE: VisitorPost<typeof rewriteRequestSchema> = {
  contract: rewriteContract,
  bucket: "sensechecker",
  turnstile: false,
  // Only the site's pages may spend its model budget.
  requireOrigin: true,
  maxBytes: 16_384,
};

export const senseCheckerRoutes: readonly Route[] = [
  route(rewriteContract, async (request, env, _ctx, config) => {
    const model = config.tools.model;
    if (!model) throw rewritingOff();
    const { body, safetyId } = await acceptVisitorPost(request, env, config, REWRITE);
    return reply(rewriteContract, await rewriteSentence(body, { model, safetyId, ask: askStructured }));
  }),
];
