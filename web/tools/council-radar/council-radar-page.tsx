// Council Radar's page: the tool's heading, the directory, then its description, the copy kept as prerendered (their registry
// would push the page's first load over budget; see components/kept-markup.tsx), around the
// directory of councillors of the councils staff chose, filtered in the address, with a profile
// for each.
import { lazy } from "react";
import { KeptMarkup } from "../../components/kept-markup.tsx";
import type { PageProps } from "../../app/page-props.ts";
import { CouncilDirectory } from "./council-directory.tsx";

const ToolCopy = lazy(() => import("../../components/tool-copy.tsx"));

export default function CouncilRadarPage({ entry }: PageProps) {
  return (
    <article>
      <KeptMarkup render={() => <ToolCopy path={entry.id} part="heading" eyebrow="Councils" />} />
      <div className="pt-10">
        <CouncilDirectory />
      </div>
      <KeptMarkup render={() => <ToolCopy path={entry.id} part="description" />} />
    </article>
  );
}
