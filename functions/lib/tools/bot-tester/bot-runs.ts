// Bot Tester's runs: a run takes every case as it stands (bot_results keeps each as asked, so a
// case edited later does not rewrite the run), then asks them a few at a time, one step per
// request, so a run of hundreds of cases never holds one request for minutes and a closed tab
// leaves a run that the next step simply continues. Two steps at once never answer a case twice:
// a result is written only while it is still pending. What passed in the answerer's previous
// finished run and fails now is a regression, listed first.
import * as v from "valibot";
import {
  BOT_TESTER_LIMITS,
  botResultSchema,
  botRunSchema,
  type BotAnswerer,
  type BotResult,
  type BotRun,
} from "#shared/api/bot-tester.ts";
import { problemsWith, type JudgedReply } from "#shared/api/bot-tester-judge.ts";
import { ApiError, withDatabase } from "../../platform/errors.ts";
import { listCases } from "./bot-cases.ts";

/** TENFOLD's reply to one case, as a visitor would get it, and which answerer wrote it. */
export interface AskedReply extends JudgedReply {
  readonly sources: readonly { readonly title: string; readonly url: string }[];
  readonly answeredBy: BotAnswerer;
}

export type Ask = (question: string, history: BotResult["history"]) => Promise<AskedReply>;

export interface BotRunDeps {
  readonly db: D1Database;
  readonly now: () => Date;
  /** Asks TENFOLD one case with the run's answerer. */
  readonly ask: (answerer: BotAnswerer) => Ask;
  /** Whether the model can be asked (an OpenAI key is set). */
  readonly modelAvailable: boolean;
}

interface RunRow {
  readonly id: string;
  readonly answerer: BotAnswerer;
  readonly started_by: string;
  readonly started_at: string;
  readonly finished_at: string | null;
  readonly total: number;
}

interface ResultRow {
  readonly position: number;
  readonly case_id: string;
  readonly question: string;
  readonly asked: string;
  readonly state: string;
  readonly problems: string;
  readonly reply: string | null;
  readonly declined: number | null;
  readonly sources: string;
  readonly answered_by: string | null;
  readonly ms: number | null;
}

async function runRow(db: D1Database, id: string): Promise<RunRow> {
  const row = await db
    .prepare("SELECT id, answerer, started_by, started_at, finished_at, total FROM bot_runs WHERE id = ?")
    .bind(id)
    .first<RunRow>();
  if (!row) throw new ApiError("not_found", "No run has that id.");
  return row;
}

/** The answerer's last finished run before this one: what a regression is measured against. */
async function previousRunId(db: D1Database, run: RunRow): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT id FROM bot_runs WHERE answerer = ?1 AND started_at < ?2 AND finished_at IS NOT NULL
       ORDER BY started_at DESC LIMIT 1`,
    )
    .bind(run.answerer, run.started_at)
    .first<{ id: string }>();
  return row?.id ?? null;
}

/** The positions in this run whose case passed in the previous run and fails in this one. */
async function regressionsOf(db: D1Database, run: RunRow): Promise<Set<number>> {
  const previous = await previousRunId(db, run);
  if (!previous) return new Set();
  const { results } = await db
    .prepare(
      `SELECT r.position FROM bot_results r
       JOIN bot_results p ON p.run_id = ?2 AND p.case_id = r.case_id AND p.state = 'pass'
       WHERE r.run_id = ?1 AND r.state = 'fail'`,
    )
    .bind(run.id, previous)
    .all<{ position: number }>();
  return new Set(results.map((row) => row.position));
}

async function runOf(db: D1Database, row: RunRow): Promise<BotRun> {
  const counts = await db
    .prepare(
      `SELECT count(*) AS total, coalesce(sum(state <> 'pending'), 0) AS done,
         coalesce(sum(state = 'pass'), 0) AS passed, coalesce(sum(state = 'fail'), 0) AS failed
       FROM bot_results WHERE run_id = ?`,
    )
    .bind(row.id)
    .first<{ total: number; done: number; passed: number; failed: number }>();
  return v.parse(botRunSchema, {
    id: row.id,
    answerer: row.answerer,
    startedBy: row.started_by,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    total: row.total,
    done: counts?.done ?? 0,
    passed: counts?.passed ?? 0,
    failed: counts?.failed ?? 0,
    regressions: (await regressionsOf(db, row)).size,
  });
}

/** Starts a run of every case with this answerer; the oldest runs past the kept number go. */
export async function startRun(answerer: BotAnswerer, by: string, deps: BotRunDeps): Promise<BotRun> {
  if (answerer === "model" && !deps.modelAvailable)
    throw new ApiError("bad_request", "No OpenAI key is set, so only the built-in answerer can be run.");
  const cases = await listCases(deps.db);
  if (cases.length === 0) throw new ApiError("conflict", "There are no cases to run yet: add or import some first.");
  const id = crypto.randomUUID();
  const startedAt = deps.now().toISOString();
  const { db } = deps;
  await withDatabase(() =>
    db.batch([
      db
        .prepare("INSERT INTO bot_runs (id, answerer, started_by, started_at, total) VALUES (?, ?, ?, ?, ?)")
        .bind(id, answerer, by, startedAt, cases.length),
      ...cases.map((c, position) =>
        db
          .prepare("INSERT INTO bot_results (run_id, position, case_id, question, asked) VALUES (?, ?, ?, ?, ?)")
          .bind(
            id,
            position,
            c.id,
            c.question,
            JSON.stringify({ history: c.history, facts: c.facts, links: c.links, declines: c.declines }),
          ),
      ),
    ]),
  );
  await forgetOldRuns(db);
  return runOf(db, await runRow(db, id));
}

async function forgetOldRuns(db: D1Database): Promise<void> {
  const old = `SELECT id FROM bot_runs ORDER BY started_at DESC LIMIT -1 OFFSET ${BOT_TESTER_LIMITS.runsKept}`;
  await db.batch([
    db.prepare(`DELETE FROM bot_results WHERE run_id IN (${old})`),
    db.prepare(`DELETE FROM bot_runs WHERE id IN (${old})`),
  ]);
}

/** A case as a run keeps it (bot_results.asked): its earlier turns and what it expects. */
const askedSchema = v.object({
  history: botResultSchema.entries.history,
  ...botResultSchema.entries.expectation.entries,
});
function asAsked(text: string): Pick<BotResult, "history" | "expectation"> {
  const { history, facts, links, declines } = v.parse(askedSchema, JSON.parse(text));
  return { history, expectation: { facts, links, declines } };
}

/** Asks the run's next few pending cases and records each verdict; finishes the run when none are left. */
export async function stepRun(id: string, deps: BotRunDeps): Promise<BotRun> {
  const { db } = deps;
  const run = await runRow(db, id);
  if (run.finished_at) return runOf(db, run);
  const { results: pending } = await db
    .prepare(
      "SELECT position, question, asked FROM bot_results WHERE run_id = ? AND state = 'pending' ORDER BY position LIMIT ?",
    )
    .bind(id, BOT_TESTER_LIMITS.stepCases[run.answerer])
    .all<Pick<ResultRow, "position" | "question" | "asked">>();
  const ask = deps.ask(run.answerer);
  for (const row of pending) {
    const { history, expectation } = asAsked(row.asked);
    const started = Date.now();
    const reply = await ask(row.question, history);
    const ms = Date.now() - started;
    const problems = problemsWith(expectation, reply);
    await db
      .prepare(
        `UPDATE bot_results SET state = ?3, problems = ?4, reply = ?5, declined = ?6, sources = ?7, answered_by = ?8, ms = ?9
         WHERE run_id = ?1 AND position = ?2 AND state = 'pending'`,
      )
      .bind(
        id,
        row.position,
        problems.length === 0 ? "pass" : "fail",
        JSON.stringify(problems),
        reply.text,
        reply.declined ? 1 : 0,
        JSON.stringify(reply.sources.map(({ title, url }) => ({ title, url }))),
        reply.answeredBy,
        ms,
      )
      .run();
  }
  const left = await db
    .prepare("SELECT count(*) AS n FROM bot_results WHERE run_id = ? AND state = 'pending'")
    .bind(id)
    .first<{ n: number }>();
  if ((left?.n ?? 0) === 0)
    await db
      .prepare("UPDATE bot_runs SET finished_at = ? WHERE id = ? AND finished_at IS NULL")
      .bind(deps.now().toISOString(), id)
      .run();
  return runOf(db, await runRow(db, id));
}

export async function listRuns(db: D1Database): Promise<BotRun[]> {
  const { results } = await withDatabase(() =>
    db
      .prepare("SELECT id, answerer, started_by, started_at, finished_at, total FROM bot_runs ORDER BY started_at DESC")
      .all<RunRow>(),
  );
  return Promise.all(results.map((row) => runOf(db, row)));
}

const ORDER = { regression: 0, fail: 1, pending: 2, pass: 3 } as const;

/** A run with each result: regressions first, then other failures, cases not yet asked, and passes. */
export async function runDetail(db: D1Database, id: string): Promise<{ run: BotRun; results: BotResult[] }> {
  const row = await runRow(db, id);
  const regressions = await regressionsOf(db, row);
  const { results: rows } = await db
    .prepare(
      `SELECT position, case_id, question, asked, state, problems, reply, declined, sources, answered_by, ms
       FROM bot_results WHERE run_id = ? ORDER BY position`,
    )
    .bind(id)
    .all<ResultRow>();
  const results = rows.map((r) => {
    const { history, expectation } = asAsked(r.asked);
    return v.parse(botResultSchema, {
      position: r.position,
      caseId: r.case_id,
      question: r.question,
      history,
      expectation,
      state: r.state,
      problems: JSON.parse(r.problems) as unknown,
      reply: r.reply,
      declined: r.declined === null ? null : r.declined === 1,
      sources: JSON.parse(r.sources) as unknown,
      answeredBy: r.answered_by,
      ms: r.ms,
      regression: regressions.has(r.position),
    });
  });
  const rank = (r: BotResult) => (r.regression ? ORDER.regression : ORDER[r.state]);
  results.sort((a, b) => rank(a) - rank(b) || a.position - b.position);
  return { run: await runOf(db, row), results };
}
