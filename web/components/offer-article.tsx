// The page of what the firm offers, written as sections (a service, an outcome): its heading
// band, the sections, links to its counterparts (the outcomes a service delivers, the services
// behind an outcome: one relation, outcome.services, read both ways), the case studies that show
// it, and the call to action.
import { linksTo } from "../content/lookup.ts";
import { outcomes } from "../content/outcomes.ts";
import { services } from "../content/services.ts";
import type { Outcome, Service } from "../content/types.ts";
import { ChipsSection } from "./chips-section.tsx";
import { CallToAction, ContentSections, PageHero } from "./page-parts.tsx";
import { RelatedCaseStudies } from "./related-case-studies.tsx";

type Offer =
  { readonly kind: "service"; readonly entry: Service } | { readonly kind: "outcome"; readonly entry: Outcome };

function counterparts(offer: Offer) {
  if (offer.kind === "service") {
    const delivers = outcomes.filter((outcome) => (outcome.services as readonly string[]).includes(offer.entry.slug));
    return { heading: "Outcomes this service delivers", links: linksTo(delivers, "/outcomes") };
  }
  const behind = services.filter((service) => offer.entry.services.includes(service.slug));
  return { heading: "Services that get you there", links: linksTo(behind, "/services") };
}

/** `cta`: the call to action's heading (its default when omitted). */
export function OfferArticle({ cta, ...offer }: Offer & { readonly cta?: string }) {
  const { entry } = offer;
  const related = counterparts(offer);
  return (
    <article>
      <PageHero eyebrow={offer.kind === "service" ? "Service" : "Outcome"} title={entry.name} lede={entry.lede} />
      <ContentSections sections={entry.sections} />
      {related.links.length > 0 && <ChipsSection heading={related.heading} links={related.links} />}
      <RelatedCaseStudies {...(offer.kind === "service" ? { service: entry.slug } : { outcome: entry.slug })} />
      <CallToAction {...(cta ? { heading: cta } : {})} />
    </article>
  );
}
