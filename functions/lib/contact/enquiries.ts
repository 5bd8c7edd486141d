// Enquiries as staff work through them: a page of the list, the same rows as a spreadsheet, one
// enquiry in full, and marking one handled (who and when) or open again. Each comes with its
// triage (./triage-record.ts).
import * as v from "valibot";
import { transcriptTurnSchema, type Enquiry, type EnquirySummary } from "#shared/api/contact-staff.ts";
import { forCsv, toCsv } from "../staff/admin-tables.ts";
import { ApiError, withDatabase } from "../platform/errors.ts";
import { enquiryCondition, type EnquiryFilters } from "./enquiry-filters.ts";
import { toPage, type PageRequest } from "../staff/paging.ts";
import { summaryOf, TRIAGE_COLUMNS, triageOf, type TriageColumns } from "./triage-record.ts";

/** How much of a message the list shows. */
export const EXCERPT_LENGTH = 160;

type SummaryRow = Omit<EnquirySummary, "has_transcript" | "excerpt" | "triage"> &
  TriageColumns & { excerpt: string; has_transcript: number };

/** The triage columns the list reads: not the reading itself, which only an enquiry's own page shows. */
const SUMMARY_TRIAGE_COLUMNS =
  "triaged_at, NULL AS triage_reading, triage_service, triage_urgency, triage_owner, NULL AS triage_error, triage_reviewed_at, NULL AS triage_reviewed_by";

/** The message's start on one line; whitespace runs read as one space in a table cell. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
}

/** One page of matching enquiries, newest first, and how many match in all. */
export async function listEnquiries(
  db: D1Database,
  filters: EnquiryFilters,
  page: PageRequest,
): Promise<{ rows: EnquirySummary[]; total: number; next: number | null }> {
  const where = enquiryCondition(filters);
  const cursor = page.before === undefined ? { sql: "", binds: [] } : { sql: " AND id < ?", binds: [page.before] };
  const [found, counted] = await withDatabase(() =>
    db.batch([
      // Enough of the message for an excerpt after whitespace collapses, not the whole of it.
      db
        .prepare(
          `SELECT id, created_at, name, email, substr(message, 1, ${EXCERPT_LENGTH * 2}) AS excerpt, source, delivery_status, handled_at, handled_by, transcript IS NOT NULL AS has_transcript, ${SUMMARY_TRIAGE_COLUMNS}
           FROM contact_messages WHERE ${where.sql}${cursor.sql} ORDER BY id DESC LIMIT ?`,
        )
        .bind(...where.binds, ...cursor.binds, page.limit + 1),
      db.prepare(`SELECT count(*) AS total FROM contact_messages WHERE ${where.sql}`).bind(...where.binds),
    ]),
  );
  const rows = (found?.results ?? []) as SummaryRow[];
  const total = ((counted?.results[0] ?? {}) as { total?: number }).total ?? 0;
  return toPage(
    rows.map((row) => ({
      id: row.id,
      created_at: row.created_at,
      name: row.name,
      email: row.email,
      excerpt: excerptOf(row.excerpt),
      source: row.source,
      delivery_status: row.delivery_status,
      handled_at: row.handled_at,
      handled_by: row.handled_by,
      has_transcript: row.has_transcript === 1,
      triage: summaryOf(row),
    })),
    page.limit,
    total,
  );
}

export const ENQUIRY_CSV_COLUMNS = [
  "id",
  "created_at",
  "name",
  "email",
  "message",
  "source",
  "delivery_status",
  "delivery_error",
  "handled_at",
  "handled_by",
  "transcript",
  "triage_urgency",
  "triage_service",
  "triage_owner",
  "triage_reviewed_by",
] as const;

/** Rows read per query for an export, so a large one never holds a single huge result. */
const EXPORT_BATCH = 1000;

/** Every matching enquiry as CSV, newest first, read a batch at a time. */
export async function enquiriesCsv(db: D1Database, filters: EnquiryFilters): Promise<string> {
  const where = enquiryCondition(filters);
  const lines: string[] = [];
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const { results } = await withDatabase(() =>
      db
        .prepare(
          `SELECT ${ENQUIRY_CSV_COLUMNS.join(", ")} FROM contact_messages WHERE ${where.sql} AND id < ? ORDER BY id DESC LIMIT ?`,
        )
        .bind(...where.binds, before, EXPORT_BATCH)
        .all<Record<string, unknown> & { id: number }>(),
    );
    const rows = results.map((row) => forCsv({ ...row, transcript: transcriptOf(row["transcript"]) }));
    // toCsv writes the header first; only the first batch keeps it.
    const csv = toCsv(ENQUIRY_CSV_COLUMNS, rows);
    lines.push(lines.length === 0 ? csv : csv.slice(csv.indexOf("\r\n") + 2));
    if (results.length < EXPORT_BATCH) return lines.join("");
    before = results.at(-1)?.id ?? 0;
  }
}

/** A stored transcript (JSON text) as its turns; null when there is none or it cannot be read. */
function transcriptOf(stored: unknown): Enquiry["transcript"] {
  if (typeof stored !== "string") return null;
  try {
    const parsed = v.safeParse(v.array(transcriptTurnSchema), JSON.parse(stored));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export const notFound = () => new ApiError("not_found", "No enquiry with this id.");

export async function getEnquiry(db: D1Database, id: number): Promise<Enquiry> {
  const row = await withDatabase(() =>
    db
      .prepare(
        `SELECT id, created_at, name, email, message, consented_at, source, delivery_status, delivery_attempts, delivered_at, delivery_error, handled_at, handled_by, transcript, ${TRIAGE_COLUMNS}
         FROM contact_messages WHERE id = ?1`,
      )
      .bind(id)
      .first<Omit<Enquiry, "transcript" | "triage"> & TriageColumns & { transcript: unknown }>(),
  );
  if (!row) throw notFound();
  return {
    id: row.id,
    created_at: row.created_at,
    name: row.name,
    email: row.email,
    message: row.message,
    consented_at: row.consented_at,
    source: row.source,
    delivery_status: row.delivery_status,
    delivery_attempts: row.delivery_attempts,
    delivered_at: row.delivered_at,
    delivery_error: row.delivery_error,
    handled_at: row.handled_at,
    handled_by: row.handled_by,
    transcript: transcriptOf(row.transcript),
    triage: triageOf(row),
  };
}

/**
 * Marks an enquiry handled by `actor` at `now`, or open again. Marking one that is already handled
 * keeps who handled it first, so two people pressing the button at once leave one consistent answer.
 */
export async function setHandled(
  db: D1Database,
  id: number,
  handled: boolean,
  actor: string,
  now: Date,
): Promise<Pick<Enquiry, "id" | "handled_at" | "handled_by">> {
  const change = handled
    ? db
        .prepare("UPDATE contact_messages SET handled_at = ?2, handled_by = ?3 WHERE id = ?1 AND handled_at IS NULL")
        .bind(id, now.toISOString(), actor)
    : db.prepare("UPDATE contact_messages SET handled_at = NULL, handled_by = NULL WHERE id = ?1").bind(id);
  const [, read] = await withDatabase(() =>
    db.batch([change, db.prepare("SELECT id, handled_at, handled_by FROM contact_messages WHERE id = ?1").bind(id)]),
  );
  const row = read?.results[0] as Pick<Enquiry, "id" | "handled_at" | "handled_by"> | undefined;
  if (!row) throw notFound();
  return row;
}
