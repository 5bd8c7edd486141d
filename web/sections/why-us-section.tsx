// Home section "why-us": why prospective clients choose the firm; a measurable claim links to
// the case study whose measured results back it.
import { Link } from "react-router-dom";
import { home } from "../content/home.ts";

export default function WhyUsSection() {
  return (
    <>
      <h2 id="why-us-heading" className="section-heading">
        {home.whyUs.heading}
      </h2>
      <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
        {home.whyUs.points.map((point) => (
          <li key={point.title} className="card">
            <h3 className="font-display text-lg font-semibold text-ink">{point.title}</h3>
            <p className="mt-2 text-slate-700">{point.body}</p>
            {point.evidence && (
              <p className="mt-2">
                <Link to={`/case-studies/${point.evidence.caseStudy}`} className="font-semibold text-ink underline">
                  {point.evidence.linkText}
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
