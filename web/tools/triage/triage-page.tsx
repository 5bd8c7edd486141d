// Triage Bot's page: its "Try it" panel under the heading band, the tool's description below.
import { TryableToolArticle } from "../../components/tryable-tool.tsx";
import type { PageProps } from "../../app/page-props.ts";
import { TriagePanel } from "./triage-panel.tsx";

export default function TriagePage({ entry }: PageProps) {
  return <TryableToolArticle path={entry.id} panel={<TriagePanel />} />;
}
