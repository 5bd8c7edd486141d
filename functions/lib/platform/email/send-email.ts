// The one way the functions send email: every message is written to the D1 outbox first, then
// handed to the provider when one is configured. Without a provider it stays queued, and staff
// read it through GET /api/admin/outbox, so the site runs (and nothing is lost) with no secrets.
/** Where queued mail is handed over (Resend, ./resend.ts); tests point it at a fake provider. */
export interface EmailProvider {
  /** Sends one message; resolves to the provider's id for it, throws on refusal. */
  send(message: EmailMessage, idempotencyKey: string): Promise<string>;
}

export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  readonly headers: Record<string, string>;
}

export type SendEmail = (message: EmailMessage) => Promise<void>;

export function outboxMailer(deps: {
  db: D1Database;
  now: () => Date;
  provider: EmailProvider | undefined;
}): SendEmail {
  return async (message) => {
    const row = await deps.db
      .prepare(
        "INSERT INTO email_outbox (created_at, to_address, subject, text_body, html_body, headers, status) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'queued') RETURNING id",
      )
      .bind(
        deps.now().toISOString(),
        message.to,
        message.subject,
        message.text,
        message.html ?? null,
        JSON.stringify(message.headers),
      )
      .first<{ id: number }>();
    if (!deps.provider || !row) return;
    try {
      // The outbox id doubles as the idempotency key, so a retried call never mails twice.
      const providerId = await deps.provider.send(message, `outbox-${row.id}`);
      await deps.db
        .prepare(
          "UPDATE email_outbox SET status = 'sent', sent_at = ?2, provider_id = ?3, attempts = attempts + 1 WHERE id = ?1",
        )
        .bind(row.id, deps.now().toISOString(), providerId)
        .run();
    } catch (error) {
      console.error("Email provider refused a message", error);
      const detail = error instanceof Error ? error.message.slice(0, 500) : "unknown error";
      await deps.db
        .prepare("UPDATE email_outbox SET status = 'failed', error = ?2, attempts = attempts + 1 WHERE id = ?1")
        .bind(row.id, detail)
        .run();
    }
  };
}
