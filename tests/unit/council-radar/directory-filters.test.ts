// Council Radar's filters and the page's address: a filtered view survives the trip to the
// address and back, the address keeps what is not a filter, and each filter narrows the list as
// a visitor choosing it would expect.
import { describe, expect, it } from "vitest";
import { demoCouncils } from "../../../web/content/councillors.ts";
import {
  applyFilters,
  FILTER_KEYS,
  filterOptions,
  type Filters,
  filtersFrom,
  listedCouncillors,
  NO_FILTERS,
  searchFor,
  upcomingMeetingsOf,
} from "../../../web/tools/council-radar/directory-filters.ts";

const all = listedCouncillors(demoCouncils);
const names = (filters: Partial<typeof NO_FILTERS>) =>
  applyFilters(all, { ...NO_FILTERS, ...filters }).map((c) => c.name);

describe("filters in the address", () => {
  it("round-trips every filter through the query string", () => {
    // Every filter the directory has (its own list), each with a value an address must escape.
    const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, `${key} Café & Sons, 50% off?`])) as Filters;
    expect(filtersFrom(searchFor(filters))).toEqual(filters);
    expect(new URLSearchParams(searchFor(filters)).size).toBe(FILTER_KEYS.length);
  });

  it("drops empty filters, so no filter is no query at all", () => {
    expect(searchFor(NO_FILTERS)).toBe("");
    expect(searchFor({ ...NO_FILTERS, party: "Civic First" })).toBe("?party=Civic+First");
  });

  it("keeps parameters that are not filters and replaces stale filter values", () => {
    const search = searchFor({ ...NO_FILTERS, ward: "Old Quay" }, "?ward=Millstream&utm_source=mail");
    const params = new URLSearchParams(search);
    expect(params.get("ward")).toBe("Old Quay");
    expect(params.get("utm_source")).toBe("mail");
    expect(params.getAll("ward")).toHaveLength(1);
  });

  it("reads an address with unknown, repeated or missing parameters without failing", () => {
    expect(filtersFrom("?party=Civic+First&party=Other&colour=blue")).toEqual({ ...NO_FILTERS, party: "Civic First" });
    expect(filtersFrom("")).toEqual(NO_FILTERS);
  });
});

describe("filtering the directory", () => {
  it("finds by any part of the name, ignoring case and accents", () => {
    expect(names({ q: "OKON" })).toEqual(["Tobias Okonjo"]);
    expect(names({ q: "priya lans" })).toEqual(["Priya Lansdale"]);
    expect(names({ q: "nobody" })).toEqual([]);
  });

  it("narrows by council, ward, party, committee and role, all at once", () => {
    expect(names({ council: "demo-northbridge" })).toEqual(["Bethan Morrow", "Tobias Okonjo"]);
    expect(names({ party: "Civic First" })).toEqual(["Rohan Whitfield", "Priya Lansdale"]);
    expect(names({ committee: "Cabinet" })).toHaveLength(4);
    expect(names({ committee: "Cabinet", party: "Green Valleys Group" })).toEqual(["Bethan Morrow", "Niamh Ostrander"]);
    expect(names({ role: "Leader of the Council" })).toEqual(["Priya Lansdale"]);
    expect(names({ ward: "Tarrow Valley", council: "demo-northbridge" })).toEqual([]);
  });

  it("offers each value once, sorted, and councils by name", () => {
    const options = filterOptions(all);
    expect(options.party).toEqual(["Civic First", "Green Valleys Group", "Independent Alliance", "Progressive Unity"]);
    expect(options.council.map((c) => c.label)[0]).toBe("Millbrook Downs Borough Council");
    expect(new Set(options.committee).size).toBe(options.committee.length);
  });
});

describe("a profile's meetings", () => {
  it("lists only the upcoming meetings of the councillor's own committees, soonest first", () => {
    const council = demoCouncils.find((c) => c.id === "demo-vale-of-ashcombe");
    const councillor = council?.data?.councillors.find((c) => c.id === "cllr-rohan-whitfield");
    if (!council || !councillor) throw new Error("demo record missing");
    const meetings = upcomingMeetingsOf(councillor, council, "2026-12-01");
    expect(meetings.map((m) => m.committee)).toEqual(["Planning Committee", "Local Plan Working Group"]);
    expect(upcomingMeetingsOf(councillor, council, "2026-12-20").map((m) => m.committee)).toEqual([
      "Local Plan Working Group",
    ]);
  });
});
