// One case study (/case-studies/{slug}): situation, approach, measured results and who did it.
import { anchorFor } from "#shared/anchors.ts";
import { CallToAction, LinkChips, PageHero } from "../components/page-parts.tsx";
import { PersonLinks } from "../components/team-parts.tsx";
import { caseStudies } from "../content/case-studies.ts";
import { findBy, linksTo } from "../content/lookup.ts";
import { outcomes } from "../content/outcomes.ts";
import { services } from "../content/services.ts";
import { team } from "../content/team.ts";
import type { PageProps } from "../app/page-props.ts";

export default function CaseStudyPage({ entry }: PageProps) {
  const study = findBy(caseStudies, "slug", entry.id);
  const people = team.filter((person) => (study.team as readonly string[]).includes(person.slug));
  const related = [
    ...linksTo(
      services.filter((s) => (study.services as readonly string[]).includes(s.slug)),
      "/services",
    ),
    ...linksTo(
      outcomes.filter((o) => (study.outcomes as readonly string[]).includes(o.slug)),
      "/outcomes",
    ),
  ];
  return (
    <article>
      <PageHero
        eyebrow={`Case study · ${study.sector}`}
        title={study.name}
        lede={study.lede}
        parent={{ href: "/case-studies", label: "All case studies" }}
      >
        <p className="mt-4 text-sm text-slate-300">
          {study.client} · {study.period}
        </p>
        {study.publication.identifiable && <p className="mt-2 text-sm text-slate-300">{study.publication.consent}</p>}
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14">
        <Prose heading="The situation" paragraphs={study.situation} />
        <Prose heading="What we did" paragraphs={study.approach} />
        <section>
          <h2 className="font-display text-2xl font-semibold text-ink">Results</h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            {study.results.map((result) => (
              <div key={result.figure} className="card">
                <dt className="font-display text-xl font-semibold text-ink">{result.figure}</dt>
                <dd className="mt-2 text-slate-700">{result.detail}</dd>
              </div>
            ))}
          </dl>
        </section>
        <Prose heading="What we learned" paragraphs={[study.lesson]} />
        <section>
          <h2 className="font-display text-2xl font-semibold text-ink">Who did the work</h2>
          <PersonLinks people={people} className="mt-4 grid gap-2 sm:grid-cols-2" />
        </section>
        <section>
          <h2 className="font-display text-2xl font-semibold text-ink">Related services and outcomes</h2>
          <LinkChips links={related} />
        </section>
      </div>
      <CallToAction heading="Facing something similar?" />
    </article>
  );
}

function Prose({ heading, paragraphs }: { heading: string; paragraphs: readonly string[] }) {
  return (
    <section id={anchorFor(heading)}>
      <h2 className="font-display text-2xl font-semibold text-ink">{heading}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-slate-700">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
