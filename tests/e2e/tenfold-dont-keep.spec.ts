// The way to object to TENFOLD's question log, as a visitor meets it: "Don't keep my questions"
// deletes what was kept from this browser, keeps nothing more (no browser id is sent), holds
// across a reload, and can be turned back off; the panel stays accessible with it.
import type { APIRequestContext, Page } from "@playwright/test";
import { DONT_KEEP_LABEL, TENFOLD_NOT_KEPT_NOTICE, TENFOLD_NOTICE } from "#shared/api/tenfold-notice.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { ask, launcher, log, openTenfold, panel } from "./tenfold-panel.ts";
import { staff } from "./tenfold-staff.ts";

/** A made-up word: questions built of them share too few words with any other to be grouped with it. */
const madeUp = () => Array.from({ length: 9 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

/** A question the site cannot answer, found in the staff report by its first made-up word. */
function unanswerable(): { question: string; word: string } {
  const word = madeUp();
  return { question: `What's the weather in ${word} ${madeUp()} ${madeUp()}?`, word };
}

async function declinedInReport(request: APIRequestContext, word: string): Promise<boolean> {
  const report = (await (await request.get("/api/admin/tenfold/report?days=30", { headers: staff })).json()) as {
    declined: { question: string }[];
  };
  return report.declined.some((row) => row.question.includes(word));
}

/**
 * Asks, waits for the whole reply (a declined one offers a consultant once it is complete, at the
 * moment its votes would appear), and answers the request's body.
 */
async function askAndWait(page: Page, question: string) {
  const offers = log(page).getByRole("button", { name: "Send this to a consultant" });
  const before = await offers.count();
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/tenfold-chat"));
  await ask(page, question);
  await expect(offers).toHaveCount(before + 1);
  return (await sent).postDataJSON() as Record<string, unknown>;
}

test("Don't keep my questions deletes what was kept, keeps nothing more, and can be turned off again", async ({
  page,
  request,
}) => {
  const dontKeep = () => panel(page).getByRole("checkbox", { name: DONT_KEEP_LABEL });
  await openTenfold(page);
  await expect(panel(page).getByText(TENFOLD_NOTICE)).toBeVisible();
  await expect(dontKeep()).not.toBeChecked();

  const before = unanswerable();
  expect(await askAndWait(page, before.question)).toMatchObject({ noticeShown: true, browserId: expect.any(String) });
  await expect.poll(() => declinedInReport(request, before.word)).toBe(true);

  const forget = page.waitForRequest((sent) => sent.url().endsWith("/api/tenfold-forget"));
  await dontKeep().check();
  expect((await (await forget).response())?.status()).toBe(200);
  await expect(
    panel(page).getByText("Your questions won't be kept, and those kept from this browser have been deleted."),
  ).toBeVisible();
  await expect(panel(page).getByText(TENFOLD_NOT_KEPT_NOTICE)).toBeVisible();
  await expect.poll(() => declinedInReport(request, before.word)).toBe(false);
  // The earlier reply's vote buttons go with the deleted answer.
  await expect(log(page).getByRole("button", { name: "Helpful", exact: true })).toHaveCount(0);

  const during = unanswerable();
  const body = await askAndWait(page, during.question);
  expect(body).toMatchObject({ dontKeep: true });
  expect(body).not.toHaveProperty("browserId");
  expect(await page.evaluate(() => localStorage.getItem("tenfold:browser-id"))).toBeNull();
  expect(await declinedInReport(request, during.word)).toBe(false);
  await expect(log(page).getByRole("button", { name: "Not helpful" })).toHaveCount(0);
  await expect(log(page).getByText("You said:")).toHaveCount(2);

  // The choice holds on the next page load.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
  await launcher(page).click();
  await expect(dontKeep()).toBeChecked();

  await dontKeep().uncheck();
  await expect(panel(page).getByText(TENFOLD_NOTICE)).toBeVisible();
  const after = unanswerable();
  expect(await askAndWait(page, after.question)).toMatchObject({ noticeShown: true, browserId: expect.any(String) });
  await expect.poll(() => declinedInReport(request, after.word)).toBe(true);
});

test("the panel with the control has no axe violations, and the control works by keyboard", async ({ page }) => {
  await openTenfold(page);
  const dontKeep = panel(page).getByRole("checkbox", { name: DONT_KEEP_LABEL });
  await dontKeep.focus();
  await page.keyboard.press("Space");
  await expect(dontKeep).toBeChecked();
  await expect(panel(page).getByText(TENFOLD_NOT_KEPT_NOTICE)).toBeVisible();
  expect(await axeViolations(page, { within: "[role=dialog]", wcag22: true })).toEqual([]);
});
