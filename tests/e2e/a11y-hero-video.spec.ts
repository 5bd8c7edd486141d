// WCAG 2.2 AA (2.2.2 Pause, Stop, Hide): the hero video can be paused, stays paused on the next
// visit, and never plays for a visitor who asked for less motion. It also rests while scrolled
// away, without overriding a visitor's own pause.
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test.describe("the hero video", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("can be paused and played, and stays paused on the next visit", async ({ page }) => {
    await gotoHydrated(page, "/");
    const pause = page.getByRole("button", { name: "Pause video" });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect.poll(() => page.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    await expect(page.getByRole("button", { name: "Play video" })).toBeFocused();

    await page.reload();
    await expect(page.getByRole("button", { name: "Play video" })).toBeVisible();
    expect(await page.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    await page.getByRole("button", { name: "Play video" }).click();
    await expect(page.getByRole("button", { name: "Pause video" })).toBeVisible();
  });

  test("stops while scrolled out of view and plays again on return, unless the visitor paused it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const isPaused = () => page.locator("video").evaluate((video: HTMLVideoElement) => video.paused);
    await expect(page.getByRole("button", { name: "Pause video" })).toBeVisible();
    await expect.poll(isPaused).toBe(false);

    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect.poll(isPaused).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(isPaused).toBe(false);

    await page.getByRole("button", { name: "Pause video" }).click();
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await videoSeenAgain(page);
    expect(await isPaused()).toBe(true);
    await expect(page.getByRole("button", { name: "Play video" })).toBeVisible();
  });

  test("offers no pause button to visitors who asked for less motion (the video never plays)", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("button", { name: /(Pause|Play) video/ })).toHaveCount(0);
    expect(await page.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  });
});

/**
 * Resolves once the page has seen the video back on screen and rendered a few frames since: the
 * hero's own observer, created before this one, has been told by then, and React has acted on it.
 */
async function videoSeenAgain(page: Page): Promise<void> {
  await page.locator("video").evaluate(
    (video) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          let frames = 3;
          const next = () => (--frames > 0 ? requestAnimationFrame(next) : setTimeout(resolve, 0));
          requestAnimationFrame(next);
        });
        observer.observe(video);
      }),
  );
}
