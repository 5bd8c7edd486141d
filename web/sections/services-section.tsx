// Home section "services": every service, and the outcomes clients come to us for.
import { LinkCard } from "../components/link-card.tsx";
import { LinkChips } from "../components/page-parts.tsx";
import { linksTo } from "../content/lookup.ts";
import { outcomes } from "../content/outcomes.ts";
import { services } from "../content/services.ts";

export default function ServicesSection() {
  return (
    <>
      <h2 id="services-heading" className="section-heading">
        What we do
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => (
          <LinkCard key={service.slug} href={`/services/${service.slug}`} title={service.name} lede={service.lede} />
        ))}
      </ul>
      <h3 className="mt-12 font-display text-xl font-semibold text-ink">Outcomes we deliver</h3>
      <LinkChips links={linksTo(outcomes, "/outcomes")} />
    </>
  );
}
