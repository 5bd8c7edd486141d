// GovCal Pro's names that the page needs on first load, kept apart from the contract's schemas
// (govcal.ts) so the page's first load carries no schema library.
export const GOVCAL_HOUSES = ["commons", "lords"] as const;
export type GovcalHouse = (typeof GOVCAL_HOUSES)[number];
export const HOUSE_NAMES: Record<GovcalHouse, string> = { commons: "House of Commons", lords: "House of Lords" };

/** business: a House's business on a day; recess: a House not sitting; consultation: open for responses; fixed: kept by hand. */
export const GOVCAL_KINDS = ["business", "recess", "consultation", "fixed"] as const;
export type GovcalKind = (typeof GOVCAL_KINDS)[number];

export const GOVCAL_LIST_PATH = "/api/govcal";
export const GOVCAL_FEED_PATH = "/api/govcal/feed.ics";
export const GOVCAL_ENTRY_ICS_PATH = "/api/govcal/entry.ics";
