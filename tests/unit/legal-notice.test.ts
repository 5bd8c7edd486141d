// The legal line every page carries names the company as the law asks and dates the copyright
// from the spec's first year to the year the site is built.
import { buildYear } from "virtual:build-year";
import { describe, expect, it } from "vitest";
import { copyright, legalNotice } from "../../web/content/legal-notice.ts";
import { site } from "#shared/site.ts";

describe("the legal line", () => {
  it("runs the copyright from the spec's 2025 to the year of the build", () => {
    expect(copyright(2025)).toBe("© 2025");
    expect(copyright(2026)).toBe("© 2025–2026");
    expect(buildYear).toBe(new Date().getUTCFullYear());
  });

  it("names the legal entity, where and under what number it is registered, its registered office and VAT number", () => {
    const line = legalNotice(2026);
    for (const fact of [
      site.legal.name,
      site.legal.registeredIn,
      site.legal.companyNumber,
      site.legal.registeredOffice,
      site.legal.vatNumber,
    ]) {
      expect(line).toContain(fact);
    }
    expect(line).toMatch(/^© 2025–2026 Larkspur Strategy\./);
  });
});
