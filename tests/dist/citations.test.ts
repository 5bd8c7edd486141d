// TENFOLD's citations point into the prerendered pages: every link its knowledge gives names an
// element of that page. Following one from an answer is in tests/e2e/citations.spec.ts.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { request } from "./request.ts";

interface Passage {
  readonly id: string;
  readonly url: string;
}

const passages = JSON.parse(readFileSync("functions/generated/knowledge.json", "utf8")) as Passage[];

test("every passage's link names an element of the prerendered page it points to", async () => {
  const byPage = new Map<string, Set<string>>();
  for (const { url } of passages) {
    const [path = "/", anchor] = url.split("#");
    if (!anchor) continue;
    byPage.set(path || "/", (byPage.get(path || "/") ?? new Set()).add(anchor));
  }
  expect(byPage.size).toBeGreaterThan(50);
  // The pages are asked for together: one by one, the sweep of 60-odd pages outran the default
  // test time on a loaded machine.
  const missing = await Promise.all(
    [...byPage].map(async ([path, anchors]) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      return [...anchors].filter((anchor) => !html.includes(`id="${anchor}"`)).map((anchor) => `${path}#${anchor}`);
    }),
  );
  expect(missing.flat()).toEqual([]);
}, 30_000);
