// In the browser: each kind of page hydrates without a mismatch and navigates on the client.
import { expect, test } from "./fixtures.ts";
import { routeTable } from "./route-table.ts";

const oneOfEachKind = [...new Map(routeTable.map((entry) => [entry.kind, entry])).values()];

for (const entry of oneOfEachKind) {
  test(`${entry.kind} page (${entry.path}) hydrates cleanly`, async ({ page, consoleProblems }) => {
    await page.goto(entry.path);
    await expect(page).toHaveTitle(entry.title);
    await expect(page.locator("h1").first()).toBeVisible();
    // Wait until React has hydrated and lazy chunks have settled.
    await page.waitForLoadState("networkidle");
    expect(consoleProblems).toEqual([]);
  });
}

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
