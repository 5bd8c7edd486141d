// Keyboard behaviour of the header's menus (WCAG 2.2 AA): the mobile menu and the
// desktop Menu close when they should and give focus back to their button.
import type { Locator, Page } from "@playwright/test";
import { desktop, phone } from "./a11y-sizes.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/** Opens the phone-width header's menu on a page and returns its panel. */
async function openMobileMenu(page: Page): Promise<Locator> {
  await gotoHydrated(page, "/faq");
  await page.getByRole("button", { name: "Menu" }).click();
  return page.getByRole("navigation", { name: "Mobile" });
}

test.describe("mobile menu", () => {
  test.use({ viewport: phone });

  test("Escape closes it and returns focus to the Menu button", async ({ page }) => {
    const nav = await openMobileMenu(page);
    await nav.getByRole("link", { name: "Command Centre" }).focus();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  test("following a link in it closes it", async ({ page }) => {
    const nav = await openMobileMenu(page);
    await nav.getByRole("link", { name: "Council Radar" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/council-radar$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("desktop Menu", () => {
  test.use({ viewport: desktop });

  test("closes when Tab moves focus past its last item, and that focus is not covered", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const items = page.locator(`[id="${await menu.getAttribute("aria-controls")}"]`).locator("button, a");
    await expect(items).toHaveCount(6);
    for (let index = 0; index < 6; index += 1) {
      await page.keyboard.press("Tab");
      await expect(items.nth(index)).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(items).toHaveCount(0);
    // Focus went on to the next thing on the page, not back to the Menu button or <body>.
    const focused = page.locator(":focus");
    await expect(focused).toHaveCount(1);
    await expect(menu).not.toBeFocused();
  });

  test("Shift+Tab from the first item back to the button keeps it open; Escape from an item returns focus to Menu", async ({
    page,
  }) => {
    await gotoHydrated(page, "/faq");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: /Show me Tenfold/ })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /Show me why we should work together/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
  });

  test("a focused item shows an outline, not only a tint", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.keyboard.press("Tab");
    const item = page.getByRole("button", { name: /Show me Tenfold/ });
    await expect(item).toBeFocused();
    // A ring drawn by an outline or a box shadow; a transparent outline (what `outline-none`
    // leaves) does not count.
    const ring = await item.evaluate((element) => {
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== "none" &&
        parseFloat(style.outlineWidth) > 0 &&
        !/^(transparent|rgba\(.*,\s*0\))$/.test(style.outlineColor);
      return outline || style.boxShadow !== "none";
    });
    expect(ring, "a visible focus ring on the focused item").toBe(true);
  });
});
