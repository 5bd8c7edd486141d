// Council Radar's page: the tool's description, then the directory of councillors of the councils
// staff chose, searchable and filtered in the address, with a profile for each.
import { ToolArticle } from "../../components/tool-details.tsx";
import { findBy } from "../../content/lookup.ts";
import { tools } from "../../content/tools.ts";
import type { PageProps } from "../../app/page-props.ts";
import { CouncilDirectory } from "./council-directory.tsx";

export default function CouncilRadarPage({ entry }: PageProps) {
  return (
    <ToolArticle tool={findBy(tools, "path", entry.id)} eyebrow="Councils">
      <CouncilDirectory />
    </ToolArticle>
  );
}
