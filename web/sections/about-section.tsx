// Home section "about" ('Show me your team' scrolls here): who the firm is, its consultants by
// name and role (full profiles on /about), its offices and the client rating with its source.
import { Link } from "react-router-dom";
import { ClientRating } from "../components/client-rating.tsx";
import { PersonLinks } from "../components/team-parts.tsx";
import { home } from "../content/home.ts";
import { site } from "#shared/site.ts";
import { team } from "../content/team.ts";

export default function AboutSection() {
  return (
    <>
      <h2 id="about-heading" className="section-heading">
        {home.about.heading}
      </h2>
      <div className="mt-6 grid gap-10 md:grid-cols-[2fr_1fr]">
        <div>
          {home.about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 30)} className="mt-4 max-w-3xl leading-relaxed text-slate-700 first:mt-0">
              {paragraph}
            </p>
          ))}
          <div className="mt-6">
            <ClientRating />
          </div>
        </div>
        <dl className="card grid gap-4 text-sm">
          {site.offices.map((office) => (
            <div key={office.city}>
              <dt className="font-semibold text-ink">{office.city} office</dt>
              <dd className="text-slate-700">
                {office.street}, {office.locality} {office.postcode}
              </dd>
            </div>
          ))}
          <div>
            <dt className="font-semibold text-ink">Opening hours</dt>
            <dd className="text-slate-700">Monday to Friday, 09:00 to 18:00</dd>
          </div>
        </dl>
      </div>
      <h3 className="mt-12 font-display text-2xl font-semibold text-ink">Our team</h3>
      <PersonLinks people={team} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" />
      <p className="mt-6">
        <Link to="/about" className="btn-secondary">
          Meet the team
        </Link>
      </p>
    </>
  );
}
