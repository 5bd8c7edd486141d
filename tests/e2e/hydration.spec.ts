// In the browser: each kind of page hydrates without a mismatch, keeping the nodes it was
// prerendered with, and navigates on the client.
import { expect, test } from "./fixtures.ts";
import { routeTable } from "./route-table.ts";

const oneOfEachKind = [...new Map(routeTable.map((entry) => [entry.kind, entry])).values()];

test("the not-found page hydrates and its links work", async ({ page, consoleProblems }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "View Insights" }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page).toHaveTitle("Insights and Analysis | Larkspur Strategy");
  await page.getByRole("link", { name: "FAQ" }).first().click();
  await expect(page).toHaveTitle(/Frequently Asked Questions/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.example.com/faq");
  expect(consoleProblems).toEqual([]);
});

test("an approval link resolves in the browser to the expired state", async ({ page, consoleProblems }) => {
  await page.goto("/approval/some-old-link");
  await expect(page.getByRole("heading", { name: "Approval link not found or expired" })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test("client-side navigation scrolls to the top of the new page", async ({ page }) => {
  await page.goto("/services/strategy");
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveTitle(/Privacy Policy/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// React 19 silently re-renders a boundary from scratch when it cannot hydrate it (for example
// when it is updated before its code loads); the page then flashes and loses scroll position.
// So check that the prerendered nodes themselves survive hydration. A tool's live data (GovCal
// Pro's list replacing its snapshot) arrives after hydration by design, so API calls are held
// until the nodes have been counted.
for (const entry of oneOfEachKind) {
  test(`${entry.kind} page (${entry.path}) hydrates cleanly, keeping its prerendered DOM`, async ({
    page,
    consoleProblems,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    let releaseData = () => {};
    const dataHeld = new Promise<void>((resolve) => (releaseData = resolve));
    await page.route("**/api/**", async (route) => {
      await dataHeld;
      await route.continue();
    });
    await page.goto(entry.path, { waitUntil: "commit" });
    await page.waitForSelector("footer, main h1", { state: "attached" });
    await page.waitForFunction(() => document.readyState !== "loading");
    const tagged = await page.evaluate(() => {
      const nodes = [...document.querySelectorAll("main h1, main h2, main p, header a")].filter(
        (el) => !el.closest(".home-section"),
      );
      for (const node of nodes) (node as HTMLElement & { __prerendered?: boolean }).__prerendered = true;
      return nodes.length;
    });
    expect(tagged).toBeGreaterThan(0);
    release();
    await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
    await expect(page).toHaveTitle(entry.title);
    await expect(page.locator("h1").first()).toBeVisible();
    const replaced = await page.evaluate(
      () =>
        [...document.querySelectorAll("main h1, main h2, main p, header a")]
          .filter((el) => !el.closest(".home-section"))
          .filter((el) => !(el as HTMLElement & { __prerendered?: boolean }).__prerendered).length,
    );
    expect(replaced).toBe(0);
    releaseData();
    await page.waitForLoadState("networkidle");
    expect(consoleProblems).toEqual([]);
  });
}

test("a page with nothing interactive keeps its HTML without downloading its code, and its links still navigate in the app", async ({
  page,
  consoleProblems,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/services/crisis-communications");
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
  await page.waitForLoadState("networkidle");
  // Neither the service page's component nor the services copy was fetched: the HTML is the page.
  expect(scripts.filter((path) => /\/(service-page|services)-[\w-]+\.js$/.test(path))).toEqual([]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crisis Communications");

  // A link inside the kept HTML is followed by the router: same document, new page.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const outcomeLink = page.locator('main a[href^="/outcomes/"]').first();
  const outcomeHref = await outcomeLink.getAttribute("href");
  await outcomeLink.click();
  await expect(page).toHaveURL(new RegExp(`${outcomeHref}$`));
  await expect(page.locator("main h1")).not.toHaveText("Crisis Communications");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Back on the first page, which is now rendered from its code since its HTML has gone.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crisis Communications");
  await expect(page.getByRole("heading", { name: "Outcomes this service delivers" })).toBeVisible();
  expect(scripts.some((path) => /\/service-page-[\w-]+\.js$/.test(path))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(consoleProblems).toEqual([]);
});
