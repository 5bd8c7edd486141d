// /case-studies: every anonymised engagement as a card with its headline result.
import { Link } from "react-router-dom";
import { CardListing } from "../components/card-listing.tsx";
import { CallToAction } from "../components/page-parts.tsx";
import { caseStudies } from "../content/case-studies.ts";

export default function CaseStudiesPage() {
  return (
    <article>
      <CardListing
        eyebrow="Case studies"
        title="Work we can show you"
        lede="Our clients' names stay confidential unless they choose otherwise, so these engagements are anonymised. The situations, the work and the measured results are as they happened."
        grid="max-w-5xl md:grid-cols-2"
      >
        {caseStudies.map((study) => (
          <li key={study.slug} className="card flex flex-col">
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">
              {study.sector} · {study.period}
            </p>
            <h2 className="mt-2 font-display text-xl font-semibold text-ink">
              <Link to={`/case-studies/${study.slug}`} className="underline hover:no-underline">
                {study.name}
              </Link>
            </h2>
            <p className="mt-2 text-slate-700">{study.lede}</p>
            {study.results[0] && (
              <p className="mt-auto pt-4 font-semibold text-ink">{study.results[0].figure}</p>
            )}
          </li>
        ))}
      </CardListing>
      <CallToAction heading="Facing something similar?" />
    </article>
  );
}
