// WCAG 2.2 AA (1.4.4 Resize Text, 1.4.10 Reflow): text at 200% and a 320 px screen fit without
// scrolling sideways.
import type { Page } from "@playwright/test";
import { SIZES } from "./a11y-sizes.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test.describe("text at 200%", () => {
  /** Sets the browser's default text size, as a visitor's setting does (em media queries follow it). */
  async function doubleText(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
  }

  for (const { name, viewport } of SIZES) {
    test(`at ${name} size the header's controls stay on screen and no page scrolls sideways`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await doubleText(page);
      for (const path of ["/", "/faq", "/services/public-relations"]) {
        await gotoHydrated(page, path);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
        for (const control of [
          page.getByRole("button", { name: /^Search/ }),
          page.getByRole("banner").getByRole("button", { name: "Menu" }),
        ]) {
          await expect(control).toBeInViewport({ ratio: 1 });
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          viewport.width,
        );
        // The page's heading starts below the header, however tall the header has grown.
        const [headerBottom, headingTop] = await page.evaluate(() => [
          document.querySelector("header")?.getBoundingClientRect().bottom ?? 0,
          document.querySelector("h1")?.getBoundingClientRect().top ?? 0,
        ]);
        if (path !== "/") expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
      }
    });
  }
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("long addresses and links wrap instead of widening the page", async ({ page }) => {
    for (const path of ["/faq", "/privacy-policy", "/transparency", "/"]) {
      await gotoHydrated(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });

  test.describe("the public-data tools as prerendered, before any data arrives", () => {
    // What a visitor offline or on a slow line sees first: the committed snapshot's lists and the
    // filter forms, whose longest option (a council role, a department) must not widen the page.
    test.use({ javaScriptEnabled: false });

    test("their filters and lists fit the screen", async ({ page }) => {
      for (const path of ["/council-radar", "/govcal-pro", "/policy-intelligence"]) {
        await page.goto(path);
        await expect(page.locator("select").first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      }
    });
  });
});
