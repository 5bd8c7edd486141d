// @vitest-environment node
// The JSON-LD says only what the page shows: a rating is marked up only where it is visible with
// its source, /about marks up every consultant as a Person, and the new pages describe themselves.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderPage, routeTable, visibleText } from "./rendered-page.tsx";
import { organizationJsonLd, structuredDataFor } from "../../web/app/structured-data.ts";
import { ClientRating, ratingSentence } from "../../web/components/client-rating.tsx";
import { site } from "#shared/site.ts";
import { team } from "../../web/content/team.ts";

type Block = Record<string, unknown>;

function ratingOf(blocks: readonly Block[]): Block | undefined {
  return blocks.map((block) => block["aggregateRating"] as Block | undefined).find(Boolean);
}

const url = (path: string) => `${site.origin}${path}`;

describe("the rating in the JSON-LD", () => {
  const rated = routeTable.filter((entry) => entry.primary && ratingOf(structuredDataFor(entry, url(entry.canonical))));

  it("is marked up on the home page and /about while the site config has reviews", () => {
    expect(site.reviews).not.toBeNull();
    expect(rated.map((entry) => entry.path).sort()).toEqual(["/", "/about"]);
  });

  it.each(rated.map((entry) => [entry.path, entry] as const))("is shown with its source on %s", async (path, entry) => {
    const rating = ratingOf(structuredDataFor(entry, url(entry.canonical)));
    const text = visibleText(await renderPage(path));
    expect(text).toContain(
      `Rated ${String(rating?.["ratingValue"])} out of ${String(rating?.["bestRating"])} from ${String(rating?.["reviewCount"])} client reviews`,
    );
    expect(text).toContain(site.reviews?.source);
    expect(text).toContain("How we collect reviews");
  });

  it("is on no page that does not show it", async () => {
    for (const path of ["/services/strategy", "/faq", "/case-studies", "/insights"]) {
      const entry = routeTable.find((e) => e.path === path);
      if (!entry) throw new Error(`no route ${path}`);
      expect(ratingOf(structuredDataFor(entry, url(path)))).toBeUndefined();
      expect(visibleText(await renderPage(path))).not.toMatch(/client reviews/);
    }
  });

  it("disappears with the reviews entry, from the markup and from the page alike", () => {
    expect(organizationJsonLd({ reviews: null, rated: true })).not.toHaveProperty("aggregateRating");
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ClientRating reviews={null} />
      </MemoryRouter>,
    );
    expect(html).toBe("");
    if (site.reviews)
      expect(organizationJsonLd({ reviews: site.reviews, rated: true })).toHaveProperty(
        "aggregateRating.reviewCount",
        site.reviews.count,
      );
    if (site.reviews) expect(ratingSentence(site.reviews)).toBe("Rated 4.9 out of 5 from 47 client reviews");
  });
});

describe("page JSON-LD", () => {
  const blocksFor = (path: string) => {
    const entry = routeTable.find((e) => e.path === path);
    if (!entry) throw new Error(`no route ${path}`);
    return structuredDataFor(entry, url(path));
  };

  it("lists every consultant on /about as a Person who works for the firm, each shown on the page", async () => {
    const about = blocksFor("/about").find((block) => block["@type"] === "AboutPage");
    const people = (about?.["hasPart"] ?? []) as Block[];
    expect(people.length).toBeGreaterThanOrEqual(6);
    expect(people.length).toBe(team.length);
    const text = visibleText(await renderPage("/about"));
    for (const person of people) {
      expect(person).toMatchObject({ "@type": "Person", worksFor: { "@id": `${site.origin}/#organization` } });
      expect(text).toContain(String(person["name"]));
      expect(text).toContain(String(person["jobTitle"]));
    }
  });

  it("describes case studies, the fees page and policies with their own types", () => {
    const study = routeTable.find((e) => e.kind === "case-study");
    expect(study).toBeDefined();
    if (study) expect(blocksFor(study.path).map((b) => b["@type"])).toContain("Article");
    expect(blocksFor("/case-studies").map((b) => b["@type"])).toContain("CollectionPage");
    expect(blocksFor("/how-we-work")[1]).toMatchObject({
      "@type": "WebPage",
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(blocksFor("/transparency")[1]).toMatchObject({ "@type": "WebPage", url: url("/transparency") });
  });
});
