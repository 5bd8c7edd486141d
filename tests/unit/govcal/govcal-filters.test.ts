// GovCal Pro's filters and the page's address: a view's filters survive the trip through the
// address, bad or unknown params are dropped rather than guessed, and the window is bounded.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GOVCAL_TOPICS } from "../../../web/shared/api/govcal-topics.ts";
import {
  filtersFromParams,
  filtersQuery,
  MAX_WINDOW_DAYS,
  NO_FILTERS,
  paramsFromFilters,
  windowOf,
  type GovcalFilters,
} from "../../../web/shared/api/govcal-filters.ts";

const date = fc
  .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const filters: fc.Arbitrary<GovcalFilters> = fc.record({
  house: fc.constantFrom(null, "commons", "lords"),
  department: fc.constantFrom(null, "hm-treasury", "department-for-education"),
  topic: fc.constantFrom(null, ...GOVCAL_TOPICS.map((t) => t.slug)),
  from: fc.option(date, { nil: null }),
  to: fc.option(date, { nil: null }),
});

describe("filters in the address", () => {
  it("come back as they went in, for any view", () => {
    fc.assert(
      fc.property(filters, (view) => {
        expect(filtersFromParams(new URLSearchParams(filtersQuery(view)))).toEqual(view);
      }),
    );
  });

  it("write only the filters set, in a fixed order", () => {
    expect(filtersQuery(NO_FILTERS)).toBe("");
    expect(filtersQuery({ ...NO_FILTERS, topic: "health", house: "lords", from: "2026-12-01" })).toBe(
      "?house=lords&topic=health&from=2026-12-01",
    );
    expect(paramsFromFilters({ ...NO_FILTERS, department: "hm-treasury" }).toString()).toBe("department=hm-treasury");
  });

  it("drop what is not a filter or not well formed", () => {
    const read = filtersFromParams(
      new URLSearchParams(
        "house=senate&department=HM Treasury&topic=<script>&from=2026-02-30&to=next-week&utm_source=x",
      ),
    );
    expect(read).toEqual(NO_FILTERS);
  });
});

describe("the window", () => {
  it("starts today and runs eight weeks by default", () => {
    expect(windowOf(NO_FILTERS, "2026-12-04")).toEqual({ from: "2026-12-04", to: "2027-01-29" });
  });

  it("never ends before it starts, nor runs past the longest window", () => {
    expect(windowOf({ ...NO_FILTERS, from: "2026-12-10", to: "2026-12-01" }, "2026-12-04")).toEqual({
      from: "2026-12-10",
      to: "2026-12-10",
    });
    const long = windowOf({ ...NO_FILTERS, from: "2026-01-01", to: "2030-01-01" }, "2026-12-04");
    expect((Date.parse(long.to) - Date.parse(long.from)) / 86_400_000).toBe(MAX_WINDOW_DAYS);
  });
});
