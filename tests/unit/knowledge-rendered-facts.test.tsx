// @vitest-environment node
// TENFOLD's knowledge holds what the pages show outside their registries' sections: the home
// page's newsletter note (how often it comes) and Council Radar's list of demonstration profiles.
import { describe, expect, it } from "vitest";
import { renderPage, visibleText } from "./rendered-page.tsx";
import { buildKnowledge } from "../../build/knowledge/knowledge.ts";
import { councillors } from "../../web/content/councillors.ts";

const knowledge = buildKnowledge();

/** What a reader sees on a page as the prerender writes it. */
const textOf = async (path: string) => visibleText(await renderPage(path));

/** The text of the passages TENFOLD cites with a link to the page. */
const passagesOn = (path: string) =>
  knowledge
    .filter((p) => (p.url.split("#")[0] || "/") === path)
    .flatMap((p) => [p.page, p.heading, ...p.paragraphs])
    .join(" ");

describe("TENFOLD's knowledge of what the pages show", () => {
  it("holds how often the newsletter comes, as the home page's sign-up form says it", async () => {
    const shown = /[^.]*\babout once a month\b[^.]*\./.exec(await textOf("/"))?.[0].trim();
    expect(shown).toBeDefined();
    expect(passagesOn("/")).toContain(shown);
  });

  it("holds the demonstration councillor profiles Council Radar's page lists, by name", async () => {
    const page = await textOf("/council-radar");
    for (const { name, ward } of councillors) {
      expect(page).toContain(name);
      expect(passagesOn("/council-radar")).toContain(name);
      expect(passagesOn("/council-radar")).toContain(ward);
    }
  });
});
