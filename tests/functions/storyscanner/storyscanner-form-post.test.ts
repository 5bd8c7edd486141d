// StoryScanner's form posted by a browser that ran no script (application/x-www-form-urlencoded):
// the same checks as the page's call, and a page back with the reading, read on the server by the
// built-in reader (or the model, with a key), or saying why the article could not be read.
import { afterEach, describe, expect, it, vi } from "vitest";
import { rows } from "../call-api.ts";
import { model, script } from "../chat-requests.ts";
import { HARBOUR_HOMES, newsUrl, PASTED_ARTICLE, postForm } from "./story-requests.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

async function pageOf(response: Response, status = 200): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return response.text();
}

describe("a pasted article, posted without script", () => {
  it("comes back as a page of the built-in reading, read on the server", async () => {
    const page = await pageOf(await postForm({ text: PASTED_ARTICLE }));
    expect(page).toContain("<h1>StoryScanner's reading</h1>");
    expect(page).toContain("Read on our server by StoryScanner's built-in reader");
    for (const heading of [
      "The story in one line",
      "Who and what is named",
      "Services it touches",
      "Risk or opportunity",
      "What we would do next",
    ])
      expect(page).toContain(`<h2>${heading}</h2>`);
    expect(page).toContain("The Welsh Government has announced a review of bus funding");
    expect(page).toContain("Rhian Powell");
    expect(page).toMatch(/<a href="\/services\/[a-z-]+"><strong>/);
    expect(page).toMatch(/matched the .+ passage of /);
    expect(page).toContain('<a href="/storyscanner">Scan another story</a>');
  });

  it("writes what the article says as text, never as markup", async () => {
    const text = `<script>alert("x")</script> ${PASTED_ARTICLE}`;
    const page = await pageOf(await postForm({ text }));
    expect(page).not.toContain('<script>alert("x")</script>');
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("keeps nothing: no table but the rate limit's gains a row from it", async () => {
    const tables = await rows<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations' AND name != 'rate_limit_hits'",
    );
    const count = () => Promise.all(tables.map(({ name }) => rows(`SELECT COUNT(*) AS n FROM "${name}"`)));
    const before = await count();
    await pageOf(await postForm({ text: PASTED_ARTICLE }));
    expect(await count()).toEqual(before);
  });

  it("is read by the model when there is a key, and the page says so", async () => {
    const summary = "Wales pauses rural bus cuts while it reviews how routes are funded.";
    await script("sk-story-form", [
      JSON.stringify({
        summary,
        people: ["Rhian Powell"],
        organisations: ["Welsh Government"],
        places: ["Cardiff"],
        services: [{ slug: "political-affairs", why: "A ministerial review invites evidence." }],
        verdict: "mixed",
        sentences: [],
        nextStep: null,
      }),
    ]);
    const page = await pageOf(await postForm({ text: PASTED_ARTICLE }, model("sk-story-form")));
    expect(page).toContain("Read by an AI model (OpenAI)");
    expect(page).toContain(summary);
    expect(page).toContain('<a href="/services/political-affairs"><strong>Political Affairs</strong></a>');
  });
});

describe("an address, posted without script", () => {
  it("is fetched, and the page names where the article was read from", async () => {
    const page = await pageOf(await postForm({ address: newsUrl(HARBOUR_HOMES.path) }));
    expect(page).toContain(`Read from ${newsUrl(HARBOUR_HOMES.path)} (“${HARBOUR_HOMES.title}`);
    expect(page).toContain(HARBOUR_HOMES.person);
    expect(page).not.toMatch(/All rights reserved|Most read/);
  });

  it("that is refused says why, in a page", async () => {
    const page = await pageOf(await postForm({ address: "http://169.254.169.254/latest/meta-data/" }), 400);
    expect(page).toContain("<h1>StoryScanner could not read that</h1>");
    expect(page).toContain("it is not a public website");
  });
});

describe("a form that cannot be read", () => {
  it("with neither text nor address says what to do, in a page", async () => {
    const page = await pageOf(await postForm({}), 400);
    expect(page).toContain("Paste a news article first.");
    expect(page).toContain("Back button");
  });

  it("from another site is refused", async () => {
    const page = await pageOf(
      await postForm({ text: PASTED_ARTICLE }, undefined, {
        origin: "https://elsewhere.example",
        "sec-fetch-site": "cross-site",
      }),
      403,
    );
    expect(page).toContain("Cross-site requests are not accepted.");
  });
});
