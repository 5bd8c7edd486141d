// Council Radar: the tool's product page plus a directory of the demonstration councillor profiles.
import { Link } from "react-router-dom";
import { ToolArticle } from "../components/tool-details.tsx";
import { councillorDirectory, councillors } from "../content/councillors.ts";
import { findBy } from "../content/lookup.ts";
import { tools } from "../content/tools.ts";
import type { PageProps } from "../app/page-props.ts";
import { anchorFor } from "#shared/anchors.ts";

export default function CouncilRadarPage({ entry }: PageProps) {
  return (
    <ToolArticle tool={findBy(tools, "path", entry.id)} eyebrow="Councils">
      <section id={anchorFor(councillorDirectory.heading)} className="mx-auto max-w-5xl px-4 pb-14">
        <h2 className="font-display text-2xl font-semibold text-ink">{councillorDirectory.heading}</h2>
        <p className="mt-2 text-slate-700">{councillorDirectory.intro}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {councillors.map((councillor) => (
            <li key={councillor.id} className="card">
              <Link to={`/councillor/${councillor.id}`} className="font-semibold text-ink underline">
                {councillor.name}
              </Link>
              <p className="mt-1 text-sm text-slate-600">
                {councillor.party}, {councillor.ward}
              </p>
              <p className="text-sm text-slate-600">{councillor.council}</p>
            </li>
          ))}
        </ul>
      </section>
    </ToolArticle>
  );
}
