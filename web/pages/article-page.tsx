// One insight article; its body loads on demand (see components/article-body.tsx).
import { ArticleBody } from "../components/article-body.tsx";
import { CallToAction, PageHero } from "../components/page-parts.tsx";
import { articles } from "../content/articles.ts";
import { findBy } from "../content/lookup.ts";
import { britishDate } from "#shared/british-date.ts";
import type { PageProps } from "../app/page-props.ts";

export default function ArticlePage({ entry }: PageProps) {
  const article = findBy(articles, "slug", entry.id);
  return (
    <article>
      <PageHero
        eyebrow={article.tags.join(" · ")}
        title={article.title}
        lede={article.summary}
        parent={{ href: "/insights", label: "All insights" }}
      >
        <p className="mt-4 text-sm text-slate-300">
          <time dateTime={article.published_at}>{britishDate(article.published_at)}</time>
          {article.updated_at && (
            <>
              {" "}
              · Updated <time dateTime={article.updated_at}>{britishDate(article.updated_at)}</time>
            </>
          )}{" "}
          · {article.read_time} min read
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pt-8">
        <img
          src={article.cover_image}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          decoding="async"
          className="aspect-[40/21] w-full rounded bg-ink"
        />
      </div>
      <ArticleBody slug={article.slug} />
      <CallToAction heading="Want to talk this through?" />
    </article>
  );
}
