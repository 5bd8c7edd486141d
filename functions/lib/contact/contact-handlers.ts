// POST /api/contact: a JSON call from the page's script, or the form's own post when no script ran
// (functions/lib/contact/form-post.ts). Both pass the same checks and store the message the same way;
// a TENFOLD hand-off is the JSON call with its source and conversation. Each is triaged after the
// response by the same reader as Triage Bot's page, with the visitor's safety identifier.
import { contactContract } from "#shared/api/forms.ts";
import type { contactSchema } from "#shared/schemas.ts";
import type { Config } from "../platform/config.ts";
import { submitContact } from "./contact-service.ts";
import { triageEnquiry } from "../tools/triage/triage-service.ts";
import type { AppEnv } from "../platform/env.ts";
import { reply } from "../platform/reply.ts";
import { isFormPost, readContactForm, refusedPage, sentRedirect, type ContactFormFields } from "./form-post.ts";
import { route, type Route, type WaitUntil } from "../platform/handler.ts";
import { assertSameOrigin, CONTACT_MAX_BODY_BYTES } from "../platform/request-guards.ts";
import { acceptVisitorPost, admitBody, type Accepted, type VisitorPost } from "../platform/visitor-request.ts";

const CONTACT: VisitorPost<typeof contactSchema> = {
  contract: contactContract,
  bucket: "contact",
  turnstile: "contact",
  maxBytes: CONTACT_MAX_BODY_BYTES,
};

async function store(
  env: AppEnv,
  config: Config,
  ctx: WaitUntil,
  { body, hash, safetyId, now }: Accepted<typeof contactSchema>,
): Promise<void> {
  await submitContact(
    body,
    { clientHash: hash },
    {
      db: env.DB,
      now: () => new Date(now),
      waitUntil: (work) => ctx.waitUntil(work),
      triage: {
        read: (text) => triageEnquiry(text, { model: config.tools.model, safetyId, now: new Date(now) }),
        budgetMs: config.tools.budgetMs,
      },
      notifyUrl: config.notify.webhookUrl,
    },
  );
}

export const contactRoutes: readonly Route[] = [
  route(contactContract, async (request, env, ctx, config) => {
    if (isFormPost(request)) return postContactForm(request, env, ctx, config);
    await store(env, config, ctx, await acceptVisitorPost(request, env, config, CONTACT));
    return reply(contactContract, { success: true });
  }),
];

/** The form's fields, after the same origin check as a JSON call, or why they could not be read. */
async function readForm(request: Request): Promise<{ fields: ContactFormFields } | { error: unknown }> {
  try {
    assertSameOrigin(request, { requireOrigin: false });
    return { fields: await readContactForm(request) };
  } catch (error) {
    return { error };
  }
}

/** The native fallback answers pages, not JSON; a refusal gives back what the visitor wrote. */
async function postContactForm(request: Request, env: AppEnv, ctx: WaitUntil, config: Config): Promise<Response> {
  const read = await readForm(request);
  if ("error" in read) return refusedPage(read.error, "");
  try {
    await store(env, config, ctx, await admitBody(request, env, config, CONTACT, read.fields));
    return sentRedirect();
  } catch (error) {
    return refusedPage(error, read.fields.message);
  }
}
