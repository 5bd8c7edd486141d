// POST /unsubscribe?token=…: the prerendered /unsubscribe page's form posts back to its own URL,
// which is how its token reaches the server without any script. GET is not handled here, so
// Pages serves the prerendered page. Success redirects (303) to /unsubscribed.
import { UNSUBSCRIBED_PATH } from "#shared/api/newsletter.ts";
import type { AppEnv } from "./lib/platform/env.ts";
import { linkAction, newsletterPage } from "./lib/newsletter/link-responses.ts";
import { newsletterDeps } from "./lib/newsletter/newsletter-deps.ts";
import { unsubscribe } from "./lib/newsletter/newsletter-service.ts";

const NOT_UNSUBSCRIBED = "You were not unsubscribed";

export const onRequestPost: PagesFunction<AppEnv> = (context) =>
  newsletterPage(context.env, NOT_UNSUBSCRIBED, (config) =>
    linkAction(context.request, UNSUBSCRIBED_PATH, NOT_UNSUBSCRIBED, () =>
      unsubscribe(
        new URL(context.request.url).searchParams.get("token"),
        newsletterDeps(context.env, config, context, Date.now()),
      ),
    ),
  );
