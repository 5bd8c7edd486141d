import { describe, expect, it } from "vitest";
import { rankEntries, relevantMatches } from "../../web/lib/command-search.ts";

describe("command palette matching", () => {
  it("keeps a page whose name matches and drops scattered near-misses in long descriptions", () => {
    expect(
      relevantMatches("Crisis Communications /services/crisis-communications", "crisis comm", [
        "Prepare for, respond to and recover from a crisis.",
      ]),
    ).toBeGreaterThan(0.5);
    const housing = [
      "How early, honest consultation helped a housing association win committee approval for 146 homes, half of them affordable, in a South West market town.",
    ];
    expect(
      relevantMatches(
        "146 homes approved on the edge of a market town /case-studies/market-town-housing-consent",
        "crisis comm",
        housing,
      ),
    ).toBe(0);
  });

  it("still finds a page by a whole word of its description", () => {
    expect(
      rankEntries(
        [
          {
            label: "How we work and fees",
            keywords: ["Fees, terms and how we handle lobbying registration and conflicts.", "/how-we-work"],
          },
        ],
        "lobbying",
      ),
    ).toHaveLength(1);
  });
});

describe("command palette ranking", () => {
  const page = (label: string, description = "") => ({ label, keywords: [description] });
  const labels = (entries: readonly { label: string }[]) => entries.map((entry) => entry.label);

  it("puts the page named by the query first, then names starting with it, then names containing it, then keyword matches", () => {
    const entries = [
      page("Home", "Larkspur Strategy is a UK strategic communications consultancy."),
      page("Content strategy sprint"),
      page("Strategy review"),
      page("Our strategy-led approach"),
      page("Strategy"),
      page("Stratagem"),
    ];
    expect(labels(rankEntries(entries, "strategy"))).toEqual([
      "Strategy",
      "Strategy review",
      "Content strategy sprint",
      "Our strategy-led approach",
      "Home",
    ]);
  });

  it("ranks a word inside a name before the same letters inside a word", () => {
    expect(labels(rankEntries([page("Restrategy"), page("Comms strategy")], "strat"))).toEqual([
      "Comms strategy",
      "Restrategy",
    ]);
  });

  it("ignores case and extra spaces, and keeps the registry's order between equals", () => {
    expect(labels(rankEntries([page("Crisis Communications"), page("Crisis-ready")], "  CRISIS  "))).toEqual([
      "Crisis Communications",
      "Crisis-ready",
    ]);
  });

  it("matches a keyword only when every typed word begins a word of it", () => {
    const entries = [page("Our team", "Meet the consultants in Bristol and London")];
    expect(labels(rankEntries(entries, "bristol cons"))).toEqual(["Our team"]);
    expect(rankEntries(entries, "bristol zebra")).toEqual([]);
  });

  it("finds a name by the starts of its words", () => {
    expect(
      labels(rankEntries([page("Engagement plans", "for stakeholders"), page("Stakeholder Engagement")], "stake eng")),
    ).toEqual(["Stakeholder Engagement", "Engagement plans"]);
  });

  it("falls back to a strong fuzzy match of the name, after every other kind", () => {
    const entries = [page("Stakeholder Engagement"), page("Council Radar"), page("Stakeholder map")];
    expect(labels(rankEntries(entries, "stakeholdr"))).toEqual(["Stakeholder Engagement", "Stakeholder map"]);
    expect(labels(rankEntries(entries, "councilradar"))).toEqual(["Council Radar"]);
  });
});
