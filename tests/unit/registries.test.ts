import * as v from "valibot";
import { SITE_PATH_IN_TEXT } from "../../web/components/page-parts.tsx";
import { articles } from "../../web/content/articles.ts";
import { buildRouteTable } from "../../web/content/routes.ts";
import { describe, expect, it } from "vitest";
import { caseStudies } from "../../web/content/case-studies.ts";
import { councillors } from "../../web/content/councillors.ts";
import { howWeWork } from "../../web/content/how-we-work.ts";
import { faq } from "../../web/content/faq.ts";
import { outcomes } from "../../web/content/outcomes.ts";
import { newsletterPages } from "../../web/content/newsletter-pages.ts";
import { policies } from "../../web/content/policies.ts";
import {
  caseStudySchema,
  councillorSchema,
  faqSchema,
  howWeWorkSchema,
  outcomeSchema,
  policySchema,
  resourceSchema,
  serviceSchema,
  newsletterPageSchema,
  teamMemberSchema,
  toolSchema,
} from "../../web/content/registry-schemas.ts";
import { resources } from "../../web/content/resources.ts";
import { services } from "../../web/content/services.ts";
import { site } from "#shared/site.ts";
import { team } from "../../web/content/team.ts";
import { tools } from "../../web/content/tools.ts";

const registries = [
  ["services", services, serviceSchema],
  ["outcomes", outcomes, outcomeSchema],
  ["tools", tools, toolSchema],
  ["policies", policies, policySchema],
  ["faq", faq, faqSchema],
  ["resources", resources, resourceSchema],
  ["councillors", councillors, councillorSchema],
  ["team", team, teamMemberSchema],
  ["case studies", caseStudies, caseStudySchema],
  ["how we work", [howWeWork], howWeWorkSchema],
  ["newsletter pages", newsletterPages, newsletterPageSchema],
] as const;

describe.each(registries)("%s registry", (_name, entries, schema) => {
  it("validates against its schema", () => {
    const problems = (entries as readonly unknown[]).flatMap((entry, index) => {
      const result = v.safeParse(schema, entry);
      return result.success ? [] : result.issues.map((issue) => `#${index} ${v.getDotPath(issue)}: ${issue.message}`);
    });
    expect(problems).toEqual([]);
  });
});

describe("cross-registry rules", () => {
  it("has the eight services and six outcomes the spec names", () => {
    expect(services.map((s) => s.slug)).toEqual([
      "stakeholder-engagement",
      "political-affairs",
      "public-relations",
      "strategy",
      "policy-development",
      "corporate-communications",
      "digital-communications",
      "crisis-communications",
    ]);
    expect(outcomes.map((o) => o.slug)).toEqual([
      "win-planning-consent",
      "shape-policy-opinion",
      "crisis-ready",
      "scale-content-reach",
      "ship-ai-safely",
      "faster-decisions",
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

  it("credits case studies to real team members and links them to services and outcomes that exist", () => {
    const people = new Set<string>(team.map((p) => p.slug));
    const serviceSlugs = new Set<string>(services.map((s) => s.slug));
    const outcomeSlugs = new Set<string>(outcomes.map((o) => o.slug));
    expect(caseStudies.length).toBeGreaterThanOrEqual(3);
    for (const study of caseStudies) {
      expect(study.team.filter((slug) => !people.has(slug))).toEqual([]);
      expect(study.services.filter((slug) => !serviceSlugs.has(slug))).toEqual([]);
      expect(study.outcomes.filter((slug) => !outcomeSlugs.has(slug))).toEqual([]);
    }
  });

  it("names at least six consultants, each leading real services, with every service led by someone", () => {
    expect(team.length).toBeGreaterThanOrEqual(6);
    expect(new Set(team.map((p) => p.slug)).size).toBe(team.length);
    const led = new Set<string>(team.flatMap((p) => p.services));
    for (const person of team)
      for (const slug of person.services) expect(services.some((s) => s.slug === slug)).toBe(true);
    expect(services.filter((s) => !led.has(s.slug)).map((s) => s.slug)).toEqual([]);
  });

  it("never describes a hypothetical engagement as the firm's experience", () => {
    const copy = JSON.stringify([services, outcomes]);
    expect(copy).not.toMatch(/\bImagine\b/);
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
    expect(site.reviews).toMatchObject({ value: 4.9, count: 47, best: 5 });
    expect(site.openingHours).toMatchObject({ opens: "09:00", closes: "18:00" });
  });
});

describe("site config: the legal entity", () => {
  it("names the controller a privacy policy must identify", () => {
    expect(site.legal.name).toMatch(/\bLtd$|\bLimited$|\bLLP$/);
    expect(site.legal.companyNumber).toMatch(/^(?:\d{8}|[A-Z]{2}\d{6})$/);
    expect(site.legal.registeredOffice).toMatch(/[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/);
    const privacy = policies.find((p) => p.path === "/privacy-policy");
    const text = JSON.stringify(privacy);
    for (const fact of [
      site.legal.name,
      site.legal.companyNumber,
      site.legal.registeredOffice,
      site.legal.icoRegistration,
    ])
      expect(text).toContain(fact);
  });
});

describe("site paths written in copy", () => {
  it("each lead to a page (and a named section of it, where one is given)", () => {
    const routes = new Set<string>(buildRouteTable(articles).map((entry) => entry.path));
    // Fragments the pages themselves render (section ids and /about's people).
    const fragments = new Set<string>(
      [...JSON.stringify([policies, howWeWork]).matchAll(/"id":"([a-z0-9-]+)"/g)]
        .map((match) => match[1] ?? "")
        .concat(
          team.map((person) => person.slug),
          ["fees", "about", "contact", "why-us", "services", "innovations", "insights"],
        ),
    );
    const copy = JSON.stringify([services, outcomes, tools, policies, faq, resources, caseStudies, team, howWeWork]);
    const problems: string[] = [];
    for (const match of copy.matchAll(new RegExp(SITE_PATH_IN_TEXT.source, "g"))) {
      const [path = "", fragment] = (match[1] ?? "").split("#");
      if (!routes.has(path)) problems.push(`${match[1]}: no such page`);
      if (fragment !== undefined && !fragments.has(fragment)) problems.push(`${match[1]}: no such section`);
    }
    expect(problems).toEqual([]);
  });
});

describe("articles", () => {
  it("keep the questions visitors ask (asks, for TENFOLD) out of the copy the browser loads", () => {
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) expect(article).not.toHaveProperty("asks");
  });
});
