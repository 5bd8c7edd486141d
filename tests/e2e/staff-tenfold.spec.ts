// The console's TENFOLD page as staff use it: a question a visitor asked that TENFOLD declined (and
// voted down) shows up with the page nearest it and in today's figures; the period is chosen with
// a labelled control and kept in the address; the chart has its text alternative; axe is clean.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { axeViolations } from "./axe.ts";
import { signInToConsole } from "./staff-console.ts";
import { ask, log, openTenfold } from "./tenfold-panel.ts";

const PARKING = "What is your parking like at the Bristol office?";
const TODAY = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
}).format(new Date());

const dailyTable = (page: Page) => page.getByRole("table", { name: "Questions and votes per day, oldest first" });
/** A figure of today's row: 0 Asked, 1 Answered, 2 Declined, 3 Votes up, 4 Votes down. */
const todays = async (page: Page, column: number) =>
  Number(await dailyTable(page).getByRole("row", { name: TODAY }).getByRole("cell").nth(column).textContent());

test("a question TENFOLD declined and a visitor voted down reaches the TENFOLD page with the page nearest it and today's figures", async ({
  page,
}) => {
  const reason = `Wanted parking details ${Date.now()}`;
  await openTenfold(page, "/faq");
  await ask(page, PARKING);
  await expect(log(page)).toContainText("I can't find that on our site");
  await log(page).getByRole("button", { name: "Not helpful" }).click();
  await log(page).getByLabel("What was wrong? (optional)").fill(reason);
  await log(page).getByRole("button", { name: "Send reason" }).click();
  await expect(log(page).getByText("Thanks: your reason was sent.")).toBeVisible();

  await signInToConsole(page, "/staff/tenfold");
  await expect(page.getByRole("heading", { level: 1, name: "TENFOLD" })).toBeVisible();
  await expect(page).toHaveTitle(/^TENFOLD \| Staff console/);

  const declined = page.getByRole("region", { name: "What visitors asked that TENFOLD could not answer" });
  const row = declined.getByRole("row", { name: new RegExp(PARKING.replace(/\?/g, "\\?")) });
  await expect(row).toBeVisible();
  await expect(row.getByRole("link", { name: /Where are your offices/ })).toHaveAttribute(
    "href",
    /^\/faq#where-are-your-offices/,
  );
  const downvoted = page.getByRole("region", { name: "Answers voted down" });
  await expect(downvoted.getByRole("heading", { level: 3, name: PARKING })).toBeVisible();
  await expect(downvoted.getByText(reason)).toBeVisible();

  // Today's row counts the question and the vote down.
  await expect(page.getByRole("radio", { name: "Last 30 days" })).toBeChecked();
  await expect(dailyTable(page).getByRole("row")).toHaveCount(30 + 2);
  expect(await todays(page, 0)).toBeGreaterThanOrEqual(1);
  expect(await todays(page, 2)).toBeGreaterThanOrEqual(1);
  expect(await todays(page, 4)).toBeGreaterThanOrEqual(1);
  await expect(
    page.getByRole("img", {
      name: /^Questions per day, .*: \d+ asked, \d+ answered, [1-9]\d* declined\..* The same figures are in the table beside this chart\.$/,
    }),
  ).toBeVisible();

  await expect(page.getByRole("link", { name: "Download CSV (last 30 days)" })).toHaveAttribute(
    "href",
    "/api/admin/tenfold/report?days=30&format=csv",
  );
  const csv = await page.request.get("/api/admin/tenfold/report?days=30&format=csv");
  expect(await csv.text()).toContain(`"declined","${PARKING}"`);
});

test("the period is chosen with a labelled control, by pointer or keyboard, and kept in the address", async ({
  page,
}) => {
  await signInToConsole(page, "/staff/tenfold");
  await expect(page.getByRole("group", { name: "Period" }).getByRole("radio", { name: "Last 30 days" })).toBeChecked();
  await expect(dailyTable(page).getByRole("row")).toHaveCount(30 + 2);

  await page.getByRole("radio", { name: "Last 7 days" }).check();
  await expect(page).toHaveURL(/\/staff\/tenfold\?days=7$/);
  await expect(dailyTable(page).getByRole("row")).toHaveCount(7 + 2);
  await expect(dailyTable(page).getByRole("row").nth(7)).toHaveAccessibleName(new RegExp(`^${TODAY}`));
  await expect(page.getByRole("link", { name: "Download CSV (last 7 days)" })).toHaveAttribute(
    "href",
    "/api/admin/tenfold/report?days=7&format=csv",
  );

  // The keyboard moves through the periods too; voice's shorter keeping is said for 90 days.
  await page.getByRole("radio", { name: "Last 7 days" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Last 90 days" })).toBeChecked();
  await expect(page).toHaveURL(/\?days=90$/);
  await expect(dailyTable(page).getByRole("row")).toHaveCount(90 + 2);
  await expect(page.getByText(/Voice figures are kept for 30 days/)).toBeVisible();
  await expect(
    page.getByRole("table", { name: /Voice calls and minutes per day against the daily budget/ }).getByRole("row"),
  ).toHaveCount(30 + 1);

  // Back returns to the previous period.
  await page.goBack();
  await expect(page).toHaveURL(/\?days=30$/);
  await expect(dailyTable(page).getByRole("row")).toHaveCount(30 + 2);
});

test("the TENFOLD page has no axe violations, and its chart a text alternative", async ({ page }) => {
  await signInToConsole(page, "/staff/tenfold");
  await expect(
    page.getByRole("img", { name: /^Questions per day, .* The same figures are in the table beside this chart\.$/ }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "What visitors asked that TENFOLD could not answer" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
