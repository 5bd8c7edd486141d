// Bot Tester's cases (bot_cases): kept by staff, each once (the same question after the same
// earlier turns is one case, however it is spaced or capitalised), imported from a file all or
// nothing, and listed oldest first so a run asks them in the order they were written.
import * as v from "valibot";
import {
  BOT_TESTER_LIMITS,
  botCaseSchema,
  type BotCase,
  type BotCaseInput,
  type BotImportFormat,
} from "#shared/api/bot-tester.ts";
import { readCases } from "#shared/api/bot-tester-files.ts";
import { ApiError, withDatabase } from "../../platform/errors.ts";

export interface CaseRow {
  readonly id: string;
  readonly question: string;
  readonly history: string;
  readonly facts: string;
  readonly links: string;
  readonly declines: number;
  readonly note: string;
  readonly origin: string;
  readonly created_by: string;
  readonly created_at: string;
  readonly updated_by: string;
  readonly updated_at: string;
}

const COLUMNS =
  "id, question, history, facts, links, declines, note, origin, created_by, created_at, updated_by, updated_at";

export function caseOf(row: CaseRow): BotCase {
  return v.parse(botCaseSchema, {
    id: row.id,
    question: row.question,
    history: JSON.parse(row.history) as unknown,
    facts: JSON.parse(row.facts) as unknown,
    links: JSON.parse(row.links) as unknown,
    declines: row.declines === 1,
    note: row.note,
    origin: row.origin,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  });
}

const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** The question after its earlier turns, as one string: the same case however it is spaced or capitalised. */
export function fingerprintOf(input: Pick<BotCaseInput, "question" | "history">): string {
  return [...input.history.map((turn) => `${turn.role}: ${squeeze(turn.text)}`), `q: ${squeeze(input.question)}`].join(
    "\n",
  );
}

export async function listCases(db: D1Database): Promise<BotCase[]> {
  const { results } = await withDatabase(() =>
    db.prepare(`SELECT ${COLUMNS} FROM bot_cases ORDER BY created_at, rowid`).all<CaseRow>(),
  );
  return results.map(caseOf);
}

async function caseCount(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT count(*) AS n FROM bot_cases").first<{ n: number }>();
  return row?.n ?? 0;
}

const isUniqueClash = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
const ALREADY = "That question, after the same earlier turns, is already a case.";

function insertCase(db: D1Database, input: BotCaseInput, origin: BotCase["origin"], by: string, at: string) {
  return db
    .prepare(
      `INSERT INTO bot_cases (${COLUMNS}, fingerprint) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?9, ?10, ?11)
       ON CONFLICT (fingerprint) DO NOTHING`,
    )
    .bind(
      crypto.randomUUID(),
      input.question,
      JSON.stringify(input.history),
      JSON.stringify(input.facts),
      JSON.stringify(input.links),
      input.declines ? 1 : 0,
      input.note,
      origin,
      by,
      at,
      fingerprintOf(input),
    );
}

export async function addCase(
  db: D1Database,
  input: BotCaseInput,
  by: string,
  now: Date,
  origin: BotCase["origin"] = "staff",
): Promise<BotCase> {
  if ((await caseCount(db)) >= BOT_TESTER_LIMITS.casesMax)
    throw new ApiError("conflict", `Bot Tester keeps at most ${BOT_TESTER_LIMITS.casesMax} cases; remove one first.`);
  const result = await insertCase(db, input, origin, by, now.toISOString()).run();
  if (result.meta.changes === 0) throw new ApiError("conflict", ALREADY);
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM bot_cases WHERE fingerprint = ?`)
    .bind(fingerprintOf(input))
    .first<CaseRow>();
  if (!row) throw new Error("A case just added could not be read back");
  return caseOf(row);
}

export async function updateCase(
  db: D1Database,
  id: string,
  input: BotCaseInput,
  by: string,
  now: Date,
): Promise<BotCase> {
  let row: CaseRow | null;
  try {
    row = await db
      .prepare(
        `UPDATE bot_cases SET question = ?2, history = ?3, facts = ?4, links = ?5, declines = ?6, note = ?7,
           fingerprint = ?8, updated_by = ?9, updated_at = ?10
         WHERE id = ?1 RETURNING ${COLUMNS}`,
      )
      .bind(
        id,
        input.question,
        JSON.stringify(input.history),
        JSON.stringify(input.facts),
        JSON.stringify(input.links),
        input.declines ? 1 : 0,
        input.note,
        fingerprintOf(input),
        by,
        now.toISOString(),
      )
      .first<CaseRow>();
  } catch (error) {
    if (isUniqueClash(error)) throw new ApiError("conflict", ALREADY);
    throw error;
  }
  if (!row) throw new ApiError("not_found", "No case has that id.");
  return caseOf(row);
}

export async function removeCase(db: D1Database, id: string): Promise<boolean> {
  const result = await db.prepare("DELETE FROM bot_cases WHERE id = ?").bind(id).run();
  return result.meta.changes > 0;
}

/** At most this many rows are named in a refused import's message; the rest are counted. */
const NAMED_PROBLEMS = 5;

/**
 * Adds every case of a file, or none: a row that does not fit refuses the import, naming each
 * such row. Cases already kept (or repeated in the file) are skipped and counted.
 */
export async function importCases(
  db: D1Database,
  format: BotImportFormat,
  text: string,
  by: string,
  now: Date,
): Promise<{ added: number; alreadyKept: number }> {
  const read = readCases(format, text);
  if (!read.ok) {
    const named = read.problems
      .slice(0, NAMED_PROBLEMS)
      .map((p) => (p.row > 0 ? `row ${p.row}: ${p.reason}` : p.reason));
    const more = read.problems.length - named.length;
    throw new ApiError(
      "bad_request",
      `Nothing was imported. ${named.join("; ")}${more > 0 ? `; and ${more} more rows` : ""}.`,
      { rows: read.problems },
    );
  }
  if (read.cases.length === 0) throw new ApiError("bad_request", "Nothing was imported: the file holds no cases.");
  const room = BOT_TESTER_LIMITS.casesMax - (await caseCount(db));
  const distinct = [...new Map(read.cases.map((c) => [fingerprintOf(c), c])).values()];
  const { results: kept } = await db
    .prepare("SELECT fingerprint FROM bot_cases WHERE fingerprint IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(distinct.map(fingerprintOf)))
    .all<{ fingerprint: string }>();
  const keptPrints = new Set(kept.map((row) => row.fingerprint));
  const fresh = distinct.filter((c) => !keptPrints.has(fingerprintOf(c)));
  if (fresh.length > room)
    throw new ApiError(
      "conflict",
      `Nothing was imported: the file has ${fresh.length} new cases and there is room for ${Math.max(room, 0)} (Bot Tester keeps at most ${BOT_TESTER_LIMITS.casesMax}).`,
    );
  const at = now.toISOString();
  // One batch is one transaction: every case goes in, or none does.
  const results = fresh.length > 0 ? await db.batch(fresh.map((c) => insertCase(db, c, "import", by, at))) : [];
  const added = results.reduce((sum, result) => sum + result.meta.changes, 0);
  return { added, alreadyKept: read.cases.length - added };
}
