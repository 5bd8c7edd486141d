// `npm run bench` (and bench:tenfold): the TENFOLD report's grouped lists over 50,000 stored
// questions, timed in Node: the report's own SQL run by SQLite over the site's migrations (the
// engine D1 runs), then its grouping (functions/lib/tenfold/report/report-groups.ts). The time shows what
// the lists cost however many questions are stored.
import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { expect, it } from "vitest";
import {
  DECLINED_WORDINGS_SQL,
  declinedGroups,
  DOWNVOTED_REASONS_SQL,
  DOWNVOTED_WORDINGS_SQL,
  downvotedGroups,
  GROUP_LIMIT,
  REPORT_REASONS,
  REPORT_WORDINGS,
  type DownvotedWording,
  type ReasonRow,
  type Wording,
} from "../../functions/lib/tenfold/report/report-groups.ts";

const STORED = 50_000;
/** Questions visitors ask again and again, in other words each time, beside a long tail asked once. */
const ASKED_OFTEN = [
  "What's the weather in Leeds tomorrow?",
  "Who won the football last night?",
  "Can you book me a train to Manchester?",
  "What is the share price of BP today?",
  "Write me a poem about Westminster",
];

function seeded(now: number): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  for (const file of readdirSync("migrations")
    .filter((name) => name.endsWith(".sql"))
    .sort())
    db.exec(readFileSync(`migrations/${file}`, "utf8"));
  const insert = db.prepare(
    "INSERT INTO tenfold_answers (answer_id, created_at, question, answer, declined) VALUES (?, ?, ?, '', 1)",
  );
  db.exec("BEGIN");
  for (let i = 0; i < STORED; i++) {
    const often = ASKED_OFTEN[i % ASKED_OFTEN.length]!;
    // Half the period's questions are the same few in varying words; the rest are each asked once.
    const question =
      i % 2 === 0
        ? i % 4 === 0
          ? often
          : often.toLowerCase().replace(/[?']/g, "")
        : `Tell me about topic${i}x and matter${i}y please`;
    insert.run(`bench-${i}`, new Date(now - (i % 29) * 86_400_000 - i).toISOString(), question);
  }
  db.exec("COMMIT");
  return db;
}

/** The grouped lists as the report builds them, from its own queries, with the time of each part. */
function groupedLists(db: DatabaseSync, since: string) {
  const start = performance.now();
  const declined = db.prepare(DECLINED_WORDINGS_SQL).all(since, REPORT_WORDINGS) as unknown as Wording[];
  const downvoted = db.prepare(DOWNVOTED_WORDINGS_SQL).all(since, REPORT_WORDINGS) as unknown as DownvotedWording[];
  const reasons = db.prepare(DOWNVOTED_REASONS_SQL).all(since, REPORT_REASONS) as unknown as ReasonRow[];
  const read = performance.now();
  const lists = { declined: declinedGroups(declined), downvoted: downvotedGroups(downvoted, reasons) };
  return { lists, sqlMs: read - start, groupingMs: performance.now() - read };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

it(`prints the time of the TENFOLD report's grouped lists over ${STORED.toLocaleString("en-GB")} stored questions`, () => {
  const now = Date.now();
  const db = seeded(now);
  const since = new Date(now - 30 * 86_400_000).toISOString();
  // Warm: the site's passage index is built on the first look-up.
  groupedLists(db, since);
  const runs = Array.from({ length: 5 }, () => groupedLists(db, since));
  console.log(
    `\nTENFOLD report's grouped lists over ${STORED.toLocaleString("en-GB")} stored declined questions (median of 5; Node, SQLite): ` +
      `SQL ${median(runs.map((run) => run.sqlMs)).toFixed(0)} ms, grouping ${median(runs.map((run) => run.groupingMs)).toFixed(0)} ms`,
  );
  const { declined } = runs[0]!.lists;
  expect(declined).toHaveLength(GROUP_LIMIT);
  expect(declined.slice(0, ASKED_OFTEN.length).map((group) => group.count)).toEqual(
    Array(ASKED_OFTEN.length).fill(STORED / 2 / ASKED_OFTEN.length),
  );
}, 120_000);
