// GovCal Pro in the browser: filters kept in the page's address (read from it, and written to it
// by the form), the subscribe links carrying the same view, and the offline state, where the
// prerendered snapshot stays with its date and a clear notice instead of an empty list.
import { expect, gotoHydrated, test } from "./fixtures.ts";

test("filters in the address choose the list; the form writes them back; the feed is the same view", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 900 });
  await gotoHydrated(page, "/govcal-pro?house=lords&from=2026-12-01&to=2026-12-31");
  const calendar = page.getByRole("region", { name: "The calendar" });
  const dates = calendar.getByRole("list", { name: "Dates" });
  await expect(dates).toContainText("Renters' Rights Bill - report stage (day 1)");
  await expect(dates).not.toContainText("Oral questions: Health and Social Care");
  await expect(calendar.getByLabel("House")).toHaveValue("lords");
  await expect(calendar.getByTestId("govcal-status")).toContainText("Parliament: as of");
  const entry = dates.locator('[data-entry="parliament-91002"]');
  await expect(entry.getByRole("link", { name: /Official source/ })).toHaveAttribute(
    "href",
    "https://whatson.parliament.uk/event/cal91002",
  );

  await calendar.getByLabel("House").selectOption("");
  await calendar.getByLabel("Topic").selectOption("health");
  await calendar.getByRole("button", { name: "Show dates" }).press("Enter");
  await expect(page).toHaveURL(/\/govcal-pro\?topic=health&from=2026-12-01&to=2026-12-31$/);
  await expect(dates).toContainText("Oral questions: Health and Social Care");
  await expect(dates).not.toContainText("Renters' Rights Bill");

  const feed = await calendar.getByTestId("govcal-feed").getAttribute("href");
  expect(feed).toBe("/api/govcal/feed.ics?topic=health&from=2026-12-01&to=2026-12-31");
  await expect(calendar.getByRole("link", { name: "Subscribe to this view" })).toHaveAttribute(
    "href",
    `webcal://${new URL(page.url()).host}${feed}`,
  );
  const ics = await request.get(feed ?? "");
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await ics.text()).toContain("UID:parliament-91001@");
  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("when the calendar service cannot be reached, the snapshot stays with its date and a notice", async ({ page }) => {
  await page.route("**/api/govcal?**", (route) => route.abort("internetdisconnected"));
  await page.route("**/api/govcal", (route) => route.abort("internetdisconnected"));
  await gotoHydrated(page, "/govcal-pro");
  const calendar = page.getByRole("region", { name: "The calendar" });
  await expect(calendar.getByRole("alert")).toContainText("could not be reached");
  await expect(calendar.getByRole("alert")).toContainText("offline snapshot of 22 December 2025");
  await expect(calendar.getByRole("list", { name: "Dates" })).toContainText("Lords: Christmas recess");
});
