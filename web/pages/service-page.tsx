// A service page (/services/{slug}): the service's copy from the services registry.
import { OfferArticle } from "../components/offer-article.tsx";
import { findBy } from "../content/lookup.ts";
import { services } from "../content/services.ts";
import type { PageProps } from "../app/page-props.ts";

export default function ServicePage({ entry }: PageProps) {
  const service = findBy(services, "slug", entry.id);
  return <OfferArticle kind="service" entry={service} cta={`Discuss ${service.name.toLowerCase()} with us`} />;
}
