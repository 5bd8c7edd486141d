// The fixed controls on real screen sizes: the header, Get In Touch and TENFOLD never overlap
// each other, nothing scrolls sideways, the page's last line clears the floating controls,
// a short page's footer reaches the bottom of the screen, and toasts sit above the controls.
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// One real screen in each range of widths the stylesheet treats alike (its breakpoints are at 320,
// 400, 640, 768, 1024 and 1280 px; the phone on its side, below, is the 640-767 range), and the
// phones' range at both ends, where space is tightest: inside a range nothing but fluid widths
// changes, so 360 and 375 px, between 320 and 390, add nothing.
const WIDTHS = [320, 390, 414, 768, 1024, 1280];
const PAGES = [
  "/",
  "/services/crisis-communications",
  "/insights/responding-to-government-consultations",
  "/no-such-page",
];

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The fixed controls on screen: the header bar and each floating button. */
function fixedControls(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const box = (name: string, element: Element | null) => {
      const r = element?.getBoundingClientRect();
      return r && r.width > 0 ? [{ name, left: r.left, top: r.top, right: r.right, bottom: r.bottom }] : [];
    };
    return [
      ...box("header", document.querySelector("header")),
      ...box("Get In Touch", document.querySelector("[data-floating-dock] button[aria-haspopup='dialog']")),
      ...box("TENFOLD", document.querySelector("[data-floating-dock] button[aria-controls]")),
    ];
  });
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => overlap(a, b) && found.push(`${a.name} / ${b.name}`)));
  return found;
}

async function checkLayout(page: Page, path: string) {
  await gotoHydrated(page, path);
  const controls = await fixedControls(page);
  expect(controls.map((c) => c.name)).toEqual(["header", "Get In Touch", "TENFOLD"]);
  expect(overlaps(controls), "fixed controls that overlap").toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    "sideways scroll (px)",
  ).toBeLessThanOrEqual(0);

  // At the end of the page its last line is above the floating controls, not under them.
  // Sections that load as they near the screen make the page longer: scroll until it is done.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const before = document.documentElement.scrollHeight;
        window.scrollTo({ top: before, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 300));
        return (
          document.documentElement.scrollHeight === before && Math.ceil(window.scrollY + window.innerHeight) >= before
        );
      }),
    )
    .toBe(true);
  const lastBottom = await page.evaluate(() => {
    const last = [...document.querySelectorAll("main p, main li, main h2, footer p, footer a")]
      .filter((e) => e.getClientRects().length > 0)
      .at(-1);
    return last?.getBoundingClientRect().bottom ?? 0;
  });
  const dockTop = Math.min(...(await fixedControls(page)).filter((c) => c.name !== "header").map((c) => c.top));
  expect(lastBottom, "the page's last line ends above the floating controls").toBeLessThanOrEqual(dockTop);
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });
    for (const path of PAGES) {
      test(`${path}: fixed controls apart, no sideways scroll, last line clear`, async ({ page }) => {
        await checkLayout(page, path);
      });
    }
  });
}

test.describe("a phone on its side (740 x 360)", () => {
  test.use({ viewport: { width: 740, height: 360 } });
  for (const path of PAGES) {
    test(`${path}: fixed controls apart, no sideways scroll, last line clear`, async ({ page }) => {
      await checkLayout(page, path);
    });
  }
});

for (const [width, height] of [
  [320, 740],
  [1280, 800],
  [1280, 1400],
] as const) {
  test(`a short page's footer reaches the bottom of a ${width} x ${height} screen`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const path of ["/no-such-page", "/approval/not-a-real-link"]) {
      await gotoHydrated(page, path);
      const footer = page.locator("footer.site-footer");
      await expect(footer).toBeVisible();
      const bottom = await footer.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
      expect(bottom, `${path}: the footer's bottom edge`).toBeGreaterThanOrEqual(height);
      expect(bottom).toBe(await page.evaluate(() => document.documentElement.scrollHeight));
    }
  });
}

test("a toast sits above the floating controls at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoHydrated(page, "/");
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await form.getByLabel(/Email address/).fill("not-an-address");
  await form.getByRole("button", { name: "Subscribe" }).click();
  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText("Invalid email");
  const toastBox = (await toast.boundingBox())!;
  const controls = await fixedControls(page);
  for (const control of controls.filter((c) => c.name !== "header")) {
    expect(
      overlap(
        {
          name: "toast",
          left: toastBox.x,
          top: toastBox.y,
          right: toastBox.x + toastBox.width,
          bottom: toastBox.y + toastBox.height,
        },
        control,
      ),
      `toast over ${control.name}`,
    ).toBe(false);
  }
});
