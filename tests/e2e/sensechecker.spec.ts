// SenseChecker on its page, at a phone's width and a desktop's: its code and dictionary load only
// once the visitor starts on a draft; a pasted draft gets its summary and marked findings,
// announced; a finding is reached and read by keyboard; with no key a rewrite explains it is off.
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

const DRAFT = `Embargoed until 7pm, 8th December

Coastal towns to share new fund

Unemployment in coastal towns is 30% higher than the national average. The money will be managed by the CTF board, and the decision was taken by ministers.

ENDS`;

const form = (page: Page) => page.getByRole("form", { name: "SenseChecker" });

for (const width of [360, 1280]) {
  test.describe(`SenseChecker at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("loads on first use, then marks a pasted draft's findings and counts them", async ({
      page,
      consoleProblems,
    }) => {
      const asked: string[] = [];
      page.on("request", (request) => asked.push(request.url()));
      await gotoHydrated(page, "/sensechecker");
      const heavy = () => asked.filter((url) => /sense-worker|\.dic$/.test(url));
      expect(heavy()).toEqual([]);
      await form(page).getByRole("textbox", { name: "Your draft" }).fill(DRAFT);
      await expect.poll(heavy).not.toEqual([]);
      await form(page).getByRole("button", { name: "Check the draft" }).click();
      await expect(form(page).getByRole("status")).toContainText(/Checked: \d+ findings/);

      const summary = page.getByRole("region", { name: "Summary" });
      await expect(summary.getByRole("heading", { name: "Summary" })).toBeVisible();
      await expect(summary).toContainText("Figure or claim with no source");
      await expect(summary).toContainText("Embargo line");
      await expect(summary).toContainText("Acronym not spelled out");
      const marked = page.getByRole("region", { name: "Your draft, marked" });
      await expect(marked.locator("mark", { hasText: "30%" })).toBeVisible();
      expect(await axeViolations(page, { within: "section:has(form[aria-label='SenseChecker'])" })).toEqual([]);
      // No sideways scrolling, at this width and with text at 200%.
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
      expect(await overflow()).toBeLessThanOrEqual(0);
      expect(consoleProblems).toEqual([]);
    });

    test("a finding is reached from its mark and read by keyboard", async ({ page }) => {
      await gotoHydrated(page, "/sensechecker");
      await form(page).getByRole("textbox", { name: "Your draft" }).fill(DRAFT);
      await form(page).getByRole("textbox", { name: "Your draft" }).press("Tab");
      await expect(form(page).getByRole("button", { name: "Check the draft" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(form(page).getByRole("status")).toContainText("Checked:");
      // Each mark in the draft is a link to its finding.
      const mark = page.getByRole("region", { name: "Your draft, marked" }).getByRole("link", { name: /^30%/ });
      await mark.focus();
      await page.keyboard.press("Enter");
      const finding = page.locator("li:focus");
      await expect(finding).toContainText("Figure or claim with no source");
      await expect(finding).toContainText("A journalist will ask where this figure comes from");
      // And back: Show in text puts focus on the mark.
      await finding.getByRole("button", { name: /^Show in text/ }).press("Enter");
      await expect(mark).toBeFocused();
    });

    test("without a key, Suggest a rewrite says rewriting is not switched on", async ({ page }) => {
      await gotoHydrated(page, "/sensechecker");
      await form(page).getByRole("textbox", { name: "Your draft" }).fill(DRAFT);
      await form(page).getByRole("button", { name: "Check the draft" }).click();
      const passive = page
        .getByRole("region", { name: "Findings" })
        .getByRole("listitem")
        .filter({ hasText: "Passive voice" })
        .first();
      await passive.getByRole("button", { name: /^Suggest a rewrite/ }).click();
      await expect(passive).toContainText("this site has not switched one on");
    });
  });
}

test("an empty draft is refused in words, tied to the field", async ({ page }) => {
  await gotoHydrated(page, "/sensechecker");
  await form(page).getByRole("button", { name: "Check the draft" }).click();
  const field = form(page).getByRole("textbox", { name: "Your draft" });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("Paste a draft first.");
  await expect(field).toBeFocused();
});
