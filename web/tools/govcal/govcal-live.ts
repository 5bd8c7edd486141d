// GovCal Pro's live list for the filters in the page's address, checked against the contract. It
// loads after the page has shown the snapshot, so the schemas stay out of the first load.
import * as v from "valibot";
import { govcalContract, type GovcalAnswer } from "#shared/api/govcal.ts";
import { filtersQuery, type GovcalFilters } from "#shared/api/govcal-filters.ts";
import { GOVCAL_LIST_PATH } from "#shared/api/govcal-names.ts";

export async function liveAnswer(filters: GovcalFilters, signal: AbortSignal): Promise<GovcalAnswer> {
  const response = await fetch(`${GOVCAL_LIST_PATH}${filtersQuery(filters)}`, { signal });
  if (!response.ok) throw new Error(`status ${response.status}`);
  return v.parse(govcalContract.response, await response.json());
}
