// What the newsletter service needs, from the bindings and the settings: the signing key, the
// outbox mailer (with Resend behind it when EMAIL_API_KEY and EMAIL_FROM are set) and the site's URL.
import type { Config } from "../platform/config.ts";
import { resendProvider } from "../platform/email/resend.ts";
import { outboxMailer, type EmailProvider } from "../platform/email/send-email.ts";
import type { AppEnv } from "../platform/env.ts";
import { emailTokens } from "./email-tokens.ts";
import type { NewsletterDeps } from "./newsletter-service.ts";

/** Resend when the settings name one; otherwise none, and mail waits in the outbox. */
export function emailProvider(config: Pick<Config, "email">): EmailProvider | undefined {
  return config.email.provider && resendProvider(config.email.provider);
}

export function newsletterDeps(
  env: AppEnv,
  config: Config,
  ctx: { waitUntil(work: Promise<unknown>): void },
  now: number,
): NewsletterDeps {
  const clock = () => new Date(now);
  const provider = emailProvider(config);
  return {
    db: env.DB,
    now: clock,
    tokens: emailTokens(config.email.tokenSecret),
    sendEmail: outboxMailer({ db: env.DB, now: () => new Date(), provider }),
    siteUrl: config.site.url,
    waitUntil: (work) => ctx.waitUntil(work),
  };
}
