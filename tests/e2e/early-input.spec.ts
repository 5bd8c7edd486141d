// Pressed before the app has loaded: a visitor who presses Menu, Search, TENFOLD or Get In Touch,
// or types into the newsletter field, the moment it is painted gets what they asked for. The
// app's scripts (all but the small entry script and its static imports) are held until the press
// has happened, so each press certainly lands in the window before React listens, which the
// inline capture covers, on any CPU. How long the outcome takes on a slow phone is a benchmark,
// not asserted here, where it would measure the other tests running beside it: `npm run bench`
// prints the time from the press to the outcome for these controls at 4x CPU throttling against
// the 2 s target.
import type { Page } from "@playwright/test";
import { shownAt } from "../fixtures/shown-at.ts";
import { expect, test } from "./fixtures.ts";

// What these tests measure is how a page loads, so each starts in a tab nothing was loaded in.
test.use({ freshTab: true });

interface HeldApp {
  /** Lets the app's scripts through. */
  release: () => void;
}

/**
 * Opens `path` with the app's scripts held back, and returns once it has painted. The page notes the time of the visitor's first press (click, Enter or Ctrl+K) in its
 * own clock, so the time to the outcome is what the visitor sees, not the test runner's latency.
 */
async function openBeforeTheApp(page: Page, path: string): Promise<HeldApp> {
  await page.addInitScript(() => {
    const note = (event: Event) => {
      const w = window as unknown as { firstPressAt?: number };
      w.firstPressAt ??= event.timeStamp;
    };
    window.addEventListener("click", note, true);
    window.addEventListener(
      "keydown",
      (event) => (event.key === "Enter" || event.ctrlKey ? note(event) : undefined),
      true,
    );
  });
  // The entry script and what it imports statically load as usual; what it loads on demand
  // (React, the app, the page's code, dialogs) waits.
  const html = await (await page.request.get(path)).text();
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(entry, "the page's entry script").toBeTruthy();
  const entrySource = await (await page.request.get(entry!)).text();
  const firstLoad = new Set([
    entry,
    ...[...entrySource.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
      (match) => new URL(match[1]!, new URL(entry!, "http://x")).pathname,
    ),
  ]);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    polling: 20,
  });
  return { release };
}

/** Whether React has started on this page (it marks the document once the page has hydrated). */
const appStarted = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.dataset["hydrated"] === "true" ||
      document.documentElement.dataset["tenfold"] === "ready",
  );

/**
 * After a press made while the app was held: checks that the app had not started, lets it load,
 * and expects `selector` (containing `text`, if given) on screen.
 */
async function expectOutcome(page: Page, app: HeldApp, selector: string, text = "") {
  expect(await appStarted(page), "the press came before the app").toBe(false);
  const shown = shownAt(page, selector, text);
  app.release();
  const pressedAt = await page.evaluate(() => (window as unknown as { firstPressAt?: number }).firstPressAt);
  expect(pressedAt, "the page saw the press").toBeDefined();
  await shown;
}

test.describe("pressed before the app has loaded", () => {
  test("Menu (desktop) opens the menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const app = await openBeforeTheApp(page, "/");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expectOutcome(page, app, "header a", "Show me your team");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
  });

  test("Menu (phone) opens the mobile menu", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const app = await openBeforeTheApp(page, "/services/crisis-communications");
    await page.getByRole("button", { name: "Menu" }).click();
    await expectOutcome(page, app, 'nav[aria-label="Mobile"]');
  });

  test("Search opens the command palette", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const app = await openBeforeTheApp(page, "/");
    await page.getByRole("button", { name: /Search/ }).click();
    await expectOutcome(page, app, "[cmdk-input]");
  });

  test("Ctrl+K opens the command palette, not the browser's search", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const app = await openBeforeTheApp(page, "/insights");
    await page.keyboard.press("Control+k");
    await expectOutcome(page, app, "[cmdk-input]");
  });

  test("the TENFOLD launcher opens TENFOLD", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const app = await openBeforeTheApp(page, "/services/crisis-communications");
    await page.getByRole("button", { name: /Open TENFOLD/ }).click();
    await expectOutcome(page, app, '[role="dialog"]', "TENFOLD");
  });

  test("Get In Touch opens the contact form", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const app = await openBeforeTheApp(page, "/");
    await page.getByRole("button", { name: "Get In Touch" }).click();
    await expectOutcome(page, app, '[role="dialog"]', "Get in touch");
  });

  test("a suggestion card in the hero does what it says", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const app = await openBeforeTheApp(page, "/");
    await page
      .getByRole("button", { name: /Show me Tenfold/ })
      .first()
      .click();
    await expectOutcome(page, app, '[role="dialog"]', "TENFOLD");
  });

  test("an address typed into the newsletter field at once is kept, and Enter subscribes it", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const app = await openBeforeTheApp(page, "/");
    const field = page.getByRole("textbox", { name: /Email address for our insights/ });
    await field.fill(`early-${Date.now()}@example.com`);
    // The button works as soon as there is an address, before the app has loaded.
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    await field.press("Enter");
    await expectOutcome(page, app, "li", "Successfully subscribed!");
    await expect(page.getByText("You'll receive our latest insights and analysis.").first()).toBeVisible();
  });

  test("each press is kept once: two presses of Menu before the app still open it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const app = await openBeforeTheApp(page, "/faq");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await menu.click();
    // Replaying both presses would toggle the menu open and shut again before a frame: the menu
    // would never be shown, and this wait would run out.
    await expectOutcome(page, app, "header a", "Show me your team");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
  });
});

test("a triggerTenfold page event sent before TENFOLD is listening opens the panel, once", async ({ page }) => {
  // A page script (a campaign link handler, say) that fires as soon as the document is parsed,
  // long before the app has loaded; twice, as a script retrying would.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      window.dispatchEvent(new CustomEvent("triggerTenfold"));
      window.dispatchEvent(new CustomEvent("triggerTenfold"));
    });
  });
  await page.goto("/faq");
  await expect(page.getByRole("dialog", { name: "TENFOLD" })).toBeVisible();
});
