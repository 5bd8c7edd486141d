// The insights RSS feed, written by the prerender from the articles' front matter.
import type { ArticleSummary } from "../web/content/articles.ts";
import { site } from "#shared/site.ts";

export const RSS_PATH = "/insights/rss.xml";

const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export function rssFeed(articles: readonly ArticleSummary[]): string {
  const items = articles
    .map((article) => {
      const url = `${site.origin}/insights/${article.slug}`;
      return [
        "    <item>",
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <description>${escapeXml(article.summary)}</description>`,
        `      <pubDate>${new Date(`${article.published_at}T09:00:00Z`).toUTCString()}</pubDate>`,
        ...article.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.brand} Insights`)}</title>
    <link>${site.origin}/insights</link>
    <atom:link href="${site.origin}${RSS_PATH}" rel="self" type="application/rss+xml"/>
    <description>Analysis and practical guidance on UK politics, policy and communications.</description>
    <language>en-gb</language>
${items}
  </channel>
</rss>
`;
}
