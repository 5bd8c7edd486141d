// /case-studies: every anonymised engagement as a card with its headline result.
import { Link } from "react-router-dom";
import { CallToAction, PageHero } from "../components/page-parts.tsx";
import { caseStudies } from "../content/case-studies.ts";

export default function CaseStudiesPage() {
  return (
    <article>
      <PageHero
        eyebrow="Case studies"
        title="Work we can show you"
        lede="Our clients' names stay confidential unless they choose otherwise, so these engagements are anonymised. The situations, the work and the measured results are as they happened."
      />
      <ul className="mx-auto grid max-w-5xl gap-6 px-4 py-14 md:grid-cols-2">
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
      </ul>
      <CallToAction heading="Facing something similar?" />
    </article>
  );
}
