// The page of a tool a visitor can try: the heading band, the tool's working panel, then what it
// does, who it is for, how it works and the call to action. Only the panel is the page's own code
// in the browser; the copy around it is kept as prerendered (./kept-markup.tsx).
import { lazy, type ReactNode } from "react";
import { TRY_IT_ANCHOR } from "#shared/anchors.ts";
import { KeptMarkup } from "./kept-markup.tsx";

const ToolCopy = lazy(() => import("./tool-copy.tsx"));

export function TryableToolArticle({ path, panel }: { path: string; panel: ReactNode }) {
  return (
    <article>
      <KeptMarkup render={() => <ToolCopy path={path} part="heading" />} />
      <div id={TRY_IT_ANCHOR} className="scroll-mt-20">
        {panel}
      </div>
      <KeptMarkup render={() => <ToolCopy path={path} part="description" />} />
    </article>
  );
}
