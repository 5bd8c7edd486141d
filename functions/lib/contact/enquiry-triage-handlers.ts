// The console's routes for enquiries' triage (router.ts lists them): the choices a correction picks
// from, how often triage was right, reviewing one enquiry's triage as the signed-in person, and
// triaging again one that was not triaged.
import {
  retriageContract,
  reviewTriageContract,
  triageAccuracyContract,
  triageChoicesContract,
} from "#shared/api/contact-triage.ts";
import { storedSafetyId } from "../platform/client-identity.ts";
import { route, type Route } from "../platform/handler.ts";
import { reply } from "../platform/reply.ts";
import { parseBody, readJsonBody } from "../platform/request-guards.ts";
import { rowId } from "../staff/row-id.ts";
import { staffOf } from "../staff/staff-auth.ts";
import { triageEnquiry } from "../tools/triage/triage-service.ts";
import { retriage, reviewTriage, triageAccuracy, triageChoices } from "./triage-review.ts";

export const enquiryTriageRoutes: readonly Route[] = [
  route(triageChoicesContract, () => reply(triageChoicesContract, triageChoices())),
  route(triageAccuracyContract, async (_request, env) =>
    reply(triageAccuracyContract, await triageAccuracy(env.DB, new Date())),
  ),
  route(reviewTriageContract, async (request, env) => {
    const id = rowId(request, "enquiry");
    const review = parseBody(reviewTriageContract.request, await readJsonBody(request));
    return reply(reviewTriageContract, await reviewTriage(env.DB, id, review, staffOf(request).email, new Date()));
  }),
  route(retriageContract, async (request, env, _ctx, config) => {
    const triage = await retriage(rowId(request, "enquiry"), {
      db: env.DB,
      now: () => new Date(),
      budgetMs: config.tools.budgetMs,
      // Read as at its arrival: the deadline it names and the reply promised count from then.
      read: async (text, { clientHash, arrivedAt }) =>
        triageEnquiry(text, {
          model: config.tools.model,
          safetyId: await storedSafetyId(clientHash, config.clientKey),
          now: arrivedAt,
        }),
    });
    return reply(retriageContract, triage);
  }),
];
