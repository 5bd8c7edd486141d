// Dates in a draft, read the way a press officer checks them: a day and a month written out
// ("Tuesday 8 December 2026", "December 8th"), with or without a weekday and a year, checked
// against the calendar. A date written without a year is read as its occurrence nearest the day
// of checking (the year before, this year or the next), which is the one a reader would assume.
// Also the embargo line's usual form, "EMBARGOED UNTIL 00:01 GMT, Tuesday 8 December 2026",
// with its clock (GMT in winter, BST from the last Sunday of March to the last Sunday of October).
import { DAY_MS } from "#shared/time-units.ts";

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export const MONTHS = [
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

const WEEKDAY_WORD = "(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs?)?|Fri|Sat(?:ur)?|Sun)(?:day)?";
const MONTH_WORD =
  "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)";
const ORDINAL = "(?:st|nd|rd|th)?";

/** "Tuesday 8 December 2026", "8th of December", "Tue, 8 Dec 2026". */
const DAY_FIRST = new RegExp(
  `\\b(?:(${WEEKDAY_WORD}),?\\s+(?:the\\s+)?)?(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?(${MONTH_WORD})\\b\\.?(?:,?\\s+(\\d{4})\\b)?`,
  "g",
);
/** "Tuesday, December 8, 2026", "December 8th". */
const MONTH_FIRST = new RegExp(
  `\\b(?:(${WEEKDAY_WORD}),?\\s+)?(${MONTH_WORD})\\.?\\s+(\\d{1,2})${ORDINAL}\\b(?:,?\\s+(\\d{4})\\b)?`,
  "g",
);

export interface DateMention {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** 0 = Sunday, as Date.getUTCDay. */
  readonly weekday: number | undefined;
  readonly day: number;
  /** 0 = January. */
  readonly month: number;
  readonly year: number | undefined;
}

function weekdayIndex(word: string): number {
  const start = word.slice(0, 2).toLowerCase();
  return WEEKDAYS.findIndex((name) => name.slice(0, 2).toLowerCase() === start);
}

function monthIndex(word: string): number {
  const start = word.slice(0, 3).toLowerCase();
  return MONTHS.findIndex((name) => name.slice(0, 3).toLowerCase() === start);
}

/** Every day-and-month date the text writes out, in order. */
export function findDates(text: string): DateMention[] {
  const found: DateMention[] = [];
  for (const match of text.matchAll(DAY_FIRST)) {
    const [whole, weekday, day, month, year] = match;
    found.push(mention(match.index, whole, weekday, day ?? "", month ?? "", year));
  }
  for (const match of text.matchAll(MONTH_FIRST)) {
    const [whole, weekday, month, day, year] = match;
    const start = match.index;
    // "8 December 2026" must not be read again as "December 20…".
    if (found.some((other) => start < other.end && other.start < start + whole.length)) continue;
    found.push(mention(start, whole, weekday, day ?? "", month ?? "", year));
  }
  return found.sort((a, b) => a.start - b.start);
}

function mention(
  start: number,
  text: string,
  weekday: string | undefined,
  day: string,
  month: string,
  year: string | undefined,
): DateMention {
  const trimmed = text.replace(/[.,\s]+$/, "");
  return {
    start,
    end: start + trimmed.length,
    text: trimmed,
    weekday: weekday === undefined ? undefined : weekdayIndex(weekday),
    day: Number(day),
    month: monthIndex(month),
    year: year === undefined ? undefined : Number(year),
  };
}

/** The date, or undefined when the month has no such day (31 April, 29 February 2027). */
export function calendarDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month && date.getUTCDate() === day ? date : undefined;
}

/** The year that puts this day and month nearest `today`: last year, this year or next. */
export function nearestYear(month: number, day: number, today: Date): number {
  const base = today.getUTCFullYear();
  const midday = Date.UTC(base, today.getUTCMonth(), today.getUTCDate());
  let best = base;
  let bestDistance = Infinity;
  for (const year of [base - 1, base, base + 1]) {
    // 29 February falls in a leap year only; Date.UTC rolls it into March otherwise, which is far enough.
    const distance = Math.abs(Date.UTC(year, month, day) - midday);
    if (distance < bestDistance && calendarDate(year, month, day)) {
      best = year;
      bestDistance = distance;
    }
  }
  return best;
}

/** "Tuesday 8 December 2026". */
export function britishDate(date: Date): string {
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The last Sunday of a month, at 01:00 UTC: when the UK's clocks change (March and October). */
function clockChange(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * DAY_MS;
}

/** Whether UK clocks show BST at this local time of this day (the hour of the change itself is taken as after it). */
export function isBritishSummerTime(date: Date, hours: number, minutes: number): boolean {
  const year = date.getUTCFullYear();
  // A UK local time, read as UTC: close enough for the hour either side of a change.
  const at = Date.UTC(year, date.getUTCMonth(), date.getUTCDate(), hours, minutes);
  return at >= clockChange(year, 2) && at < clockChange(year, 9);
}

export interface DateProblem {
  readonly reason: string;
  readonly suggestion: string;
}

/** What is wrong with a date as written, checked against the calendar, or undefined when nothing is. */
export function dateProblem(mention: DateMention, today: Date): DateProblem | undefined {
  const monthName = MONTHS[mention.month] ?? "";
  const year = mention.year ?? nearestYear(mention.month, mention.day, today);
  const date = calendarDate(year, mention.month, mention.day);
  if (!date) {
    return {
      reason: `${monthName} ${year} has no ${mention.day}: the date does not exist.`,
      suggestion: "Check the day and the month.",
    };
  }
  const actual = WEEKDAYS[date.getUTCDay()] ?? "";
  const wrongWeekday = mention.weekday !== undefined && mention.weekday !== date.getUTCDay();
  const written = WEEKDAYS[mention.weekday ?? 0] ?? "";
  if (mention.year === undefined) {
    const mismatch = wrongWeekday ? ` Read as ${year}, the nearest, it falls on a ${actual}, not a ${written}.` : "";
    return {
      reason: `This date has no year, so a reader has to guess which one is meant.${mismatch}`,
      suggestion: `Add the year: "${britishDate(date)}" if ${year} is meant.`,
    };
  }
  if (wrongWeekday) {
    return {
      reason: `${mention.day} ${monthName} ${year} is a ${actual}, not a ${written}.`,
      suggestion: `Check which is right: "${britishDate(date)}", or the ${written} you meant.`,
    };
  }
  return undefined;
}

/** The embargo line's usual form, for the suggestion. */
export const EMBARGO_EXAMPLE = "EMBARGOED UNTIL 00:01 GMT, Tuesday 8 December 2026";

const USUAL_EMBARGO = new RegExp(
  `^EMBARGOED UNTIL (\\d{2}):(\\d{2}) (GMT|BST), (${WEEKDAYS.join("|")}) (\\d{1,2}) (${MONTHS.join("|")}) (\\d{4})$`,
);

/** What is wrong with an embargo line, or undefined when it is in the usual form and agrees with the calendar. */
export function embargoProblem(line: string, today: Date): DateProblem | undefined {
  const text = line.trim().replace(/\.$/, "");
  const problems: string[] = [];
  const usual = USUAL_EMBARGO.exec(text);
  const time = /\b(\d{1,2})[:.](\d{2})\s*([ap]\.?m\.?)?|\b(\d{1,2})\s*([ap]\.?m\.?)(?![a-z])/i.exec(text);
  const zone = /\b(GMT|BST|UTC|CET)\b/i.exec(text)?.[1]?.toUpperCase();
  const [date] = findDates(text);
  if (!usual) {
    if (!/^EMBARGOED UNTIL\b/.test(text)) problems.push('it does not start "EMBARGOED UNTIL", in capitals');
    if (/\bmidnight\b/i.test(text)) problems.push('"midnight" could mean the start or the end of the day');
    if (!time) problems.push("it gives no time");
    else if (time[3] || time[5]) problems.push("its time is on the 12-hour clock");
    else if ((time[1] ?? "").length < 2 || text.includes(`${time[1]}.${time[2]}`))
      problems.push('its time is not written "00:01"');
    if (!zone) problems.push("it names no time zone (GMT or BST)");
    else if (zone !== "GMT" && zone !== "BST") problems.push(`it gives the time in ${zone}, not UK time`);
    if (!date) problems.push("it gives no day and month");
    else {
      if (date.weekday === undefined) problems.push("it gives no weekday");
      if (date.year === undefined) problems.push("it gives no year");
    }
  }
  const hours = clockHours(time);
  const minutes = Number(time?.[2] ?? 0);
  const year = date ? (date.year ?? nearestYear(date.month, date.day, today)) : undefined;
  const day = date && year !== undefined ? calendarDate(year, date.month, date.day) : undefined;
  if (date && !day) problems.push("its date does not exist");
  if (day && date?.weekday !== undefined && date.weekday !== day.getUTCDay()) {
    problems.push(
      `${date.day} ${MONTHS[date.month]} ${year} is a ${WEEKDAYS[day.getUTCDay()]}, not a ${WEEKDAYS[date.weekday]}`,
    );
  }
  const rightZone = day && time ? (isBritishSummerTime(day, hours, minutes) ? "BST" : "GMT") : undefined;
  if (rightZone && (zone === "GMT" || zone === "BST") && zone !== rightZone) {
    problems.push(`UK clocks show ${rightZone} on that date, not ${zone}`);
  }
  if (hours > 23 || minutes > 59) problems.push("its time does not exist");
  if (problems.length === 0) return undefined;
  const clock = `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
  const suggestion =
    day && time && hours < 24 && minutes < 60
      ? `Write it as "EMBARGOED UNTIL ${clock} ${rightZone ?? "GMT"}, ${britishDate(day)}".`
      : `Write it in the usual form, for example "${EMBARGO_EXAMPLE}".`;
  const opening = usual
    ? "This embargo line does not agree with the calendar"
    : "This embargo line is not in the usual form";
  return { reason: `${opening}: ${listedAnd(problems)}.`, suggestion };
}

/** "a, b and c". */
function listedAnd(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}

/** The hour of a time as written ("00:01", "7.30pm", "9am"), on the 24-hour clock. */
function clockHours(time: RegExpExecArray | null): number {
  if (!time) return 0;
  const hours = Number(time[1] ?? time[4] ?? 0);
  const half = (time[3] ?? time[5] ?? "").toLowerCase();
  return half === "" ? hours : (hours % 12) + (half.startsWith("p") ? 12 : 0);
}
