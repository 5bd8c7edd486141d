import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { councillors } from "../../web/content/councillors.ts";
import { faq } from "../../web/content/faq.ts";
import { outcomes } from "../../web/content/outcomes.ts";
import { policies } from "../../web/content/policies.ts";
import {
  councillorSchema, faqSchema, outcomeSchema, policySchema, resourceSchema, serviceSchema, toolSchema,
} from "../../web/content/registry-schemas.ts";
import { resources } from "../../web/content/resources.ts";
import { services } from "../../web/content/services.ts";
import { site } from "../../web/content/site.ts";
import { tools } from "../../web/content/tools.ts";

const registries = [
  ["services", services, serviceSchema],
  ["outcomes", outcomes, outcomeSchema],
  ["tools", tools, toolSchema],
  ["policies", policies, policySchema],
  ["faq", faq, faqSchema],
  ["resources", resources, resourceSchema],
  ["councillors", councillors, councillorSchema],
] as const;

describe.each(registries)("%s registry", (_name, entries, schema) => {
  it("validates against its schema", () => {
    const problems = (entries as readonly unknown[]).flatMap((entry, index) => {
      const result = v.safeParse(schema as v.GenericSchema, entry);
      return result.success ? [] : result.issues.map((issue) => `#${index} ${v.getDotPath(issue)}: ${issue.message}`);
    });
    expect(problems).toEqual([]);
  });
});

describe("cross-registry rules", () => {
  it("has the eight services and six outcomes the spec names", () => {
    expect(services.map((s) => s.slug)).toEqual([
      "stakeholder-engagement", "political-affairs", "public-relations", "strategy",
      "policy-development", "corporate-communications", "digital-communications", "crisis-communications",
    ]);
    expect(outcomes.map((o) => o.slug)).toEqual([
      "win-planning-consent", "shape-policy-opinion", "crisis-ready", "scale-content-reach", "ship-ai-safely", "faster-decisions",
    ]);
  });

  it("links outcomes only to services that exist", () => {
    const slugs = new Set<string>(services.map((s) => s.slug));
    for (const outcome of outcomes) for (const service of outcome.services) expect(slugs.has(service)).toBe(true);
  });

  it("gives every tool path and alias to exactly one tool", () => {
    const all = tools.flatMap((tool) => [tool.path, ...tool.aliases]);
    expect(new Set(all).size).toBe(all.length);
  });

  it("keeps councillor ids unique", () => {
    expect(new Set(councillors.map((c) => c.id)).size).toBe(councillors.length);
  });
});

describe("site config", () => {
  it("uses example.com addresses and drama-reserved phone numbers", () => {
    for (const email of [site.email, site.pressEmail, site.privacyEmail]) expect(email).toMatch(/@example\.com$/);
    expect(new URL(site.origin).hostname.endsWith("example.com")).toBe(true);
    const bristol = site.offices.find((o) => o.city === "Bristol");
    const london = site.offices.find((o) => o.city === "London");
    expect(bristol?.phone).toMatch(/^0117 496 0\d{3}$/);
    expect(london?.phone).toMatch(/^020 7946 0\d{3}$/);
  });

  it("states the spec's business facts", () => {
    expect(site.language).toBe("en-GB");
    expect(site.copyrightYear).toBe(2025);
    expect(site.rating).toEqual({ value: 4.9, count: 47 });
    expect(site.openingHours).toMatchObject({ opens: "09:00", closes: "18:00" });
  });
});
