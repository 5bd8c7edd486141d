// POST /api/storyscanner with no model: a pasted article and one read from the fake news site,
// each answered by the built-in reader, and the pasted-text checks refusing what cannot be read.
import { describe, expect, it } from "vitest";
import type { StoryReading } from "../../../web/shared/api/storyscanner.ts";
import { rows } from "../call-api.ts";
import { HARBOUR_HOMES, newsUrl, PASTED_ARTICLE, scan } from "./story-requests.ts";

describe("a pasted article", () => {
  it("is read by the built-in reader: the story, its names, a service with why, a reading and the next step", async () => {
    const response = await scan({ kind: "text", text: PASTED_ARTICLE });
    expect(response.status).toBe(200);
    const reading = await response.json<StoryReading>();
    expect(reading.reader).toBe("built-in");
    expect(reading.source).toEqual({ kind: "text", address: null, title: null, words: expect.any(Number) });
    expect(reading.summary).toMatch(/^The Welsh Government has announced a review of bus funding/);
    expect(reading.people).toContain("Rhian Powell");
    // How well names are found is the unit corpus's question (tests/unit/storyscanner/); here, that they are.
    expect(reading.places).toContain("Cardiff");
    expect(reading.services.length).toBeGreaterThan(0);
    for (const service of reading.services) {
      expect(service.url).toBe(`/services/${service.slug}`);
      expect(service.why).toMatch(/matched the .+ passage of /);
    }
    expect(reading.nextStep?.url).toBe(reading.services[0]?.url);
    expect(reading.reading.sentences.length).toBeGreaterThan(0);
    for (const sentence of reading.reading.sentences) expect(PASTED_ARTICLE).toContain(sentence.text);
  });

  it("keeps nothing: no table but the rate limit's gains a row from it", async () => {
    const tables = await rows<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations' AND name != 'rate_limit_hits'",
    );
    const before = await Promise.all(tables.map(({ name }) => rows(`SELECT COUNT(*) AS n FROM "${name}"`)));
    expect((await scan({ kind: "text", text: PASTED_ARTICLE })).status).toBe(200);
    const after = await Promise.all(tables.map(({ name }) => rows(`SELECT COUNT(*) AS n FROM "${name}"`)));
    expect(after).toEqual(before);
  });

  it.each([
    ["empty", "   ", /Paste a news article first/],
    ["too short", "Ministers met today.", /needs at least 40 words/],
    ["too long", `${PASTED_ARTICLE} `.repeat(60), /reads up to 30,000 characters/],
    [
      "not English",
      "Le conseil municipal a voté jeudi un nouveau plan de circulation pour le centre historique. ".repeat(5),
      /reads English only/,
    ],
    ["binary", `${"\u0000\u0001\u0002\uFFFD".repeat(20)}${PASTED_ARTICLE}`, /raw contents of a file/],
  ])("refuses a paste that is %s, saying why", async (_kind, text, message) => {
    const response = await scan({ kind: "text", text });
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; code: string }>();
    expect(body.code).toBe("bad_request");
    expect(JSON.stringify(body)).toMatch(message);
  });
});

describe("an address", () => {
  it("is fetched and the article read out of the page, its navigation and footer left out", async () => {
    const response = await scan({ kind: "address", address: newsUrl(HARBOUR_HOMES.path) });
    expect(response.status).toBe(200);
    const reading = await response.json<StoryReading>();
    expect(reading.reader).toBe("built-in");
    expect(reading.source).toMatchObject({ kind: "address", address: newsUrl(HARBOUR_HOMES.path) });
    expect(reading.source.title).toContain(HARBOUR_HOMES.title);
    expect(reading.summary).toMatch(/^Portsmouth City Council's planning committee has rejected plans/);
    expect(reading.people).toContain(HARBOUR_HOMES.person);
    expect(JSON.stringify(reading)).not.toMatch(/All rights reserved|Most read/);
    expect(reading.services.map((s) => s.slug)).toContain("stakeholder-engagement");
  });

  it("follows a redirect to a public page and says where it ended", async () => {
    const response = await scan({ kind: "address", address: newsUrl("/news/moved") });
    expect(response.status).toBe(200);
    expect((await response.json<StoryReading>()).source.address).toBe(newsUrl(HARBOUR_HOMES.path));
  });
});
