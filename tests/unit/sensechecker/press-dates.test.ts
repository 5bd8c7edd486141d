// @vitest-environment node
// The calendar behind SenseChecker's date and embargo checks: a weekday against its date, a date
// that does not exist, the year a yearless date is read in (the occurrence nearest the day of
// checking), UK clock changes, and the embargo line's usual form.
import { describe, expect, it } from "vitest";
import {
  dateProblem,
  embargoProblem,
  findDates,
  isBritishSummerTime,
  nearestYear,
} from "../../../web/tools/sensechecker/press-dates.ts";

const WEDNESDAY_2_DECEMBER_2026 = new Date("2026-12-02T09:00:00Z");
const only = (text: string) => {
  const [mention, ...rest] = findDates(text);
  expect(rest).toEqual([]);
  if (!mention) throw new Error(`no date in "${text}"`);
  return mention;
};
const problem = (text: string, today = WEDNESDAY_2_DECEMBER_2026) => dateProblem(only(text), today);

describe("weekdays and dates", () => {
  it("accepts a weekday that matches its date, written either way round", () => {
    expect(problem("on Tuesday 8 December 2026")).toBeUndefined();
    expect(problem("on Tuesday, December 8th, 2026")).toBeUndefined();
    expect(problem("from Mon 14 Dec 2026")).toBeUndefined();
    expect(problem("29 February 2028")).toBeUndefined();
  });

  it("says which weekday a date really falls on", () => {
    expect(problem("Monday 8 December 2026")?.reason).toBe("8 December 2026 is a Tuesday, not a Monday.");
    expect(problem("Friday, January 1st, 2027")).toBeUndefined();
    expect(problem("Saturday, January 1st, 2027")?.reason).toContain("is a Friday, not a Saturday");
  });

  it("refuses a date the calendar does not have", () => {
    expect(problem("31 April 2027")?.reason).toContain("does not exist");
    expect(problem("29 February 2027")?.reason).toContain("does not exist");
  });

  it("reads a yearless date in the year nearest the day of checking, and says it needs a year", () => {
    expect(nearestYear(11, 8, WEDNESDAY_2_DECEMBER_2026)).toBe(2026);
    expect(nearestYear(1, 3, WEDNESDAY_2_DECEMBER_2026)).toBe(2027);
    expect(nearestYear(11, 20, new Date("2027-01-15T12:00:00Z"))).toBe(2026);
    const yearless = problem("on Tuesday 8 December");
    expect(yearless?.reason).toContain("no year");
    expect(yearless?.reason).not.toContain("not a");
    expect(yearless?.suggestion).toContain("Tuesday 8 December 2026");
    expect(problem("on Monday 12 January")?.reason).toContain("falls on a Tuesday, not a Monday");
  });

  it("finds no date in a month and year, a time or a sum", () => {
    expect(findDates("In May 2026 we spent £8 million by 10:30 on the 4th floor.")).toEqual([]);
  });
});

describe("UK clocks", () => {
  it("changes to BST at 01:00 GMT on the last Sunday of March and back on the last Sunday of October", () => {
    const march29 = new Date(Date.UTC(2026, 2, 29));
    expect(isBritishSummerTime(march29, 0, 1)).toBe(false);
    expect(isBritishSummerTime(march29, 10, 0)).toBe(true);
    expect(isBritishSummerTime(new Date(Date.UTC(2026, 9, 24)), 12, 0)).toBe(true);
    expect(isBritishSummerTime(new Date(Date.UTC(2026, 9, 26)), 12, 0)).toBe(false);
  });
});

describe("the embargo line", () => {
  it("accepts the usual form when it agrees with the calendar and the clock", () => {
    expect(
      embargoProblem("EMBARGOED UNTIL 00:01 GMT, Tuesday 8 December 2026", WEDNESDAY_2_DECEMBER_2026),
    ).toBeUndefined();
    expect(
      embargoProblem("EMBARGOED UNTIL 10:30 BST, Tuesday 16 June 2026", WEDNESDAY_2_DECEMBER_2026),
    ).toBeUndefined();
  });

  it("flags the usual form with the wrong clock or weekday, and writes the line as it should read", () => {
    const summer = embargoProblem("EMBARGOED UNTIL 00:01 GMT, Tuesday 16 June 2026", WEDNESDAY_2_DECEMBER_2026);
    expect(summer?.reason).toContain("UK clocks show BST on that date, not GMT");
    expect(summer?.suggestion).toBe('Write it as "EMBARGOED UNTIL 00:01 BST, Tuesday 16 June 2026".');
    const weekday = embargoProblem("EMBARGOED UNTIL 00:01 GMT, Monday 8 December 2026", WEDNESDAY_2_DECEMBER_2026);
    expect(weekday?.reason).toContain("8 December 2026 is a Tuesday, not a Monday");
  });

  it("lists what an embargo line in another form leaves out", () => {
    const loose = embargoProblem("Under embargo until 10am Thursday", WEDNESDAY_2_DECEMBER_2026);
    expect(loose?.reason).toContain('does not start "EMBARGOED UNTIL"');
    expect(loose?.reason).toContain("12-hour clock");
    expect(loose?.reason).toContain("no time zone");
    expect(loose?.reason).toContain("no day and month");
    expect(loose?.suggestion).toContain("EMBARGOED UNTIL 00:01 GMT, Tuesday 8 December 2026");
    const midnight = embargoProblem("EMBARGOED UNTIL midnight, 8 December", WEDNESDAY_2_DECEMBER_2026);
    expect(midnight?.reason).toContain('"midnight" could mean the start or the end of the day');
    expect(midnight?.reason).toContain("no weekday");
    expect(midnight?.reason).toContain("no year");
    const pm = embargoProblem("Embargoed until 7.30pm GMT on Friday 11 December 2026", WEDNESDAY_2_DECEMBER_2026);
    expect(pm?.suggestion).toBe('Write it as "EMBARGOED UNTIL 19:30 GMT, Friday 11 December 2026".');
  });
});
