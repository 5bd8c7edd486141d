// The directory's filters and the page's address: each filter is one query parameter, so a filtered
// view can be bookmarked, shared and returned to with Back. Unknown parameters are left alone and
// empty ones are dropped, so the address stays as short as the view it names.
import type { Committee, Councillor, CouncilView } from "#shared/api/council-radar.ts";

export const FILTER_KEYS = ["q", "council", "ward", "party", "committee", "role"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Readonly<Record<FilterKey, string>>;

export const NO_FILTERS: Filters = { q: "", council: "", ward: "", party: "", committee: "", role: "" };

/** The filters an address's query names (the first value of each; anything else ignored). */
export function filtersFrom(search: string | URLSearchParams): Filters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const read = (key: FilterKey) => (params.get(key) ?? "").trim().slice(0, 200);
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, read(key)])) as Record<FilterKey, string>;
}

/** The query string for `filters`, in a fixed order, keeping parameters that are not filters. */
export function searchFor(filters: Filters, current: string | URLSearchParams = ""): string {
  const params = new URLSearchParams(current);
  for (const key of FILTER_KEYS) params.delete(key);
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A councillor as the directory lists them: the record with its council's name. */
export interface Listed extends Councillor {
  readonly council: string;
}

/** Every councillor of every council with records, each with its council's name. */
export function listedCouncillors(councils: readonly CouncilView[]): Listed[] {
  return councils.flatMap((council) =>
    (council.data?.councillors ?? []).map((councillor) => ({ ...councillor, council: council.name })),
  );
}

const folded = (value: string) =>
  value
    .toLocaleLowerCase("en-GB")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");

/** The councillors matching every filter: `q` any word of the name, the others exactly (council by id). */
export function applyFilters(list: readonly Listed[], filters: Filters): Listed[] {
  const words = folded(filters.q).split(/\s+/).filter(Boolean);
  return list.filter((c) => {
    const name = folded(c.name);
    if (!words.every((word) => name.includes(word))) return false;
    if (filters.council && c.councilId !== filters.council) return false;
    if (filters.ward && c.ward !== filters.ward) return false;
    if (filters.party && c.party !== filters.party) return false;
    if (filters.committee && !(c.committees ?? []).some((committee) => committee.title === filters.committee))
      return false;
    if (filters.role && !c.roles.includes(filters.role)) return false;
    return true;
  });
}

/** The values each filter can take among `list`, sorted, for its menu. */
export function filterOptions(list: readonly Listed[]) {
  const sorted = (values: Iterable<string>) =>
    [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b, "en-GB"));
  const councils = new Map(list.map((c) => [c.councilId, c.council]));
  return {
    council: [...councils]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, "en-GB")),
    ward: sorted(list.map((c) => c.ward)),
    party: sorted(list.map((c) => c.party)),
    committee: sorted(list.flatMap((c) => (c.committees ?? []).map((committee) => committee.title))),
    role: sorted(list.flatMap((c) => c.roles)),
  };
}

/** The upcoming meetings (from `today`, YYYY-MM-DD) of a councillor's committees, soonest first. */
export function upcomingMeetingsOf(councillor: Councillor, council: CouncilView, today: string) {
  const ids = new Set((councillor.committees ?? []).map((committee) => committee.id));
  return (council.data?.meetings ?? [])
    .filter((meeting) => ids.has(meeting.committeeId) && meeting.date >= today)
    .sort((a, b) => (a.date + (a.time ?? "")).localeCompare(b.date + (b.time ?? "")));
}

/** A committee's own page at the council, by id. */
export function committeePage(council: CouncilView, id: string): Committee | undefined {
  return council.data?.committees.find((committee) => committee.id === id);
}
