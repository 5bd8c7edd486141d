// StoryScanner's page: its "Try it" panel under the heading band, the tool's description below.
import { TryableToolArticle } from "../../components/tryable-tool.tsx";
import type { PageProps } from "../../app/page-props.ts";
import { StoryScannerPanel } from "./storyscanner-panel.tsx";

export default function StoryScannerPage({ entry }: PageProps) {
  return <TryableToolArticle path={entry.id} panel={<StoryScannerPanel />} />;
}
