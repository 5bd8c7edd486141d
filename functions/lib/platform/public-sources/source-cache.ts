// Read-through cache for public sources in D1 (migrations/0014_source_cache.sql). A visitor is
// served at once from a fresh row; a stale row is refreshed by one request at a time (a lease
// taken with a guarded UPDATE), and that request waits for the refresh only up to a short budget
// before serving the stale row, the refresh finishing under waitUntil. A failed refresh keeps the
// last good data and records why; with no good data at all the committed snapshot is served,
// labelled as such. Never an empty list passed off as the source's answer.
import * as v from "valibot";
import type { Served, SourceProblemNote, SourceProblemReason } from "#shared/api/public-sources.ts";
import { SourceProblem } from "./source-fetch.ts";

/** What a load hands back: the data to keep, how many records it holds and how many were left out. */
export interface Loaded<T> {
  readonly data: T;
  readonly records: number;
  readonly skipped: number;
}

export interface ReadThrough<T> {
  readonly db: D1Database;
  /** The query's key, unique across sources (prefix it with the source). */
  readonly key: string;
  /** The source's name, for the health page. */
  readonly source: string;
  /** How old a row may be before a request refreshes it. */
  readonly maxAgeMs: number;
  /** How long a request waits for a refresh before serving what it has. */
  readonly budgetMs: number;
  /** Fetches and parses the source; throws a SourceProblem when it cannot. */
  readonly load: () => Promise<Loaded<T>>;
  /** The committed snapshot, served only when the cache has no good data; asOf is its date. */
  readonly fallback: { readonly data: T; readonly asOf: string };
  readonly waitUntil: (promise: Promise<unknown>) => void;
  /** Checks a cached payload still fits what the code expects (a deploy may change the shape). */
  readonly schema?: v.GenericSchema<unknown, T>;
  readonly now?: () => number;
  /** How long a refresh holds its lease; past it another request may refresh. */
  readonly leaseMs?: number;
}

export type ServedData<T> = Served & { readonly data: T };

interface Row {
  payload: string | null;
  fetched_at: string | null;
  skipped: number;
  last_problem: SourceProblemReason | null;
  last_problem_at: string | null;
}

/** The lease outlasts the longest read a load makes (SOURCE_LIMITS.timeoutMs, and a few pages). */
const LEASE_MS = 30_000;

const iso = (ms: number) => new Date(ms).toISOString();

function reasonOf(error: unknown): SourceProblemReason {
  if (error instanceof SourceProblem) return error.reason;
  // A load that throws anything else met an answer it could not handle.
  return "bad-shape";
}

/** The row's last good data, when it has some that still fits the schema. */
function goodData<T>(
  row: Row | null,
  schema: v.GenericSchema<unknown, T> | undefined,
): { data: T; asOf: string } | null {
  if (!row?.payload || !row.fetched_at) return null;
  let data: unknown;
  try {
    data = JSON.parse(row.payload);
  } catch {
    return null;
  }
  if (schema) {
    const result = v.safeParse(schema, data);
    if (!result.success) return null;
    data = result.output;
  }
  return { data: data as T, asOf: row.fetched_at };
}

/** The row's problem when it is newer than its good data (the latest attempt failed). */
function currentProblem(row: Row | null): SourceProblemNote | undefined {
  if (!row?.last_problem || !row.last_problem_at) return undefined;
  if (row.fetched_at && row.fetched_at >= row.last_problem_at) return undefined;
  return { reason: row.last_problem, at: row.last_problem_at };
}

function serveRow<T>(
  row: Row | null,
  good: { data: T; asOf: string } | null,
  fallback: { data: T; asOf: string },
  from: "live" | "cache",
): ServedData<T> {
  const problem = currentProblem(row);
  if (!good)
    return { data: fallback.data, asOf: fallback.asOf, from: "snapshot", skipped: 0, ...(problem ? { problem } : {}) };
  return { data: good.data, asOf: good.asOf, from, skipped: row?.skipped ?? 0, ...(problem ? { problem } : {}) };
}

const readRow = (db: D1Database, key: string) =>
  db
    .prepare("SELECT payload, fetched_at, skipped, last_problem, last_problem_at FROM source_cache WHERE key = ?")
    .bind(key)
    .first<Row>();

/** Takes the key's refresh lease if no other request holds it; true when this request has it. */
async function takeLease(db: D1Database, key: string, source: string, now: number, leaseMs: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO source_cache (key, source, refreshing_until) VALUES (?1, ?2, ?3)
       ON CONFLICT (key) DO UPDATE SET refreshing_until = ?3
       WHERE source_cache.refreshing_until IS NULL OR source_cache.refreshing_until <= ?4`,
    )
    .bind(key, source, iso(now + leaseMs), iso(now))
    .run();
  return result.meta.changes === 1;
}

async function refresh<T>(options: ReadThrough<T>, now: () => number): Promise<void> {
  const { db, key, load } = options;
  const started = now();
  try {
    const loaded = await load();
    await db
      .prepare(
        "UPDATE source_cache SET payload = ?, fetched_at = ?, records = ?, skipped = ?, refreshing_until = NULL WHERE key = ?",
      )
      .bind(JSON.stringify(loaded.data), iso(started), loaded.records, loaded.skipped, key)
      .run();
  } catch (error) {
    console.warn(`Public source ${options.source} (${key}) failed`, error instanceof Error ? error.message : error);
    await db
      .prepare("UPDATE source_cache SET last_problem = ?, last_problem_at = ?, refreshing_until = NULL WHERE key = ?")
      .bind(reasonOf(error), iso(Math.max(now(), started)), key)
      .run();
  }
}

/** The key's data: fresh from the cache, refreshed within the budget, stale with its age, or the snapshot. */
export async function readThrough<T>(options: ReadThrough<T>): Promise<ServedData<T>> {
  const { db, key, source, maxAgeMs, budgetMs, fallback, schema } = options;
  const now = options.now ?? Date.now;
  const start = now();
  const row = await readRow(db, key);
  const good = goodData(row, schema);
  if (good && start - Date.parse(good.asOf) < maxAgeMs) return serveRow(row, good, fallback, "cache");

  if (!(await takeLease(db, key, source, start, options.leaseMs ?? LEASE_MS)))
    return serveRow(row, good, fallback, "cache");

  const refreshing = refresh(options, now);
  options.waitUntil(refreshing);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const inTime = await Promise.race([
    refreshing.then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), budgetMs))),
  ]);
  if (timer !== undefined) clearTimeout(timer);
  if (!inTime) return serveRow(row, good, fallback, "cache");
  const after = await readRow(db, key);
  const fresh = goodData(after, schema);
  const live = fresh !== null && fresh.asOf !== good?.asOf;
  return serveRow(after, fresh, fallback, live ? "live" : "cache");
}
