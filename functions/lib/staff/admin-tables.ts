// Staff exports of what visitors sent (behind the staff guard, functions/lib/staff/staff-auth.ts):
// the stored tables as JSON or CSV.
import { withDatabase } from "../platform/errors.ts";

export const ADMIN_TABLES = {
  // A message handed over from TENFOLD has source "tenfold" and its conversation.
  contacts: {
    sql: `SELECT id, created_at, name, email, message, consented_at, delivery_status, delivery_attempts, delivered_at, delivery_error, source, transcript
          FROM contact_messages ORDER BY id DESC LIMIT ?1`,
    columns: [
      "id",
      "created_at",
      "name",
      "email",
      "message",
      "consented_at",
      "delivery_status",
      "delivery_attempts",
      "delivered_at",
      "delivery_error",
      "source",
      "transcript",
    ],
  },
  subscribers: {
    sql: `SELECT id, created_at, email, name, status, consent_source, consent_wording, consented_at, confirmed_at
          FROM subscribers ORDER BY id DESC LIMIT ?1`,
    columns: [
      "id",
      "created_at",
      "email",
      "name",
      "status",
      "consent_source",
      "consent_wording",
      "consented_at",
      "confirmed_at",
    ],
  },
  // Emails, sent or not: with no provider configured, staff send the queued ones by hand.
  outbox: {
    sql: "SELECT id, created_at, status, to_address, subject, text_body, sent_at, error FROM email_outbox ORDER BY id DESC LIMIT ?1",
    columns: ["id", "created_at", "status", "to_address", "subject", "text_body", "sent_at", "error"],
  },
} as const;

export type AdminTable = keyof typeof ADMIN_TABLES;

/** Rows as stored, except that a transcript (JSON text in D1) is its list of messages. */
export async function listRows(db: D1Database, table: AdminTable, limit: number): Promise<Record<string, unknown>[]> {
  const { results } = await withDatabase(() =>
    db.prepare(ADMIN_TABLES[table].sql).bind(limit).all<Record<string, unknown>>(),
  );
  return results.map((row) =>
    typeof row["transcript"] === "string" ? { ...row, transcript: parseTranscript(row["transcript"]) } : row,
  );
}

function parseTranscript(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A row for a spreadsheet: a transcript reads as the conversation, one message per paragraph. */
export function forCsv(row: Record<string, unknown>): Record<string, unknown> {
  const transcript = row["transcript"];
  if (!Array.isArray(transcript)) return row;
  const lines = (transcript as { role?: string; text?: string }[]).map(
    (item) => `${item.role === "ai" ? "TENFOLD" : "Visitor"}: ${item.text ?? ""}`,
  );
  return { ...row, transcript: lines.join("\n\n") };
}

/**
 * RFC 4180 CSV with every cell quoted, so a separator inside a value never starts a new cell in a
 * spreadsheet that splits on ";" or tabs. A cell a spreadsheet would run as a formula gets a
 * leading apostrophe (https://owasp.org/www-community/attacks/CSV_Injection).
 */
/** A D1 value as text: numbers and strings as they are, nothing for NULL. */
function cellText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return value.toString();
  return value === null || value === undefined ? "" : JSON.stringify(value);
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const cell = (value: unknown) => {
    let text = cellText(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replace(/"/g, '""')}"`;
  };
  const line = (values: readonly unknown[]) => values.map(cell).join(",");
  return [line(columns), ...rows.map((row) => line(columns.map((column) => row[column])))].join("\r\n") + "\r\n";
}

/** A whole-number query parameter of a staff request, within [min, max]; `fallback` when absent or not a number. */
export function boundedParam(url: URL, name: string, fallback: number, min: number, max: number): number {
  const value = Math.floor(Number(url.searchParams.get(name) ?? fallback)) || fallback;
  return Math.min(Math.max(value, min), max);
}
