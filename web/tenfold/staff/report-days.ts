// The TENFOLD page's period (kept in the address as ?days=, one of the periods offered) and its
// days as staff read them: the report's days are UTC days, written without a time zone's shift.
import { REPORT_DEFAULT_DAYS, REPORT_PERIODS } from "#shared/api/admin.ts";

export type Period = (typeof REPORT_PERIODS)[number];

/** The period in the address, or the default for a missing or unoffered one. */
export function periodOf(params: URLSearchParams): Period {
  const days = Number(params.get("days"));
  return REPORT_PERIODS.find((period) => period === days) ?? REPORT_DEFAULT_DAYS;
}

const SHORT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const LONG = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const atMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** "10 Mar". */
export const shortDay = (day: string) => SHORT.format(atMidnight(day));
/** "Tue 10 Mar 2026". */
export const longDay = (day: string) => LONG.format(atMidnight(day));
