// Staff notifications: one JSON POST to the configured webhook (NOTIFY_WEBHOOK_URL) per stored
// record, with an Idempotency-Key so a retried delivery is recognisable. Used for contact
// messages and proof decisions; each records the outcome on its own row.

/** How long the notification target has to answer. */
export const NOTIFY_TIMEOUT_MS = 10_000;

/** Posts one notification. Answers null once delivered, otherwise why not; never throws. */
export async function postNotification(
  url: string,
  body: Record<string, unknown>,
  idempotencyKey: string,
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await fetcher(url, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (cause) {
    return cause instanceof Error ? `${cause.name}: ${cause.message}` : "unknown error";
  }
}

/** What forwarding one stored record needs. */
export interface ForwardDeps {
  readonly db: D1Database;
  readonly now: () => Date;
  readonly fetcher?: typeof fetch | undefined;
}

/** Where a notified record lives: its table, whose rows carry the delivery columns. */
export type NotifiedTable = "contact_messages" | "proof_decisions";

/**
 * Sends one stored record to the notification target and records the outcome on its row
 * (`delivery_status`, attempts, time, error), once: `load` answers the payload, or nothing when
 * the row is no longer pending (already delivered, or not meant for forwarding). Never throws.
 */
export async function forwardAndRecord(
  db: D1Database,
  table: NotifiedTable,
  id: number,
  now: () => Date,
  send: { readonly url: string; readonly idempotencyKey: string; readonly fetcher?: typeof fetch | undefined },
  load: () => Promise<Record<string, unknown> | null>,
): Promise<void> {
  let error: string | null = null;
  try {
    const payload = await load();
    if (!payload) return;
    error = await postNotification(send.url, payload, send.idempotencyKey, send.fetcher);
  } catch (cause) {
    error = cause instanceof Error ? `${cause.name}: ${cause.message}` : "unknown error";
  }
  try {
    await db
      .prepare(
        `UPDATE ${table} SET delivery_status = ?2, delivery_attempts = delivery_attempts + 1,
           delivered_at = CASE WHEN ?2 = 'delivered' THEN ?3 ELSE delivered_at END, delivery_error = ?4
         WHERE id = ?1 AND delivery_status = 'pending'`,
      )
      .bind(id, error ? "failed" : "delivered", now().toISOString(), error?.slice(0, 500) ?? null)
      .run();
  } catch (cause) {
    console.error(`Could not record the delivery status of ${table} row`, id, cause);
  }
  if (error) console.error(`Forwarding ${table} row failed`, id, error);
}
