// Home section "innovations": the firm's own tools, each linking to its product page. The tools a
// visitor can use on their pages come first, marked as such and linked straight to their panel.
import { Link } from "react-router-dom";
import { home } from "../content/home.ts";
import { tools } from "../content/tools.ts";
import type { Tool } from "../content/types.ts";
import { TRY_IT_ANCHOR } from "#shared/anchors.ts";

const allTools: readonly Tool[] = tools;
const tryNow = allTools.filter((tool) => tool.tryIt);
const described = allTools.filter((tool) => !tool.tryIt);

export default function InnovationsSection() {
  return (
    <>
      <h2 id="innovations-heading" className="section-heading">
        {home.innovations.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-700">{home.innovations.body}</p>
      <h3 className="mt-8 font-display text-xl font-semibold text-ink">Try them now, on your own text</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tryNow.map((tool) => (
          <TryNowCard key={tool.path} tool={tool} />
        ))}
      </ul>
      <h3 className="mt-10 font-display text-xl font-semibold text-ink">More of our tools</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {described.map((tool) => (
          <li key={tool.path} className="card">
            <Link to={tool.path} className="font-semibold text-ink hover:underline">
              {tool.name}
            </Link>
            <p className="mt-1 text-sm text-slate-700">{tool.tagline}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function TryNowCard({ tool }: { tool: Tool }) {
  return (
    <li className="card border-amber-300">
      <p className="text-xs font-semibold uppercase tracking-widest text-amber-800">Works on your text</p>
      <Link to={`${tool.path}#${TRY_IT_ANCHOR}`} className="mt-1 inline-block font-semibold text-ink hover:underline">
        {`Try ${tool.name}`}
      </Link>
      <p className="mt-1 text-sm text-slate-700">{tool.tryIt?.invite}</p>
    </li>
  );
}
