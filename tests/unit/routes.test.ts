import { describe, expect, it } from "vitest";
import { routes } from "virtual:route-manifest";
import { loadRouteEntry, resolveRoute } from "../../web/app/route-resolver.ts";
import { articles } from "../../web/content/articles.ts";
import { councillors } from "../../web/content/councillors.ts";
import { resources } from "../../web/content/resources.ts";
import { routeProblems } from "../../build/route-checks.ts";
import { SPEC_PARAM_PREFIXES, SPEC_STATIC_ROUTES } from "../fixtures/spec-routes.ts";

describe("route table", () => {
  it.each(SPEC_STATIC_ROUTES)("has %s with canonical %s", (path, canonical) => {
    const entry = resolveRoute(path);
    expect(entry.kind).not.toBe("not-found");
    expect(entry.canonical).toBe(canonical);
  });

  it("gives an alias the same page, title and description as its primary", async () => {
    for (const [path, canonical] of SPEC_STATIC_ROUTES) {
      const alias = await loadRouteEntry(resolveRoute(path));
      const primary = await loadRouteEntry(resolveRoute(canonical));
      expect({ kind: alias.kind, id: alias.id, title: alias.title, description: alias.description }).toEqual({
        kind: primary.kind,
        id: primary.id,
        title: primary.title,
        description: primary.description,
      });
    }
  });

  it("has every article under /insights and /blog, canonical on /insights", () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const article of articles) {
      expect(resolveRoute(`/blog/${article.slug}`).canonical).toBe(`/insights/${article.slug}`);
      expect(resolveRoute(`/insights/${article.slug}`)).toMatchObject({
        kind: "article",
        canonical: `/insights/${article.slug}`,
      });
    }
  });

  it("has every resource and councillor", () => {
    for (const resource of resources) expect(resolveRoute(`/resources/${resource.slug}`).kind).toBe("resource");
    for (const councillor of councillors) expect(resolveRoute(`/councillor/${councillor.id}`).kind).toBe("councillor");
  });

  it("covers every parameterised route family of the spec", () => {
    for (const prefix of SPEC_PARAM_PREFIXES) {
      expect(routes.some((entry) => entry.path.startsWith(prefix)) || prefix === "/approval/").toBe(true);
    }
    expect(resolveRoute("/approval/any-slug")).toMatchObject({ kind: "approval", path: "/approval/any-slug" });
  });

  it("sends unknown paths, unknown slugs and unknown ids to the not-found page", async () => {
    for (const path of ["/no-such-page", "/blog/unknown", "/services/unknown", "/home2", "/tenfold/x"]) {
      expect(await loadRouteEntry(resolveRoute(path))).toMatchObject({
        kind: "not-found",
        title: "404 - Page Not Found | Larkspur Strategy",
        noindex: true,
      });
    }
  });

  it("opens any other councillor id as the live profile page, never indexed, on its own address", async () => {
    // Live councillors are read after the build; the server answers 404 for an id no council holds
    // (tests/functions/council-radar/councillor-page.test.ts), the browser's route only picks the page.
    expect(await loadRouteEntry(resolveRoute("/councillor/penrose-jane-doe"))).toMatchObject({
      kind: "live-councillor",
      path: "/councillor/penrose-jane-doe",
      canonical: "/councillor/penrose-jane-doe",
      noindex: true,
    });
  });

  it("treats a trailing slash as the same page", () => {
    expect(resolveRoute("/faq/").path).toBe("/faq");
  });

  it("passes the build's checks: unique paths, titles, descriptions, canonicals that resolve", () => {
    expect(routeProblems(routes, () => true)).toEqual([]);
  });

  it("reports a route without a title or with a dangling canonical", () => {
    const broken = [{ ...routes[0]!, path: "/x", title: " ", canonical: "/nowhere" }];
    expect(routeProblems(broken, () => false)).toEqual(
      expect.arrayContaining([
        "/x: no title",
        "/x: canonical /nowhere is not a route",
        "sitemap URL /nowhere has no file",
      ]),
    );
  });
});
