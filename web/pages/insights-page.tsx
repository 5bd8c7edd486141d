// The insights list (/insights, with /blog and /insight as aliases).
import { ArticleCard } from "../components/article-card.tsx";
import { CardListing } from "../components/card-listing.tsx";
import { articles } from "../content/articles.ts";
import { listings } from "../content/listings.ts";

export default function InsightsPage() {
  return (
    <CardListing heading={listings.insights} grid="max-w-6xl sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <ArticleCard key={article.slug} article={article} headingLevel={2} />
      ))}
    </CardListing>
  );
}
