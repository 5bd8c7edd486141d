// The report's grouped lists (report.ts): the SQL that counts every stored question by its wording,
// most asked first and capped, and the grouping of those wordings by meaning (question-groups.ts).
// No database here, so `npm run bench` times the same SQL and code over 50,000 stored questions.
import type { TenfoldReport } from "#shared/api/admin.ts";
import type { ReadonlyDeep } from "#shared/api/contract.ts";
import { nearestPassage } from "./nearest-passage.ts";
import { groupQuestions } from "./question-groups.ts";

/**
 * The most distinct wordings of each kind a report reads, most asked first: SQL counts every stored
 * question, so however many there are the grouping sees at most this many.
 */
export const REPORT_WORDINGS = 2000;
/** The most reason rows (one per wording and reason) a report reads. */
export const REPORT_REASONS = 5000;
/** The most groups formed of each kind: each wording is compared with at most this many. */
export const GROUPS_FORMED = 300;
/** The most groups of each kind a report lists (each is looked up in the site's passages). */
export const GROUP_LIMIT = 100;

/** ?1 the period's first instant, ?2 REPORT_WORDINGS. */
export const DECLINED_WORDINGS_SQL =
  "SELECT question, count(*) AS asked FROM tenfold_answers WHERE declined = 1 AND created_at >= ?1 GROUP BY question ORDER BY asked DESC, min(created_at) LIMIT ?2";
const DOWN_VOTES =
  "FROM tenfold_feedback f JOIN tenfold_answers a ON a.answer_id = f.answer_id WHERE f.vote = 'down' AND f.updated_at >= ?1";
/** ?1 the period's first instant, ?2 REPORT_WORDINGS. With one max(), SQLite takes the bare column (the answer) from the row holding it. */
export const DOWNVOTED_WORDINGS_SQL = `SELECT a.question, count(*) AS asked, max(f.updated_at) AS latest, a.answer ${DOWN_VOTES} GROUP BY a.question ORDER BY asked DESC, latest DESC LIMIT ?2`;
/** ?1 the period's first instant, ?2 REPORT_REASONS. */
export const DOWNVOTED_REASONS_SQL = `SELECT a.question, f.reason, count(*) AS given ${DOWN_VOTES} AND f.reason != '' GROUP BY a.question, f.reason ORDER BY given DESC LIMIT ?2`;

export interface Wording {
  readonly question: string;
  readonly asked: number;
}
export interface DownvotedWording extends Wording {
  /** The answer given at the wording's latest down vote, and when. */
  readonly answer: string;
  readonly latest: string;
}
export interface ReasonRow {
  readonly question: string;
  readonly reason: string;
  readonly given: number;
}

type Report = ReadonlyDeep<TenfoldReport>;

const grouped = <T extends Wording>(rows: readonly T[]) =>
  groupQuestions(
    rows,
    (row) => row.question,
    (row) => row.asked,
    GROUPS_FORMED,
  ).slice(0, GROUP_LIMIT);

export function declinedGroups(rows: readonly Wording[]): Report["declined"] {
  return grouped(rows).map((found) => ({
    question: found.question,
    count: found.count,
    passage: nearestPassage(found.question),
  }));
}

/** Distinct non-empty reasons, most given first, joined for one cell. */
function joinedReasons(counts: ReadonlyMap<string, number>): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([reason]) => reason)
    .join(" | ");
}

export function downvotedGroups(
  rows: readonly DownvotedWording[],
  reasonRows: readonly ReasonRow[],
): Report["downvoted"] {
  const reasonsOf = new Map<string, Map<string, number>>();
  for (const row of reasonRows) {
    const counts = reasonsOf.get(row.question) ?? new Map<string, number>();
    counts.set(row.reason, (counts.get(row.reason) ?? 0) + row.given);
    reasonsOf.set(row.question, counts);
  }
  return grouped(rows).map((found) => {
    const counts = new Map<string, number>();
    for (const row of found.items)
      for (const [reason, given] of reasonsOf.get(row.question) ?? [])
        counts.set(reason, (counts.get(reason) ?? 0) + given);
    return {
      question: found.question,
      // The answer given at the group's latest down vote.
      answer: found.items.reduce((latest, row) => (row.latest > latest.latest ? row : latest)).answer,
      reason: joinedReasons(counts),
      count: found.count,
      passage: nearestPassage(found.question),
    };
  });
}
