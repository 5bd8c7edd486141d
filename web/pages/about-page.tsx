// /about: who the firm is and every consultant, each with an anchor (/about#{slug}) that case
// studies and the home page link to. Each person is also a schema.org Person in the JSON-LD.
import { Link } from "react-router-dom";
import { ClientRating } from "../components/client-rating.tsx";
import { CallToAction, LinkChips, PageHero } from "../components/page-parts.tsx";
import { Avatar } from "../components/team-parts.tsx";
import { caseStudies } from "../content/case-studies.ts";
import { home } from "../content/home.ts";
import { linksTo } from "../content/lookup.ts";
import { services } from "../content/services.ts";
import { team } from "../content/team.ts";
import type { TeamMember } from "../content/types.ts";

export default function AboutPage() {
  return (
    <article>
      <PageHero
        eyebrow="About us"
        title="The people who do the work"
        lede={home.about.paragraphs[0]}
        column="max-w-4xl"
      >
        <div className="mt-6">
          <ClientRating tone="dark" />
        </div>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-14">
        {home.about.paragraphs.slice(1).map((paragraph) => (
          <p key={paragraph.slice(0, 30)} className="mb-4 max-w-3xl leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
        <p className="max-w-3xl leading-relaxed text-slate-700">
          How we charge and the terms we work on are set out on{" "}
          <Link to="/how-we-work" className="underline">
            How we work and fees
          </Link>
          ; our code of conduct and lobbying register position are on{" "}
          <Link to="/transparency" className="underline">
            Transparency
          </Link>
          .
        </p>
        <h2 className="mt-12 font-display text-3xl font-semibold text-ink">Our team</h2>
        <ul className="mt-8 space-y-10">
          {team.map((person) => (
            <li key={person.slug}>
              <TeamProfile person={person} />
            </li>
          ))}
        </ul>
      </div>
      <CallToAction heading="Talk to one of us" />
    </article>
  );
}

function TeamProfile({ person }: { person: TeamMember }) {
  const led = services.filter((service) => person.services.includes(service.slug));
  const work = caseStudies.filter((study) => (study.team as readonly string[]).includes(person.slug));
  return (
    <section id={person.slug} aria-labelledby={`${person.slug}-name`} className="card md:flex md:gap-6">
      <Avatar name={person.name} />
      <div className="mt-4 md:mt-0">
        <h3 id={`${person.slug}-name`} className="font-display text-2xl font-semibold text-ink">
          {person.name}
        </h3>
        <p className="font-semibold text-slate-700">
          {person.role}, {person.office}
        </p>
        <p className="mt-2 text-sm text-slate-700">Focus: {person.focus.join(" · ")}</p>
        {person.bio.map((paragraph) => (
          <p key={paragraph.slice(0, 30)} className="mt-3 leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
        <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-700">Previously</h4>
        <ul className="mt-1 list-disc pl-6 text-slate-700">
          {person.previously.map((role) => (
            <li key={role}>{role}</li>
          ))}
        </ul>
        <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-700">Leads on</h4>
        <LinkChips links={linksTo(led, "/services")} />
        {work.length > 0 && (
          <>
            <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-700">Case studies</h4>
            <LinkChips links={linksTo(work, "/case-studies")} />
          </>
        )}
      </div>
    </section>
  );
}
