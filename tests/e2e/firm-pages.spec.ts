// The firm as a prospect checks it: who the people are, what they have done, what it costs and
// where the rating comes from, reached the way a visitor would.
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { routeTable } from "./route-table.ts";

test("'Show me your team' reaches named consultants on the home page, then their full profiles on /about", async ({
  page,
}) => {
  await gotoHydrated(page, "/#about");
  const about = page.locator("#about");
  await expect(about.getByRole("heading", { name: "Our team" })).toBeVisible();
  const first = about.getByRole("listitem").first();
  const name = (await first.locator("span.underline").innerText()).trim();
  await about.getByRole("link", { name: "Meet the team" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "The people who do the work" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
  await expect(page).toHaveTitle("About Us and Our Team | Larkspur Strategy");
});

test("a case study credits its team, whose profiles open at their own section, and its service page links back to it", async ({
  page,
}) => {
  const study = routeTable.find((entry) => entry.kind === "case-study")!;
  await gotoHydrated(page, study.path);
  const serviceHref = await page.locator('main a[href^="/services/"]').first().getAttribute("href");
  const credited = page.locator("section", { has: page.getByRole("heading", { name: "Who did the work" }) });
  const person = credited.getByRole("link").first();
  const href = (await person.getAttribute("href"))!;
  expect(href).toMatch(/^\/about#[a-z-]+$/);
  await person.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(href.slice("/about".length))).toBeInViewport();

  await gotoHydrated(page, serviceHref!);
  await expect(page.getByRole("heading", { level: 2, name: "Case studies" })).toBeVisible();
  await expect(page.locator(`main a[href="${study.path}"]`)).toHaveText(study.label);
});

test("the fees page shows a price for every fee basis, and the home rating links to how reviews are collected", async ({
  page,
}) => {
  await gotoHydrated(page, "/how-we-work");
  const fees = page.getByRole("region", { name: "Fees" });
  const cards = fees.getByRole("heading", { level: 3 });
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  await expect(fees.getByText(/£\d/).first()).toBeVisible();

  await gotoHydrated(page, "/#about");
  await expect(page.getByText("Rated 4.9 out of 5 from 47 client reviews")).toBeVisible();
  await page.getByRole("link", { name: "How we collect reviews" }).click();
  await expect(page).toHaveURL(/\/transparency#client-reviews$/);
  await expect(page.locator("#client-reviews")).toBeInViewport();
});
