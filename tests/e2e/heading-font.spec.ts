// The heading font in the first moments: drawn from the first paint when it is cached, and when it
// arrives late it never moves anything.
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// What these tests measure is how a page loads, so each starts in a tab nothing was loaded in.
test.use({ freshTab: true });

// Inside the page content: the TENFOLD panel, mounted when the browser is idle, has its own heading.
const HEADINGS = "main h1, main h2, main h3";

/** Top and height of every heading, and the page height: what a late font would move. */
function headingLayout(page: Page) {
  return page.evaluate((selector) => {
    const boxes = [...document.querySelectorAll(selector)].map((h) => {
      const r = h.getBoundingClientRect();
      return `${h.textContent?.trim().slice(0, 40)} @${Math.round(r.top + scrollY)} h${Math.round(r.height)}`;
    });
    return { boxes, pageHeight: document.documentElement.scrollHeight };
  }, HEADINGS);
}

/** The font the browser actually drew the page's main heading with. */
async function headingFont(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "main h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName).join(", ");
}

test.describe("the heading font", () => {
  for (const path of ["/services/crisis-communications", "/insights/responding-to-government-consultations"]) {
    test(`${path}: once the font has been fetched, headings are drawn in it from the first frame`, async ({ page }) => {
      // An optional font is used on a first visit only if it arrives within about 100 ms, which
      // a busy machine may miss; from the cache, as for any later page, it is always in time.
      await gotoHydrated(page, path);
      await expect.poll(() => page.evaluate(() => document.fonts.check('600 1em "Source Serif 4"'))).toBe(true);
      await gotoHydrated(page, path);
      expect(await headingFont(page)).toContain("Source Serif 4");
    });

    test(`${path}: a font that arrives late is not swapped in, so nothing moves`, async ({ page }) => {
      let delivered = false;
      await page.route("**/*.woff2", async (route) => {
        // Late means after the page has painted its text (a busy machine can take longer than
        // the fixed delay to paint), and well past the browser's 100 ms wait for an optional font.
        const painted = page.waitForFunction(
          () => performance.getEntriesByName("first-contentful-paint").length > 0,
          null,
          { polling: 50 },
        );
        await Promise.all([painted, new Promise((resolve) => setTimeout(resolve, 1500))]);
        await route.continue();
        delivered = true;
      });
      await page.setViewportSize({ width: 412, height: 823 });
      await gotoHydrated(page, path);
      const before = await headingLayout(page);
      await expect.poll(() => delivered).toBe(true);
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await headingLayout(page)).toEqual(before);
      // The metric-matched local stand-in (Liberation Serif on this Linux browser), not a default serif.
      expect(await headingFont(page)).toContain("Liberation Serif");
    });
  }
});
