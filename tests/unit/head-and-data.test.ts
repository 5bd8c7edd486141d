import { describe, expect, it } from "vitest";
import { applyHead, headData, RENDER_AFTER_ID, renderHeadTags } from "../../web/app/head.ts";
import { serializeJsonLd } from "../../web/app/structured-data.ts";
import { parseArticle, readTimeMinutes } from "../../web/content/article-source.ts";
import { notFoundRoute } from "../../web/content/route-types.ts";

const entry = {
  path: "/blog/x",
  kind: "article",
  id: "x",
  title: 'A <b> & "c" | Larkspur Strategy',
  description: "D",
  canonical: "/insights/x",
  primary: false,
  label: "x",
  section: "Insights",
} as const;

describe("head", () => {
  it("renders escaped tags with the canonical on the primary URL", () => {
    const html = renderHeadTags(headData(entry, "/og/x.png"));
    expect(html).toContain("<title>A &lt;b&gt; &amp; &quot;c&quot; | Larkspur Strategy</title>");
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/insights/x">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:image" content="https://www.example.com/og/x.png">');
    expect(html).not.toContain("robots");
  });

  it("holds every page's first paint until the element after its visible content is parsed", () => {
    const home = { ...entry, path: "/", kind: "home", id: "home", canonical: "/" } as const;
    for (const page of [home, entry]) {
      expect(renderHeadTags(headData(page))).toContain(
        `<link rel="expect" href="#${RENDER_AFTER_ID}" blocking="render">`,
      );
    }
  });

  it("updates the live document on navigation, adding and removing noindex", () => {
    applyHead(document, headData(notFoundRoute));
    expect(document.title).toBe("404 - Page Not Found | Larkspur Strategy");
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow");
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.example.com/404");
    applyHead(document, headData(entry));
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("D");
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it("keeps JSON-LD from closing its script element", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});

describe("article source", () => {
  const source = `---
title: "A title long enough"
summary: "${"A summary that is long enough to pass the schema's minimum length check, yes. ".repeat(1)}"
slug: "a-title"
published_at: "2025-04-01"
cover_image: "/attached_assets/insights/a-title.svg"
tags: ["Planning", "Policy"]
asks: ["what is a title", "how long is a title", "why have a title at all"]
---
## Heading

${"word ".repeat(450)}
`;

  it("parses front matter, renders Markdown and computes the read time", () => {
    const article = parseArticle(source, "a-title.md");
    expect(article.meta).toMatchObject({
      slug: "a-title",
      tags: ["Planning", "Policy"],
      asks: ["what is a title", "how long is a title", "why have a title at all"],
      read_time: 3,
    });
    // Each section heading carries the id that TENFOLD cites it by.
    expect(article.html).toContain('<h2 id="heading">Heading</h2>');
    expect(article.text.startsWith("Heading")).toBe(true);
    expect(readTimeMinutes("one two")).toBe(1);
  });

  it("rejects invalid front matter with the field named", () => {
    expect(() => parseArticle(source.replace('slug: "a-title"', 'slug: "Not A Slug"'), "bad.md")).toThrow(
      /bad\.md: invalid front matter[\s\S]*slug/,
    );
    expect(() => parseArticle("no front matter", "none.md")).toThrow(/missing front matter/);
    expect(() => parseArticle(source.replace(/^asks: .*$/m, ""), "no-asks.md")).toThrow(
      /no-asks\.md: invalid front matter[\s\S]*asks/,
    );
  });

  it("gives each section the questions its front matter names for it, and refuses a heading the body lacks", () => {
    const withSectionAsks = (heading: string) =>
      source.replace(
        /^asks: (.*)$/m,
        `asks: $1\nsection_asks:\n  "${heading}": ["what goes under the heading", "is the heading long"]`,
      );
    const article = parseArticle(withSectionAsks("Heading"), "a-title.md");
    expect(article.sections.find((s) => s.heading === "Heading")?.asks).toEqual([
      "what goes under the heading",
      "is the heading long",
    ]);
    expect(() => parseArticle(withSectionAsks("Headline"), "stray.md")).toThrow(
      /stray\.md: section_asks names "Headline", which is not a heading/,
    );
  });
});
