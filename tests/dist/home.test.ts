// The home page as served: its lazily hydrated sections are already in the HTML. How they
// hydrate in place is in tests/e2e/home.spec.ts.
import { describe, expect, test } from "vitest";
import { request } from "./request.ts";

describe("lazy sections", () => {
  test("their content is in the HTML before any script runs", async () => {
    const html = await (await request.get("/")).text();
    for (const text of [
      "Why work with us",
      "What we do",
      "Innovations",
      "Add us to your to-do list",
      "About us",
      "Latest insights",
      "Get in touch",
    ]) {
      expect(html).toContain(text);
    }
  });
});
