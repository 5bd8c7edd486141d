// The staff report of TENFOLD over the last `days` UTC days (issue 25): questions asked, answered
// and declined and votes per day, voice use per day against its budget, and declined questions
// and down-voted answers grouped by similarity (question-groups.ts), most asked first, each with
// the site passage nearest it, so staff see what content to write next.
import type { TenfoldReport } from "../../../web/shared/api/admin.ts";
import type { ReadonlyDeep } from "../../../web/shared/api/contract.ts";
import { withDatabase } from "../errors.ts";
import { RETENTION } from "../../../web/shared/retention.ts";
import type { VoiceLimits } from "../voice/voice-limits.ts";
import { dailyFigures, figureStatements, voiceDays } from "./daily-figures.ts";
import { nearestPassage } from "./nearest-passage.ts";
import { groupQuestions } from "./question-groups.ts";
import { periodDays, startOf } from "./report-period.ts";

export type Report = ReadonlyDeep<TenfoldReport>;

/** The most rows of each kind a report reads. */
const REPORT_ROWS = 5000;
/** The most groups of each kind a report lists (each is looked up in the site's passages). */
export const GROUP_LIMIT = 100;

/** Distinct non-empty reasons, most given first, joined for one cell. */
function reasons(values: readonly (string | null)[]): string {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([reason]) => reason).join(" | ");
}

export interface ReportRequest {
  readonly days: number;
  readonly now: Date;
  readonly voice: Pick<VoiceLimits, "siteDailySessions" | "siteDailyMinutes">;
}

export async function tenfoldReport(db: D1Database, { days, now, voice }: ReportRequest): Promise<Report> {
  const period = periodDays(now, days);
  const from = period[0] ?? "";
  const since = startOf(from);
  const [answers, votes, counters, declined, downvoted] = await withDatabase(() =>
    db.batch<Record<string, unknown>>([
      ...figureStatements(db, since),
      db.prepare("SELECT question FROM tenfold_answers WHERE declined = 1 AND created_at >= ?1 ORDER BY created_at LIMIT ?2").bind(since, REPORT_ROWS),
      db
        .prepare(
          `SELECT a.question, a.answer, f.reason FROM tenfold_feedback f JOIN tenfold_answers a ON a.answer_id = f.answer_id
           WHERE f.vote = 'down' AND f.updated_at >= ?1 ORDER BY f.updated_at DESC LIMIT ?2`,
        )
        .bind(since, REPORT_ROWS),
    ]),
  );
  const daily = dailyFigures(period, answers?.results ?? [], votes?.results ?? []);
  const declinedRows = (declined?.results ?? []) as { question: string }[];
  const downRows = (downvoted?.results ?? []) as { question: string; answer: string; reason: string | null }[];
  return {
    days,
    from,
    to: period[period.length - 1] ?? from,
    daily,
    votes: { up: daily.reduce((sum, day) => sum + day.up, 0), down: daily.reduce((sum, day) => sum + day.down, 0) },
    groupLimit: GROUP_LIMIT,
    declined: groupQuestions(declinedRows, (row) => row.question)
      .slice(0, GROUP_LIMIT)
      .map((group) => ({ question: group.question, count: group.items.length, passage: nearestPassage(group.question) })),
    downvoted: groupQuestions(downRows, (row) => row.question)
      .slice(0, GROUP_LIMIT)
      .map((group) => ({
        question: group.question,
        // The latest answer given (rows come newest first).
        answer: group.items[0]?.answer ?? "",
        reason: reasons(group.items.map((row) => row.reason)),
        count: group.items.length,
        passage: nearestPassage(group.question),
      })),
    voice: {
      budget: { calls: voice.siteDailySessions, minutes: voice.siteDailyMinutes },
      keptDays: RETENTION.usageCounterDays,
      daily: voiceDays(period, counters?.results ?? []),
    },
  };
}
