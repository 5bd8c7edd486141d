// The conversation tools as a visitor meets them: a down-vote with a reason reaches the staff report; the
// suggestions fit the page; "Delete conversation" asks first; all of it fits 320 px and the keyboard.
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { launcher, panel, log, openTenfold, ask } from "./tenfold-panel.ts";
import { staff, WEATHER } from "./tenfold-staff.ts";

test("a down-vote with a reason reaches the staff report; the vote can be changed", async ({ page, request }) => {
  const reason = `Wanted a forecast ${Date.now()}`;
  await openTenfold(page);
  await ask(page, WEATHER);
  await expect(log(page)).toContainText("I can't find that on our site");
  const helpful = log(page).getByRole("button", { name: "Helpful", exact: true });
  const notHelpful = log(page).getByRole("button", { name: "Not helpful" });
  await notHelpful.click();
  await expect(notHelpful).toHaveAttribute("aria-pressed", "true");
  await expect(helpful).toHaveAttribute("aria-pressed", "false");
  const why = log(page).getByLabel("What was wrong? (optional)");
  await expect(why).toBeFocused();
  await why.fill(reason);
  await log(page).getByRole("button", { name: "Send reason" }).click();
  await expect(log(page).getByText("Thanks: your reason was sent.")).toBeVisible();

  const report = (await (await request.get("/api/admin/tenfold/report?days=30", { headers: staff })).json()) as {
    declined: { question: string; count: number }[];
    downvoted: { question: string; reason: string; count: number }[];
  };
  expect(report.declined.find((row) => /weather in leeds/i.test(row.question))?.count).toBeGreaterThan(0);
  expect(report.downvoted.find((row) => /weather in leeds/i.test(row.question))?.reason).toContain(reason);
  const csv = await (await request.get("/api/admin/tenfold/report?days=30&format=csv", { headers: staff })).text();
  expect(csv).toContain(reason);

  // The vote is still shown after a reload, and changing it replaces it.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
  await launcher(page).click();
  await expect(notHelpful).toHaveAttribute("aria-pressed", "true");
  await helpful.click();
  await expect(helpful).toHaveAttribute("aria-pressed", "true");
  await expect(notHelpful).toHaveAttribute("aria-pressed", "false");
  await expect
    .poll(async () => {
      const again = (await (await request.get("/api/admin/tenfold/report?days=30", { headers: staff })).json()) as {
        downvoted: { reason: string }[];
      };
      return again.downvoted.some((row) => row.reason.includes(reason));
    })
    .toBe(false);
});

test("the suggested questions are the page's own, and asking one answers it", async ({ page }) => {
  await openTenfold(page, "/services/crisis-communications");
  const suggestions = panel(page).getByRole("list", { name: "Suggested questions" });
  await expect(suggestions.getByRole("button", { name: "What counts as a crisis?" })).toBeVisible();
  await suggestions.getByRole("button", { name: "What counts as a crisis?" }).click();
  await expect(log(page)).toContainText("You said:What counts as a crisis?");
  await expect(log(page)).toContainText("Crisis Communications");
});

test("Delete conversation asks first, then clears it here and on the server", async ({ page }) => {
  await openTenfold(page);
  await ask(page, WEATHER);
  await expect(log(page)).toContainText("I can't find that on our site");
  await panel(page).getByRole("button", { name: "Delete conversation" }).click();
  const cancel = panel(page).getByRole("button", { name: "Cancel" });
  await expect(cancel).toBeFocused();
  await cancel.click();
  await expect(panel(page).getByRole("button", { name: "Delete conversation" })).toBeFocused();
  await expect(log(page)).toContainText(WEATHER);
  await panel(page).getByRole("button", { name: "Delete conversation" }).click();
  const forget = page.waitForResponse((response) => response.url().endsWith("/api/tenfold-forget"));
  await panel(page).getByRole("button", { name: "Delete", exact: true }).click();
  expect((await forget).status()).toBe(200);
  await expect(log(page)).not.toContainText(WEATHER);
  await expect(panel(page).getByText("Conversation deleted, here and on our server.")).toBeVisible();
  await expect(panel(page).getByLabel("Message TENFOLD")).toBeFocused();
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
  expect(await page.evaluate(() => localStorage.getItem("tenfold:messages:v1"))).toBe("[]");
});

test.describe("at 320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("votes, the conversation's tools and the hand-off form have no axe violations, fit the width and work by keyboard", async ({
    page,
  }) => {
    test.slow();
    const axe = (selector: string) => axeViolations(page, { within: selector, wcag22: true });
    const fits = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.scrollWidth <= element.clientWidth);
    await openTenfold(page);
    await ask(page, WEATHER);
    await expect(log(page)).toContainText("I can't find that on our site");
    // By keyboard: focus the down-vote and press it; the reason field takes the focus.
    await log(page).getByRole("button", { name: "Not helpful" }).focus();
    await page.keyboard.press("Enter");
    await expect(log(page).getByLabel("What was wrong? (optional)")).toBeFocused();
    expect(await axe("[role=dialog]")).toEqual([]);
    expect(await fits("[role=log]")).toBe(true);

    await log(page).getByRole("button", { name: "Send this to a consultant" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Get in touch" });
    await expect(dialog.getByRole("list", { name: "Conversation to attach" })).toBeVisible();
    expect(await axe("[role=dialog]")).toEqual([]);
    expect(await fits("[role=dialog]")).toBe(true);
  });
});
