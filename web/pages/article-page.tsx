// One insight article. The body is HTML built from the article's Markdown at build time (trusted,
// our own content), loaded on demand; `use` suspends until it arrives, so hydration keeps the
// prerendered text in place meanwhile.
import { use } from "react";
import { Breadcrumb, CallToAction, PageHero } from "../components/page-parts.tsx";
import { articles, loadArticleHtml } from "../content/articles.ts";
import { findBy } from "../content/lookup.ts";
import { formatDate } from "../shared/format.ts";
import type { PageProps } from "../app/pages.ts";

export default function ArticlePage({ entry }: PageProps) {
  const article = findBy(articles, "slug", entry.id);
  const html = use(loadArticleHtml(article.slug));
  return (
    <article>
      <PageHero eyebrow={article.tags.join(" · ")} title={article.title} lede={article.summary}>
        <p className="mt-4 text-sm text-slate-400">
          <time dateTime={article.published_at}>{formatDate(article.published_at)}</time> · {article.read_time} min read
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pt-8">
        <Breadcrumb parent={{ href: "/insights", label: "All insights" }} />
        <img src={article.cover_image} alt="" width={1200} height={630} className="aspect-[40/21] w-full rounded bg-ink" />
      </div>
      <div className="prose mx-auto max-w-3xl px-4 py-10" dangerouslySetInnerHTML={{ __html: html }} />
      <CallToAction heading="Want to talk this through?" />
    </article>
  );
}
