// An outcome page (/outcomes/{slug}): what the client wants to achieve and the services behind it.
import { ChipsSection } from "../components/chips-section.tsx";
import { CallToAction, ContentSections, PageHero } from "../components/page-parts.tsx";
import { RelatedCaseStudies } from "../components/related-case-studies.tsx";
import { findBy } from "../content/lookup.ts";
import { outcomes } from "../content/outcomes.ts";
import { services } from "../content/services.ts";
import type { PageProps } from "../app/pages.ts";

export default function OutcomePage({ entry }: PageProps) {
  const outcome = findBy(outcomes, "slug", entry.id);
  const delivering = services.filter((service) => (outcome.services as readonly string[]).includes(service.slug));
  return (
    <article>
      <PageHero eyebrow="Outcome" title={outcome.name} lede={outcome.lede} />
      <ContentSections sections={outcome.sections} />
      <ChipsSection heading="Services that get you there" links={delivering.map((service) => ({ href: `/services/${service.slug}`, label: service.name }))} />
      <RelatedCaseStudies outcome={outcome.slug} />
      <CallToAction />
    </article>
  );
}
