// Contact messages: stored first, so nothing is lost; then, if a notification target is
// configured, forwarded after the response with the outcome recorded on the row.
import { normaliseEmail, type ContactRequest } from "#shared/schemas.ts";
import { withDatabase } from "../platform/errors.ts";
import { forwardAndRecord, type ForwardDeps } from "../platform/notify.ts";

export interface ContactDeps {
  readonly db: D1Database;
  readonly now: () => Date;
  /** Work that continues after the response (ctx.waitUntil). */
  readonly waitUntil: (work: Promise<unknown>) => void;
  readonly notifyUrl?: string;
  readonly fetcher?: typeof fetch;
}

/** What is kept about the sender besides what they wrote: only the pseudonymous client id (no user agent, no address). */
export interface ClientMeta {
  readonly clientHash: string;
}

export async function submitContact(
  input: ContactRequest,
  meta: ClientMeta,
  deps: ContactDeps,
): Promise<{ stored: boolean; id?: number }> {
  // A filled honeypot is a bot: answer as if it worked, keep nothing.
  if (input.website) return { stored: false };
  const at = deps.now().toISOString();
  const row = await withDatabase(() =>
    deps.db
      .prepare(
        `INSERT INTO contact_messages (name, email, message, privacy_consent, consented_at, created_at, client_hash, delivery_status, source, transcript)
         VALUES (?1, ?2, ?3, 1, ?4, ?4, ?5, ?6, ?7, ?8) RETURNING id`,
      )
      .bind(
        input.name,
        normaliseEmail(input.email),
        input.message,
        at,
        meta.clientHash,
        deps.notifyUrl ? "pending" : "none",
        input.source,
        // Kept only with the visitor's consent, which the schema requires for a transcript.
        input.transcript?.length && input.transcriptConsent ? JSON.stringify(input.transcript) : null,
      )
      .first<{ id: number }>(),
  );
  const id = row?.id;
  if (id !== undefined && deps.notifyUrl) {
    deps.waitUntil(forwardMessage(id, deps.notifyUrl, deps));
  }
  return id === undefined ? { stored: false } : { stored: true, id };
}

/** Sends one stored message to the notification target and records the outcome. Never throws. */
export function forwardMessage(id: number, url: string, deps: ForwardDeps): Promise<void> {
  return forwardAndRecord(
    deps.db,
    "contact_messages",
    id,
    deps.now,
    { url, idempotencyKey: `contact-message-${id}`, fetcher: deps.fetcher },
    async () => {
      const message = await deps.db
        .prepare(
          "SELECT id, name, email, message, created_at, source, transcript FROM contact_messages WHERE id = ?1 AND delivery_status = 'pending'",
        )
        .bind(id)
        .first<Record<string, unknown>>();
      if (message && typeof message["transcript"] === "string")
        message["transcript"] = JSON.parse(message["transcript"]) as unknown;
      return message ? { type: "contact_message", ...message } : null;
    },
  );
}
