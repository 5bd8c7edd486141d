// A tool's product page: what it does, who it is for, how it works. Aliases render this page too.
import { CallToAction, PageHero } from "../components/page-parts.tsx";
import { ToolDetails } from "../components/tool-details.tsx";
import { findBy } from "../content/lookup.ts";
import { tools } from "../content/tools.ts";
import type { PageProps } from "../app/pages.ts";

export default function ToolPage({ entry }: PageProps) {
  const tool = findBy(tools, "path", entry.id);
  return (
    <article>
      <PageHero eyebrow="Tool" title={tool.name} lede={tool.tagline} />
      <ToolDetails tool={tool} />
      <CallToAction heading={`See ${tool.name} in action`} />
    </article>
  );
}
