// Home section "innovations": the firm's own tools, each linking to its product page.
import { Link } from "react-router-dom";
import { home } from "../content/home.ts";
import { tools } from "../content/tools.ts";

export default function InnovationsSection() {
  return (
    <>
      <h2 id="innovations-heading" className="section-heading">
        {home.innovations.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-700">{home.innovations.body}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => (
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
