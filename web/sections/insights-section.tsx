// Home section "insights" ('Read our latest analysis and case studies'): the three latest
// articles, and the way to the case studies.
import { Link } from "react-router-dom";
import { ArticleCard } from "../components/article-card.tsx";
import { articles } from "../content/articles.ts";
import { home } from "../content/home.ts";

export default function InsightsSection() {
  return (
    <>
      <h2 id="insights-heading" className="section-heading">
        {home.insights.heading}
      </h2>
      <p className="mt-3 text-slate-700">{home.insights.body}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.slice(0, 3).map((article) => (
          <ArticleCard key={article.slug} article={article} />
        ))}
      </ul>
      <p className="mt-8 flex flex-wrap gap-3">
        <Link to="/insights" className="btn-secondary">
          All insights
        </Link>
        <Link to="/case-studies" className="btn-secondary">
          Case studies
        </Link>
      </p>
    </>
  );
}
