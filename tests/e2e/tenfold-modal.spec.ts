// TENFOLD's panel is modal at every size: Tab and Shift+Tab go round its own controls and never
// reach the page behind it, which would be hidden under it (WCAG 2.4.11); the page is inert while
// it is open and live again once it closes.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { closeButton, input, launcher, openTenfold, panel } from "./tenfold-panel.ts";

/** Whether the focused element is inside TENFOLD's panel, and what it is. */
const focusInPanel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const dialog = document.querySelector("[role=dialog][aria-labelledby]");
    return {
      inside: Boolean(dialog && active && dialog.contains(active)),
      what: active?.outerHTML.slice(0, 80) ?? "nothing",
    };
  });

const SIZES = [
  { name: "a phone, where the panel fills the screen", viewport: { width: 360, height: 640 } },
  { name: "a desktop", viewport: { width: 1280, height: 800 } },
] as const;

for (const { name, viewport } of SIZES) {
  test.describe(`on ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("Tab and Shift+Tab from the question box stay in the panel, all the way round", async ({ page }) => {
      await openTenfold(page, "/how-we-work");
      await expect(input(page)).toBeFocused();
      const seen = new Set<string>();
      for (let step = 0; step < 25; step += 1) {
        await page.keyboard.press("Tab");
        const focus = await focusInPanel(page);
        expect(focus.inside, `Tab ${step + 1} reached ${focus.what}`).toBe(true);
        seen.add(focus.what);
      }
      // It went round: the close button is reached from the panel's last control.
      expect([...seen].some((what) => what.includes("Close TENFOLD"))).toBe(true);
      for (let step = 0; step < 25; step += 1) {
        await page.keyboard.press("Shift+Tab");
        const focus = await focusInPanel(page);
        expect(focus.inside, `Shift+Tab ${step + 1} reached ${focus.what}`).toBe(true);
      }
    });

    test("the page behind is inert while the panel is open, and live again when it closes", async ({ page }) => {
      await openTenfold(page, "/how-we-work");
      const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "How we work and fees" });
      // Looked up by tag: an inert element is out of the accessibility tree, so no role finds it.
      await expect(page.locator("main")).toHaveAttribute("inert", "");
      await expect(page.locator("footer")).toHaveAttribute("inert", "");
      await expect(panel(page)).toHaveAttribute("aria-modal", "true");
      await closeButton(page).click();
      await expect(launcher(page)).toBeFocused();
      await expect(page.locator("main")).not.toHaveAttribute("inert", "");
      await footerLink.focus();
      await expect(footerLink).toBeFocused();
    });
  });
}
