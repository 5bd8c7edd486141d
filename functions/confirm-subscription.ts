// POST /confirm-subscription?token=…: the prerendered confirmation page's button posts back to its
// own URL, which is how its token reaches the server without any script. GET is not handled here,
// so Pages serves the prerendered page. Success redirects (303) to /subscription-confirmed.
import type { AppEnv } from "./lib/env.ts";
import { confirmFromLink, NOT_CONFIRMED } from "./lib/newsletter/confirm-from-link.ts";
import { newsletterPage } from "./lib/newsletter/link-responses.ts";

export const onRequestPost: PagesFunction<AppEnv> = (context) => newsletterPage(context.env, NOT_CONFIRMED, () => confirmFromLink(context.request, context.env, context));
