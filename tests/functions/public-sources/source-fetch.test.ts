// Reading a public source: what a caller gets back from a source that answers, and the reason it
// is given for each way a source fails (the pages and the health page put the reason in words).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  fetchSource,
  fetchSourceJson,
  SOURCE_USER_AGENT,
  SourceProblem,
} from "../../../functions/lib/platform/public-sources/source-fetch.ts";
import { site } from "../../../web/shared/site.ts";

const at = (path: string) => ({ url: `${env.FAKE_SOURCE_URL}${path}` });

async function problemOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => new Error("expected the read to fail"),
    (e: unknown) => e,
  );
  if (!(error instanceof SourceProblem)) throw error;
  return error.reason;
}

describe("fetchSource", () => {
  it("reads a source's JSON, naming the site in its User-Agent", async () => {
    expect(await fetchSourceJson(at("/json/plain"))).toEqual({ items: expect.arrayContaining([expect.anything()]) });
    const headers = (await fetchSourceJson(at("/headers"))) as Record<string, string>;
    expect(headers["user-agent"]).toBe(SOURCE_USER_AGENT);
    expect(SOURCE_USER_AGENT).toContain(site.origin);
    expect(headers["accept"]).toBe("application/json");
  });

  it("gives up on a source that does not answer within the time limit", async () => {
    expect(await problemOf(fetchSource(at("/stall"), { timeoutMs: 300 }))).toBe("timeout");
  });

  it("gives up on a body that stops arriving within the same time limit", async () => {
    expect(await problemOf(fetchSource(at("/slow"), { timeoutMs: 300 }))).toBe("timeout");
  });

  it("says a source rate-limited us on 429", async () => {
    expect(await problemOf(fetchSource(at("/status/429")))).toBe("rate-limited");
  });

  it.each([500, 503, 404])("calls status %i an http error", async (status) => {
    expect(await problemOf(fetchSource(at(`/status/${status}`)))).toBe("http-error");
  });

  it("says unreachable when nothing listens", async () => {
    expect(await problemOf(fetchSource({ url: "http://127.0.0.1:9/nothing" }))).toBe("unreachable");
  });

  it.each(["/huge", "/huge-declared"])("stops reading %s past the size limit", async (path) => {
    expect(await problemOf(fetchSource(at(path), { maxBytes: 100_000 }))).toBe("too-large");
  });

  it("calls an answer that is not JSON a bad shape", async () => {
    expect(await problemOf(fetchSourceJson(at("/not-json")))).toBe("bad-shape");
  });

  it("decodes the charset the Content-Type declares", async () => {
    expect(await fetchSourceJson(at("/latin1"))).toEqual({ items: [{ id: 1, title: "Café licensing £ review" }] });
  });

  it("drops a UTF-8 byte-order mark so the JSON parses", async () => {
    expect(await fetchSourceJson(at("/bom"))).toEqual({ items: [{ id: 1, title: "Café" }] });
  });
});
