// A content page's heading band and its body share one left edge, so the eye does not jump
// sideways from the page's title to its text.
import { expect, gotoHydrated, test } from "./fixtures.ts";

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 640 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ["/faq", "/privacy-policy", "/storyscanner", "/about"]) {
      test(`${path}: the title and the first heading below it start at the same left edge`, async ({ page }) => {
        await gotoHydrated(page, path);
        const [title, body] = await page.evaluate(() => {
          const h1 = document.querySelector("main h1");
          const hero = h1?.closest("section");
          const below = [...document.querySelectorAll("main h2")].find((h2) => !hero?.contains(h2));
          return [h1?.getBoundingClientRect().left ?? -1, below?.getBoundingClientRect().left ?? -2];
        });
        expect(Math.abs(title - body)).toBeLessThanOrEqual(1);
      });
    }
  });
}
