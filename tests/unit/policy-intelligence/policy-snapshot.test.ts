// The offline snapshot says where each bill's facts come from, in a file of its own that the
// browser never loads.
import { expect, it } from "vitest";
import { POLICY_SNAPSHOT } from "#shared/api/policy-intelligence-snapshot.ts";
import { SNAPSHOT_SOURCES } from "#shared/api/policy-intelligence-snapshot-sources.ts";

it("names the published pages of every bill it holds, the bill's own page first", () => {
  expect(POLICY_SNAPSHOT.bills.length).toBeGreaterThan(0);
  for (const bill of POLICY_SNAPSHOT.bills) {
    const sources = SNAPSHOT_SOURCES[bill.id] ?? [];
    expect(sources[0], bill.title).toBe(`https://bills.parliament.uk/bills/${bill.id}`);
    for (const source of sources) expect(source).toMatch(/^https:\/\//);
  }
  expect(Object.keys(SNAPSHOT_SOURCES).map(Number).sort()).toEqual(POLICY_SNAPSHOT.bills.map((b) => b.id).sort());
});
