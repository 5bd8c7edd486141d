// Staff notifications: one JSON POST to the configured webhook (NOTIFY_WEBHOOK_URL) per stored
// record, with an Idempotency-Key so a retried delivery is recognisable. Used for contact
// messages and proof decisions; each records the outcome on its own row.

/** How long the notification target has to answer. */
export const NOTIFY_TIMEOUT_MS = 10_000;

/** Posts one notification. Answers null once delivered, otherwise why not; never throws. */
export async function postNotification(url: string, body: Record<string, unknown>, idempotencyKey: string, fetcher: typeof fetch = fetch): Promise<string | null> {
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
