// The resources list (/resources, with /resources-test as an alias).
import { Link } from "react-router-dom";
import { PageHero } from "../components/page-parts.tsx";
import { resources } from "../content/resources.ts";

export default function ResourcesPage() {
  return (
    <>
      <PageHero
        eyebrow="Resources"
        title="Guides, checklists and templates"
        lede="Practical tools our consultants use every week, free to use in your own work."
      />
      <ul className="mx-auto grid max-w-5xl gap-6 px-4 py-14 sm:grid-cols-2">
        {resources.map((resource) => (
          <li key={resource.slug} className="card">
            <p className="text-xs uppercase tracking-wider text-slate-500">{resource.kind}</p>
            <h2 className="mt-2 font-display text-lg font-semibold text-ink">
              <Link to={`/resources/${resource.slug}`} className="hover:underline">
                {resource.title}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-700">{resource.lede}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
