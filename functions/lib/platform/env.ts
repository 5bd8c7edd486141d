// The functions' environment: bindings and vars declared in wrangler.toml (typed by
// `wrangler types`), plus optional secrets set in .dev.vars or the Pages dashboard.
export interface Secrets {
  /** Cloudflare Turnstile secret; when set, forms must carry a valid Turnstile token. */
  readonly TURNSTILE_SECRET_KEY?: string;
  /** Bearer token for scripts reading the staff endpoints under /api/admin (and development's sign-in). */
  readonly ADMIN_TOKEN?: string;
  /** Cloudflare Access team in front of /staff and /api/admin, e.g. larkspur.cloudflareaccess.com (set with ACCESS_AUD). */
  readonly ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's audience tag (Zero Trust > Access > Applications > the app > Overview). */
  readonly ACCESS_AUD?: string;
  /** Where new contact messages are forwarded (a webhook URL); unset keeps them in D1 only. */
  readonly NOTIFY_WEBHOOK_URL?: string;
  /** OpenAI API key; when set, TENFOLD's replies are written by the model, otherwise by the built-in answerer. */
  readonly OPENAI_API_KEY?: string;
  /**
   * HMAC key for the pseudonymous client ids (rate limits, budgets, OpenAI's safety identifier).
   * Required, at least 32 characters, unless SITE_ENV is "development".
   */
  readonly CLIENT_HASH_SALT?: string;
  /** Key for the signed links in newsletter emails and the suppression hashes; production must set it. */
  readonly EMAIL_TOKEN_SECRET?: string;
  /** Resend API key; unset, emails wait in the D1 outbox for staff (GET /api/admin/outbox). */
  readonly EMAIL_API_KEY?: string;
  /** Sender of the site's emails, e.g. "Larkspur Strategy <insights@example.com>" (a domain verified with the provider). */
  readonly EMAIL_FROM?: string;
}

export type AppEnv = Env & Secrets;
