// Newsletter double opt-in (UK GDPR and PECR): a sign-up stores a pending subscriber
// with its consent record and emails a signed link; only following it puts the address on the
// list. The caller learns nothing about the address's state: every sign-up answers the same.
// Unsubscribing removes the subscriber and remembers only a keyed hash of the address.
import type { SubscribeRequest } from "#shared/schemas.ts";
import { NEWSLETTER_CONSENT } from "#shared/api/newsletter.ts";
import { nameFromEmail, normaliseEmail } from "#shared/email.ts";
import { ApiError, withDatabase } from "../platform/errors.ts";
import type { SendEmail } from "../platform/email/send-email.ts";
import { confirmationEmail } from "./confirmation-email.ts";
import { mailboxOf, releaseConfirmation, reserveConfirmation } from "./confirmation-quota.ts";
import type { EmailTokens } from "./email-tokens.ts";

/** At most one confirmation email per address in this window, so the form cannot mail-bomb anyone. */
export const RESEND_INTERVAL_MS = 10 * 60_000;

export interface NewsletterDeps {
  readonly db: D1Database;
  readonly now: () => Date;
  readonly tokens: EmailTokens;
  readonly sendEmail: SendEmail;
  /** The site's public origin for links in emails (SITE_URL), never the request's Host. */
  readonly siteUrl: string;
  /** Runs the email after the response, so how long a sign-up takes says nothing about the address. */
  readonly waitUntil: (work: Promise<unknown>) => void;
}

/** What is known of the sign-up request itself, besides its fields. */
export interface SignUpRequest {
  readonly clientHash: string;
  /** The request passed a Turnstile check of its own (Turnstile is on and its token verified). */
  readonly turnstilePassed: boolean;
}

/**
 * Stores or refreshes a pending sign-up and sends its confirmation email, or does nothing; the
 * caller answers the same either way. Nothing is sent to an address on the suppression list
 * unless this very request passed Turnstile (only a person may ask again after unsubscribing), to
 * the same address within RESEND_INTERVAL_MS, or to a mailbox past its daily quota.
 */
export async function subscribe(input: SubscribeRequest, request: SignUpRequest, deps: NewsletterDeps): Promise<void> {
  if (input.website) return;
  const email = normaliseEmail(input.email);
  const now = deps.now();
  if (!request.turnstilePassed && (await isSuppressed(deps, email))) return;
  const mailbox = await deps.tokens.mailboxHash(mailboxOf(email));
  if (!(await withDatabase(() => reserveConfirmation(deps.db, mailbox, now)))) return;
  if (!(await claimSignUp(input, email, request.clientHash, now, deps.db))) {
    await withDatabase(() => releaseConfirmation(deps.db, mailbox, now));
    return;
  }
  const [confirm, unsubscribe] = await Promise.all([
    deps.tokens.sign("confirm", email, now),
    deps.tokens.sign("unsubscribe", email, now),
  ]);
  deps.waitUntil(
    deps
      .sendEmail(confirmationEmail(email, deps.siteUrl, { confirm, unsubscribe }))
      .catch((error: unknown) => console.error("Confirmation email not written to the outbox", error)),
  );
}

async function isSuppressed(deps: Pick<NewsletterDeps, "db" | "tokens">, email: string): Promise<boolean> {
  const hash = await deps.tokens.addressHash(email);
  return (
    (await withDatabase(() =>
      deps.db.prepare("SELECT 1 AS found FROM newsletter_suppressions WHERE email_hash = ?1").bind(hash).first(),
    )) !== null
  );
}

/**
 * Writes the pending row, or refreshes it when its resend window has passed; false when no email
 * may go. A pending row takes the newest request's consent, and its created_at restarts, so a
 * purge of old unconfirmed rows never removes one whose link still works. Confirmed rows are
 * untouched. The window is claimed in the same statement, so two racing requests send one email.
 */
async function claimSignUp(
  input: SubscribeRequest,
  email: string,
  clientHash: string,
  now: Date,
  db: D1Database,
): Promise<boolean> {
  const name = (input.name || nameFromEmail(email)).slice(0, 120);
  const stamp = now.toISOString();
  const claimed = await withDatabase(() =>
    db
      .prepare(
        `INSERT INTO subscribers (email, name, created_at, client_hash, status, consent_source, consent_wording, consented_at, confirmation_sent_at)
         VALUES (?1, ?2, ?3, ?4, 'pending', ?5, ?6, ?3, ?3)
         ON CONFLICT (email) DO UPDATE SET
           name = excluded.name, created_at = excluded.created_at, client_hash = excluded.client_hash,
           consent_source = excluded.consent_source, consent_wording = excluded.consent_wording, consented_at = excluded.consented_at,
           confirmation_sent_at = excluded.confirmation_sent_at
         WHERE subscribers.status = 'pending' AND (subscribers.confirmation_sent_at IS NULL OR subscribers.confirmation_sent_at <= ?7)
         RETURNING id`,
      )
      .bind(
        email,
        name,
        stamp,
        clientHash,
        input.source,
        NEWSLETTER_CONSENT[input.source],
        new Date(now.getTime() - RESEND_INTERVAL_MS).toISOString(),
      )
      .first<{ id: number }>(),
  );
  return claimed !== null;
}

/**
 * Puts the address on the list; confirming again is fine. A link confirms only the request it was
 * sent for (the pending row's created_at is the token's signing time), so after an unsubscribe an
 * old link cannot put the address back: only the newest email's link can.
 */
export async function confirmSubscription(
  token: string | null,
  deps: Pick<NewsletterDeps, "db" | "now" | "tokens">,
): Promise<void> {
  const now = deps.now();
  const { email, issuedAt } = await deps.tokens.verify("confirm", token, now);
  const hash = await deps.tokens.addressHash(email);
  const [, , state] = await withDatabase(() =>
    deps.db.batch([
      deps.db
        .prepare(
          "UPDATE subscribers SET status = 'confirmed', confirmed_at = ?2 WHERE email = ?1 AND status = 'pending' AND created_at = ?3",
        )
        .bind(email, now.toISOString(), issuedAt.toISOString()),
      // Confirming is the new consent that lifts an earlier unsubscribe.
      deps.db
        .prepare(
          "DELETE FROM newsletter_suppressions WHERE email_hash = ?1 AND EXISTS (SELECT 1 FROM subscribers WHERE email = ?2 AND status = 'confirmed')",
        )
        .bind(hash, email),
      deps.db.prepare("SELECT status FROM subscribers WHERE email = ?1").bind(email),
    ]),
  );
  if ((state?.results[0] as { status?: string } | undefined)?.status !== "confirmed") {
    throw new ApiError(
      "bad_request",
      "This link is no longer current: a newer confirmation email replaced it, or you unsubscribed since. Use the newest email, or subscribe again.",
    );
  }
}

/** Removes the address and puts its hash on the suppression list; unsubscribing twice is fine. */
export async function unsubscribe(
  token: string | null,
  deps: Pick<NewsletterDeps, "db" | "now" | "tokens">,
): Promise<void> {
  const now = deps.now();
  const { email } = await deps.tokens.verify("unsubscribe", token, now);
  const hash = await deps.tokens.addressHash(email);
  await withDatabase(() =>
    deps.db.batch([
      deps.db.prepare("DELETE FROM subscribers WHERE email = ?1").bind(email),
      deps.db
        .prepare(
          "INSERT INTO newsletter_suppressions (email_hash, suppressed_at) VALUES (?1, ?2) ON CONFLICT (email_hash) DO NOTHING",
        )
        .bind(hash, now.toISOString()),
      // Mail not yet sent to the address (no provider configured) is no longer wanted.
      deps.db
        .prepare(
          "UPDATE email_outbox SET status = 'failed', error = 'unsubscribed before sending' WHERE to_address = ?1 AND status = 'queued'",
        )
        .bind(email),
    ]),
  );
}

/**
 * What a confirmation link is, judged without changing anything (the page it opens asks for a
 * press before anything is written): waiting for that press, already confirmed, or unusable (no
 * token, a broken or expired one, or one a newer email or an unsubscribe has replaced).
 */
export async function confirmLinkState(
  token: string | null,
  deps: Pick<NewsletterDeps, "db" | "now" | "tokens">,
): Promise<"pending" | "confirmed" | "unusable"> {
  let claim: { email: string; issuedAt: Date };
  try {
    claim = await deps.tokens.verify("confirm", token, deps.now());
  } catch (error) {
    if (error instanceof ApiError) return "unusable";
    throw error;
  }
  const row = await withDatabase(() =>
    deps.db
      .prepare("SELECT status, created_at FROM subscribers WHERE email = ?1")
      .bind(claim.email)
      .first<{ status: string; created_at: string }>(),
  );
  if (row?.status === "confirmed") return "confirmed";
  return row?.status === "pending" && row.created_at === claim.issuedAt.toISOString() ? "pending" : "unusable";
}
