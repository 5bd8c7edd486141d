// SenseChecker's page: the tool's description, with its "Try it" panel under the heading band.
import { ToolArticle } from "../../components/tool-details.tsx";
import { findBy } from "../../content/lookup.ts";
import { tools } from "../../content/tools.ts";
import type { PageProps } from "../../app/page-props.ts";
import { SenseCheckerPanel } from "./sensechecker-panel.tsx";

export default function SenseCheckerPage({ entry }: PageProps) {
  return <ToolArticle tool={findBy(tools, "path", entry.id)} eyebrow="Tool" tryIt={<SenseCheckerPanel />} />;
}
