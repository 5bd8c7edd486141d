// A search of the bills and the page's address, one for the other: what a visitor types and picks
// survives a round trip through the address, junk in the address is ignored rather than shown, and
// the filters find the bills a visitor would expect.
import { describe, expect, it } from "vitest";
import type { Bill } from "#shared/api/policy-intelligence.ts";
import {
  EMPTY_SEARCH,
  filterBills,
  queryFromSearch,
  searchFromQuery,
  SEARCH_MAX_CHARS,
  topicsOf,
} from "#shared/api/policy-intelligence-search.ts";
import { snapshotBills } from "#shared/api/policy-intelligence-snapshot.ts";
import { nextStage, stageReached } from "#shared/api/policy-intelligence-stages.ts";

const bills = snapshotBills();
const ids = (found: Bill[]) => found.map((b) => b.id);

describe("the address of a search", () => {
  it("holds words, topic, House and bill, and reads back as the same search", () => {
    const search = { words: "public office", topic: "justice", house: "lords", bill: 4019 } as const;
    const query = queryFromSearch(search);
    expect(query).toBe("?q=public+office&topic=justice&house=lords&bill=4019");
    expect(searchFromQuery(query.slice(1))).toEqual(search);
  });

  it("is empty for no search, so the page without filters has one address", () => {
    expect(queryFromSearch(EMPTY_SEARCH)).toBe("");
    expect(searchFromQuery("")).toEqual(EMPTY_SEARCH);
  });

  it("ignores what is not one of its values instead of guessing", () => {
    expect(searchFromQuery("topic=astrology&house=senate&bill=12abc&utm_source=x")).toEqual(EMPTY_SEARCH);
    expect(searchFromQuery("bill=0").bill).toBeNull();
  });

  it("tidies the words and keeps them short", () => {
    expect(searchFromQuery("q=%20%20cyber%20%20%20security%20").words).toBe("cyber security");
    expect(searchFromQuery(`q=${"a".repeat(500)}`).words).toHaveLength(SEARCH_MAX_CHARS);
  });
});

describe("the search", () => {
  it("finds bills with every word, in any case, in their titles or department", () => {
    expect(ids(filterBills(bills, { ...EMPTY_SEARCH, words: "CYBER resilience" }))).toEqual([4035]);
    expect(ids(filterBills(bills, { ...EMPTY_SEARCH, words: "science innovation" }))).toEqual([4035]);
    expect(filterBills(bills, { ...EMPTY_SEARCH, words: "cyber renters" })).toEqual([]);
  });

  it("filters by topic, by the topic's words in the titles", () => {
    expect(ids(filterBills(bills, { ...EMPTY_SEARCH, topic: "housing-planning" }))).toEqual([3946, 3764]);
    expect(topicsOf(bills.find((b) => b.id === 4035)!)).toContain("digital");
  });

  it("filters by the House a bill is in, an Act by the House it started in", () => {
    expect(ids(filterBills(bills, { ...EMPTY_SEARCH, house: "lords" }))).toEqual([4035, 4019]);
    expect(ids(filterBills(bills, { ...EMPTY_SEARCH, house: "commons" }))).toEqual([4242, 4189, 3946, 3764]);
  });
});

describe("a bill's stages", () => {
  const stages = bills.find((b) => b.id === 4189)!.stages!;

  it("say the stage reached is the latest that has sat, and the next the first listed ahead", () => {
    expect(stageReached(stages, "2026-12-04")).toEqual({ name: "1st reading", house: "Commons", date: "2026-06-22" });
    expect(nextStage(stages, "2026-12-04")).toEqual({ name: "2nd reading", house: "Commons", date: "2027-03-05" });
  });

  it("list no next stage once its day has passed, rather than predicting one", () => {
    expect(nextStage(stages, "2027-03-06")).toBeNull();
  });
});
