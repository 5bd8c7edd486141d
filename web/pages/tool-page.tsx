// A tool's product page: what it does, who it is for, how it works. Aliases render this page too.
import { ToolArticle } from "../components/tool-details.tsx";
import { findBy } from "../content/lookup.ts";
import { tools } from "../content/tools.ts";
import type { PageProps } from "../app/page-props.ts";

export default function ToolPage({ entry }: PageProps) {
  return <ToolArticle tool={findBy(tools, "path", entry.id)} eyebrow="Tool" />;
}
