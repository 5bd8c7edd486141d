// The public page's demo: its cases are cases as staff keep them (the contract's schema accepts each),
// each page they ask a link to is a page of the site, and what a right answer holds is said in words.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { botCaseInputSchema } from "#shared/api/bot-tester.ts";
import { DEMO_CASES, expectationWords } from "../../../web/tools/bot-tester/demo-cases.ts";
import { articles } from "../../../web/content/articles.ts";
import { buildRouteTable } from "../../../web/content/routes.ts";

describe("the demo's cases", () => {
  it("are valid cases, one of which must decline, linking only to the site's pages", () => {
    const paths = new Set(buildRouteTable(articles).map((entry) => entry.path));
    for (const c of DEMO_CASES) {
      expect(v.safeParse(botCaseInputSchema, c).issues).toBeUndefined();
      for (const link of c.links) expect(paths).toContain(link);
    }
    expect(DEMO_CASES.filter((c) => c.declines)).toHaveLength(1);
    // Each is one question of a visitor's chat rate limit (12 a minute).
    expect(DEMO_CASES.length).toBeLessThanOrEqual(4);
  });

  it("say what a right answer holds", () => {
    expect(
      expectationWords({ facts: ["24 hours", ["30 days", "a month"]], links: ["/contact"], declines: false }),
    ).toBe("States “24 hours” and one of “30 days”, “a month”; links to /contact.");
    expect(expectationWords({ facts: [], links: [], declines: true })).toBe("Declines: the site does not answer it.");
  });
});
