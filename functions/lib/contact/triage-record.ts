// An enquiry's triage as its row holds it (migrations/0013_enquiry_triage.sql): storing a reading
// or why none could be made, and reading the columns back as the console's shapes, with the names
// of the service and owner from the registry Triage Bot routes by.
import * as v from "valibot";
import type { CurrentTriage, EnquiryTriage, TriageSummary } from "#shared/api/contact-triage.ts";
import { triageSchema, URGENCIES, type Triage, type Urgency } from "#shared/api/triage.ts";
import { routing, serviceOf } from "../tools/triage/triage-matching.ts";

/** The triage columns, as a SELECT lists them. */
export const TRIAGE_COLUMNS =
  "triaged_at, triage_reading, triage_service, triage_urgency, triage_owner, triage_error, triage_reviewed_at, triage_reviewed_by";

export interface TriageColumns {
  readonly triaged_at: string | null;
  readonly triage_reading: string | null;
  readonly triage_service: string | null;
  readonly triage_urgency: string | null;
  readonly triage_owner: string | null;
  readonly triage_error: string | null;
  readonly triage_reviewed_at: string | null;
  readonly triage_reviewed_by: string | null;
}

/** Which enquiry a write is for: its id and the time it arrived, so a write never lands on another row. */
export interface EnquiryKey {
  readonly id: number;
  readonly createdAt: string;
}

const personBySlug = new Map(routing.team.map((person) => [person.slug, person]));

/** A service by its slug, named as the registry names it (the slug itself if it has gone since). */
export const namedService = (slug: string | null) =>
  slug === null ? null : { slug, name: serviceOf(slug)?.name ?? slug };
export const namedOwner = (id: string | null) => (id === null ? null : { id, name: personBySlug.get(id)?.name ?? id });

export const isService = (slug: string) => serviceOf(slug) !== undefined;
export const isOwner = (id: string) => personBySlug.has(id);

const isUrgency = (value: string | null): value is Urgency => (URGENCIES as readonly string[]).includes(value ?? "");

function readingOf(stored: string | null): Triage | null {
  if (stored === null) return null;
  try {
    const parsed = v.safeParse(triageSchema, JSON.parse(stored));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function currentOf(row: TriageColumns): CurrentTriage | null {
  if (row.triaged_at === null || !isUrgency(row.triage_urgency)) return null;
  return {
    service: namedService(row.triage_service),
    urgency: row.triage_urgency,
    owner: namedOwner(row.triage_owner),
  };
}

export function summaryOf(row: TriageColumns): TriageSummary {
  const current = currentOf(row);
  return current && { ...current, reviewed: row.triage_reviewed_at !== null };
}

export function triageOf(row: TriageColumns): EnquiryTriage {
  const current = currentOf(row);
  const reading = readingOf(row.triage_reading);
  const review =
    current && row.triage_reviewed_at !== null
      ? {
          at: row.triage_reviewed_at,
          by: row.triage_reviewed_by ?? "unknown",
          serviceChanged: (current.service?.slug ?? null) !== (reading?.service?.slug ?? null),
          urgencyChanged: current.urgency !== reading?.urgency,
          ownerChanged: (current.owner?.id ?? null) !== (reading?.owner?.id ?? null),
        }
      : null;
  return {
    state: current === null ? "not-triaged" : review ? "reviewed" : "to-review",
    readAt: current ? row.triaged_at : null,
    reading: current ? reading : null,
    current,
    review,
    error: current ? null : row.triage_error,
  };
}

/**
 * Stores a reading on an enquiry that has none yet. Answers whether it was stored: false when the
 * enquiry has gone, or was triaged meanwhile (a member of staff asked again while this one ran).
 */
export async function storeReading(db: D1Database, key: EnquiryKey, triage: Triage, at: Date): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE contact_messages SET triaged_at = ?3, triage_reading = ?4, triage_service = ?5, triage_urgency = ?6, triage_owner = ?7, triage_error = NULL
       WHERE id = ?1 AND created_at = ?2 AND triaged_at IS NULL RETURNING id`,
    )
    .bind(
      key.id,
      key.createdAt,
      at.toISOString(),
      JSON.stringify(triage),
      triage.service?.slug ?? null,
      triage.urgency,
      triage.owner?.id ?? null,
    )
    .first<{ id: number }>();
  return row !== null;
}

/** Records why an enquiry could not be triaged; it stays "not triaged". Answers whether the row took it. */
export async function storeFailure(db: D1Database, key: EnquiryKey, reason: string): Promise<boolean> {
  const row = await db
    .prepare(
      "UPDATE contact_messages SET triage_error = ?3 WHERE id = ?1 AND created_at = ?2 AND triaged_at IS NULL RETURNING id",
    )
    .bind(key.id, key.createdAt, reason.slice(0, 500))
    .first<{ id: number }>();
  return row !== null;
}

/** Whether the enquiry is still stored (the retention purge may have taken it). */
export async function stillStored(db: D1Database, key: EnquiryKey): Promise<boolean> {
  const row = await db
    .prepare("SELECT id FROM contact_messages WHERE id = ?1 AND created_at = ?2")
    .bind(key.id, key.createdAt)
    .first<{ id: number }>();
  return row !== null;
}
