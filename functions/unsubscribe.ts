// POST /unsubscribe?token=…: the prerendered /unsubscribe page's form posts back to its own URL,
// which is how its token reaches the server without any script. GET is not handled here, so
// Pages serves the prerendered page. Success redirects (303) to /unsubscribed.
import { securityHeaders } from "../web/shared/security-headers.ts";
import { UNSUBSCRIBED_PATH } from "../web/shared/newsletter.ts";
import type { AppEnv } from "./lib/env.ts";
import { linkAction } from "./lib/newsletter/link-responses.ts";
import { newsletterDeps } from "./lib/newsletter/newsletter-deps.ts";
import { unsubscribe } from "./lib/newsletter/newsletter-service.ts";

const HEADERS = Object.entries(securityHeaders({ turnstile: false }));

export const onRequestPost: PagesFunction<AppEnv> = async (context) => {
  const response = await linkAction(context.request, UNSUBSCRIBED_PATH, "You were not unsubscribed", () =>
    unsubscribe(new URL(context.request.url).searchParams.get("token"), newsletterDeps(context.env, context, Date.now())),
  );
  for (const [name, value] of HEADERS) response.headers.set(name, value);
  return response;
};
