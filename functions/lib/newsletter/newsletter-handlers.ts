// The newsletter's routes: sign-up, and the emailed links' confirm and unsubscribe (router.ts lists them).
import { messages } from "#shared/messages.ts";
import { CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from "#shared/api/newsletter.ts";
import {
  subscribeConfirmContract,
  subscribeConfirmLinkContract,
  subscribeContract,
  unsubscribeContract,
  unsubscribeLinkContract,
} from "#shared/api/forms.ts";
import { reply } from "../platform/reply.ts";
import { route, type Route } from "../platform/handler.ts";
import { acceptVisitorPost } from "../platform/visitor-request.ts";
import { confirmFromLink } from "./confirm-from-link.ts";
import { requireOneClick, seeOther } from "./link-responses.ts";
import { newsletterDeps } from "./newsletter-deps.ts";
import { subscribe, unsubscribe } from "./newsletter-service.ts";

export const newsletterRoutes: readonly Route[] = [
  route(subscribeContract, async (request, env, ctx, config) => {
    const { body, hash, now, turnstilePassed } = await acceptVisitorPost(request, env, config, {
      contract: subscribeContract,
      bucket: "subscribe",
      turnstile: "subscribe",
    });
    // One answer for a new, pending, confirmed or suppressed address: nothing reveals who subscribes.
    await subscribe(body, { clientHash: hash, turnstilePassed }, newsletterDeps(env, config, ctx, now));
    return reply(subscribeContract, { success: true, message: messages.subscribe.checkInbox });
  }),
  // The emailed link: a GET (a mail scanner's as much as a person's) only opens the page whose
  // button confirms (functions/confirm-subscription.ts); the POST is what confirms.
  route(subscribeConfirmLinkContract, (request) => seeOther(`${CONFIRM_PAGE_PATH}${new URL(request.url).search}`)),
  route(subscribeConfirmContract, (request, env, ctx, config) => confirmFromLink(request, env, config, ctx)),
  // RFC 8058 one-click: a mail provider POSTs "List-Unsubscribe=One-Click" to the List-Unsubscribe
  // URL, without cookies or an Origin of ours (so no origin check here); the token in the URL is
  // the authority, and the answer is never a redirect (section 3.2).
  route(unsubscribeContract, async (request, env, ctx, config) => {
    await requireOneClick(request);
    await unsubscribe(new URL(request.url).searchParams.get("token"), newsletterDeps(env, config, ctx, Date.now()));
    return reply(unsubscribeContract, { success: true });
  }),
  // A mail app without one-click support opens the header's URL: show the page that asks first.
  route(unsubscribeLinkContract, (request) => seeOther(`${UNSUBSCRIBE_PAGE_PATH}${new URL(request.url).search}`)),
];
