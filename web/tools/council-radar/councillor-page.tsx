// A demonstration councillor's profile (/councillor/{id}), prerendered from the fictional set. A
// live council's councillor is the "live-councillor" page (live-councillor.tsx) on the shell the
// page's function serves.
import { CallToAction, PageHero } from "../../components/page-parts.tsx";
import { councillors, DEMO_AS_OF, demoCouncils } from "../../content/councillors.ts";
import { findBy } from "../../content/lookup.ts";
import type { PageProps } from "../../app/page-props.ts";
import { CouncillorProfile } from "./councillor-profile.tsx";

export default function CouncillorPage({ entry }: PageProps) {
  const listed = findBy(councillors, "id", entry.id);
  const council = findBy(demoCouncils, "id", listed.councilId);
  const record = findBy(council.data?.councillors ?? [], "id", listed.id);
  return (
    <article>
      <PageHero
        eyebrow={council.name}
        title={record.name}
        lede={`${record.party} councillor for ${record.ward} (a demonstration record).`}
        parent={{ href: "/council-radar", label: "Council Radar" }}
      />
      <div className="mx-auto max-w-3xl px-4 py-14">
        <CouncillorProfile councillor={record} council={council} today={DEMO_AS_OF} />
      </div>
      <CallToAction />
    </article>
  );
}
