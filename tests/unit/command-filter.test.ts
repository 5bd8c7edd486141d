import { describe, expect, it } from "vitest";
import { relevantMatches } from "../../web/ui/command.tsx";

describe("command palette matching", () => {
  it("keeps a page whose name matches and drops scattered near-misses in long descriptions", () => {
    expect(relevantMatches("Crisis Communications /services/crisis-communications", "crisis comm", ["Prepare for, respond to and recover from a crisis."])).toBeGreaterThan(0.5);
    const housing = ["How early, honest consultation helped a housing association win committee approval for 146 homes, half of them affordable, in a South West market town."];
    expect(relevantMatches("146 homes approved on the edge of a market town /case-studies/market-town-housing-consent", "crisis comm", housing)).toBe(0);
  });

  it("still finds a page by a whole word of its description", () => {
    expect(relevantMatches("How we work and fees /how-we-work", "lobbying", ["Fees, terms and how we handle lobbying registration and conflicts."])).toBeGreaterThan(0.05);
  });
});
