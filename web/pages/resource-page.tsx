// One resource (/resources/{slug}).
import { CallToAction, ContentSections, PageHero } from "../components/page-parts.tsx";
import { findBy } from "../content/lookup.ts";
import { resources } from "../content/resources.ts";
import type { PageProps } from "../app/page-props.ts";

export default function ResourcePage({ entry }: PageProps) {
  const resource = findBy(resources, "slug", entry.id);
  return (
    <article>
      <PageHero
        eyebrow={resource.kind}
        title={resource.title}
        lede={resource.lede}
        parent={{ href: "/resources", label: "All resources" }}
      />
      <ContentSections sections={resource.sections} />
      <CallToAction />
    </article>
  );
}
