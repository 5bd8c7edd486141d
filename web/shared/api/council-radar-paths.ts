// Council Radar's page paths, apart from its contract so the first load of every page (the route
// resolver) and the directory can name them without pulling in the contract's schemas.

/** Where a councillor's profile lives: `/councillor/${councillor.id}`, for every council (live or demonstration). */
export const councillorPath = (id: string) => `/councillor/${id}`;
/**
 * The prerendered shell of a live councillor's profile: functions/councillor/[id].ts answers
 * /councillor/{id} with it (filled with the councillor's name and head) when Council Radar holds
 * that councillor, and with the 404 page otherwise.
 */
export const COUNCILLOR_SHELL_PATH = "/_shells/councillor";
/** The element of the filled shell holding the councillor's council view as JSON, so the page needs no second request. */
export const COUNCILLOR_RECORD_ID = "councillor-record";
