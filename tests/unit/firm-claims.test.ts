// @vitest-environment node
// What the site claims about its own work holds up: a measurable claim on the home page points to
// the measured result behind it, an identifiable case study says its client agreed, documents are
// given their right names, and an article does not date itself by "this month".
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { readArticles } from "../../build/read-articles.ts";
import { caseStudies } from "../../web/content/case-studies.ts";
import { faq } from "../../web/content/faq.ts";
import { firmRules } from "../../web/content/firm-rules.ts";
import { home } from "../../web/content/home.ts";
import { outcomes } from "../../web/content/outcomes.ts";
import { caseStudySchema } from "../../web/content/registry-schemas.ts";
import { resources } from "../../web/content/resources.ts";
import { services } from "../../web/content/services.ts";
import { team } from "../../web/content/team.ts";

/** Prose a reader sees, leaving out the questions visitors ask and search words (their words, not ours). */
function prose(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(prose);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, field]) => (key === "asks" || key === "keywords" ? [] : prose(field)));
  }
  return [];
}

describe("the home page's claims", () => {
  /** A claim a reader takes as measurable: a number, or how long something takes. */
  const measurable = /\d|\b(?:hours?|days?|minutes?|faster|quicker)\b/i;

  it("back every measurable claim with a case study", () => {
    const unbacked = home.whyUs.points
      .filter((point) => measurable.test(point.body) && !point.evidence)
      .map((point) => point.title);
    expect(unbacked).toEqual([]);
  });

  it("cite only results the case study measured, with the figures the claim uses", () => {
    for (const point of home.whyUs.points) {
      if (!point.evidence) continue;
      const { caseStudy, figures } = point.evidence;
      const study = caseStudies.find((candidate) => candidate.slug === caseStudy);
      expect(study, caseStudy).toBeDefined();
      expect(figures.length).toBeGreaterThan(0);
      const measured = new Set<string>(study?.results.map((result) => result.figure));
      for (const figure of figures) {
        expect(measured.has(figure), figure).toBe(true);
        for (const number of figure.match(/\d[\d,.]*/g) ?? []) expect(point.body).toContain(number);
      }
    }
  });
});

describe("case studies a reader could identify", () => {
  it("cannot be published without the client's agreement", () => {
    const [study] = caseStudies;
    const withoutConsent = { ...study, publication: { identifiable: true } };
    expect(v.safeParse(caseStudySchema, withoutConsent).success).toBe(false);
    expect(
      v.safeParse(caseStudySchema, {
        ...study,
        publication: { identifiable: true, consent: "Published with the client's written agreement." },
      }).success,
    ).toBe(true);
  });

  it("say on the page that the client agreed, as the FAQ promises", () => {
    for (const study of caseStudies) {
      if (study.publication.identifiable) expect(study.publication.consent, study.slug).toMatch(/agree/i);
    }
    expect(faq.find((item) => item.question === "Do you have case studies?")?.answer).toContain(
      firmRules.caseStudyConsent,
    );
  });
});

describe("the names of planning documents", () => {
  it("keep the Statement of Community Involvement as the council's, never the applicant's", () => {
    const sources = { team, caseStudies, services, outcomes, resources };
    const misnamed = Object.entries(sources).flatMap(([registry, entries]) =>
      prose(entries)
        .flatMap((text) => text.split(/(?<=[.;:])\s+/))
        .filter(
          (sentence) =>
            /statements? of community involvement/i.test(sentence) && !/council's|authority's/i.test(sentence),
        )
        .map((sentence) => `${registry}: ${sentence}`),
    );
    expect(misnamed).toEqual([]);
  });
});

describe("articles", () => {
  it("never date themselves relative to when they are read", () => {
    const relative = /\b(?:this|last|next) (?:week|month|year)(?:'s)?\b/i;
    const dated = readArticles().flatMap((article) =>
      article.sections.flatMap((section) =>
        section.paragraphs
          .filter((paragraph) => relative.test(paragraph))
          .map((paragraph) => `${article.meta.slug}: ${paragraph.slice(0, 80)}`),
      ),
    );
    expect(dated).toEqual([]);
  });
});
