// A card linking to one insight article: its cover, date and reading time over the title.
import type { ArticleSummary } from "../content/articles.ts";
import { britishDate } from "#shared/british-date.ts";
import { LinkCard } from "./link-card.tsx";

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  return (
    <LinkCard
      href={`/insights/${article.slug}`}
      title={article.title}
      lede={article.summary}
      headingLevel={headingLevel}
      media={
        <img
          src={article.cover_image}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          decoding="async"
          className="aspect-[40/21] w-full rounded bg-ink object-cover"
        />
      }
      kicker={
        <>
          <time dateTime={article.published_at}>{britishDate(article.published_at)}</time> · {article.read_time} min
          read
        </>
      }
    />
  );
}
