// /project-scoping: how we scope a project, and how to send a brief.
import { CallToAction, ContentSections, PageHero } from "../components/page-parts.tsx";
import { projectScoping } from "../content/project-scoping.ts";

export default function ProjectScopingPage() {
  return (
    <article>
      <PageHero eyebrow="Working with us" title="Project scoping" lede={projectScoping.lede} />
      <ContentSections sections={projectScoping.sections} />
      <CallToAction heading="Send us your brief" />
    </article>
  );
}
