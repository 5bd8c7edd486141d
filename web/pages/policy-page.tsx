// A policy page (privacy, terms, cookies) from the policies registry.
import { ContentSections, PageHero } from "../components/page-parts.tsx";
import { findBy } from "../content/lookup.ts";
import { policies } from "../content/policies.ts";
import { formatDate } from "../shared/format.ts";
import type { PageProps } from "../app/pages.ts";

export default function PolicyPage({ entry }: PageProps) {
  const policy = findBy(policies, "path", entry.id);
  return (
    <article>
      <PageHero eyebrow="Policy" title={policy.title} lede={policy.intro}>
        <p className="mt-4 text-sm text-slate-300">Last updated {formatDate(policy.updated)}</p>
      </PageHero>
      <ContentSections sections={policy.sections} />
    </article>
  );
}
