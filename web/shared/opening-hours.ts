// When a visitor can expect a reply, from the firm's opening hours: Monday to Friday,
// 09:00-18:00 UK time, closed on bank holidays in England and Wales. Within
// hours a consultant replies within two working hours; outside them, by 10:00 on the next working
// day. UK time is Europe/London through Intl, so BST and GMT need no arithmetic of our own.
import { site } from "./site.ts";

/**
 * Bank holidays in England and Wales, 2026 to 2028, with substitute days where one falls at a
 * weekend (as gov.uk/bank-holidays lists them). After 2028 only weekends count: extend the list.
 */
export const BANK_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2026: New Year's Day, Good Friday, Easter Monday, early May, spring, summer, Christmas Day, Boxing Day (substitute: 26 December is a Saturday)
  "2026-01-01",
  "2026-04-03",
  "2026-04-06",
  "2026-05-04",
  "2026-05-25",
  "2026-08-31",
  "2026-12-25",
  "2026-12-28",
  // 2027: Christmas Day and Boxing Day fall at the weekend; their substitutes are 27 and 28 December
  "2027-01-01",
  "2027-03-26",
  "2027-03-29",
  "2027-05-03",
  "2027-05-31",
  "2027-08-30",
  "2027-12-27",
  "2027-12-28",
  // 2028: New Year's Day is a Saturday; its substitute is 3 January
  "2028-01-03",
  "2028-04-14",
  "2028-04-17",
  "2028-05-01",
  "2028-05-29",
  "2028-08-28",
  "2028-12-25",
  "2028-12-26",
]);

export const UK_TIME_ZONE = "Europe/London";
/** Outside opening hours, the reply comes by this time on the next working day. */
export const NEXT_DAY_REPLY_BY = "10:00";
export const WITHIN_HOURS = "within two working hours";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ukClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

/** The calendar day and minutes past midnight in the UK at `instant`. */
function ukTime(instant: Date): CalendarDay & { minutes: number } {
  const parts = Object.fromEntries(ukClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts["year"]),
    month: Number(parts["month"]),
    day: Number(parts["day"]),
    minutes: Number(parts["hour"]) * 60 + Number(parts["minute"]),
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoDay = (d: CalendarDay) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
const weekday = (d: CalendarDay) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
const nextDay = (d: CalendarDay): CalendarDay => {
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

export function isWorkingDay(d: CalendarDay): boolean {
  const day = weekday(d);
  return day >= 1 && day <= 5 && !BANK_HOLIDAYS.has(isoDay(d));
}

/** "within two working hours", or "by 10:00 on Tuesday 29 December". */
export function replyExpectation(now: Date): string {
  const uk = ukTime(now);
  const opens = minutesOf(site.openingHours.opens);
  const closes = minutesOf(site.openingHours.closes);
  if (isWorkingDay(uk) && uk.minutes >= opens && uk.minutes < closes) return WITHIN_HOURS;
  // Before opening on a working day, the next working day is today.
  let day: CalendarDay = uk;
  if (!isWorkingDay(day) || uk.minutes >= opens) day = nextDay(day);
  while (!isWorkingDay(day)) day = nextDay(day);
  return `by ${NEXT_DAY_REPLY_BY} on ${WEEKDAYS[weekday(day)]} ${day.day} ${MONTHS[day.month - 1]}`;
}

/** The sentence shown in TENFOLD and the toast after a hand-off. */
export function replyTimeSentence(now: Date): string {
  return `A consultant will reply ${replyExpectation(now)} (UK time).`;
}
