// TENFOLD's panel and floating badge against WCAG 2.2 AA, as a keyboard or
// reduced-motion visitor meets them in Chromium. Time is Playwright's clock, never a sleep.
import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { holdChat } from "./helpers.ts";
import { launcher, panel, input, tab, closeButton, openTenfold } from "./tenfold-panel.ts";

const badge = (page: Page) => page.getByTestId("tenfold-badge");
const IDLE_WORDS = ["Available", "Ready", "Online"];

/**
 * Records every word the badge shows from the first paint on (a MutationObserver, which runs
 * whatever the clock does), and installs Playwright's clock, so the test moves time on itself.
 * (The clock keeps running: a paused one would also hold the page's hydration, which waits for
 * the first paint.)
 */
async function watchBadge(page: Page) {
  await page.addInitScript(() => {
    const words: string[] = [];
    (window as unknown as { badgeWords: string[] }).badgeWords = words;
    new MutationObserver(() => {
      const word = document.querySelector("[data-testid=tenfold-badge]")?.textContent ?? "";
      if (word && word !== words.at(-1)) words.push(word);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.clock.install();
  return () => page.evaluate(() => [...(window as unknown as { badgeWords: string[] }).badgeWords]);
}

/** Lets the page render what the timers just asked for before the test reads it. */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** The focused element's role attribute, or its tag name. */
const focusedRole = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("role") ?? document.activeElement?.tagName.toLowerCase());

for (const width of [1280, 375]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the mode tabs are one Tab stop; the arrows, Home and End move the focus, Enter and Space select", async ({
      page,
    }) => {
      await openTenfold(page);
      await closeButton(page).focus();
      await page.keyboard.press("Tab");
      await expect(tab(page, "chat")).toBeFocused();
      await expect(tab(page, "chat")).toHaveAttribute("aria-selected", "true");
      // The next Tab leaves the tablist: the voice tab is not a stop of its own.
      await page.keyboard.press("Tab");
      expect(await focusedRole(page)).not.toBe("tab");
      await page.keyboard.press("Shift+Tab");
      await expect(tab(page, "chat")).toBeFocused();

      const steps = [
        ["ArrowRight", "voice"],
        ["ArrowRight", "chat"],
        ["ArrowLeft", "voice"],
        ["ArrowLeft", "chat"],
        ["End", "voice"],
        ["Home", "chat"],
        ["End", "voice"],
      ] as const;
      for (const [key, expected] of steps) {
        await page.keyboard.press(key);
        await expect(tab(page, expected), `${key} leads to ${expected}`).toBeFocused();
        // Selection is manual: the chat stays selected and on screen as the focus moves.
        await expect(tab(page, "chat")).toHaveAttribute("aria-selected", "true");
        await expect(panel(page).getByRole("tabpanel", { name: "chat" })).toBeVisible();
      }
      for (const [key, expected] of [
        ["Enter", "voice"],
        ["Home", "chat"],
        [" ", "chat"],
        ["End", "voice"],
        [" ", "voice"],
      ] as const) {
        await page.keyboard.press(key);
        await expect(tab(page, expected)).toBeFocused();
        if (key === "Home" || key === "End") continue;
        await expect(tab(page, expected)).toHaveAttribute("aria-selected", "true");
        await expect(tab(page, expected === "chat" ? "voice" : "chat")).toHaveAttribute("aria-selected", "false");
        // Each tab controls the panel named by it, and only the selected one shows.
        const shown = panel(page).getByRole("tabpanel", { name: expected });
        await expect(shown).toBeVisible();
        await expect(tab(page, expected)).toHaveAttribute(
          "aria-controls",
          (await shown.getAttribute("id")) ?? "missing",
        );
      }
      // From the voice tab, Shift+Tab goes back to Close: still one stop.
      await page.keyboard.press("Shift+Tab");
      await expect(closeButton(page)).toBeFocused();
    });

    test("the page has one banner landmark with the panel open", async ({ page }) => {
      await openTenfold(page);
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(panel(page).getByRole("banner")).toHaveCount(0);
    });

    test("axe finds no violations with the panel open, on either tab", async ({ page }) => {
      // Two full axe runs on a shared two-core machine.
      test.slow();
      await openTenfold(page);
      const check = () => axeViolations(page, { within: "[role=dialog]", wcag22: true });
      expect(await check()).toEqual([]);
      await tab(page, "voice").click();
      await expect(panel(page).getByTestId("voice-status")).toBeVisible();
      expect(await check()).toEqual([]);
    });

    test("the badge shows Thinking, in orange, while a reply is on its way, and not after", async ({ page }) => {
      await openTenfold(page);
      const release = await holdChat(page);
      await input(page).fill("Where are your offices?");
      await input(page).press("Enter");
      await expect(badge(page)).toHaveText("Thinking");
      await expect(badge(page)).toHaveAttribute("data-tone", "orange");
      release();
      await expect(panel(page).getByRole("log")).toContainText("Bristol");
      await expect(badge(page)).toHaveAttribute("data-tone", "green");
      expect(IDLE_WORDS).toContain(await badge(page).innerText());
    });

    test("the badge, idle, never says Thinking, changes once and then holds", async ({ page }) => {
      const words = await watchBadge(page);
      await gotoHydrated(page, "/faq");
      await page.clock.runFor(7000);
      await expect.poll(words).toHaveLength(2);
      await page.clock.runFor(60_000);
      const seen = await words();
      expect(seen).toHaveLength(2);
      for (const word of seen) expect(IDLE_WORDS).toContain(word);
      await expect(badge(page)).toHaveAttribute("data-tone", "green");
    });

    test("the badge does not change for a visitor who prefers reduced motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      const words = await watchBadge(page);
      await gotoHydrated(page, "/faq");
      await page.clock.runFor(60_000);
      await nextFrame(page);
      expect(await words()).toEqual(["Available"]);
    });
  });
}

// The pointer and the focus arrive as the page loads, before the launcher's first tick at 3 s.
const ATTENTION = [
  { what: "is hovered", give: (target: Locator) => target.hover(), state: ":hover" },
  { what: "has the keyboard focus", give: (target: Locator) => target.focus(), state: ":focus" },
] as const;

for (const { what, give, state } of ATTENTION) {
  test(`the badge does not change while the launcher ${what}`, async ({ page }) => {
    const words = await watchBadge(page);
    await page.goto("/faq");
    await give(launcher(page));
    await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
    // Still hovered or focused once the page is live, so the minute below is spent with attention on it.
    expect(await launcher(page).evaluate((element, selector) => element.matches(selector), state)).toBe(true);
    await page.clock.runFor(60_000);
    await nextFrame(page);
    expect(await words()).toEqual(["Available"]);
  });
}
