// Case studies that illustrate a service or an outcome, listed on that page (the link runs from
// the case-study registry, so a new case study appears on every page it names).
import { LinkChips } from "./page-parts.tsx";
import { caseStudies } from "../content/case-studies.ts";
import { linksTo } from "../content/lookup.ts";

export function RelatedCaseStudies({ service, outcome }: { service?: string; outcome?: string }) {
  const related = caseStudies.filter(
    (study) =>
      (service !== undefined && (study.services as readonly string[]).includes(service)) ||
      (outcome !== undefined && (study.outcomes as readonly string[]).includes(outcome)),
  );
  if (related.length === 0) return null;
  return (
    <section className="mx-auto max-w-3xl px-4 pb-14">
      <h2 className="font-display text-xl font-semibold text-ink">Case studies</h2>
      <LinkChips links={linksTo(related, "/case-studies")} />
    </section>
  );
}
