// WCAG 2.2 AA by keyboard, beyond what axe can see: every focused control shows a ring that
// contrasts with what it sits on, no focused element is hidden under the fixed header or the
// floating controls, and focus follows the visitor to a new page or section (and survives a
// section's code rendering over its markup).
import type { Locator, Page } from "@playwright/test";
import { SIZES } from "./a11y-sizes.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

/**
 * Focuses `control` as a keyboard user would (after a key press, so :focus-visible applies) and
 * measures its focus indicator: the pixels around and on the control that the focus changed, and
 * the contrast of each against what was there before. Returns how many changed pixels reach 3:1
 * and the control's perimeter in pixels (a ring one pixel wide all round is that many).
 */
async function focusIndicator(page: Page, control: Locator): Promise<{ strong: number; perimeter: number }> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error("control not rendered");
  const margin = 8;
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  const clip = {
    x,
    y,
    width: Math.min(viewport.width - x, box.width + 2 * margin),
    height: Math.min(viewport.height - y, box.height + 2 * margin),
  };
  await control.evaluate((element) => (element as HTMLElement).blur());
  const before = await page.screenshot({ clip, animations: "disabled" });
  await page.keyboard.press("Shift");
  await control.focus();
  await expect(control).toBeFocused();
  const after = await page.screenshot({ clip, animations: "disabled" });
  const strong = await page.evaluate(
    async ([a, b]) => {
      // Decoded in the page (img-src allows data: URLs; fetch of one is not allowed by the CSP).
      const decode = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no canvas");
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.naturalWidth, image.naturalHeight).data;
      };
      const [one, two] = await Promise.all([decode(a), decode(b)]);
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (d: Uint8ClampedArray, i: number) =>
        0.2126 * channel(d[i] ?? 0) + 0.7152 * channel(d[i + 1] ?? 0) + 0.0722 * channel(d[i + 2] ?? 0);
      let count = 0;
      for (let i = 0; i < one.length; i += 4) {
        const l1 = luminance(one, i);
        const l2 = luminance(two, i);
        if ((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) >= 3) count += 1;
      }
      return count;
    },
    [before.toString("base64"), after.toString("base64")] as const,
  );
  return { strong, perimeter: Math.round(2 * (box.width + box.height)) };
}

for (const { name, viewport } of SIZES) {
  test.describe(`at ${name} size`, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    test("every kind of control shows a focus ring of at least 3:1 against what it sits on", async ({ page }) => {
      await gotoHydrated(page, "/faq");
      const onFaq: [string, Locator][] = [
        ["Get In Touch (over a white page)", page.getByRole("button", { name: "Get In Touch" })],
        ["the TENFOLD launcher", page.getByRole("button", { name: /TENFOLD, the AI assistant/ })],
        ["Search in the navy header", page.getByRole("button", { name: /^Search/ })],
        ["a link in the footer", page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" })],
      ];
      await gotoHydrated(page, "/");
      const onHome: [string, Locator][] = [
        ["a suggestion card (navy)", page.getByRole("button", { name: /Show me what you do/ })],
        ["the newsletter's email field", page.getByLabel(/email/i).first()],
      ];
      for (const [label, control] of onHome) {
        const { strong, perimeter } = await focusIndicator(page, control);
        expect(strong, `${label}: pixels of the ring at 3:1 or more`).toBeGreaterThanOrEqual(perimeter);
      }
      await gotoHydrated(page, "/faq");
      for (const [label, control] of onFaq) {
        const { strong, perimeter } = await focusIndicator(page, control);
        expect(strong, `${label}: pixels of the ring at 3:1 or more`).toBeGreaterThanOrEqual(perimeter);
      }
    });

    test("no focused element is entirely hidden under the header or the floating controls, tabbing either way", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const path of ["/", "/faq"]) {
        await gotoHydrated(page, path);
        const hidden: string[] = [];
        for (const key of ["Tab", "Shift+Tab"]) {
          // Every stop once: the walk ends when focus comes back round to a stop it has seen.
          let visited = 0;
          for (let stop = 0; stop < 150; stop += 1, visited += 1) {
            await page.keyboard.press(key);
            const problem = await page.evaluate((direction) => {
              const element = document.activeElement;
              if (!(element instanceof HTMLElement) || element === document.body) return null;
              if (element.dataset["tabbed"] === direction) return "seen";
              element.dataset["tabbed"] = direction;
              // The fixed controls themselves are always on screen.
              if (element.closest("header, [data-floating-dock], [role=dialog]")) return null;
              const rect = element.getBoundingClientRect();
              if (rect.width === 0 || rect.height === 0) return null;
              const points = [0.5, 0.1, 0.9].flatMap((fx) =>
                [0.5, 0.15, 0.85].map((fy) => [rect.left + rect.width * fx, rect.top + rect.height * fy] as const),
              );
              const seen = points.some(([px, py]) => {
                if (px < 0 || py < 0 || px >= innerWidth || py >= innerHeight) return false;
                const top = document.elementFromPoint(px, py);
                return top !== null && (top === element || element.contains(top));
              });
              return seen ? null : `${element.tagName} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
            }, key);
            if (problem === "seen") break;
            if (problem) hidden.push(`${path} ${key}: ${problem}`);
          }
          // The walk went round the page, not just a few stops (the header alone has more than 10).
          expect(visited).toBeGreaterThan(25);
        }
        expect(hidden).toEqual([]);
      }
    });

    test("a link to another page moves focus to its heading and announces its title", async ({ page }) => {
      await gotoHydrated(page, "/faq");
      const link = page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" });
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
      await expect(page).toHaveTitle(/^Privacy Policy \|/);
      await expect(page.locator("#route-announcer")).toHaveText(await page.title());
      // The next Tab continues from the new page's heading, not from the footer link that is gone.
      await page.keyboard.press("Tab");
      const next = await page.evaluate(() => document.activeElement?.closest("main") !== null);
      expect(next).toBe(true);
    });

    test("a suggestion card moves focus to the heading of the section it scrolls to", async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: /Show me what you do/ }).focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("#services-heading")).toBeFocused();
      await expect(page.locator("#services-heading")).toBeInViewport();
    });
  });
}

test.describe("a home-page section whose code arrives while a link in it has focus", () => {
  test.use({ viewport: { width: 375, height: 740 }, reducedMotion: "reduce", serviceWorkers: "block" });

  test("keeps focus on that link", async ({ page }) => {
    // Hold the Services section's code until the visitor has tabbed into its markup.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/services-section-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/");
    let label = "";
    for (let stop = 0; stop < 80 && !label; stop += 1) {
      await page.keyboard.press("Tab");
      label = await page.evaluate(() =>
        document.activeElement?.closest("#services") ? (document.activeElement?.textContent ?? "").trim() : "",
      );
    }
    expect(label).not.toBe("");
    await expect(page.locator("#services[data-ready]")).toHaveCount(0);
    release();
    await expect(page.locator("#services[data-ready]")).toHaveCount(1);
    const after = await page.evaluate(() => ({
      inside: document.activeElement?.closest("#services") !== null,
      text: (document.activeElement?.textContent ?? "").trim(),
    }));
    expect(after).toEqual({ inside: true, text: label });
  });
});
