// StoryScanner from the visitor's side (part of `npm run bench`): how long from pressing the
// button to the reading for a pasted 1,500-word article, with no key, so the browser reads it in
// its worker. The first press in a fresh browser also fetches and starts the reader (its worker);
// the next press reuses it. On this machine's CPU only: Chrome's CPU throttling (the first-press
// bench's 4x) slows the page's main thread, and the reading runs in a worker. And the function's
// answer alone: POST /api/storyscanner, timed from Node.
import { chromium, type Browser } from "@playwright/test";
import { ARTICLES } from "../unit/storyscanner/articles.ts";

/** 1,500 words (as the tools count them) of the unit corpus's articles. */
export const STORY_1500 = (() => {
  const text = ARTICLES.map((a) => a.text).join("\n\n");
  const last = [...text.matchAll(/\p{L}[\p{L}\p{M}'’-]*/gu)][1499];
  if (!last) throw new Error("The corpus has fewer than 1,500 words");
  return text.slice(0, last.index + last[0].length);
})();

export interface PressTimes {
  /** Press to reading, the reader not yet loaded. */
  readonly first: readonly number[];
  /** Press to reading again, the reader loaded. */
  readonly again: readonly number[];
}

async function pressUntilRead(page: import("@playwright/test").Page, text: string): Promise<number> {
  const panel = page.getByRole("region", { name: "Try it: scan a story" });
  await panel.getByLabel("The article's text").fill(text);
  const status = panel.getByRole("status");
  await status.evaluate((node) => (node.textContent = ""));
  const start = performance.now();
  await panel.getByRole("button", { name: "Scan the story" }).click();
  await status.filter({ hasText: "StoryScanner's reading is ready." }).waitFor({ timeout: 30_000 });
  return performance.now() - start;
}

async function once(browser: Browser, url: string): Promise<[number, number]> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
    const first = await pressUntilRead(page, STORY_1500);
    const again = await pressUntilRead(page, `Councillors met again on Tuesday evening.\n\n${STORY_1500}`);
    return [first, again];
  } finally {
    await context.close();
  }
}

export async function measureStoryPress(baseUrl: string, runs: number): Promise<PressTimes> {
  const browser = await chromium.launch({
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-gpu"],
  });
  try {
    const samples: [number, number][] = [];
    for (let i = 0; i < runs; i++) samples.push(await once(browser, `${baseUrl}/storyscanner`));
    return { first: samples.map((s) => s[0]), again: samples.map((s) => s[1]) };
  } finally {
    await browser.close();
  }
}

/** The function's answer to the page's call for the 1,500 words, each timed in full from Node. */
export async function timeStoryCalls(baseUrl: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const start = performance.now();
    const response = await fetch(`${baseUrl}/api/storyscanner`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, "cf-connecting-ip": `192.0.2.${i % 250}` },
      body: JSON.stringify({ kind: "text", text: STORY_1500 }),
    });
    await response.text();
    if (!response.ok) throw new Error(`POST /api/storyscanner answered ${response.status}`);
    // The first two warm the isolate.
    if (i >= 2) times.push(performance.now() - start);
  }
  return times;
}
