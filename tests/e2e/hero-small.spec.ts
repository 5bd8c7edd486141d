// The home page's hero at 320-360 px: the video's Pause button covers none of the words, and the
// intro paragraph has a ground of its own dark enough for 4.5:1 even over the video's brightest
// frame (white behind it).
import type { Locator } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { contrast } from "./helpers.ts";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator) => (await locator.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };

for (const width of [320, 360]) {
  test.describe(`at ${width} × 640`, () => {
    test.use({ viewport: { width, height: 640 } });

    test("the Pause video button sits on none of the hero's words", async ({ page }) => {
      await gotoHydrated(page, "/");
      const pause = page.getByRole("button", { name: "Pause video" });
      await expect(pause).toBeVisible();
      const hero = page.locator("section.hero");
      const button = await box(pause);
      for (const words of [hero.getByRole("heading", { level: 1 }), hero.locator("form"), hero.locator("p").last()]) {
        expect(
          overlaps(button, await box(words)),
          `Pause video over ${await words.evaluate((e) => e.outerHTML.slice(0, 60))}`,
        ).toBe(false);
      }
    });

    test("the intro paragraph keeps 4.5:1 whatever frame of the video is behind it", async ({ page }) => {
      await gotoHydrated(page, "/");
      const intro = page.locator("section.hero p").last();
      // Its own background laid over white, the brightest the video can be.
      const colours = await intro.evaluate((element) => {
        const style = getComputedStyle(element);
        const [r, g, b, a] = (style.backgroundColor.match(/[\d.]+/g) ?? ["0", "0", "0", "0"]).map(Number) as [
          number,
          number,
          number,
          number?,
        ];
        const alpha = a ?? (style.backgroundColor.startsWith("rgba") ? 0 : 1);
        const over = (channel: number) => Math.round(channel * alpha + 255 * (1 - alpha));
        return { text: style.color, ground: `rgb(${over(r)}, ${over(g)}, ${over(b)})` };
      });
      expect(contrast(colours.text, colours.ground)).toBeGreaterThanOrEqual(4.5);
    });
  });
}
