// GovCal Pro's data in the browser: the snapshot's list to show first (the same on the server's
// prerender and the first render here), then the live list from /api/govcal for the filters in
// the page's address (./govcal-live.ts, loaded after the page, with the schemas it checks by).
import type { GovcalAnswer } from "#shared/api/govcal.ts";
import { filterEntries, windowOf, type GovcalFilters } from "#shared/api/govcal-filters.ts";
import { FIXED_DATES_AS_OF, fixedEntries } from "#shared/api/govcal-fixed-dates.ts";
import { GOVCAL_SNAPSHOT } from "#shared/api/govcal-snapshot.ts";

const snapshotAsOf = `${GOVCAL_SNAPSHOT.asOf}T00:00:00.000Z`;

/** The list from the committed snapshot, from the snapshot's own date unless the filters say. */
export function snapshotAnswer(filters: GovcalFilters): GovcalAnswer {
  const range = windowOf(filters, GOVCAL_SNAPSHOT.asOf);
  const served = { asOf: snapshotAsOf, from: "snapshot", skipped: 0 } as const;
  return {
    entries: filterEntries(
      [...GOVCAL_SNAPSHOT.parliament, ...GOVCAL_SNAPSHOT.govuk, ...fixedEntries()],
      filters,
      range,
    ),
    sources: { parliament: served, govuk: served, fixed: { asOf: FIXED_DATES_AS_OF } },
    range,
  };
}
