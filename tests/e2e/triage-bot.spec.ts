// Triage Bot on /triage-bot, as a visitor uses it at a phone's width and a desktop's: paste an
// enquiry, read the routing (service and owner linked), all by keyboard, the reading announced.
import { expect, gotoHydrated, test } from "./fixtures.ts";

const ENQUIRY =
  "A reporter from the evening paper has just rang asking us to comment on a leaked email from our chief executive. They are running the story tonight.";

for (const width of [360, 1280]) {
  test(`at ${width} px: paste an enquiry, route it by keyboard, and reach the service it names`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/triage-bot");
    const panel = page.getByRole("form", { name: "Triage an enquiry" });
    await expect(page.getByRole("heading", { level: 2, name: "Try it" })).toBeVisible();
    const field = panel.getByRole("textbox", { name: "Your enquiry" });
    await field.focus();
    await page.keyboard.insertText(ENQUIRY);
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: "Route this enquiry" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByRole("region", { name: "Try it" }).getByRole("status")).toContainText(
      "Routed to Crisis Communications, urgent",
    );
    const result = page.getByRole("region", { name: "How we would route it" });
    await expect(result.getByRole("heading", { level: 3, name: "How we would route it" })).toBeFocused();
    await expect(result.getByRole("link", { name: "Daniel Osei" })).toHaveAttribute("href", "/about#daniel-osei");
    await expect(result).toContainText("“leaked”");
    await expect(result).toContainText("The built-in reader");
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await result.getByRole("link", { name: "Crisis Communications" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/crisis-communications$/);
  });
}

test("an empty paste is refused with the reason, and the field says it is invalid", async ({ page }) => {
  await gotoHydrated(page, "/triage-bot");
  await page.getByRole("button", { name: "Route this enquiry" }).click();
  await expect(page.getByRole("region", { name: "Try it" }).getByRole("status")).toHaveText("Paste an enquiry first.");
  await expect(page.getByRole("textbox", { name: "Your enquiry" })).toHaveAttribute("aria-invalid", "true");
});
