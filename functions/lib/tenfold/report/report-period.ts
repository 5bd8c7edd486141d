// The days a TENFOLD report covers: whole UTC days, today and the days before it, the way the
// usage counters store their `day` and the answers their ISO timestamps.
import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS } from "#shared/api/admin.ts";
import { DAY_MS } from "#shared/time-units.ts";
import { ApiError } from "../../platform/errors.ts";

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period's days (YYYY-MM-DD), oldest first, ending today. */
export function periodDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => utcDay(today - (days - 1 - index) * DAY_MS));
}

/** The first instant of a day, as stored timestamps compare with it (ISO text). */
export const startOf = (day: string) => `${day}T00:00:00.000Z`;

/** `?days=`: absent means REPORT_DEFAULT_DAYS; anything but a whole number from 1 to REPORT_MAX_DAYS is refused. */
export function reportDays(url: URL): number {
  const text = url.searchParams.get("days");
  if (text === null || text === "") return REPORT_DEFAULT_DAYS;
  const days = Number(text);
  if (!/^\d{1,3}$/.test(text) || days < 1 || days > REPORT_MAX_DAYS) {
    throw new ApiError(
      "bad_request",
      `The period must be a whole number of days from 1 to ${REPORT_MAX_DAYS} (questions are kept ${REPORT_MAX_DAYS} days).`,
    );
  }
  return days;
}
