// Contact messages: stored first, exactly as sent, so nothing is lost; then, after the response,
// triaged, and forwarded to the notification target if one is configured, with the outcome
// recorded on the row (./triage-on-arrival.ts).
import { normaliseEmail, type ContactRequest } from "#shared/schemas.ts";
import type { Triage } from "#shared/api/triage.ts";
import { withDatabase } from "../platform/errors.ts";
import { triageOnArrival } from "./triage-on-arrival.ts";

export interface ContactDeps {
  readonly db: D1Database;
  readonly now: () => Date;
  /** Work that continues after the response (ctx.waitUntil). */
  readonly waitUntil: (work: Promise<unknown>) => void;
  /** Triage Bot's reader for the stored message, and the tools' model budget that bounds it. */
  readonly triage: { readonly read: (text: string) => Promise<Triage>; readonly budgetMs: number };
  readonly notifyUrl?: string | undefined;
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
  if (id === undefined) return { stored: false };
  deps.waitUntil(
    triageOnArrival(
      { id, createdAt: at, name: input.name, message: input.message },
      { ...deps.triage, db: deps.db, now: deps.now, notifyUrl: deps.notifyUrl, fetcher: deps.fetcher },
    ),
  );
  return { stored: true, id };
}
