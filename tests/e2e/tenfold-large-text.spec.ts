// TENFOLD's panel with text at 200% (the browser's default text size doubled): the conversation
// keeps a useful share of the screen, and the message box and Close stay reachable and in sight.
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { closeButton, input, launcher, panel } from "./tenfold-panel.ts";

async function doubleText(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
}

for (const viewport of [
  { width: 320, height: 640 },
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} × ${viewport.height} with text at 200%, the conversation keeps at least a third of the screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await doubleText(page);
    await gotoHydrated(page, "/faq");
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    // What shows of the conversation: its box within the screen, less what the message box covers.
    const shown = await page.evaluate(() => {
      const log = document.querySelector("[role=dialog] [role=log]")?.getBoundingClientRect();
      const composer = document.querySelector("[role=dialog] form")?.getBoundingClientRect();
      if (!log || !composer) return 0;
      return Math.max(0, Math.min(log.bottom, composer.top, window.innerHeight) - Math.max(log.top, 0));
    });
    expect(shown).toBeGreaterThanOrEqual(viewport.height / 3);
    // The message box has the focus and is in sight; so is Close when the focus goes back to it.
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toBeInViewport({ ratio: 1 });
    // Close scrolls back into sight when it takes the focus (to within a sub-pixel of the edge).
    await closeButton(page).focus();
    await expect(closeButton(page)).toBeInViewport({ ratio: 0.9 });
  });
}
