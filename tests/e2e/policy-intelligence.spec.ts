// Policy Intelligence in the browser against the fake Bills API: a search by words and topic kept
// in the address, at a phone's width; a bill's stages with the next one listed and its calendar
// feed; and a bill the source fails on, shown from the dated snapshot with the trouble said.
import { axeViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test("at 320 px a search by words and topic lands in the address and finds the bill, live", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await gotoHydrated(page, "/policy-intelligence");
  const panel = page.getByRole("region", { name: "Bills before Parliament" });
  // Live, or the copy another test's request just kept: from the source either way, not the snapshot.
  await expect(panel.getByTestId("policy-freshness")).toContainText(/(Live from|From) UK Parliament's Bills API/);
  await panel.getByLabel("Words in the bill's title").fill("resilience");
  await panel.getByLabel("Words in the bill's title").press("Enter");
  await expect(page).toHaveURL(/\/policy-intelligence\?q=resilience$/);
  await expect(panel.getByRole("status")).toHaveText("1 bill matches.");
  await panel.getByLabel("Topic").selectOption("housing-planning");
  await expect(page).toHaveURL(/\?q=resilience&topic=housing-planning$/);
  await expect(panel.getByRole("status")).toHaveText("No bill matches that search.");
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("a bill's stages show the stage reached and the next listed, and its feed is a calendar", async ({ page }) => {
  await gotoHydrated(page, "/policy-intelligence?q=cyber");
  await page.getByRole("link", { name: /Cyber Security and Resilience/ }).click();
  await expect(page).toHaveURL(/\?q=cyber&bill=4035$/);
  const table = page.getByRole("table", { name: /stages of the Cyber Security/ });
  await expect(table.getByRole("row")).toHaveCount(7);
  await expect(page.getByText("Next listed:").locator("..")).toContainText("Report stage, Lords, 14 January 2099");
  await expect(page.getByText("Department for Science, Innovation and Technology")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const feed = page.getByRole("link", { name: /Follow in your calendar/ });
  const response = await page.request.get((await feed.getAttribute("href")) ?? "");
  expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(await response.text()).toContain("DTSTART;VALUE=DATE:20990114");
});

test("a bill the source fails on is shown from the dated snapshot, the trouble said", async ({ page }) => {
  await gotoHydrated(page, "/policy-intelligence?bill=4019");
  await expect(page.getByRole("alert")).toContainText("answered with an error");
  await expect(page.getByRole("alert")).toContainText("13 September 2026");
  await expect(page.getByRole("table", { name: /stages of the Public Office/ })).toContainText("1 September 2026");
  // Where the snapshot's record came from, each a link to the published page.
  await expect(page.getByText(/^Taken from /)).toContainText("bills.parliament.uk");
  await expect(page.getByRole("link", { name: "bills.parliament.uk" }).last()).toHaveAttribute(
    "href",
    "https://bills.parliament.uk/bills/4019",
  );
});
