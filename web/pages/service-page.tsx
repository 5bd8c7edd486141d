// A service page (/services/{slug}): the service's copy from the services registry.
import { ChipsSection } from "../components/chips-section.tsx";
import { CallToAction, ContentSections, PageHero } from "../components/page-parts.tsx";
import { RelatedCaseStudies } from "../components/related-case-studies.tsx";
import { findBy } from "../content/lookup.ts";
import { outcomes } from "../content/outcomes.ts";
import { services } from "../content/services.ts";
import type { PageProps } from "../app/pages.ts";

export default function ServicePage({ entry }: PageProps) {
  const service = findBy(services, "slug", entry.id);
  const related = outcomes.filter((outcome) => (outcome.services as readonly string[]).includes(service.slug));
  return (
    <article>
      <PageHero eyebrow="Service" title={service.name} lede={service.lede} />
      <ContentSections sections={service.sections} />
      {related.length > 0 && <ChipsSection heading="Outcomes this service delivers" links={related.map((outcome) => ({ href: `/outcomes/${outcome.slug}`, label: outcome.name }))} />}
      <RelatedCaseStudies service={service.slug} />
      <CallToAction heading={`Discuss ${service.name.toLowerCase()} with us`} />
    </article>
  );
}
