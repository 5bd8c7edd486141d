// The resources list (/resources, with /resources-test as an alias).
import { CardListing } from "../components/card-listing.tsx";
import { LinkCard } from "../components/link-card.tsx";
import { listings } from "../content/listings.ts";
import { resources } from "../content/resources.ts";

export default function ResourcesPage() {
  return (
    <CardListing heading={listings.resources} grid="max-w-5xl sm:grid-cols-2">
      {resources.map((resource) => (
        <LinkCard
          key={resource.slug}
          href={`/resources/${resource.slug}`}
          title={resource.title}
          lede={resource.lede}
          kicker={resource.kind}
          headingLevel={2}
        />
      ))}
    </CardListing>
  );
}
