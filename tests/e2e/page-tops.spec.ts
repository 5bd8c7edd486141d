// What a visitor sees at the top of a page and on the insight cards, read from the pixels on
// screen rather than from class names: the fixed header and an inner page's hero form one dark
// band at scroll 0 (no grey slab of translucent header over the white body), the header stays
// legible once the page scrolls under it, and the insight covers are pictures, not dark
// rectangles, at a phone's card size.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { contrast } from "./helpers.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

const INNER_PAGES = [
  "/services/crisis-communications",
  "/proof-approvals",
  "/insights/responding-to-government-consultations",
  "/about",
  "/no-such-page",
];

interface Pixels {
  width: number;
  height: number;
  at: (x: number, y: number) => [number, number, number];
}

async function pixelsOf(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<Pixels> {
  const png = await page.screenshot({ clip, animations: "disabled" });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x, y) => {
      const i = (y * info.width + x) * 3;
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    },
  };
}

const rgb = ([r, g, b]: [number, number, number]) => `rgb(${r}, ${g}, ${b})`;
/** Contrast against white: a dark band gives white text at least 7:1 (AAA) wherever it is. */
const darkness = (pixel: [number, number, number]) => contrast(rgb(pixel), "rgb(255, 255, 255)");
/** Relative luminance + 0.05, so that the ratio of two is their contrast. */
const luminance = (pixel: [number, number, number]) => 1.05 / darkness(pixel);

async function headerBottom(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector("header")?.getBoundingClientRect().bottom ?? 0);
}

for (const width of [360, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of INNER_PAGES) {
      test(`${path}: header and hero are one dark band at the top`, async ({ page }) => {
        await gotoHydrated(page, path);
        const bottom = Math.round(await headerBottom(page));
        // A row inside the header's lower edge and one just under it, in the hero, across the
        // whole width: every sample dark enough for white text, and the two rows alike.
        const band = await pixelsOf(page, { x: 0, y: bottom - 3, width, height: 10 });
        const samples = [];
        for (let x = 2; x < band.width; x += 12) samples.push({ above: band.at(x, 1), below: band.at(x, 8) });
        for (const { above, below } of samples) {
          expect(darkness(above), `header edge ${rgb(above)}`).toBeGreaterThanOrEqual(7);
          expect(darkness(below), `hero top ${rgb(below)}`).toBeGreaterThanOrEqual(7);
          // No seam: header and hero differ by less than a just-visible step of the same ink.
          expect(contrast(rgb(above), rgb(below))).toBeLessThan(1.15);
        }
      });
    }

    test("the header stays legible once the page scrolls under it", async ({ page }) => {
      await gotoHydrated(page, "/insights/responding-to-government-consultations");
      await page.mouse.wheel(0, 1600);
      await expect(page.locator("header")).toHaveAttribute("data-shrunk", "true");
      await page.waitForFunction(() => window.scrollY > 600);
      // The shrink transition (300 ms) has ended when two reads of the header's height agree.
      let previous = -1;
      await expect
        .poll(
          async () => {
            const now = Math.round(await headerBottom(page));
            const settled = now === previous;
            previous = now;
            return settled;
          },
          { intervals: [400] },
        )
        .toBe(true);
      const bottom = Math.round(await headerBottom(page));
      const header = await pixelsOf(page, { x: 0, y: 0, width, height: bottom });
      // The brand name's colour against the header's darkest and lightest background rows.
      const brand = page.locator("header a").first();
      const colour = await brand.evaluate((element) => getComputedStyle(element).color);
      for (const y of [1, bottom - 2]) {
        for (let x = width - 4; x > width / 2; x -= 40) {
          expect(contrast(colour, rgb(header.at(x, y))), `at ${x},${y}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  });
}

test.describe("insight covers at a phone's card size", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("each cover shows a light motif at 3:1 or more against its ground", async ({ page }) => {
    await gotoHydrated(page, "/insights");
    const covers = page.locator("main li.card img");
    const count = await covers.count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let index = 0; index < count; index += 1) {
      const cover = covers.nth(index);
      await cover.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      const box = await cover.boundingBox();
      if (!box) throw new Error(`cover ${index} has no box`);
      const image = await pixelsOf(page, {
        x: Math.ceil(box.x),
        y: Math.ceil(box.y),
        width: Math.floor(box.width) - 1,
        height: Math.floor(box.height) - 1,
      });
      // The ground is the typical (median) pixel; the motif the lightest few percent. A navy
      // motif on navy ground, which read as a black rectangle, scores about 1.3:1.
      const lightness: number[] = [];
      for (let y = 0; y < image.height; y += 2)
        for (let x = 0; x < image.width; x += 2) lightness.push(luminance(image.at(x, y)));
      lightness.sort((a, b) => a - b);
      const ground = lightness[Math.floor(lightness.length / 2)] ?? 1;
      const motif = lightness[Math.floor(lightness.length * 0.97)] ?? 1;
      expect(motif / ground, `cover ${await cover.getAttribute("src")}`).toBeGreaterThanOrEqual(3);
    }
  });
});
