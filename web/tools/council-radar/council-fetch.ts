// The directory's request for the councils, checked with the contract's schema: a chunk of its own,
// loaded after the page has hydrated, so the schemas stay out of the page's first load.
import { councilRadarContract, type CouncilView } from "#shared/api/council-radar.ts";
import { callApi } from "../../lib/api.ts";

export async function fetchCouncils(signal: AbortSignal): Promise<readonly CouncilView[]> {
  return (await callApi(councilRadarContract, undefined, { signal })).councils;
}
