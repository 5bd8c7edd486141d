// Staff access to what visitors sent: bearer-token protected, disabled (404) when no token is set.
import { ApiError, withDatabase } from "./errors.ts";

async function sha256(value: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
}

/** Compares the presented token with the configured one in constant time. */
export async function requireAdmin(request: Request, token: string | undefined): Promise<void> {
  if (!token) throw new ApiError("not_found", "Not found.");
  const presented = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  // Hashing first gives equal-length inputs, as timingSafeEqual requires.
  const [a, b] = await Promise.all([sha256(presented), sha256(token)]);
  if (!presented || !crypto.subtle.timingSafeEqual(a, b)) {
    throw new ApiError("unauthorized", "A valid staff token is required.", {}, { "www-authenticate": 'Bearer realm="staff"' });
  }
}

export const ADMIN_TABLES = {
  contacts: {
    sql: `SELECT id, created_at, name, email, message, consented_at, delivery_status, delivery_attempts, delivered_at, delivery_error
          FROM contact_messages ORDER BY id DESC LIMIT ?1`,
    columns: ["id", "created_at", "name", "email", "message", "consented_at", "delivery_status", "delivery_attempts", "delivered_at", "delivery_error"],
  },
  subscribers: {
    sql: `SELECT id, created_at, email, name, status, consent_source, consent_wording, consented_at, confirmed_at
          FROM subscribers ORDER BY id DESC LIMIT ?1`,
    columns: ["id", "created_at", "email", "name", "status", "consent_source", "consent_wording", "consented_at", "confirmed_at"],
  },
  // Emails, sent or not: with no provider configured, staff send the queued ones by hand.
  outbox: {
    sql: "SELECT id, created_at, status, to_address, subject, text_body, sent_at, error FROM email_outbox ORDER BY id DESC LIMIT ?1",
    columns: ["id", "created_at", "status", "to_address", "subject", "text_body", "sent_at", "error"],
  },
} as const;

export type AdminTable = keyof typeof ADMIN_TABLES;

export async function listRows(db: D1Database, table: AdminTable, limit: number): Promise<Record<string, unknown>[]> {
  const { results } = await withDatabase(() => db.prepare(ADMIN_TABLES[table].sql).bind(limit).all<Record<string, unknown>>());
  return results;
}

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with an apostrophe. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(","), ...rows.map((row) => columns.map((column) => cell(row[column])).join(","))].join("\r\n") + "\r\n";
}
