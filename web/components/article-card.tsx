// A card linking to one insight article.
import { Link } from "react-router-dom";
import type { ArticleSummary } from "../content/articles.ts";
import { formatDate } from "../shared/format.ts";

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="card flex flex-col">
      <img src={article.cover_image} alt="" width={1200} height={630} loading="lazy" decoding="async" className="aspect-[40/21] w-full rounded bg-ink object-cover" />
      <p className="mt-4 text-xs uppercase tracking-wider text-slate-500">
        <time dateTime={article.published_at}>{formatDate(article.published_at)}</time> · {article.read_time} min read
      </p>
      <Heading className="mt-2 font-display text-lg font-semibold text-ink">
        <Link to={`/insights/${article.slug}`} className="hover:underline">
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 text-sm text-slate-700">{article.summary}</p>
    </li>
  );
}
