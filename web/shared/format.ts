// Display helpers: dates as "Jan 5, 2025" (pages show British dates through
// ./british-date.ts), "HH:mm" as 12-hour time; on bad input the failure is logged and the input shown.

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export function formatDate(input: string): string {
  try {
    const date = new Date(input);
    if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${input}`);
    return DATE_FORMAT.format(date);
  } catch (error) {
    console.error("formatDate failed", error);
    return input;
  }
}

export function formatTime(input: string): string {
  try {
    const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(input);
    if (!match) throw new RangeError(`Invalid time: ${input}`);
    const hours = Number(match[1]);
    const suffix = hours < 12 ? "am" : "pm";
    const twelve = hours % 12 === 0 ? 12 : hours % 12;
    return `${twelve}:${match[2]} ${suffix}`;
  } catch (error) {
    console.error("formatTime failed", error);
    return input;
  }
}
