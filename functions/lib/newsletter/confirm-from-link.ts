// Confirms a sign-up from its emailed link's token, for a POST: the confirmation page's button
// (functions/confirm-subscription.ts) or a direct POST to /api/subscribe/confirm. Success
// redirects to the confirmed page; a bad or expired token is a 400 page.
import { SUBSCRIPTION_CONFIRMED_PATH } from "#shared/api/newsletter.ts";
import type { Config } from "../platform/config.ts";
import type { AppEnv } from "../platform/env.ts";
import { notConfirmedPage } from "./framed-refusal.ts";
import { linkAction } from "./link-responses.ts";
import { newsletterDeps } from "./newsletter-deps.ts";
import { confirmSubscription } from "./newsletter-service.ts";

export const NOT_CONFIRMED = "Your subscription was not confirmed";

/** `assets`: the static pages, for a refusal in the site's frame (a page function has them; the API does not). */
export function confirmFromLink(
  request: Request,
  env: AppEnv,
  config: Config,
  ctx: Pick<ExecutionContext, "waitUntil">,
  assets?: { fetch: typeof fetch },
): Promise<Response> {
  return linkAction(
    request,
    SUBSCRIPTION_CONFIRMED_PATH,
    NOT_CONFIRMED,
    () =>
      confirmSubscription(new URL(request.url).searchParams.get("token"), newsletterDeps(env, config, ctx, Date.now())),
    (status) => notConfirmedPage(request, assets, status),
  );
}
