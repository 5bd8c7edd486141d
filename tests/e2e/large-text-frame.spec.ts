// A phone with text at 200%: the header and the floating controls together cover well under half
// the screen once the visitor scrolls into the page, and the controls stay whole and usable.
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { launcher, panel } from "./tenfold-panel.ts";

for (const viewport of [
  { width: 320, height: 640 },
  { width: 360, height: 640 },
]) {
  test(`at ${viewport.width} × ${viewport.height} with text at 200%, the header and floating controls cover under a third of the screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
    await gotoHydrated(page, "/faq");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const covered = await page.evaluate(() => {
      const header = document.querySelector("header")?.getBoundingClientRect();
      const dock = document.querySelector("[data-floating-dock]")?.getBoundingClientRect();
      const onScreen = (rect: DOMRect | undefined) =>
        rect ? Math.max(0, Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0)) : 0;
      return onScreen(header) + onScreen(dock);
    });
    expect(covered).toBeLessThanOrEqual(viewport.height / 3);
    await expect(page.getByRole("button", { name: "Get In Touch" })).toBeInViewport({ ratio: 1 });
    await expect(launcher(page)).toBeInViewport({ ratio: 1 });
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
  });
}
