// A live councillor's record for their profile: the one the page's function wrote into the page
// when the visitor landed here, else asked of the API (a client-side navigation from the
// directory). A chunk of its own, loaded after hydration, so the schemas stay out of the first load.
import {
  COUNCILLOR_RECORD_ID,
  councillorProfileContract,
  councilViewSchema,
  type CouncilView,
} from "#shared/api/council-radar.ts";
import * as v from "valibot";
import { ApiRequestError, callApi } from "../../lib/api.ts";

/** The councillor's council view, or null when no council Council Radar reads lists them. */
export async function fetchCouncillor(id: string, signal: AbortSignal): Promise<CouncilView | null> {
  const written = document.getElementById(COUNCILLOR_RECORD_ID)?.textContent;
  if (written) {
    const parsed = v.safeParse(councilViewSchema, JSON.parse(written));
    // The element stays after a client-side navigation: it is used only for the councillor it names.
    if (parsed.success && parsed.output.data?.councillors[0]?.id === id) return parsed.output;
  }
  try {
    return (await callApi(councillorProfileContract, undefined, { params: { id }, signal })).council;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
