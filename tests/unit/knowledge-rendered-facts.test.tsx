// @vitest-environment node
// TENFOLD's knowledge holds what the pages show outside their registries' sections: the home
// page's newsletter note (how often it comes) and Council Radar's list of demonstration profiles.
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { buildKnowledge } from "../../build/knowledge.ts";
import { pageLoaders } from "../../web/app/page-loaders.ts";
import { articles } from "../../web/content/articles.ts";
import { councillors } from "../../web/content/councillors.ts";
import { buildRouteTable } from "../../web/content/routes.ts";

const routeTable = buildRouteTable(articles);
const knowledge = buildKnowledge();

/** What a reader sees on a page as the prerender writes it: the markup without tags, entities folded. */
async function visibleText(path: string): Promise<string> {
  const entry = routeTable.find((e) => e.path === path);
  if (!entry) throw new Error(`no route ${path}`);
  const { default: Page } = await pageLoaders[entry.kind]();
  const { prelude } = await prerender(
    <StaticRouter location={path}>
      <Page entry={entry} />
    </StaticRouter>,
  );
  return (await new Response(prelude).text())
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The text of the passages TENFOLD cites with a link to the page. */
const passagesOn = (path: string) =>
  knowledge
    .filter((p) => (p.url.split("#")[0] || "/") === path)
    .flatMap((p) => [p.page, p.heading, ...p.paragraphs])
    .join(" ");

describe("TENFOLD's knowledge of what the pages show", () => {
  it("holds how often the newsletter comes, as the home page's sign-up form says it", async () => {
    const shown = /[^.]*\babout once a month\b[^.]*\./.exec(await visibleText("/"))?.[0].trim();
    expect(shown).toBeDefined();
    expect(passagesOn("/")).toContain(shown);
  });

  it("holds the demonstration councillor profiles Council Radar's page lists, by name", async () => {
    const page = await visibleText("/council-radar");
    for (const { name, ward } of councillors) {
      expect(page).toContain(name);
      expect(passagesOn("/council-radar")).toContain(name);
      expect(passagesOn("/council-radar")).toContain(ward);
    }
  });
});
