// GovCal Pro's entries as iCalendar (RFC 5545), made with ical-generator: a feed of a filtered
// view for Outlook, Google Calendar and Apple Calendar to subscribe to, and one entry as a file to
// add on its own. Days without a time are all-day events (DTEND the day after the last, as the RFC
// has it); times are the UK's, written in UTC so no calendar has to know the UK's time zone.
import ical, { ICalCalendarMethod } from "ical-generator";
import type { GovcalEntry } from "#shared/api/govcal.ts";
import { site } from "#shared/site.ts";

const HOST = new URL(site.origin).hostname;
const DAY_MS = 86_400_000;

/**
 * Made once: a formatter costs far more to make than to use, and a half-year feed asks it for
 * thousands of instants (bench:govcal measured 0.14 ms an event when it was made per call).
 */
const UK_WALL_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** Minutes the UK is ahead of UTC at this instant (0 in winter, 60 in summer). */
function ukOffsetMinutes(instant: number): number {
  const parts = UK_WALL_CLOCK.formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant of a UK wall-clock date and time. */
export function ukInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The offset at the wall time read as UTC is right except within an hour of a change; checking
  // again at the corrected instant settles it.
  const first = wall - ukOffsetMinutes(wall) * 60_000;
  return new Date(wall - ukOffsetMinutes(first) * 60_000);
}

const midnight = (date: string) => new Date(`${date}T00:00:00Z`);

function describe(entry: GovcalEntry): string {
  return [
    entry.detail,
    entry.department ? `Department: ${entry.department.name}` : null,
    `Source: ${entry.sourceName}, ${entry.sourceUrl}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

export interface FeedOptions {
  readonly name: string;
  /** The feed's own address, for calendars that show where a subscription comes from. */
  readonly url: string;
  readonly now: Date;
}

export function calendarOf(entries: readonly GovcalEntry[], options: FeedOptions): string {
  const calendar = ical({
    name: options.name,
    description: `What is coming up in Parliament and government, from ${site.brand}'s GovCal Pro.`,
    prodId: { company: site.brand, product: "GovCal Pro", language: "EN" },
    url: options.url,
    method: ICalCalendarMethod.PUBLISH,
    // Subscribers re-read the feed every few hours; the sources change within the day.
    ttl: 6 * 3600,
  });
  for (const listed of entries) {
    // A consultation is one day in a calendar, its closing day, not weeks of busy days.
    const entry = listed.kind === "consultation" ? { ...listed, start: listed.end, startTime: null } : listed;
    const timed = entry.startTime !== null && entry.start === entry.end;
    const start = timed ? ukInstant(entry.start, entry.startTime ?? "00:00") : midnight(entry.start);
    const end = timed
      ? entry.endTime && entry.endTime > (entry.startTime ?? "")
        ? ukInstant(entry.end, entry.endTime)
        : new Date(start.getTime() + 3600_000)
      : new Date(midnight(entry.end).getTime() + DAY_MS);
    calendar.createEvent({
      id: `${entry.id}@${HOST}`,
      start,
      end,
      allDay: !timed,
      stamp: options.now,
      summary: entry.kind === "consultation" ? `Closes: ${entry.title}` : entry.title,
      description: describe(entry),
      url: entry.sourceUrl,
      ...(entry.location ? { location: entry.location } : {}),
    });
  }
  return calendar.toString();
}
