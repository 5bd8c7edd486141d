// The stakeholder privacy notice on /transparency says what Council Radar holds about councillors,
// from where, what it never reads and how long a record lasts, in the words the code's facts make.
import { describe, expect, it } from "vitest";
import { COUNCIL_RADAR_RECORDS } from "#shared/public-records.ts";
import { policyText } from "../policy-text.ts";

describe("the stakeholder notice on Council Radar", () => {
  const notice = policyText("/transparency", "stakeholder-privacy-notice");

  it("names the source and each thing held", () => {
    expect(notice).toContain("Council Radar holds");
    expect(notice).toContain("ModernGov web service");
    for (const held of COUNCIL_RADAR_RECORDS.holds) expect(notice).toContain(held);
  });

  it("says what the council's service sends that is never read", () => {
    expect(notice).toMatch(/never reads the home address, telephone numbers, email address or photograph/);
  });

  it("gives the refresh period and when records go", () => {
    expect(notice).toContain(`at most every ${COUNCIL_RADAR_RECORDS.refreshHours} hours`);
    expect(notice).toMatch(/deleted when we stop following it/);
  });

  it("says that live profile pages are never indexed or cached", () => {
    expect(notice).toMatch(
      /profile page on our site .* asks search engines not to index it and may not be kept by any cache/,
    );
  });
});
