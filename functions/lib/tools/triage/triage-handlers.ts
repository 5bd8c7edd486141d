// POST /api/triage: Triage Bot on its page. A visitor's pasted enquiry passes the visitor checks
// (origin, a bounded body, the shared pasted-text rules, the tool's rate limit) and is read by
// the same reader as every enquiry that arrives. Nothing of it is stored.
import { TRIAGE_MAX_BODY_BYTES, triageContract, type triageRequestSchema } from "#shared/api/triage.ts";
import { route, type Route } from "../../platform/handler.ts";
import { reply } from "../../platform/reply.ts";
import { acceptVisitorPost, type VisitorPost } from "../../platform/visitor-request.ts";
import { triageEnquiry } from "./triage-service.ts";

const TRIAGE: VisitorPost<typeof triageRequestSchema> = {
  contract: triageContract,
  bucket: "triage",
  turnstile: false,
  // Only the site's pages may spend the model's budget.
  requireOrigin: true,
  maxBytes: TRIAGE_MAX_BODY_BYTES,
};

export const triageRoutes: readonly Route[] = [
  route(triageContract, async (request, env, _ctx, config) => {
    const { body, safetyId, now } = await acceptVisitorPost(request, env, config, TRIAGE);
    const triage = await triageEnquiry(body.text, { model: config.tools.model, safetyId, now: new Date(now) });
    return reply(triageContract, triage);
  }),
];
