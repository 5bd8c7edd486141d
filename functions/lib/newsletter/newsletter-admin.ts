// The newsletter as staff see it: how many addresses are in each state, the confirmed list with
// its consent records, the outbox a page at a time, and an address suppressed at someone's request.
import { normaliseEmail } from "#shared/email.ts";
import { OUTBOX_STATUSES, type OutboxEmail, type OutboxStatus } from "#shared/api/newsletter-staff.ts";
import { toCsv } from "../staff/admin-tables.ts";
import { ApiError, withDatabase } from "../platform/errors.ts";
import type { EmailTokens } from "./email-tokens.ts";
import { toPage, type PageRequest } from "../staff/paging.ts";

export interface NewsletterCounts {
  readonly counts: { pending: number; confirmed: number; unsubscribed: number; suppressed: number };
  readonly outbox: { queued: number; failed: number };
}

export async function newsletterCounts(db: D1Database): Promise<NewsletterCounts> {
  const row = await withDatabase(() =>
    db
      .prepare(
        `SELECT
           (SELECT count(*) FROM subscribers WHERE status = 'pending') AS pending,
           (SELECT count(*) FROM subscribers WHERE status = 'confirmed') AS confirmed,
           (SELECT count(*) FROM newsletter_suppressions WHERE reason = 'unsubscribed') AS unsubscribed,
           (SELECT count(*) FROM newsletter_suppressions WHERE reason = 'staff') AS suppressed,
           (SELECT count(*) FROM email_outbox WHERE status = 'queued') AS queued,
           (SELECT count(*) FROM email_outbox WHERE status = 'failed') AS failed`,
      )
      .first<Record<"pending" | "confirmed" | "unsubscribed" | "suppressed" | "queued" | "failed", number>>(),
  );
  const { pending = 0, confirmed = 0, unsubscribed = 0, suppressed = 0, queued = 0, failed = 0 } = row ?? {};
  return { counts: { pending, confirmed, unsubscribed, suppressed }, outbox: { queued, failed } };
}

export const CONFIRMED_CSV_COLUMNS = [
  "email",
  "name",
  "confirmed_at",
  "consent_source",
  "consent_wording",
  "consented_at",
] as const;

/** Only confirmed addresses, in the order they confirmed, each with what its owner agreed to. */
export async function confirmedCsv(db: D1Database): Promise<string> {
  const { results } = await withDatabase(() =>
    db
      .prepare(
        `SELECT ${CONFIRMED_CSV_COLUMNS.join(", ")} FROM subscribers WHERE status = 'confirmed' ORDER BY confirmed_at, id`,
      )
      .all<Record<string, unknown>>(),
  );
  return toCsv(CONFIRMED_CSV_COLUMNS, results);
}

/** The outbox's status filter from a request's query: absent or empty means every email. */
export function outboxStatus(url: URL): OutboxStatus | undefined {
  const status = url.searchParams.get("status") ?? "";
  if (status === "") return undefined;
  if ((OUTBOX_STATUSES as readonly string[]).includes(status)) return status as OutboxStatus;
  throw new ApiError("bad_request", `Filter status must be one of: ${OUTBOX_STATUSES.join(", ")}.`);
}

export const OUTBOX_COLUMNS = "id, created_at, status, to_address, subject, text_body, sent_at, error";

export async function listOutbox(
  db: D1Database,
  status: OutboxStatus | undefined,
  page: PageRequest,
): Promise<{ rows: OutboxEmail[]; total: number; next: number | null }> {
  const where = status ? "status = ?" : "1";
  const binds = status ? [status] : [];
  const cursor = page.before === undefined ? [] : [page.before];
  const [found, counted] = await withDatabase(() =>
    db.batch([
      db
        .prepare(
          `SELECT ${OUTBOX_COLUMNS} FROM email_outbox WHERE ${where}${cursor.length ? " AND id < ?" : ""} ORDER BY id DESC LIMIT ?`,
        )
        .bind(...binds, ...cursor, page.limit + 1),
      db.prepare(`SELECT count(*) AS total FROM email_outbox WHERE ${where}`).bind(...binds),
    ]),
  );
  const total = ((counted?.results[0] ?? {}) as { total?: number }).total ?? 0;
  return toPage((found?.results ?? []) as OutboxEmail[], page.limit, total);
}

export interface SuppressionDeps {
  readonly db: D1Database;
  readonly now: () => Date;
  readonly tokens: Pick<EmailTokens, "addressHash">;
}

/**
 * Puts an address on the suppression list at its owner's request made to staff (by phone or
 * email), as unsubscribing does: the subscriber row goes, only the keyed hash stays, and mail
 * not yet sent to it is stopped. Asking again changes nothing and says so. As after an
 * unsubscribe, only a new sign-up confirmed by its owner lifts it.
 */
export async function suppressAddress(email: string, actor: string, deps: SuppressionDeps) {
  const address = normaliseEmail(email);
  const hash = await deps.tokens.addressHash(address);
  const [inserted, , , read] = await withDatabase(() =>
    deps.db.batch([
      deps.db
        .prepare(
          "INSERT INTO newsletter_suppressions (email_hash, suppressed_at, reason, added_by) VALUES (?1, ?2, 'staff', ?3) ON CONFLICT (email_hash) DO NOTHING",
        )
        .bind(hash, deps.now().toISOString(), actor),
      deps.db.prepare("DELETE FROM subscribers WHERE email = ?1").bind(address),
      deps.db
        .prepare(
          "UPDATE email_outbox SET status = 'failed', error = 'suppressed by staff before sending' WHERE to_address = ?1 AND status = 'queued'",
        )
        .bind(address),
      deps.db
        .prepare("SELECT reason, suppressed_at, added_by FROM newsletter_suppressions WHERE email_hash = ?1")
        .bind(hash),
    ]),
  );
  const row = read?.results[0] as
    { reason: "unsubscribed" | "staff"; suppressed_at: string; added_by: string | null } | undefined;
  if (!row) throw new Error("A suppression just written could not be read back");
  return { ...row, already: (inserted?.meta.changes ?? 0) === 0 };
}
