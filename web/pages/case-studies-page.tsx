// /case-studies: every anonymised engagement as a card with its headline result.
import { CardListing } from "../components/card-listing.tsx";
import { LinkCard } from "../components/link-card.tsx";
import { CallToAction } from "../components/page-parts.tsx";
import { caseStudies } from "../content/case-studies.ts";
import { listings } from "../content/listings.ts";

export default function CaseStudiesPage() {
  return (
    <article>
      <CardListing heading={listings.caseStudies} grid="max-w-5xl md:grid-cols-2">
        {caseStudies.map((study) => (
          <LinkCard
            key={study.slug}
            href={`/case-studies/${study.slug}`}
            title={study.name}
            lede={study.lede}
            kicker={`${study.sector} · ${study.period}`}
            footer={study.results[0]?.figure}
            headingLevel={2}
          />
        ))}
      </CardListing>
      <CallToAction heading="Facing something similar?" />
    </article>
  );
}
