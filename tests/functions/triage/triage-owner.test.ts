// Who takes an enquiry: the team member whose specialisms (the team registry's `services`)
// include its service; where two share one, the one whose profile the enquiry matches.
import { describe, expect, it } from "vitest";
import { builtInTriage } from "../../../functions/lib/tools/triage/triage-builtin.ts";
import { routing } from "../../../functions/lib/tools/triage/triage-matching.ts";
import { team } from "../../../web/content/team.ts";

const NOW = new Date("2026-12-02T10:00:00Z");

describe("the owner of an enquiry", () => {
  it("is read from the team registry's specialisms, as the knowledge build wrote them", () => {
    expect(routing.team.map((p) => [p.slug, p.services])).toEqual(team.map((p) => [p.slug, [...p.services]]));
  });

  it("is the one specialist in the enquiry's service", () => {
    const triage = builtInTriage(
      "We want to persuade MPs and ministers to change a clause in the Planning Bill before its Commons report stage.",
      NOW,
    );
    expect(triage.service?.slug).toBe("political-affairs");
    expect(triage.owner).toEqual({ id: "edward-lacey", name: "Edward Lacey" });
  });

  it("is, between two who share a specialism, the one whose profile the enquiry matches", () => {
    const planning = builtInTriage(
      "We are promoting a solar farm and a grid connection and need a community consultation and a consultation statement for the planning application.",
      NOW,
    );
    expect(planning.service?.slug).toBe("stakeholder-engagement");
    expect(planning.owner?.id).toBe("priya-nair");
    const council = builtInTriage(
      "We want to consult residents and brief ward councillors before the licensing committee decides on our application.",
      NOW,
    );
    expect(council.service?.slug).toBe("stakeholder-engagement");
    expect(council.owner?.id).toBe("amira-hussain");
  });

  it("is nobody when no service is named", () => {
    expect(builtInTriage("Hello, is anyone there? Please call me back.", NOW).owner).toBeNull();
  });
});
