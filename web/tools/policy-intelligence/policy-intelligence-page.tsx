// Policy Intelligence's page: its bills panel under the heading band, the tool's description below.
import { TryableToolArticle } from "../../components/tryable-tool.tsx";
import type { PageProps } from "../../app/page-props.ts";
import { PolicyPanel } from "./policy-panel.tsx";

export default function PolicyIntelligencePage({ entry }: PageProps) {
  return <TryableToolArticle path={entry.id} panel={<PolicyPanel />} />;
}
