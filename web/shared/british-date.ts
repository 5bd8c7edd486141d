// Dates as the site shows them to visitors: the British way, "25 November 2026".

/** A calendar date ("2026-11-25") names a day, not an instant, so it is read in UTC to keep that day. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const calendarDay = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
/** An instant (a proof shared, a decision recorded) falls on the day it was in the UK. */
const ukDay = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** "25 November 2026"; on bad input the failure is logged and the input shown, so a page never breaks on a date. */
export function britishDate(input: string): string {
  try {
    const date = new Date(input);
    if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${input}`);
    return (CALENDAR_DATE.test(input) ? calendarDay : ukDay).format(date);
  } catch (error) {
    console.error("britishDate failed", error);
    return input;
  }
}
