// GovCal Pro's fixed dates, kept by hand: the fiscal events, elections and parliamentary
// milestones that no calendar API lists ahead, each with the official page that announced it.
// Edit an entry when its source changes (and the asOf below); the list and the feeds use it as is.
import type { GovcalEntry } from "./govcal.ts";
import type { GovcalTopicSlug } from "./govcal-topics.ts";

export interface FixedDate {
  readonly slug: string;
  readonly title: string;
  readonly start: string;
  readonly end?: string;
  readonly what: "fiscal" | "election" | "session";
  readonly department?: { readonly slug: string; readonly name: string };
  readonly detail: string;
  /** Its topics (govcal-topics.ts), chosen by hand with the entry. */
  readonly topics: readonly GovcalTopicSlug[];
  readonly sourceUrl: string;
  readonly sourceName: string;
}

/** When the list was last checked against its sources. */
export const FIXED_DATES_AS_OF = "2025-12-22";

const TREASURY = { slug: "hm-treasury", name: "HM Treasury" } as const;

export const FIXED_DATES = [
  {
    slug: "spring-forecast-2026",
    title: "Spring Forecast: OBR economic and fiscal forecast, with a statement to Parliament",
    start: "2026-03-03",
    what: "fiscal",
    department: TREASURY,
    detail:
      "The Chancellor asked the Office for Budget Responsibility to prepare an economic and fiscal forecast for publication on 3 March 2026; the government responds with a statement to Parliament.",
    sourceUrl: "https://www.gov.uk/government/news/chancellor-announces-date-of-spring-forecast",
    sourceName: "GOV.UK (HM Treasury)",
    topics: ["economy"],
  },
] as const satisfies readonly FixedDate[];

export function fixedEntries(dates: readonly FixedDate[] = FIXED_DATES): GovcalEntry[] {
  return dates.map((date) => ({
    id: `fixed-${date.slug}`,
    kind: "fixed",
    title: date.title,
    start: date.start,
    end: date.end ?? date.start,
    startTime: null,
    endTime: null,
    house: null,
    department: date.department ?? null,
    topics: [...date.topics],
    detail: date.detail,
    location: null,
    sourceUrl: date.sourceUrl,
    sourceName: date.sourceName,
  }));
}
