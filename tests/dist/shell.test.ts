// The header's TENFOLD link where no script runs: the server sends it on to a page.
import { describe, expect, test } from "vitest";
import { request } from "./request.ts";

describe("header", () => {
  test("/tenfold without script lands on the page introducing AI at the firm (/ai-mode)", async () => {
    const response = await request.get("/tenfold", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toMatch(/\/ai-mode$/);
  });
});
