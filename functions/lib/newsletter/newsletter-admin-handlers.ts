// The console's newsletter routes (router.ts lists them): counts, the confirmed list's CSV, the
// outbox and sending from it, and suppressing an address.
import {
  confirmedSubscribersContract,
  listOutboxContract,
  newsletterSummaryContract,
  sendOutboxEmailContract,
  suppressAddressContract,
} from "#shared/api/newsletter-staff.ts";
import { csvResponse } from "../staff/admin-handlers.ts";
import { reply } from "../platform/reply.ts";
import { route, type Route } from "../platform/handler.ts";
import { emailTokens } from "./email-tokens.ts";
import { emailProvider } from "./newsletter-deps.ts";
import { parseBody, readJsonBody } from "../platform/request-guards.ts";
import { confirmedCsv, listOutbox, newsletterCounts, outboxStatus, suppressAddress } from "./newsletter-admin.ts";
import { sendAgain } from "./outbox-send.ts";
import { pageRequest } from "../staff/paging.ts";
import { rowId } from "../staff/row-id.ts";
import { staffOf } from "../staff/staff-auth.ts";

const today = () => new Date().toISOString().slice(0, 10);

export const newsletterAdminRoutes: readonly Route[] = [
  route(newsletterSummaryContract, async (_request, env, _ctx, config) =>
    reply(newsletterSummaryContract, {
      ...(await newsletterCounts(env.DB)),
      emailProvider: config.secrets.emailProvider,
    }),
  ),
  route(confirmedSubscribersContract, async (_request, env) =>
    csvResponse(`newsletter-confirmed-${today()}`, await confirmedCsv(env.DB)),
  ),
  route(listOutboxContract, async (request, env) => {
    const url = new URL(request.url);
    return reply(listOutboxContract, await listOutbox(env.DB, outboxStatus(url), pageRequest(url)));
  }),
  route(sendOutboxEmailContract, async (request, env, _ctx, config) => {
    const deps = {
      db: env.DB,
      now: () => new Date(),
      provider: emailProvider(config),
      tokens: emailTokens(config.email.tokenSecret),
    };
    return reply(sendOutboxEmailContract, await sendAgain(rowId(request, "email"), deps));
  }),
  route(suppressAddressContract, async (request, env, _ctx, config) => {
    const { email } = parseBody(suppressAddressContract.request, await readJsonBody(request));
    return reply(
      suppressAddressContract,
      await suppressAddress(email, staffOf(request).email, {
        db: env.DB,
        now: () => new Date(),
        tokens: emailTokens(config.email.tokenSecret),
      }),
    );
  }),
];
