// SenseChecker's page: its "Try it" panel under the heading band, the tool's description below.
import { TryableToolArticle } from "../../components/tryable-tool.tsx";
import type { PageProps } from "../../app/page-props.ts";
import { SenseCheckerPanel } from "./sensechecker-panel.tsx";

export default function SenseCheckerPage({ entry }: PageProps) {
  return <TryableToolArticle path={entry.id} panel={<SenseCheckerPanel />} />;
}
