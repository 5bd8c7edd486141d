// Bot Tester's page: its "Try it" demo under the heading band, the tool's description below.
import { TryableToolArticle } from "../../components/tryable-tool.tsx";
import type { PageProps } from "../../app/page-props.ts";
import { BotTesterPanel } from "./bot-tester-panel.tsx";

export default function BotTesterPage({ entry }: PageProps) {
  return <TryableToolArticle path={entry.id} panel={<BotTesterPanel />} />;
}
