// The copy of a tool a visitor can try, around its panel: the heading band above it, the
// description and the call to action below. Loaded only where it is rendered from code (the
// prerender, or a client-side navigation to the page); see ./kept-markup.tsx.
import { findBy } from "../content/lookup.ts";
import { tools } from "../content/tools.ts";
import { CallToAction, PageHero } from "./page-parts.tsx";
import { ToolDetails } from "./tool-details.tsx";

export default function ToolCopy({
  path,
  part,
  eyebrow = "Tool",
}: {
  path: string;
  part: "heading" | "description";
  eyebrow?: string;
}) {
  const tool = findBy(tools, "path", path);
  if (part === "heading") return <PageHero eyebrow={eyebrow} title={tool.name} lede={tool.tagline} />;
  return (
    <>
      <ToolDetails tool={tool} />
      <CallToAction heading={`See ${tool.name} in action`} />
    </>
  );
}
