// An outcome page (/outcomes/{slug}): what the client wants to achieve and the services behind it.
import { OfferArticle } from "../components/offer-article.tsx";
import { findBy } from "../content/lookup.ts";
import { outcomes } from "../content/outcomes.ts";
import type { PageProps } from "../app/page-props.ts";

export default function OutcomePage({ entry }: PageProps) {
  return <OfferArticle kind="outcome" entry={findBy(outcomes, "slug", entry.id)} />;
}
