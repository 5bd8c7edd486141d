// Each page carries only the rules its own markup uses and links the whole stylesheet, which the
// app applies before it hydrates (build/critical-css.ts). Applying it must change nothing already
// on the page: a rule missing from the page would restyle, and possibly move, what a visitor is
// already reading. Checked on one page of every kind, at a phone's width and a desktop's.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { routeTable } from "./route-table.ts";

const onePerKind = [...new Map(routeTable.map((entry) => [entry.kind, entry.path])).entries()];

/**
 * Every element's computed style, and its drawn ::before's and ::after's, as one text per element, kept
 * in the page: a reading is megabytes, and only what changed needs to come back to the test.
 */
function keepComputedStyles(page: Page, key: "before" | "after") {
  return page.evaluate((slot) => {
    const text = (style: CSSStyleDeclaration) =>
      Array.from(style, (name) => `${name}:${style.getPropertyValue(name)}`).join(";");
    const readings = Array.from(document.querySelectorAll("body *"), (element) => {
      const name = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
      const own = text(getComputedStyle(element));
      // A pseudo-element with no content is not drawn, so only its content is compared (a rule
      // that gave it content would show); one that is drawn is compared whole.
      const pseudo = ["::before", "::after"]
        .map((p) => {
          const style = getComputedStyle(element, p);
          const drawn = style.content !== "none" && style.content !== "normal";
          return drawn ? text(style) : `content:${style.content}`;
        })
        .join("|");
      return { name, style: `${own}|${pseudo}` };
    });
    const kept = ((window as unknown as { __styles?: Record<string, typeof readings> }).__styles ??= {});
    kept[slot] = readings;
    return readings.length;
  }, key);
}

/** Lets the entrance animations end (an endless one, a status pulse, never does). */
function letEntrancesEnd(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished),
    ),
  );
}

/** Holds each endless animation at its start, so two readings do not differ by its progress. */
function holdEndlessAnimations(page: Page) {
  return page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY) {
        animation.pause();
        animation.currentTime = 0;
      }
  });
}

/** What changed between the two kept readings, one line per element with its new declarations. */
function changes(page: Page) {
  return page.evaluate(() => {
    type Reading = { name: string; style: string }[];
    const { before = [], after = [] } = (window as unknown as { __styles: Record<string, Reading> }).__styles;
    const found: string[] = [];
    before.forEach(({ name, style }, i) => {
      const next = after[i]?.style ?? "";
      if (next === style) return;
      const was = new Set(style.split(";"));
      found.push(
        `${name}: ${next
          .split(";")
          .filter((d) => !was.has(d))
          .slice(0, 4)
          .join("; ")}`,
      );
    });
    return found;
  });
}

for (const [kind, path] of onePerKind) {
  test(`${kind} (${path}): applying the whole stylesheet restyles nothing the page already shows`, async ({ page }) => {
    // The app would apply the stylesheet itself; here the test does, at a moment it chooses.
    await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path, { waitUntil: "load" });
      const link = page.locator("link[data-site-stylesheet]");
      await expect(link).toHaveAttribute("media", "print");
      await page.waitForFunction(() => {
        const sheet = document.querySelector<HTMLLinkElement>("link[data-site-stylesheet]")?.sheet;
        return Boolean(sheet && sheet.cssRules.length > 0) && document.fonts.status === "loaded";
      });
      await letEntrancesEnd(page);
      await holdEndlessAnimations(page);
      const before = await keepComputedStyles(page, "before");
      await link.evaluate((element: HTMLLinkElement) => (element.media = "all"));
      // Not waiting for entrances again: one the stylesheet started over would still be running.
      await holdEndlessAnimations(page);
      const after = await keepComputedStyles(page, "after");
      expect(after, `${width} px`).toBe(before);
      expect(await changes(page), `${width} px`).toEqual([]);
    }
  });
}
