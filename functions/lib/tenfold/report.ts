// The staff report of what visitors asked that the site could not answer (issue 25): declined
// questions and down-voted answers over the last `days`, each grouped by similarity
// (question-groups.ts) with counts, most asked first.
import { withDatabase } from "../errors.ts";
import { groupQuestions } from "./question-groups.ts";

export interface TenfoldReport {
  readonly days: number;
  readonly declined: readonly { readonly question: string; readonly count: number }[];
  readonly downvoted: readonly { readonly question: string; readonly answer: string; readonly reason: string; readonly count: number }[];
}

const DAY_MS = 86_400_000;
/** The most rows of each kind a report reads. */
const REPORT_ROWS = 5000;

/** Distinct non-empty reasons, most given first, joined for one cell. */
function reasons(values: readonly (string | null)[]): string {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([reason]) => reason).join(" | ");
}

export async function tenfoldReport(db: D1Database, days: number, now: Date): Promise<TenfoldReport> {
  const since = new Date(now.getTime() - days * DAY_MS).toISOString();
  const [declined, downvoted] = await withDatabase(() =>
    db.batch<Record<string, unknown>>([
      db.prepare("SELECT question FROM tenfold_answers WHERE declined = 1 AND created_at >= ?1 ORDER BY created_at LIMIT ?2").bind(since, REPORT_ROWS),
      db
        .prepare(
          `SELECT a.question, a.answer, f.reason FROM tenfold_feedback f JOIN tenfold_answers a ON a.answer_id = f.answer_id
           WHERE f.vote = 'down' AND f.updated_at >= ?1 ORDER BY f.updated_at DESC LIMIT ?2`,
        )
        .bind(since, REPORT_ROWS),
    ]),
  );
  const declinedRows = (declined?.results ?? []) as { question: string }[];
  const downRows = (downvoted?.results ?? []) as { question: string; answer: string; reason: string | null }[];
  return {
    days,
    declined: groupQuestions(declinedRows, (row) => row.question).map((group) => ({ question: group.question, count: group.items.length })),
    downvoted: groupQuestions(downRows, (row) => row.question).map((group) => ({
      question: group.question,
      // The latest answer given (rows come newest first).
      answer: group.items[0]?.answer ?? "",
      reason: reasons(group.items.map((row) => row.reason)),
      count: group.items.length,
    })),
  };
}

/** One CSV row per group: kind, question, answer, reason, count. */
export const REPORT_CSV_COLUMNS = ["kind", "question", "count", "answer", "reason"] as const;

export function reportRows(report: TenfoldReport): Record<string, unknown>[] {
  return [
    ...report.declined.map((row) => ({ kind: "declined", question: row.question, count: row.count, answer: "", reason: "" })),
    ...report.downvoted.map((row) => ({ kind: "downvoted", ...row })),
  ];
}
