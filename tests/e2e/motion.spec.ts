// The popups a visitor opens animate (framer-motion, loaded with them): TENFOLD's panel grows out
// of its launcher and shrinks back, the contact modal scales up in the centre and fades away, new
// chat messages rise into place; visitors who ask for less motion get fades without movement.
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// These tests read animation frames as they are painted, so each starts in a tab nothing was loaded in.
test.use({ freshTab: true });

interface Frame {
  /**
   * Where the reading comes from: a frame as painted (read after the frame's callbacks), a value
   * the page wrote (read at the mutation, possibly replaced before any paint), or a keyframe of a
   * running Web Animation (what the compositor will show).
   */
  readonly source: "painted" | "written" | "keyframe";
  readonly opacity: number;
  /** Horizontal scale from the computed transform matrix (1 when there is no transform). */
  readonly scale: number;
  readonly hidden: boolean;
}

/**
 * Clicks `clickSelector` and records how the element matching `watchSelector` looks for 600 ms, then
 * once more. It reads at every change the page makes (insertion, `hidden`, the inline styles
 * framer-motion writes per step), at every frame, and it also records the keyframes of any Web
 * Animation running on the element (framer-motion hands opacity and transform to the browser's
 * compositor where it can). So a loaded machine that skips frames still shows what the animation
 * does, where sampled frames alone can miss a 0.2 s animation altogether.
 */
function recordAfterClick(page: Page, clickSelector: string, watchSelector: string): Promise<Frame[]> {
  return page.evaluate(
    ([clickAt, watch]) =>
      new Promise<Frame[]>((resolve) => {
        const frames: Frame[] = [];
        const scaleOf = (transform: string | undefined) =>
          !transform || transform === "none" ? 1 : new DOMMatrixReadOnly(transform).a;
        const read = (source: "painted" | "written") => {
          const element = document.querySelector<HTMLElement>(watch);
          if (!element) {
            frames.push({ source, opacity: 0, scale: 1, hidden: true });
            return;
          }
          const style = getComputedStyle(element);
          const hidden = element.hidden !== false || style.display === "none";
          for (const animation of element.getAnimations()) {
            if (!(animation.effect instanceof KeyframeEffect)) continue;
            for (const keyframe of animation.effect.getKeyframes()) {
              // A property this animation does not move is recorded at rest (opacity 1, scale 1).
              const opacity = keyframe["opacity"] === undefined ? 1 : Number(keyframe["opacity"]);
              const transform = typeof keyframe["transform"] === "string" ? keyframe["transform"] : "none";
              frames.push({ source: "keyframe", opacity, scale: scaleOf(transform), hidden });
            }
          }
          frames.push({ source, opacity: Number(style.opacity), scale: scaleOf(style.transform), hidden });
        };
        const observer = new MutationObserver(() => read("written"));
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ["style", "hidden", "class"],
        });
        let sampling = true;
        // Read once the frame's callbacks (framer-motion's among them) have run: what was painted.
        const everyFrame = () => {
          if (!sampling) return;
          read("painted");
          requestAnimationFrame(() => setTimeout(everyFrame, 0));
        };
        document.querySelector<HTMLElement>(clickAt)?.click();
        requestAnimationFrame(() => setTimeout(everyFrame, 0));
        setTimeout(() => {
          sampling = false;
          observer.disconnect();
          read("painted");
          resolve(frames);
        }, 600);
      }),
    [clickSelector, watchSelector] as const,
  );
}

const LAUNCHER = 'button[aria-label*="TENFOLD, the AI assistant"]';
const PANEL = "section[role=dialog]";

/** Waits until framer-motion's animation features have arrived, as they do with the panel. */
async function motionLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => entry.name.includes("motion-features")),
      ),
    )
    .toBe(true);
}

async function panelReady(page: Page) {
  await gotoHydrated(page, "/faq");
  await page.locator(LAUNCHER).click();
  await expect(page.getByRole("dialog", { name: "TENFOLD" })).toBeVisible();
  await motionLoaded(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "TENFOLD" })).toBeHidden();
}

test("TENFOLD's panel grows out of the launcher as it opens and shrinks back as it closes", async ({ page }) => {
  await panelReady(page);

  const opening = await recordAfterClick(page, LAUNCHER, PANEL);
  const growing = opening.filter((frame) => !frame.hidden);
  expect(growing.some((frame) => frame.opacity < 1 && frame.scale < 1)).toBe(true);
  expect(growing.at(-1)).toEqual({ source: "painted", opacity: 1, scale: 1, hidden: false });
  await expect(page.getByRole("dialog", { name: "TENFOLD" }).getByLabel("Message TENFOLD")).toBeFocused();

  const closing = await recordAfterClick(page, LAUNCHER, PANEL);
  expect(closing.some((frame) => !frame.hidden && frame.opacity < 1 && frame.scale < 1)).toBe(true);
  expect(closing.at(-1)?.hidden).toBe(true);
});

test("with reduced motion the panel fades in without scaling", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await panelReady(page);
  // Frames a visitor can see: not hidden and not fully transparent.
  const opening = (await recordAfterClick(page, LAUNCHER, PANEL)).filter((frame) => !frame.hidden && frame.opacity > 0);
  // What is painted or animated never scales (a value written and replaced before a paint is not seen).
  expect(opening.filter((frame) => frame.source !== "written").every((frame) => frame.scale === 1)).toBe(true);
  expect(opening.some((frame) => frame.opacity < 1)).toBe(true);
  expect(opening.at(-1)?.opacity).toBe(1);
});

/**
 * Clicks `clickSelector` and reports the opacity each message (a `div`) added to `listSelector` has when it
 * is inserted, before any frame is painted. Unlike frame sampling this does not depend on the
 * machine keeping up: a loaded CI runner can skip a short animation's frames, never its start.
 */
function opacitiesOnInsert(page: Page, clickSelector: string, listSelector: string): Promise<number[]> {
  return page.evaluate(
    ([clickAt, list]) =>
      new Promise<number[]>((resolve) => {
        const target = document.querySelector(list);
        if (!target) return resolve([]);
        const seen: number[] = [];
        const observer = new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node instanceof HTMLDivElement) seen.push(Number(getComputedStyle(node).opacity));
            }
          }
        });
        observer.observe(target, { childList: true });
        document.querySelector<HTMLElement>(clickAt)?.click();
        setTimeout(() => {
          observer.disconnect();
          resolve(seen);
        }, 500);
      }),
    [clickSelector, listSelector] as const,
  );
}

test("a new chat message rises into place; a restored conversation does not replay", async ({ page }) => {
  await panelReady(page);
  await page.locator(LAUNCHER).click();
  const panel = page.getByRole("dialog", { name: "TENFOLD" });
  await panel.getByLabel("Message TENFOLD").fill("Where are your offices?");
  const inserted = await opacitiesOnInsert(page, `${PANEL} button[type=submit]`, `${PANEL} [role=log]`);
  // The visitor's message (and then the reply) enters transparent and fades up.
  expect(inserted[0]).toBe(0);
  await expect(panel.getByRole("log")).toContainText("TENFOLD said:");

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
  // The panel is rendered, closed, once the page has settled; wait for it so the click shows it at once.
  await page.locator(PANEL).waitFor({ state: "attached" });
  const reopened = await recordAfterClick(page, LAUNCHER, `${PANEL} [role=log] > div`);
  const shown = reopened.filter((frame) => !frame.hidden);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((frame) => frame.source !== "written").every((frame) => frame.opacity === 1)).toBe(true);
});

test("the contact modal scales up in the centre of the screen and fades away", async ({ page }) => {
  await gotoHydrated(page, "/faq");
  const open = page.getByRole("button", { name: "Get In Touch" });
  const dialog = page.getByRole("dialog", { name: "Get in touch" });
  // The first opening loads the modal and the animation features together.
  await open.click();
  await expect(dialog).toBeVisible();
  await motionLoaded(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const opening = await recordAfterClick(page, "button[aria-haspopup=dialog]", "div[role=dialog]");
  expect(opening.some((frame) => !frame.hidden && frame.opacity < 1 && frame.scale < 1)).toBe(true);
  expect(opening.at(-1)).toEqual({ source: "painted", opacity: 1, scale: 1, hidden: false });
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  expect(Math.abs(box!.x + box!.width / 2 - viewport!.width / 2)).toBeLessThan(2);
  expect(Math.abs(box!.y + box!.height / 2 - viewport!.height / 2)).toBeLessThan(2);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
