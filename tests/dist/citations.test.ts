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
  const missing: string[] = [];
  for (const [path, anchors] of byPage) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    for (const anchor of anchors) if (!html.includes(`id="${anchor}"`)) missing.push(`${path}#${anchor}`);
  }
  expect(missing).toEqual([]);
});
