// A policy page (privacy, terms, cookies) from the policies registry.
import { DatedHero } from "../components/dated-hero.tsx";
import { ContentSections } from "../components/page-parts.tsx";
import { findBy } from "../content/lookup.ts";
import { policies } from "../content/policies.ts";
import type { PageProps } from "../app/page-props.ts";

export default function PolicyPage({ entry }: PageProps) {
  const policy = findBy(policies, "path", entry.id);
  return (
    <article>
      <DatedHero eyebrow="Policy" title={policy.title} lede={policy.intro} updated={policy.updated} />
      <ContentSections sections={policy.sections} />
    </article>
  );
}
