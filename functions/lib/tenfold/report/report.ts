// The staff report of TENFOLD over the last `days` UTC days: questions asked, answered
// and declined and votes per day, voice use per day against its budget, and declined questions
// and down-voted answers grouped by similarity (report-groups.ts), most asked first, each with
// the site passage nearest it, so staff see what content to write next.
import type { TenfoldReport } from "#shared/api/admin.ts";
import type { ReadonlyDeep } from "#shared/api/contract.ts";
import { withDatabase } from "../../platform/errors.ts";
import { RETENTION } from "#shared/retention.ts";
import type { VoiceLimits } from "../../platform/config.ts";
import { dailyFigures, figureStatements, voiceDays } from "./daily-figures.ts";
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
} from "./report-groups.ts";
import { periodDays, startOf } from "./report-period.ts";

export type Report = ReadonlyDeep<TenfoldReport>;

export interface ReportRequest {
  readonly days: number;
  readonly now: Date;
  readonly voice: Pick<VoiceLimits, "siteDailySessions" | "siteDailyMinutes">;
}

export async function tenfoldReport(db: D1Database, { days, now, voice }: ReportRequest): Promise<Report> {
  const period = periodDays(now, days);
  const from = period[0] ?? "";
  const since = startOf(from);
  const [answers, votes, counters, declined, downvoted, givenReasons] = await withDatabase(() =>
    db.batch<Record<string, unknown>>([
      ...figureStatements(db, since),
      db.prepare(DECLINED_WORDINGS_SQL).bind(since, REPORT_WORDINGS),
      db.prepare(DOWNVOTED_WORDINGS_SQL).bind(since, REPORT_WORDINGS),
      db.prepare(DOWNVOTED_REASONS_SQL).bind(since, REPORT_REASONS),
    ]),
  );
  const daily = dailyFigures(period, answers?.results ?? [], votes?.results ?? []);
  return {
    days,
    from,
    to: period[period.length - 1] ?? from,
    daily,
    votes: { up: daily.reduce((sum, day) => sum + day.up, 0), down: daily.reduce((sum, day) => sum + day.down, 0) },
    groupLimit: GROUP_LIMIT,
    declined: declinedGroups((declined?.results ?? []) as unknown as Wording[]),
    downvoted: downvotedGroups(
      (downvoted?.results ?? []) as unknown as DownvotedWording[],
      (givenReasons?.results ?? []) as unknown as ReasonRow[],
    ),
    voice: {
      budget: { calls: voice.siteDailySessions, minutes: voice.siteDailyMinutes },
      keptDays: RETENTION.usageCounterDays,
      daily: voiceDays(period, counters?.results ?? []),
    },
  };
}
