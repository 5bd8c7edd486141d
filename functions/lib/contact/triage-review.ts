// What staff do with an enquiry's triage: review it (confirm it as right, or correct its service,
// urgency or owner, keeping the reading as it was), triage again one that was not triaged, and see
// how often the triage was right. Each receives its database, clock and reader from the handler.
import {
  ACCURACY_PERIODS,
  type AccuracyPeriod,
  type EnquiryTriage,
  type TriageChoices,
} from "#shared/api/contact-triage.ts";
import type { Triage, Urgency } from "#shared/api/triage.ts";
import { DAY_MS } from "#shared/time-units.ts";
import { ApiError, withDatabase } from "../platform/errors.ts";
import { routing } from "../tools/triage/triage-matching.ts";
import { notFound } from "./enquiries.ts";
import { readWithin, TRIAGE_MARGIN_MS } from "./triage-on-arrival.ts";
import {
  isOwner,
  isService,
  storeFailure,
  storeReading,
  TRIAGE_COLUMNS,
  triageOf,
  type TriageColumns,
} from "./triage-record.ts";
import { textForTriage } from "./triage-text.ts";

/** The services and people a triage may name, in the registry's order. */
export function triageChoices(): TriageChoices {
  return {
    services: routing.services.map(({ slug, name }) => ({ slug, name })),
    owners: routing.team.map(({ slug, name, services }) => ({ id: slug, name, services: [...services] })),
  };
}

export interface ReviewInput {
  readonly service: string | null;
  readonly urgency: Urgency;
  readonly owner: string | null;
}

/**
 * Records `actor`'s review at `now`: the triage becomes `input`, and the reading stays as it was
 * read, so what changed can always be told. A later review replaces an earlier one.
 */
export async function reviewTriage(
  db: D1Database,
  id: number,
  input: ReviewInput,
  actor: string,
  now: Date,
): Promise<EnquiryTriage> {
  if (input.service !== null && !isService(input.service))
    throw new ApiError("bad_request", "Choose one of our services, or none.");
  if (input.owner !== null && !isOwner(input.owner))
    throw new ApiError("bad_request", "Choose a member of the team, or none.");
  const [changed, read] = await withDatabase(() =>
    db.batch([
      db
        .prepare(
          `UPDATE contact_messages SET triage_service = ?2, triage_urgency = ?3, triage_owner = ?4, triage_reviewed_at = ?5, triage_reviewed_by = ?6
           WHERE id = ?1 AND triaged_at IS NOT NULL`,
        )
        .bind(id, input.service, input.urgency, input.owner, now.toISOString(), actor),
      db.prepare(`SELECT ${TRIAGE_COLUMNS} FROM contact_messages WHERE id = ?1`).bind(id),
    ]),
  );
  const row = read?.results[0] as TriageColumns | undefined;
  if (!row) throw notFound();
  if ((changed?.meta.changes ?? 0) === 0)
    throw new ApiError("conflict", "This enquiry is not triaged yet: triage it first, then review it.");
  return triageOf(row);
}

export interface RetriageDeps {
  readonly db: D1Database;
  readonly now: () => Date;
  readonly budgetMs: number;
  /** Triage Bot's reader, for the enquiry's stored client (its safety identifier) as at its arrival. */
  readonly read: (text: string, from: { readonly clientHash: string; readonly arrivedAt: Date }) => Promise<Triage>;
}

/**
 * Triages an enquiry that is not triaged, now, within the same bound as on arrival. A second
 * failure is recorded on the enquiry and answered as unavailable, to try again later.
 */
export async function retriage(id: number, deps: RetriageDeps): Promise<EnquiryTriage> {
  const row = await withDatabase(() =>
    deps.db
      .prepare(
        `SELECT id, created_at, name, message, client_hash, ${TRIAGE_COLUMNS} FROM contact_messages WHERE id = ?1`,
      )
      .bind(id)
      .first<TriageColumns & { id: number; created_at: string; name: string; message: string; client_hash: string }>(),
  );
  if (!row) throw notFound();
  if (row.triaged_at !== null) throw new ApiError("conflict", "This enquiry is already triaged: review it instead.");
  const key = { id, createdAt: row.created_at };
  const text = textForTriage(row.message, row);
  const from = { clientHash: row.client_hash, arrivedAt: new Date(row.created_at) };
  const outcome = await readWithin(() => deps.read(text, from), deps.budgetMs + TRIAGE_MARGIN_MS);
  if ("failed" in outcome) {
    console.warn("Enquiry", id, "still not triaged:", outcome.failed);
    await withDatabase(() => storeFailure(deps.db, key, outcome.failed));
    throw new ApiError("unavailable", `${outcome.failed} The enquiry is still not triaged; try again in a minute.`);
  }
  await withDatabase(() => storeReading(deps.db, key, outcome.triage, deps.now()));
  const stored = await withDatabase(() =>
    deps.db.prepare(`SELECT ${TRIAGE_COLUMNS} FROM contact_messages WHERE id = ?1`).bind(id).first<TriageColumns>(),
  );
  if (!stored) throw notFound();
  return triageOf(stored);
}

/**
 * How often the triage was right over each period, by when the enquiries arrived, in one
 * aggregate query over the reviewed enquiries of the longest period (an index of
 * migrations/0013). A field is right when the review left it as it was read.
 */
export async function triageAccuracy(db: D1Database, now: Date): Promise<{ periods: AccuracyPeriod[] }> {
  const since = ACCURACY_PERIODS.map((days) => new Date(now.getTime() - days * DAY_MS).toISOString());
  const serviceRight = "triage_service IS json_extract(triage_reading, '$.service.slug')";
  const urgencyRight = "triage_urgency IS json_extract(triage_reading, '$.urgency')";
  const columns = ACCURACY_PERIODS.flatMap((_, i) => [
    `coalesce(sum(created_at >= ?${i + 1}), 0) AS reviewed_${i}`,
    `coalesce(sum(created_at >= ?${i + 1} AND ${serviceRight}), 0) AS service_${i}`,
    `coalesce(sum(created_at >= ?${i + 1} AND ${urgencyRight}), 0) AS urgency_${i}`,
  ]);
  const earliest = since.reduce((a, b) => (a < b ? a : b));
  const row = await withDatabase(() =>
    db
      .prepare(
        `SELECT ${columns.join(", ")} FROM contact_messages
         WHERE triage_reviewed_at IS NOT NULL AND created_at >= ?${since.length + 1} AND created_at <= ?${since.length + 2}`,
      )
      .bind(...since, earliest, now.toISOString())
      .first<Record<string, number>>(),
  );
  return {
    periods: ACCURACY_PERIODS.map((days, i) => ({
      days,
      reviewed: row?.[`reviewed_${i}`] ?? 0,
      serviceRight: row?.[`service_${i}`] ?? 0,
      urgencyRight: row?.[`urgency_${i}`] ?? 0,
    })),
  };
}
