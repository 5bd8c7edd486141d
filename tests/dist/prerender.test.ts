// The raw HTML as served, before any script runs: every route answers 200 with its own head; the
// not-found answers, redirects, the sitemap and the health check. What the same pages show
// without JavaScript in a browser is in tests/e2e/prerender.spec.ts.
import { describe, expect, test } from "vitest";
import { routeTable } from "../e2e/route-table.ts";
import { SUBSCRIPTION_NOT_CONFIRMED_PATH } from "#shared/api/newsletter.ts";
import { request, type Request } from "./request.ts";

/**
 * A page served only to a link that carries a working token: without one, its function answers
 * at once with the framed "not confirmed" page (its own head is checked on arrival with a real
 * link, in tests/e2e/newsletter.spec.ts).
 */
const JUDGED_ON_ARRIVAL = new Set(["/confirm-subscription"]);

describe("prerendered HTML", () => {
  for (const entry of routeTable.filter((e) => !JUDGED_ON_ARRIVAL.has(e.path))) {
    test(`${entry.path} answers 200 with its own title and head`, async () => {
      const response = await request.get(entry.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="en-GB">');
      const escapedTitle = entry.title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
      expect(html).toContain(`<title>${escapedTitle}</title>`);
      expect(html).toContain(`<link rel="canonical" href="https://www.example.com${entry.canonical}">`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('"@type":"ProfessionalService"');
      // Search engines read structured data anywhere, so it follows the content rather than
      // arriving ahead of the first paint in the head.
      expect(html.slice(0, html.indexOf("</head>"))).not.toContain("application/ld+json");
      // Real markup, not an empty shell: the page's heading is in the HTML.
      expect(html).toMatch(/<h1[^>]*>[\s\S]+?<\/h1>/);
    });
  }

  test("an article carries Article structured data built from its front matter", async () => {
    const article = routeTable.find((entry) => entry.kind === "article" && entry.primary);
    expect(article).toBeDefined();
    const html = await (await request.get(article!.path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const data = blocks.find((block) => block["@type"] === "Article");
    expect(data).toMatchObject({
      headline: expect.any(String),
      datePublished: expect.stringMatching(/^20\d\d-\d\d-\d\d$/),
      inLanguage: "en-GB",
    });
  });

  test("/about marks up each consultant as a Person working for the firm, and the sitemap lists the firm's pages", async () => {
    const html = await (await request.get("/about")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const people = blocks.find((block) => block["@type"] === "AboutPage")?.hasPart as {
      "@type": string;
      name: string;
      worksFor: { "@id": string };
    }[];
    expect(people.length).toBeGreaterThanOrEqual(6);
    for (const person of people) {
      expect(person["@type"]).toBe("Person");
      expect(person.worksFor["@id"]).toBe("https://www.example.com/#organization");
      expect(html).toContain(`>${person.name}</h3>`);
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/about", "/case-studies", "/how-we-work", "/transparency"])
      expect(sitemap).toContain(`<loc>https://www.example.com${path}</loc>`);
    const study = routeTable.find((entry) => entry.kind === "case-study");
    expect(sitemap).toContain(`<loc>https://www.example.com${study!.path}</loc>`);
  });

  test("the organisation data states opening hours, rating and offices", async () => {
    const html = await (await request.get("/")).text();
    const match = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
    const org = JSON.parse(match![1]!) as {
      openingHoursSpecification: unknown[];
      aggregateRating: unknown;
      location: { address: { addressLocality: string } }[];
    };
    expect(org.openingHoursSpecification[0]).toMatchObject({
      opens: "09:00",
      closes: "18:00",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    });
    expect(org.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 47 });
    expect(html).toContain("Rated 4.9 out of 5 from 47 client reviews");
    expect(
      org.location.map((place: { address: { addressLocality: string } }) => place.address.addressLocality),
    ).toEqual(["Bristol", "London"]);
  });
});

/** What `path` answers, which must be 404 Not Found, as HTML. */
async function notFoundHtml(request: Request, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(404);
  return response.text();
}

test("/confirm-subscription without a token answers 400 with the not-confirmed page, prerendered, in the site's frame", async () => {
  const response = await request.get("/confirm-subscription", { maxRedirects: 0 });
  expect(response.status()).toBe(400);
  const html = await response.text();
  const notConfirmed = routeTable.find((e) => e.path === SUBSCRIPTION_NOT_CONFIRMED_PATH);
  expect(html).toContain(`<title>${notConfirmed?.title.replace(/&/g, "&amp;")}</title>`);
  expect(html).toMatch(/<h1[^>]*>[\s\S]+?<\/h1>/);
  expect(html).toMatch(/<header[\s>]/);
  expect(html).toMatch(/<footer[\s>]/);
});

describe("not found", () => {
  test("an unknown path answers 404 with the spec's not-found page", async () => {
    const html = await notFoundHtml(request, "/no-such-page");
    expect(html).toContain("<title>404 - Page Not Found | Larkspur Strategy</title>");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/404">');
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("The page you&#x27;re looking for doesn&#x27;t exist or has been moved.");
  });

  test("an unknown article slug and an unknown councillor answer 404", async () => {
    expect((await request.get("/insights/no-such-article")).status()).toBe(404);
    expect((await request.get("/councillor/no-such-person")).status()).toBe(404);
  });
});

describe("redirects and rewrites", () => {
  for (const [from, to] of [
    ["/privacy", "/privacy-policy"],
    ["/terms", "/terms-of-service"],
    ["/cookies", "/cookie-policy"],
  ] as const) {
    test(`${from} redirects permanently to ${to}`, async () => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe(to);
    });
  }

  test("an unknown approval link is served from the prerendered not-found shell with 404, not indexed", async () => {
    const html = await notFoundHtml(request, "/approval/abc123");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain("Approval link not found or expired");
    // A working link's shell: tests/e2e/proofs.spec.ts.
  });

  test("approval links are never in the sitemap", async () => {
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/approval");
  });

  test("sitemap lists canonical URLs only", async () => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain("<loc>https://www.example.com/services/strategy</loc>");
    expect(xml).not.toContain("/blog/");
    expect(xml).not.toContain("<loc>https://www.example.com/imagesharp</loc>");
  });
});

test("GET /api/health reports the database is reachable and no version", async () => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true, database: { reachable: true } });
});
