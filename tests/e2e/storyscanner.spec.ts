// StoryScanner's "Try it" panel in the browser, at a phone's and a desktop's width: an article
// pasted and scanned by keyboard alone, read in the browser, the reading announced in the live
// region and laid out under headings without widening the page; an alias of the page with the same
// panel; and the panel's code and the reader arriving only as the visitor starts and presses.
import { axeViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

const ARTICLE = `Bristol City Council has approved plans for a new cycle bridge across the harbour, after a public consultation in which more than 3,000 residents took part.

Council leader Tom Hardy said the bridge would make it safer for families to walk and cycle into the city centre, and welcomed the strong support from local businesses. The scheme will be funded by the West of England Combined Authority.

Some residents near the site raised concerns about construction noise and asked for more detail on the timetable. The council said it would publish a plan for the works and hold drop-in sessions before building begins next spring.`;

for (const width of [360, 1280]) {
  test(`at ${width} px an article pasted and sent by keyboard gets its reading, announced, under headings`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/storyscanner");
    const panel = page.getByRole("region", { name: "Try it: scan a story" });
    await expect(panel).toBeVisible();
    const text = panel.getByLabel("The article's text");
    // Tab from the top of the page to the text box, as a keyboard user would.
    for (let presses = 0; presses < 60 && !(await text.evaluate((el) => el === document.activeElement)); presses++)
      await page.keyboard.press("Tab");
    await expect(text).toBeFocused();
    await page.keyboard.insertText(ARTICLE);
    await page.keyboard.press("Tab");
    await expect(panel.getByLabel("Or its address")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: "Scan the story" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(panel.getByRole("status")).toContainText("StoryScanner's reading is ready.");
    const reading = panel.getByRole("article", { name: "StoryScanner's reading" });
    for (const heading of [
      "The story in one line",
      "Who and what is named",
      "Services it touches",
      "Risk or opportunity",
      "What we would do next",
    ])
      await expect(reading.getByRole("heading", { level: 3, name: heading })).toBeVisible();
    await expect(reading).toContainText("Read in your browser by StoryScanner's built-in reader");
    await expect(reading).toContainText("Bristol City Council has approved plans for a new cycle bridge");
    // Each service is a link to its page, reachable by keyboard.
    const service = reading.getByRole("link").first();
    await expect(service).toHaveAttribute("href", /^\/services\//);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("a paste too short to read is refused in the page, saying why, before anything is sent", async ({ page }) => {
  await gotoHydrated(page, "/storyscanner");
  let sent = false;
  page.on("request", (request) => {
    if (request.url().includes("/api/storyscanner")) sent = true;
  });
  const panel = page.getByRole("region", { name: "Try it: scan a story" });
  await panel.getByLabel("The article's text").fill("Ministers met today.");
  await panel.getByRole("button", { name: "Scan the story" }).press("Enter");
  await expect(panel.getByRole("status")).toContainText("needs at least 40 words");
  await expect(panel.getByLabel("The article's text")).toHaveAttribute("aria-invalid", "true");
  expect(sent).toBe(false);
});

test("an alias of the page shows the same panel", async ({ page }) => {
  await gotoHydrated(page, "/storyscan-v2");
  const panel = page.getByRole("region", { name: "Try it: scan a story" });
  await expect(panel.getByLabel("The article's text")).toBeVisible();
  await expect(panel.getByLabel("Or its address")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Scan the story" })).toBeVisible();
});

test("the reading's code arrives when the visitor starts, and the reader only when they press the button", async ({
  page,
}) => {
  const chunks: string[] = [];
  const readers: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/story-reading-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
    if (/\/assets\/story-worker-[\w-]+\.js$/.test(request.url())) readers.push(request.url());
  });
  await gotoHydrated(page, "/storyscanner");
  await page.waitForLoadState("networkidle");
  expect(chunks).toEqual([]);
  const panel = page.getByRole("region", { name: "Try it: scan a story" });
  await panel.getByLabel("The article's text").fill(ARTICLE);
  await expect.poll(() => chunks.length).toBe(1);
  await page.waitForLoadState("networkidle");
  expect(readers).toEqual([]);
  await panel.getByRole("button", { name: "Scan the story" }).click();
  await expect(panel.getByRole("status")).toContainText("StoryScanner's reading is ready.");
  expect(readers).toHaveLength(1);
  // A second article is read by the same reader: it is not fetched again.
  const lede = "Cyclists in Bristol will wait another year for the new harbour bridge, the council said on Monday.";
  await panel.getByLabel("The article's text").fill(`${lede}\n\n${ARTICLE}`);
  await panel.getByRole("button", { name: "Scan the story" }).click();
  await expect(panel.getByRole("article", { name: "StoryScanner's reading" })).toContainText(lede);
  expect(readers).toHaveLength(1);
});
