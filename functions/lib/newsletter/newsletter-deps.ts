// What the newsletter service needs, built from the environment: the signing key, the outbox
// mailer (with Resend behind it when EMAIL_API_KEY and EMAIL_FROM are set) and the site's URL.
import { site } from "../../../web/content/site.ts";
import { resendProvider, type EmailProvider } from "../email/resend.ts";
import { outboxMailer } from "../email/send-email.ts";
import type { AppEnv } from "../env.ts";
import { emailTokens, tokenSecret } from "./email-tokens.ts";
import type { NewsletterDeps } from "./newsletter-service.ts";

/** Resend when EMAIL_API_KEY and EMAIL_FROM are both set; otherwise none, and mail waits in the outbox. */
export function emailProvider(env: AppEnv): EmailProvider | undefined {
  return env.EMAIL_API_KEY && env.EMAIL_FROM ? resendProvider({ apiKey: env.EMAIL_API_KEY, from: env.EMAIL_FROM, baseUrl: env.EMAIL_API_BASE }) : undefined;
}

export function newsletterDeps(env: AppEnv, ctx: { waitUntil(work: Promise<unknown>): void }, now: number): NewsletterDeps {
  const clock = () => new Date(now);
  const provider = emailProvider(env);
  return {
    db: env.DB,
    now: clock,
    tokens: emailTokens(tokenSecret(env)),
    sendEmail: outboxMailer({ db: env.DB, now: () => new Date(), provider }),
    siteUrl: env.SITE_URL || site.origin,
    waitUntil: (work) => ctx.waitUntil(work),
  };
}
