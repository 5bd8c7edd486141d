// Council Radar's service: the councils staff chose (council_radar_councils), each read from its
// ModernGov service through the shared read-through cache (source_cache, key "moderngov:<id>"),
// so a visitor gets each council's last good records with their age at once, and a stale council
// is refreshed by one request at a time within a short budget. A council never read has no
// records: it is shown as not read yet or in trouble, never as a council with no councillors.
import {
  COUNCILLOR_ID,
  councilDataSchema,
  councilIdFor,
  modernGovRoot,
  type CouncilData,
  type CouncilView,
  type StaffCouncil,
} from "#shared/api/council-radar.ts";
import type { SourceProblemReason } from "#shared/api/public-sources.ts";
import * as v from "valibot";
import { COUNCIL_RADAR_RECORDS } from "#shared/public-records.ts";
import { ApiError } from "../../platform/errors.ts";
import { readThrough } from "../../platform/public-sources/source-cache.ts";
import type { SourceFetchDeps } from "../../platform/public-sources/source-fetch.ts";
import { addressProblem } from "../../platform/address-check.ts";
import { readCouncil } from "./moderngov-adapter.ts";

export const COUNCIL_CACHE = {
  /** As the stakeholder privacy notice says (web/shared/public-records.ts). */
  maxAgeMs: COUNCIL_RADAR_RECORDS.refreshHours * 60 * 60 * 1000,
  /** How long a visitor's request waits for a refresh before it is served what the cache has. */
  budgetMs: 2500,
} as const;

export interface CouncilRow {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly added_by: string | null;
  readonly added_at: string;
}

export interface CouncilRadarDeps {
  readonly db: D1Database;
  readonly waitUntil: (work: Promise<unknown>) => void;
  readonly fetch?: SourceFetchDeps;
  readonly now?: () => number;
}

export const cacheKey = (id: string) => `moderngov:${id}`;
/** The source's name on the staff health page: one per council, so it says which councils failed. */
export const sourceName = (name: string) => `ModernGov: ${name}`;

const storedData = v.nullable(councilDataSchema);

async function councilRows(db: D1Database): Promise<CouncilRow[]> {
  const { results } = await db
    .prepare("SELECT id, name, address, added_by, added_at FROM council_radar_councils ORDER BY name")
    .all<CouncilRow>();
  return results;
}

async function previousData(db: D1Database, id: string): Promise<CouncilData | null> {
  const row = await db
    .prepare("SELECT payload FROM source_cache WHERE key = ?")
    .bind(cacheKey(id))
    .first<{ payload: string | null }>();
  return storedPayload(row?.payload ?? null);
}

/** The stalest council (never read first): the one this request may refresh. */
async function stalestCouncil(db: D1Database, rows: readonly CouncilRow[]): Promise<string | undefined> {
  const { results } = await db
    .prepare("SELECT key, fetched_at FROM source_cache WHERE key LIKE 'moderngov:%'")
    .all<{ key: string; fetched_at: string | null }>();
  const fetched = new Map(results.map((row) => [row.key, row.fetched_at ?? ""]));
  const sorted = [...rows].sort((a, b) =>
    (fetched.get(cacheKey(a.id)) ?? "").localeCompare(fetched.get(cacheKey(b.id)) ?? ""),
  );
  return sorted[0]?.id;
}

/**
 * Every council with its last good records and their age. Only the stalest council may be
 * refreshed by this request (each refresh makes up to 43 subrequests, and a request may make 50);
 * the others are served from the cache as they are, and are refreshed by later requests.
 */
export async function councilViews(deps: CouncilRadarDeps): Promise<CouncilView[]> {
  const rows = await councilRows(deps.db);
  const now = deps.now ?? Date.now;
  const refreshing = await stalestCouncil(deps.db, rows);
  return Promise.all(
    rows.map(async (council): Promise<CouncilView> => {
      const served = await readThrough<CouncilData | null>({
        db: deps.db,
        key: cacheKey(council.id),
        source: sourceName(council.name),
        maxAgeMs: council.id === refreshing ? COUNCIL_CACHE.maxAgeMs : Number.POSITIVE_INFINITY,
        budgetMs: COUNCIL_CACHE.budgetMs,
        schema: storedData,
        waitUntil: deps.waitUntil,
        now,
        fallback: { data: null, asOf: council.added_at },
        load: async () => {
          const today = new Date(now()).toISOString().slice(0, 10);
          const previous = await previousData(deps.db, council.id);
          const read = await readCouncil(council.address, council.id, { ...deps.fetch, today }, previous);
          return { data: read.data, records: read.records, skipped: read.data.skipped };
        },
      });
      const { data, ...freshness } = served;
      return { id: council.id, name: council.name, address: council.address, kind: "live", served: freshness, data };
    }),
  );
}

interface StaffRow extends CouncilRow {
  readonly payload: string | null;
  readonly fetched_at: string | null;
  readonly skipped: number | null;
  readonly last_problem: SourceProblemReason | null;
  readonly last_problem_at: string | null;
}

/** A cached payload as the schema reads it; null when absent or not of the expected shape. */
function storedPayload(payload: string | null): CouncilData | null {
  if (!payload) return null;
  try {
    const parsed = v.safeParse(councilDataSchema, JSON.parse(payload));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function staffCouncil(row: StaffRow): StaffCouncil {
  const councillors = storedPayload(row.payload)?.councillors.length ?? 0;
  const failing = row.last_problem && row.last_problem_at && (!row.fetched_at || row.last_problem_at > row.fetched_at);
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    kind: "live",
    served: {
      asOf: row.fetched_at ?? row.added_at,
      from: row.fetched_at ? "cache" : "snapshot",
      skipped: row.skipped ?? 0,
      ...(failing && row.last_problem && row.last_problem_at
        ? { problem: { reason: row.last_problem, at: row.last_problem_at } }
        : {}),
    },
    councillors,
    skipped: row.skipped ?? 0,
    addedBy: row.added_by,
    addedAt: row.added_at,
  };
}

/** The console's list: each council with its last read, its councillors counted and its trouble. */
export async function staffCouncils(db: D1Database): Promise<StaffCouncil[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.name, c.address, c.added_by, c.added_at,
              s.payload, s.fetched_at, s.skipped, s.last_problem, s.last_problem_at
       FROM council_radar_councils c LEFT JOIN source_cache s ON s.key = 'moderngov:' || c.id
       ORDER BY c.name`,
    )
    .all<StaffRow>();
  return results.map(staffCouncil);
}

/**
 * One councillor's profile (/councillor/{id}) from the cache as last read: their council's
 * freshness and trouble, with only this councillor and the committees and meetings their profile
 * shows. Never reads the council's service (the directory does that), so a profile answers at
 * once; null when no council on the list holds the councillor (never read, or no longer listed).
 */
export async function councillorProfile(db: D1Database, id: string): Promise<CouncilView | null> {
  if (!COUNCILLOR_ID.test(id)) return null;
  // A councillor's id starts with their council's id and a hyphen; council ids may hold hyphens
  // themselves ("north" and "north-east"), so every council whose id is such a prefix is asked.
  const { results } = await db
    .prepare(
      `SELECT c.id, c.name, c.address, c.added_by, c.added_at,
              s.payload, s.fetched_at, s.skipped, s.last_problem, s.last_problem_at
       FROM council_radar_councils c JOIN source_cache s ON s.key = 'moderngov:' || c.id
       WHERE substr(?1, 1, length(c.id) + 1) = c.id || '-'`,
    )
    .bind(id)
    .all<StaffRow>();
  for (const row of results) {
    const data = storedPayload(row.payload);
    const councillor = data?.councillors.find((c) => c.id === id);
    if (!data || !councillor) continue;
    const committees = new Set((councillor.committees ?? []).map((c) => c.id));
    const { served } = staffCouncil(row);
    return {
      id: row.id,
      name: row.name,
      address: row.address,
      kind: "live",
      served,
      data: {
        councillors: [councillor],
        committees: data.committees.filter((c) => committees.has(c.id)),
        meetings: data.meetings.filter((m) => committees.has(m.committeeId)),
        skipped: data.skipped,
      },
    };
  }
  return null;
}

export interface AddCouncilDeps {
  readonly db: D1Database;
  readonly allowLoopback: boolean;
  readonly now?: () => Date;
  readonly councilsMax: number;
}

/** Adds a council by its ModernGov address; refuses an address that is not a public web site. */
export async function addCouncil(
  input: { readonly name: string; readonly address: string },
  by: string | null,
  deps: AddCouncilDeps,
): Promise<StaffCouncil> {
  const url = new URL(input.address);
  const problem = addressProblem(url, { allowLoopback: deps.allowLoopback });
  if (problem === "not-http")
    throw new ApiError("bad_request", "Give the council's ModernGov address, starting http:// or https://.");
  if (problem)
    throw new ApiError(
      "bad_request",
      "That address is not a public web site: local, private and internal addresses are refused. Give the council's ModernGov address.",
    );
  const id = councilIdFor(input.name);
  if (!id) throw new ApiError("bad_request", "Give the council's name in letters or numbers.");
  const address = modernGovRoot(input.address);
  const existing = await deps.db
    .prepare("SELECT id, name, address FROM council_radar_councils WHERE id = ? OR address = ?")
    .bind(id, address)
    .first<{ id: string; name: string; address: string }>();
  if (existing) {
    throw new ApiError(
      "conflict",
      existing.address === address
        ? `${existing.name} already reads ${address}.`
        : `A council named ${existing.name} is already on the list.`,
    );
  }
  const count = await deps.db.prepare("SELECT COUNT(*) AS n FROM council_radar_councils").first<{ n: number }>();
  if ((count?.n ?? 0) >= deps.councilsMax)
    throw new ApiError("conflict", `Council Radar reads at most ${deps.councilsMax} councils; remove one first.`);
  const addedAt = (deps.now?.() ?? new Date()).toISOString();
  await deps.db
    .prepare("INSERT INTO council_radar_councils (id, name, address, added_by, added_at) VALUES (?, ?, ?, ?, ?)")
    .bind(id, input.name, address, by, addedAt)
    .run();
  return staffCouncil({
    id,
    name: input.name,
    address,
    added_by: by,
    added_at: addedAt,
    payload: null,
    fetched_at: null,
    skipped: null,
    last_problem: null,
    last_problem_at: null,
  });
}

/** Removes a council and its cached records; false when it was not on the list. */
export async function removeCouncil(db: D1Database, id: string): Promise<boolean> {
  const [removed] = await db.batch([
    db.prepare("DELETE FROM council_radar_councils WHERE id = ?").bind(id),
    db.prepare("DELETE FROM source_cache WHERE key = ?").bind(cacheKey(id)),
  ]);
  return (removed?.meta.changes ?? 0) > 0;
}
