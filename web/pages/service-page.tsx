// A service page (/services/{slug}): the service's copy from the services registry.
import { CallToAction, ContentSections, LinkChips, PageHero } from "../components/page-parts.tsx";
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
      {related.length > 0 && (
        <section className="mx-auto max-w-3xl px-4 pb-14">
          <h2 className="font-display text-xl font-semibold text-ink">Outcomes this service delivers</h2>
          <LinkChips links={related.map((outcome) => ({ href: `/outcomes/${outcome.slug}`, label: outcome.name }))} />
        </section>
      )}
      <RelatedCaseStudies service={service.slug} />
      <CallToAction heading={`Discuss ${service.name.toLowerCase()} with us`} />
    </article>
  );
}
