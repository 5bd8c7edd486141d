// TENFOLD's panel and floating badge against WCAG 2.2 AA (issue 23), as a keyboard, zoom or
// reduced-motion visitor meets them in Chromium. Time is Playwright's clock, never a sleep.
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { contrast, holdChat } from "./helpers.ts";

const launcher = (page: Page) => page.getByRole("button", { name: /TENFOLD, the AI assistant/ });
const panel = (page: Page) => page.getByRole("dialog", { name: "TENFOLD" });
const tab = (page: Page, name: "chat" | "voice") => panel(page).getByRole("tab", { name });
const closeButton = (page: Page) => panel(page).getByRole("button", { name: "Close TENFOLD" });
const input = (page: Page) => panel(page).getByLabel("Message TENFOLD");
const badge = (page: Page) => page.getByTestId("tenfold-badge");
const IDLE_WORDS = ["Available", "Ready", "Online"];

async function openTenfold(page: Page) {
  await gotoHydrated(page, "/faq");
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

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
const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** The focused element's role attribute, or its tag name. */
const focusedRole = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("role") ?? document.activeElement?.tagName.toLowerCase());

const style = (locator: Locator, property: string, pseudo?: string) =>
  locator.evaluate((element, [name, after]) => getComputedStyle(element, after).getPropertyValue(name), [property, pseudo ?? null] as const);

for (const width of [1280, 375]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the mode tabs are one Tab stop, and the arrows, Home and End move and select", async ({ page }) => {
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
        await expect(tab(page, expected)).toHaveAttribute("aria-selected", "true");
        await expect(tab(page, expected === "chat" ? "voice" : "chat")).toHaveAttribute("aria-selected", "false");
        // Each tab controls the panel named by it, and only the selected one shows.
        const shown = panel(page).getByRole("tabpanel", { name: expected });
        await expect(shown).toBeVisible();
        await expect(tab(page, expected)).toHaveAttribute("aria-controls", (await shown.getAttribute("id")) ?? "missing");
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
      const check = async () => {
        const results = await new AxeBuilder({ page }).include("[role=dialog]").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
        return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
      };
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
test("the badge does not change while the launcher is hovered", async ({ page }) => {
  const words = await watchBadge(page);
  await page.goto("/faq");
  await launcher(page).hover();
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
  await page.clock.runFor(60_000);
  await nextFrame(page);
  expect(await words()).toEqual(["Available"]);
});

test("the badge does not change while the launcher has the keyboard focus", async ({ page }) => {
  const words = await watchBadge(page);
  await page.goto("/faq");
  await launcher(page).focus();
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
  await expect(launcher(page)).toBeFocused();
  await page.clock.runFor(60_000);
  await nextFrame(page);
  expect(await words()).toEqual(["Available"]);
});

test("the selected tab's underline, the placeholder and the field's border stand out from the white panel", async ({ page }) => {
  await openTenfold(page);
  const background = await style(panel(page), "background-color");
  const selected = tab(page, "chat");
  expect(parseFloat(await style(selected, "border-bottom-width"))).toBeGreaterThanOrEqual(2);
  expect(contrast(await style(selected, "border-bottom-color"), background)).toBeGreaterThanOrEqual(3);
  expect(await input(page).getAttribute("placeholder")).toBe("Ask TENFOLD…");
  const field = await style(input(page), "background-color");
  expect(contrast(await style(input(page), "color", "::placeholder"), field)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(await style(input(page), "border-top-color"), background)).toBeGreaterThanOrEqual(3);
});

test("every control in the panel shows a focus outline when reached with the keyboard", async ({ page }) => {
  await openTenfold(page);
  // A reply with an action button and a link, so those are in the Tab order too.
  await page.route("**/api/tenfold-chat", (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify({ response: "See [our services](/#services).", actions: [{ type: "navigate", label: "Show me your services", href: "/#services" }] }) }),
  );
  await input(page).fill("Services?");
  await input(page).press("Enter");
  await expect(panel(page).getByRole("button", { name: "Show me your services" })).toBeVisible();
  await input(page).fill("and a draft, so Send is enabled");
  await closeButton(page).focus();
  const reached: string[] = [];
  for (let step = 0; step < 12; step++) {
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const inPanel = Boolean(element?.closest("[role=dialog]"));
      const style = element ? getComputedStyle(element) : undefined;
      return { inPanel, name: element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "", outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : "" };
    });
    if (!focused.inPanel) break;
    reached.push(focused.name);
    expect(focused.outline, `focus outline on ${focused.name}`).not.toMatch(/^none|\s0px$/);
    await page.keyboard.press("Tab");
  }
  expect(reached).toEqual(expect.arrayContaining(["Close TENFOLD", "chat", "our services", "Show me your services", "Send"]));
});

test.describe("at 320 × 256 (400% zoom)", () => {
  test.use({ viewport: { width: 320, height: 256 } });
  const LONG_ADDRESS = `https://example.com/${"a-very-long-path-segment-".repeat(8)}end`;

  test("the panel fills the screen, Close and the message box stay in view, and the conversation scrolls inside it", async ({ page }) => {
    // A returning visitor's long conversation, with an address that has no break opportunity.
    await page.addInitScript((address) => {
      const messages = Array.from({ length: 16 }, (_, i) => ({ id: `m${i}`, role: i % 2 ? "ai" : "user", text: i === 15 ? `Read ${address}` : `message ${i}`, ts: 1_700_000_000_000 + i }));
      localStorage.setItem("tenfold:messages:v1", JSON.stringify(messages));
    }, LONG_ADDRESS);
    await openTenfold(page);
    // Once it has grown out of the launcher.
    await expect.poll(() => panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 320, height: 256 });
    await expect(closeButton(page)).toBeInViewport({ ratio: 1 });
    await expect(tab(page, "chat")).toBeInViewport({ ratio: 1 });
    await expect(input(page)).toBeInViewport({ ratio: 1 });

    const log = panel(page).getByRole("log");
    const sizes = await log.evaluate((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight, scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(sizes.scrollHeight, "the conversation is taller than its box").toBeGreaterThan(sizes.clientHeight);
    expect(sizes.scrollWidth, "long addresses wrap").toBeLessThanOrEqual(sizes.clientWidth);
    await expect(log.getByText(LONG_ADDRESS, { exact: false })).toBeVisible();

    // The wheel scrolls the conversation; wheeling on past its end leaves the page where it is.
    const pageScroll = () => page.evaluate(() => window.scrollY);
    const logScroll = () => log.evaluate((element) => element.scrollTop);
    const end = sizes.scrollHeight - sizes.clientHeight;
    await log.hover();
    await page.mouse.wheel(0, -5000);
    await expect.poll(logScroll).toBe(0);
    await page.mouse.wheel(0, 120);
    await expect.poll(logScroll).toBeGreaterThan(0);
    await page.mouse.wheel(0, 5000);
    await expect.poll(logScroll).toBeGreaterThanOrEqual(end - 1);
    await page.mouse.wheel(0, 400);
    // Wheel events are handled in order: once this one has scrolled, the one before it is done.
    await page.mouse.wheel(0, -60);
    await expect.poll(logScroll).toBeLessThan(end - 1);
    expect(await pageScroll()).toBe(0);
    await page.screenshot({ path: test.info().outputPath("sheet.png") });
    await expect(closeButton(page)).toBeInViewport({ ratio: 1 });
  });
});
