// How StoryScanner matches a story to the firm's services, on three made-up service pages: a page is
// one document, a word only one page uses says more than one every page uses, the "why" names the
// story's own words and the section they matched, and the next step comes from the page's way of
// working (how it responds, for a risk).
import { describe, expect, it } from "vitest";
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { nextStepFor, servicesFor, storyServicesFrom } from "#shared/api/storyscanner-services.ts";

const passage = (
  slug: string,
  heading: string,
  text: string,
  asks: string[] = [],
  kind: KnowledgePassage["kind"] = "service",
): KnowledgePassage => ({
  id: `${kind}:${slug}${heading ? `#${heading}` : ""}`,
  kind,
  page: slug.replace(/^\w/, (c) => c.toUpperCase()),
  heading,
  url: `/services/${slug}${heading ? "#x" : ""}`,
  paragraphs: [text],
  asks,
  keywords: [],
});

const PAGES = storyServicesFrom(
  [
    passage("harbours", "", "We help clients with harbours, ferries and ports, and with their clients."),
    passage("harbours", "How we work", "We start by surveying the quay. Then we plan the moorings with clients."),
    passage("orchards", "", "We help clients with orchards, apples and cider, and with their clients."),
    passage("orchards", "How we work", "We begin with the trees. Then we press the apples."),
    passage(
      "orchards",
      "How we respond",
      "When frost strikes we cover the blossom within the hour. Then we count the losses.",
    ),
    passage("bridges", "", "We help Larkspur's clients with bridges and tunnels.", ["Who can inspect our bridge?"]),
    passage("fees", "", "What a survey of harbours costs.", [], "faq"),
  ],
  new Set(["larkspur"]),
);

describe("the service pages' small form", () => {
  it("holds each service page once, from its passages only, without the words it is told to leave out", () => {
    expect(PAGES.services.map((s) => s.slug)).toEqual(["harbours", "orchards", "bridges"]);
    expect(PAGES.services.map((s) => s.sections.length)).toEqual([2, 3, 1]);
    expect(PAGES.services.find((s) => s.slug === "bridges")?.counts).not.toHaveProperty("larkspur");
    // "bridge(s)" in its name (2.5), in a question visitors ask (3) and in its copy (1).
    expect(PAGES.services.find((s) => s.slug === "bridges")?.counts).toMatchObject({ bridg: 6.5 });
  });
});

describe("matching a story", () => {
  it("lets a word one page uses outweigh a word every page uses, however often", () => {
    const [first, ...rest] = servicesFor("clients clients clients clients ferries", PAGES);
    expect(first?.slug).toBe("harbours");
    expect(rest).toEqual([]);
  });

  it("names the story's own words and the section they matched", () => {
    const [match] = servicesFor("The moorings at the quay were surveyed", PAGES);
    expect(match).toEqual({
      slug: "harbours",
      name: "Harbours",
      url: "/services/harbours",
      why: "The story's words “moorings”, “quay” and “surveyed” matched the “How we work” passage of Harbours.",
    });
  });

  it("lists the services that score close to the best, best first", () => {
    expect(servicesFor("apples bridges tunnels apples orchards", PAGES).map((s) => s.slug)).toEqual([
      "orchards",
      "bridges",
    ]);
  });

  it("names no service for a story none of the pages speaks of", () => {
    expect(servicesFor("Parliament debated the budget", PAGES)).toEqual([]);
  });
});

describe("the next step", () => {
  it("is the first sentence of how the service works, or of how it responds to a risk", () => {
    expect(nextStepFor("orchards", "opportunity", PAGES)?.text).toBe("We begin with the trees.");
    expect(nextStepFor("orchards", "risk", PAGES)?.text).toBe(
      "When frost strikes we cover the blossom within the hour.",
    );
    // A page without a "How we respond" section works as usual for a risk too.
    expect(nextStepFor("harbours", "risk", PAGES)?.text).toBe("We start by surveying the quay.");
    expect(nextStepFor("bridges", "mixed", PAGES)).toMatchObject({
      url: "/services/bridges",
      text: expect.stringMatching(/^We help/),
    });
  });
});
