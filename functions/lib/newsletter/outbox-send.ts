// Sending an outbox email again from the console: one that waited because no provider was
// configured, or one the provider refused. The outcome is recorded on its row either way.
import type { OutboxEmail } from "#shared/api/newsletter-staff.ts";
import type { EmailProvider } from "../platform/email/send-email.ts";
import { ApiError, withDatabase } from "../platform/errors.ts";
import type { EmailTokens } from "./email-tokens.ts";
import { OUTBOX_COLUMNS } from "./newsletter-admin.ts";

export interface OutboxSendDeps {
  readonly db: D1Database;
  readonly now: () => Date;
  readonly provider: EmailProvider | undefined;
  readonly tokens: Pick<EmailTokens, "addressHash">;
}

type StoredEmail = OutboxEmail & { html_body: string | null; headers: string };

export const NO_PROVIDER_MESSAGE =
  "No email provider is configured (EMAIL_API_KEY and EMAIL_FROM), so emails wait here: send this one by hand from the firm's mailbox.";

/**
 * Whether the address asked not to be mailed after this email was written. A confirmation email
 * to a suppressed address is still wanted when its owner has signed up again since (that is how
 * they lift the suppression); anything older, or with no sign-up waiting, is not.
 */
async function suppressedSince(db: D1Database, email: StoredEmail, tokens: OutboxSendDeps["tokens"]): Promise<boolean> {
  const hash = await tokens.addressHash(email.to_address);
  const row = await db
    .prepare(
      "SELECT suppressed_at, (SELECT created_at FROM subscribers WHERE email = ?2 AND status = 'pending') AS signed_up_at FROM newsletter_suppressions WHERE email_hash = ?1",
    )
    .bind(hash, email.to_address)
    .first<{ suppressed_at: string; signed_up_at: string | null }>();
  return row !== null && (row.signed_up_at === null || email.created_at < row.suppressed_at);
}

function headersOf(stored: string): Record<string, string> {
  try {
    const parsed = JSON.parse(stored) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Sends a queued or failed email now and answers its row as it then stands. */
export async function sendAgain(id: number, deps: OutboxSendDeps): Promise<OutboxEmail> {
  if (!deps.provider) throw new ApiError("conflict", NO_PROVIDER_MESSAGE);
  const read = () =>
    deps.db
      .prepare(`SELECT ${OUTBOX_COLUMNS}, html_body, headers FROM email_outbox WHERE id = ?1`)
      .bind(id)
      .first<StoredEmail>();
  const email = await withDatabase(read);
  if (!email) throw new ApiError("not_found", "No email with this id.");
  if (email.status === "sent") throw new ApiError("conflict", "This email has already been sent.");
  if (await withDatabase(() => suppressedSince(deps.db, email, deps.tokens))) {
    throw new ApiError(
      "conflict",
      "This address asked not to be emailed (it is on the suppression list), so the email is not sent.",
    );
  }
  const message = {
    to: email.to_address,
    subject: email.subject,
    text: email.text_body,
    ...(email.html_body ? { html: email.html_body } : {}),
    headers: headersOf(email.headers),
  };
  try {
    // The key the first attempt used: two people sending at once, or a send that only looked
    // failed, reach the provider as one email.
    const providerId = await deps.provider.send(message, `outbox-${id}`);
    await withDatabase(() =>
      deps.db
        .prepare(
          "UPDATE email_outbox SET status = 'sent', sent_at = ?2, provider_id = ?3, error = NULL, attempts = attempts + 1 WHERE id = ?1",
        )
        .bind(id, deps.now().toISOString(), providerId)
        .run(),
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error("Email provider refused a message sent again", error);
    const detail = error instanceof Error ? error.message.slice(0, 500) : "unknown error";
    // Never over a success recorded meanwhile by someone else's send.
    await withDatabase(() =>
      deps.db
        .prepare(
          "UPDATE email_outbox SET status = 'failed', error = ?2, attempts = attempts + 1 WHERE id = ?1 AND status != 'sent'",
        )
        .bind(id, detail)
        .run(),
    );
    throw new ApiError(
      "upstream_failed",
      "The email provider did not accept the email. It stays in the outbox, marked failed with the provider's answer; try again later.",
    );
  }
  const sent = await withDatabase(read);
  if (!sent) throw new ApiError("not_found", "No email with this id.");
  const { html_body: _html, headers: _headers, ...row } = sent;
  return row;
}
