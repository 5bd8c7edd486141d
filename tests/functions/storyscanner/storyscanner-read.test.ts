// POST /api/storyscanner from the page's script with no model: a pasted article and one read from
// the fake news site, each handed back for the browser's built-in reader (a pasted one without its
// text, which the browser holds), and the pasted-text checks refusing what cannot be read.
import { describe, expect, it } from "vitest";
import type { StoryAnswer } from "../../../web/shared/api/storyscanner.ts";
import { rows } from "../call-api.ts";
import { HARBOUR_HOMES, newsUrl, PASTED_ARTICLE, scan } from "./story-requests.ts";

/** The article an answer hands back to the browser, or a failure saying what came instead. */
async function articleIn(response: Response) {
  expect(response.status).toBe(200);
  const answer = await response.json<StoryAnswer>();
  if (answer.kind !== "article") throw new Error(`expected the article back, got the ${answer.kind}`);
  return answer;
}

describe("a pasted article", () => {
  it("is handed back unread for the browser to read, without sending its text back", async () => {
    const answer = await articleIn(await scan({ kind: "text", text: PASTED_ARTICLE }));
    expect(answer).toEqual({
      kind: "article",
      source: { kind: "text", address: null, title: null, words: 102 },
      text: null,
    });
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
  it("is fetched and the article read out of the page, its navigation and footer left out, for the browser to read", async () => {
    const answer = await articleIn(await scan({ kind: "address", address: newsUrl(HARBOUR_HOMES.path) }));
    expect(answer.source).toMatchObject({ kind: "address", address: newsUrl(HARBOUR_HOMES.path) });
    expect(answer.source.title).toContain(HARBOUR_HOMES.title);
    expect(answer.text).toMatch(/^Portsmouth City Council's planning committee has rejected plans/);
    expect(answer.text).toContain(HARBOUR_HOMES.person);
    // A paragraph a line, and nothing of the page around the article.
    expect(answer.text?.split("\n")).toHaveLength(5);
    expect(answer.text).not.toMatch(/All rights reserved|Most read|By our local democracy reporter/);
    expect(answer.source.words).toBe(answer.text?.match(/\p{L}[\p{L}\p{M}'’-]*/gu)?.length);
  });

  it("follows a redirect to a public page and says where it ended", async () => {
    const answer = await articleIn(await scan({ kind: "address", address: newsUrl("/news/moved") }));
    expect(answer.source.address).toBe(newsUrl(HARBOUR_HOMES.path));
  });
});
