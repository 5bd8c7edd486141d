// WCAG 2.2 AA (2.2.2 Pause, Stop, Hide): the hero video can be paused, stays paused on the next
// visit, and never plays for a visitor who asked for less motion.
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

  test("offers no pause button to visitors who asked for less motion (the video never plays)", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("button", { name: /(Pause|Play) video/ })).toHaveCount(0);
    expect(await page.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  });
});
