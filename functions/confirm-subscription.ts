// /confirm-subscription?token=…: a GET judges the link on arrival without changing anything: one
// that cannot work (no token, a broken, expired or replaced one) is answered at once with the
// framed "not confirmed" page (400); one that can is passed to Pages, which serves the prerendered
// page whose button confirms. That button's POST comes back here; success redirects (303) to
// /subscription-confirmed, a refusal is the same framed page.
import type { AppEnv } from "./lib/platform/env.ts";
import { readConfig } from "./lib/platform/config.ts";
import { confirmFromLink, NOT_CONFIRMED } from "./lib/newsletter/confirm-from-link.ts";
import { notConfirmedPage } from "./lib/newsletter/framed-refusal.ts";
import { newsletterPage } from "./lib/newsletter/link-responses.ts";
import { newsletterDeps } from "./lib/newsletter/newsletter-deps.ts";
import { confirmLinkState } from "./lib/newsletter/newsletter-service.ts";

export const onRequestPost: PagesFunction<AppEnv> = (context) =>
  newsletterPage(context.env, NOT_CONFIRMED, (config) =>
    confirmFromLink(context.request, context.env, config, context, context.env.ASSETS),
  );

export const onRequestGet: PagesFunction<AppEnv> = async (context) => {
  // Without working settings the POST says so; the page itself is served as it is.
  const { config } = readConfig(context.env);
  if (!config) return context.next();
  const token = new URL(context.request.url).searchParams.get("token");
  let state: Awaited<ReturnType<typeof confirmLinkState>>;
  try {
    state = await confirmLinkState(token, newsletterDeps(context.env, config, context, Date.now()));
  } catch (error) {
    // The database could not be read: the page is served, and its button's answer will say why.
    console.error("Confirmation link check failed", error);
    return context.next();
  }
  if (state !== "unusable") return context.next();
  return (await notConfirmedPage(context.request, context.env.ASSETS, 400)) ?? context.next();
};
export const onRequestHead = onRequestGet;
