// The day a visitor names ("today", "tomorrow", "on Friday", "on 18 December", "2027-01-05") read
// as a calendar date, and calendar dates written back the British way ("Friday 18 December 2026").
// Every date in GovCal Pro is a UK day, so these work on YYYY-MM-DD strings in UTC arithmetic.

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const DAY_MS = 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const addDays = (date: string, days: number) => iso(msOf(date) + days * DAY_MS);

/** A valid day of that month and year, or undefined ("31 February" is not a day). */
function dayOf(year: number, month: number, day: number): string | undefined {
  const date = iso(Date.UTC(year, month, day));
  return Number(date.slice(8)) === day ? date : undefined;
}

/** A day and month without a year is the next one from today (asked in December, "5 January" is next year's). */
function nextOccurrence(month: number, day: number, today: string): string | undefined {
  const year = Number(today.slice(0, 4));
  const thisYear = dayOf(year, month, day);
  return thisYear && thisYear >= today ? thisYear : dayOf(year + 1, month, day);
}

const MONTH = `(${MONTHS.join("|")}|${MONTHS.map((m) => m.slice(0, 3)).join("|")})`;
const ORDINAL = "(\\d{1,2})(?:st|nd|rd|th)?";

/** The day the sentence names, or today when it names none. */
export function dateIn(sentence: string, today: string): string {
  const isoDate = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(sentence);
  if (isoDate) return dayOf(Number(isoDate[1]), Number(isoDate[2]) - 1, Number(isoDate[3])) ?? today;
  const slashed = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(sentence);
  if (slashed) return dayOf(Number(slashed[3]), Number(slashed[2]) - 1, Number(slashed[1])) ?? today;
  const monthOf = (name: string) => MONTHS.findIndex((m) => m.startsWith(name));
  const dayFirst = new RegExp(`\\b${ORDINAL} (?:of )?${MONTH}(?: (\\d{4}))?\\b`).exec(sentence);
  const monthFirst = new RegExp(`\\b${MONTH} ${ORDINAL}(?:,? (\\d{4}))?\\b`).exec(sentence);
  const named = dayFirst
    ? { day: Number(dayFirst[1]), month: monthOf(dayFirst[2] ?? ""), year: dayFirst[3] }
    : monthFirst
      ? { day: Number(monthFirst[2]), month: monthOf(monthFirst[1] ?? ""), year: monthFirst[3] }
      : undefined;
  if (named && named.month >= 0)
    return (
      (named.year
        ? dayOf(Number(named.year), named.month, named.day)
        : nextOccurrence(named.month, named.day, today)) ?? today
    );
  if (/\btomorrow\b/.test(sentence)) return addDays(today, 1);
  const weekday = WEEKDAYS.findIndex((name) => new RegExp(`\\b${name}\\b`).test(sentence));
  if (weekday >= 0) {
    const ahead = (weekday - new Date(msOf(today)).getUTCDay() + 7) % 7;
    return addDays(today, ahead === 0 && /\bnext\b/.test(sentence) ? 7 : ahead);
  }
  return today;
}

const longDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Friday 18 December 2026" (en-GB puts a comma after the weekday; the site writes dates without). */
export const longDate = (date: string) => longDay.format(new Date(msOf(date))).replace(",", "");
