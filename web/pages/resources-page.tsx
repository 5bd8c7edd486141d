// The resources list (/resources, with /resources-test as an alias).
import { Link } from "react-router-dom";
import { CardListing } from "../components/card-listing.tsx";
import { resources } from "../content/resources.ts";

export default function ResourcesPage() {
  return (
    <CardListing
      eyebrow="Resources"
      title="Guides, checklists and templates"
      lede="Practical tools our consultants use every week, free to use in your own work."
      grid="max-w-5xl sm:grid-cols-2"
    >
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
    </CardListing>
  );
}
