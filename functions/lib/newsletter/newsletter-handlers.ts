// The newsletter's routes: sign-up, and the emailed links' confirm and unsubscribe (router.ts lists them).
import { messages } from "../../../web/shared/messages.ts";
import { CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from "../../../web/shared/newsletter.ts";
import { subscribeContract, unsubscribeContract } from "../../../web/shared/api/forms.ts";
import { reply } from "../contract.ts";
import type { Handler } from "../handler.ts";
import { readLimited } from "../request-guards.ts";
import { acceptVisitorPost } from "../visitor-request.ts";
import { confirmFromLink } from "./confirm-from-link.ts";
import { seeOther } from "./link-responses.ts";
import { newsletterDeps } from "./newsletter-deps.ts";
import { subscribe, unsubscribe } from "./newsletter-service.ts";

export const newsletterHandlers = {
  subscribe: (async (request, env, ctx, config) => {
    const { body, hash, now } = await acceptVisitorPost(request, env, config, { contract: subscribeContract, bucket: "subscribe", turnstile: "subscribe" });
    // One answer for a new, pending or confirmed address (issue 24): nothing reveals who subscribes.
    await subscribe(body, hash, newsletterDeps(env, ctx, now));
    return reply(subscribeContract, { success: true, message: messages.subscribe.checkInbox });
  }) satisfies Handler,
  // The emailed link: a GET (a mail scanner's as much as a person's) only opens the page whose
  // button confirms (functions/confirm-subscription.ts); the POST is what confirms.
  confirmPage: ((request) => seeOther(request, `${CONFIRM_PAGE_PATH}${new URL(request.url).search}`)) satisfies Handler,
  confirm: ((request, env, ctx) => confirmFromLink(request, env, ctx)) satisfies Handler,
  // RFC 8058 one-click: a mail provider POSTs "List-Unsubscribe=One-Click" to the List-Unsubscribe
  // URL, without cookies or an Origin of ours; the signed token in the URL is the authority.
  unsubscribe: (async (request, env, ctx) => {
    await readLimited(request);
    await unsubscribe(new URL(request.url).searchParams.get("token"), newsletterDeps(env, ctx, Date.now()));
    return reply(unsubscribeContract, { success: true });
  }) satisfies Handler,
  // A mail app without one-click support opens the header's URL: show the page that asks first.
  unsubscribePage: ((request) => seeOther(request, `${UNSUBSCRIBE_PAGE_PATH}${new URL(request.url).search}`)) satisfies Handler,
};
