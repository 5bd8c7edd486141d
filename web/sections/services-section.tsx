// Home section "services": every service, and the outcomes clients come to us for.
import { Link } from "react-router-dom";
import { LinkChips } from "../components/page-parts.tsx";
import { outcomes } from "../content/outcomes.ts";
import { services } from "../content/services.ts";

export default function ServicesSection() {
  return (
    <>
      <h2 id="services-heading" className="section-heading">What we do</h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => (
          <li key={service.slug} className="card">
            <h3 className="font-display text-lg font-semibold text-ink">
              <Link to={`/services/${service.slug}`} className="hover:underline">
                {service.name}
              </Link>
            </h3>
            <p className="mt-2 text-sm text-slate-700">{service.lede}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-12 font-display text-xl font-semibold text-ink">Outcomes we deliver</h3>
      <LinkChips links={outcomes.map((outcome) => ({ href: `/outcomes/${outcome.slug}`, label: outcome.name }))} />
    </>
  );
}
