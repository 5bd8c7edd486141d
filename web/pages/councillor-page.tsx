// A councillor profile (/councillor/{id}) from the fictional demonstration dataset.
import { CallToAction, PageHero } from "../components/page-parts.tsx";
import { councillors } from "../content/councillors.ts";
import { findBy } from "../content/lookup.ts";
import { britishDate } from "#shared/british-date.ts";
import type { PageProps } from "../app/page-props.ts";

export default function CouncillorPage({ entry }: PageProps) {
  const councillor = findBy(councillors, "id", entry.id);
  return (
    <article>
      <PageHero
        eyebrow={councillor.council}
        title={councillor.name}
        lede={`${councillor.party} councillor for ${councillor.ward}, first elected ${councillor.firstElected}.`}
        parent={{ href: "/council-radar", label: "Council Radar" }}
      />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-14 text-slate-700">
        <p className="rounded border border-amber-300 bg-amber-50 p-4 text-sm">
          Demonstration record: this councillor and council are fictional.
        </p>
        <p className="leading-relaxed">{councillor.bio}</p>
        <ProfileList heading="Roles" items={councillor.roles} />
        <ProfileList heading="Committees" items={councillor.committees} />
        <ProfileList heading="Registered interests" items={councillor.interests} />
        <section>
          <h2 className="font-display text-2xl font-semibold text-ink">Recent public record</h2>
          <ul className="mt-4 space-y-3">
            {councillor.recentPositions.map((position) => (
              <li key={position.date + position.summary.slice(0, 20)}>
                <time dateTime={position.date} className="font-semibold">
                  {britishDate(position.date)}
                </time>
                : {position.summary}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <CallToAction />
    </article>
  );
}

function ProfileList({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <section>
      <h2 className="font-display text-2xl font-semibold text-ink">{heading}</h2>
      <ul className="mt-4 list-disc space-y-1 pl-6">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
