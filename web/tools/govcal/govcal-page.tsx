// GovCal Pro's page: the calendar under the heading band, the tool's description below.
import { TryableToolArticle } from "../../components/tryable-tool.tsx";
import type { PageProps } from "../../app/page-props.ts";
import { GovcalPanel } from "./govcal-panel.tsx";

export default function GovcalPage({ entry }: PageProps) {
  return <TryableToolArticle path={entry.id} panel={<GovcalPanel />} />;
}
