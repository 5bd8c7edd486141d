// One bill's stages as an iCalendar feed (RFC 5545, written by ical-generator): an all-day event
// for each day a stage sat or is listed to sit, so a calendar that subscribes shows where the bill
// has been and, once Parliament lists it, where it goes next. Each event links to the bill's page.
import ical from "ical-generator";
import type { Bill } from "#shared/api/policy-intelligence.ts";
import { site } from "#shared/site.ts";

/** How often a subscribed calendar should ask again: stages are listed days ahead, so twice a day is enough. */
const REFRESH_HOURS = 12;

const houseLabel = (house: string) => (house === "Unassigned" ? "" : ` (${house})`);

export function billFeed(bill: Bill, stamp: Date): string {
  const host = new URL(site.origin).hostname;
  const calendar = ical({
    name: `${bill.title}: stages`,
    description: `The stages of the ${bill.title} in the UK Parliament, from the Bills API. ${site.brand} Policy Intelligence.`,
    prodId: { company: site.brand, product: "Policy Intelligence", language: "EN" },
    url: bill.url,
    ttl: REFRESH_HOURS * 3600,
  });
  for (const stage of bill.stages ?? []) {
    for (const day of stage.dates) {
      calendar.createEvent({
        // Stable across refreshes, so a calendar updates an event rather than adding it again.
        id: `bill-${bill.id}-${stage.sortOrder}-${stage.house}-${day}@${host}`.replace(/\s+/g, "-").toLowerCase(),
        start: new Date(`${day}T00:00:00Z`),
        allDay: true,
        stamp,
        summary: `${bill.title}: ${stage.name}${houseLabel(stage.house)}`,
        description: `${stage.name}${houseLabel(stage.house)} of the ${bill.title}. Check the day on the bill's page: ${bill.url}`,
        url: bill.url,
      });
    }
  }
  return calendar.toString();
}
