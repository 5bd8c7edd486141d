// Every address StoryScanner will not or cannot read, each refused with a reason and a message
// that says why, and the rate limit. The fake news site (tests/fakes/fake-news-site.ts) serves
// the pages that fail; the refused hosts are never asked at all.
import { describe, expect, it } from "vitest";
import { newsUrl, NEWS_SITE, scan } from "./story-requests.ts";
import type { AppEnv } from "../../../functions/lib/platform/env.ts";

async function refusal(address: string, overrides: Partial<AppEnv> = NEWS_SITE) {
  const response = await scan({ kind: "address", address }, overrides);
  const body = await response.json<{ error: string; code: string; reason: string }>();
  return { status: response.status, ...body };
}

describe("addresses refused before anything is fetched", () => {
  it.each([
    ["ftp://example.com/story", "not-http", /http:\/\/ or https:\/\//],
    ["file:///etc/passwd", "not-http", /http:\/\/ or https:\/\//],
    ["javascript:alert(1)", "not-http", /http:\/\/ or https:\/\//],
    ["http://10.1.2.3/news", "refused-host", /not a public website/],
    ["http://192.168.1.1/", "refused-host", /not a public website/],
    ["http://172.20.0.5/", "refused-host", /not a public website/],
    ["http://169.254.169.254/latest/meta-data/", "refused-host", /not a public website/],
    ["http://100.64.0.1/", "refused-host", /not a public website/],
    ["http://224.0.0.1/", "refused-host", /not a public website/],
    ["http://0.0.0.0/", "refused-host", /not a public website/],
    ["http://[fe80::1]/", "refused-host", /not a public website/],
    ["http://[fc00::1]/", "refused-host", /not a public website/],
    ["http://[::ffff:10.0.0.1]/", "refused-host", /not a public website/],
    ["http://metadata.google.internal/", "refused-host", /not a public website/],
    ["http://printer.local/", "refused-host", /not a public website/],
  ])("%s: %s", async (address, reason, message) => {
    const answer = await refusal(address);
    expect(answer).toMatchObject({ status: 400, code: "bad_request", reason });
    expect(answer.error).toMatch(message);
  });

  it("refuses loopback in every notation without the development setting, even the fake news site", async () => {
    const closed = { TOOLS_FETCH_ALLOW_LOOPBACK: "false" };
    const port = new URL(newsUrl("/")).port;
    for (const host of [
      "127.0.0.1",
      "2130706433",
      "0177.0.0.1",
      "0x7f.1",
      "127.1",
      "[::1]",
      "[::ffff:127.0.0.1]",
      "localhost",
      "news.localhost",
    ]) {
      const answer = await refusal(`http://${host}:${port}/news/harbour-homes`, closed);
      expect(answer, host).toMatchObject({ status: 400, reason: "refused-host" });
    }
  });
});

describe("pages that cannot be read", () => {
  it.each([
    ["/to-metadata", 400, "refused-host", /not a public website/],
    ["/to-private", 400, "refused-host", /not a public website/],
    ["/loop/1", 502, "too-many-redirects", /more than 4 redirects/],
    ["/huge", 502, "too-large", /larger than 1.5 MB/],
    ["/huge-declared", 502, "too-large", /larger than 1.5 MB/],
    ["/report.pdf", 400, "not-html", /not a web page/],
    ["/section/latest", 400, "not-an-article", /not an article/],
    ["/no-such-story", 502, "not-found", /no page at that address/],
    ["/news/en-francais", 400, "not-an-article", /reads English only/],
  ])("%s answers %i, %s", async (path, status, reason, message) => {
    const answer = await refusal(newsUrl(path));
    expect(answer).toMatchObject({ status, reason });
    expect(answer.error).toMatch(message);
  });

  it("gives up on a page that does not finish arriving, saying it timed out", { timeout: 15_000 }, async () => {
    const answer = await refusal(newsUrl("/slow"));
    expect(answer).toMatchObject({ status: 504, code: "upstream_timeout", reason: "timed-out" });
    expect(answer.error).toMatch(/took more than 6 seconds/);
  });

  it("says a host that does not answer could not be reached", async () => {
    // A port on loopback where nothing listens (the fake's own port, closed, is not known here; port 9 is discard, unused).
    const answer = await refusal("http://127.0.0.1:9/news");
    expect(answer).toMatchObject({ status: 502, reason: "unreachable" });
    expect(answer.error).toMatch(/could not reach that page/);
  });
});

describe("the rate limit", () => {
  it("counts each client's scans in its own bucket and refuses past RATE_LIMIT_TOOLS", async () => {
    const tight = { ...NEWS_SITE, RATE_LIMIT_TOOLS: "2/600" };
    const body = { kind: "address", address: "http://10.0.0.1/" };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await scan(body, tight, "203.0.113.99")).status);
    expect(statuses).toEqual([400, 400, 429]);
    expect((await scan(body, tight, "203.0.113.100")).status).toBe(400);
  });
});

describe("the development setting", () => {
  it("stops the API as misconfigured outside development", async () => {
    const { readConfig } = await import("../../../functions/lib/platform/config.ts");
    const production = {
      SITE_ENV: "production",
      CLIENT_HASH_SALT: "x".repeat(40),
      EMAIL_TOKEN_SECRET: "y".repeat(40),
      TOOLS_FETCH_ALLOW_LOOPBACK: "true",
    } as unknown as AppEnv;
    expect(readConfig(production).problem).toMatch(/^TOOLS_FETCH_ALLOW_LOOPBACK is on outside local development/);
    expect(readConfig({ ...production, TOOLS_FETCH_ALLOW_LOOPBACK: "false" }).problem).toBeUndefined();
  });
});
