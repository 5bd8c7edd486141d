// A TENFOLD report's figures per UTC day: questions asked, answered and declined (tenfold_answers
// by created_at), votes up and down (tenfold_feedback by the day a vote was last cast), and voice
// calls and minutes (the site's usage counters), every day of the period present, zero or not.
import { SITE_SECONDS, SITE_SESSIONS } from "../voice/voice-limits.ts";

export interface DayFigures {
  readonly day: string;
  readonly asked: number;
  readonly answered: number;
  readonly declined: number;
  readonly up: number;
  readonly down: number;
}

export interface VoiceDay {
  readonly day: string;
  readonly calls: number;
  /** Each call counted at its longest, as the budget reserves it. */
  readonly minutes: number;
}

/** The three queries behind the figures, from `since` (a day's first instant), for one batch. */
export function figureStatements(db: D1Database, since: string): D1PreparedStatement[] {
  return [
    // created_at is ISO text, so its first ten characters are its UTC day; the range uses its index.
    db
      .prepare(
        "SELECT substr(created_at, 1, 10) AS day, count(*) AS asked, sum(declined) AS declined FROM tenfold_answers WHERE created_at >= ?1 GROUP BY day",
      )
      .bind(since),
    db
      .prepare(
        "SELECT substr(updated_at, 1, 10) AS day, sum(vote = 'up') AS up, sum(vote = 'down') AS down FROM tenfold_feedback WHERE updated_at >= ?1 GROUP BY day",
      )
      .bind(since),
    db
      .prepare("SELECT bucket, day, count FROM usage_counters WHERE bucket IN (?1, ?2) AND day >= ?3")
      .bind(SITE_SESSIONS, SITE_SECONDS, since.slice(0, 10)),
  ];
}

type Row = Record<string, unknown>;
const numberIn = (row: Row | undefined, column: string) => Number(row?.[column] ?? 0) || 0;
const byDay = (rows: readonly Row[]) => new Map(rows.map((row) => [String(row["day"]), row]));

/** The figures of each day of `days`, from the results of figureStatements' first two queries. */
export function dailyFigures(days: readonly string[], answers: readonly Row[], votes: readonly Row[]): DayFigures[] {
  const asked = byDay(answers);
  const voted = byDay(votes);
  return days.map((day) => {
    const row = asked.get(day);
    const declined = numberIn(row, "declined");
    return {
      day,
      asked: numberIn(row, "asked"),
      answered: numberIn(row, "asked") - declined,
      declined,
      up: numberIn(voted.get(day), "up"),
      down: numberIn(voted.get(day), "down"),
    };
  });
}

/** Minutes to one decimal place: a call's longest length need not be whole minutes. */
const minutesOf = (seconds: number) => Math.round(seconds / 6) / 10;

/** Voice calls and minutes of each day of `days`, from the result of figureStatements' third query. */
export function voiceDays(days: readonly string[], counters: readonly Row[]): VoiceDay[] {
  const count = (bucket: string, day: string) =>
    numberIn(
      counters.find((row) => row["bucket"] === bucket && row["day"] === day),
      "count",
    );
  return days.map((day) => ({ day, calls: count(SITE_SESSIONS, day), minutes: minutesOf(count(SITE_SECONDS, day)) }));
}
