// POST /confirm-subscription?token=…: the prerendered confirmation page's button posts back to its
// own URL, which is how its token reaches the server without any script. GET is not handled here,
// so Pages serves the prerendered page. Success redirects (303) to /subscription-confirmed.
import { securityHeaders } from "../web/shared/security-headers.ts";
import type { AppEnv } from "./lib/env.ts";
import { confirmFromLink } from "./lib/newsletter/confirm-from-link.ts";

const HEADERS = Object.entries(securityHeaders({ turnstile: false }));

export const onRequestPost: PagesFunction<AppEnv> = async (context) => {
  const response = await confirmFromLink(context.request, context.env, context);
  for (const [name, value] of HEADERS) response.headers.set(name, value);
  return response;
};
