// What a visitor reads about a council's freshness: the records' date, the failure after them
// (last good records shown with their age), a council never read (no list, a trouble note), and the
// demonstration set labelled as fictional.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CouncilView } from "#shared/api/council-radar.ts";
import { demoCouncils } from "../../../web/content/councillors.ts";
import { CouncilFreshness } from "../../../web/tools/council-radar/council-freshness.tsx";

const demo = demoCouncils[0];
if (!demo?.data) throw new Error("no demonstration council");
const live: CouncilView = {
  ...demo,
  id: "brackenford",
  name: "Brackenford Borough Council",
  address: "https://democracy.brackenford.example",
  kind: "live",
  served: { asOf: "2026-12-03T09:15:00.000Z", from: "cache", skipped: 0 },
};
const text = (council: CouncilView) =>
  renderToStaticMarkup(<CouncilFreshness council={council} />)
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'");

describe("a council's freshness note", () => {
  it("gives the date and time the records were read, and links the council's site", () => {
    expect(text(live)).toBe(
      "Brackenford Borough Council: records as of 3 December 2026, 09:15, from the council's own site.",
    );
    expect(renderToStaticMarkup(<CouncilFreshness council={live} />)).toContain(
      'href="https://democracy.brackenford.example"',
    );
  });

  it("says how many records were left out", () => {
    expect(text({ ...live, served: { ...live.served, skipped: 3 } })).toContain(
      "3 records in an unexpected shape were left out",
    );
  });

  it("after a failed reading, shows the last good records with their age and what went wrong", () => {
    const failed = {
      ...live,
      served: { ...live.served, problem: { reason: "timeout" as const, at: "2026-12-04T10:00:00.000Z" } },
    };
    expect(text(failed)).toBe(
      "Brackenford Borough Council: showing the records as of 3 December 2026, 09:15. Reading them again failed at 4 December 2026, 10:00 (its web service took too long to answer); we will try again.",
    );
  });

  it("a council never read says so, and why, instead of listing nothing", () => {
    const never: CouncilView = {
      ...live,
      data: null,
      served: {
        asOf: "2026-12-04T09:00:00.000Z",
        from: "snapshot",
        skipped: 0,
        problem: { reason: "bad-shape", at: "2026-12-04T09:01:00.000Z" },
      },
    };
    expect(text(never)).toMatch(
      /^Brackenford Borough Council: not read yet\. The council's service could not be read \(its web service answered in a shape we do not recognise/,
    );
  });

  it("labels the demonstration set as fictional, with its date", () => {
    expect(text(demo)).toBe(
      "Demonstration records, as of 1 December 2026: this council and its councillors are fictional.",
    );
  });
});
