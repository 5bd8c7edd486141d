// Each worker reuses one browser context between tests, and its tab unless the last test used CDP
// or failed (see tests/e2e/fixtures.ts). Here a test leaves behind everything a test can leave in a
// browser, and the next, in the same worker, must find none of it: once in a new tab, once in the
// reused one.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

/** Leaves state in the context, the tab and the site's storage, and goes offline. */
async function leaveStateBehind(page: Page, context: BrowserContext): Promise<void> {
  await context.grantPermissions(["clipboard-read"]);
  await context.route("**/api/health", (route) => route.fulfill({ status: 418, body: "left over" }));
  await page.route("**/robots.txt", (route) => route.fulfill({ status: 418, body: "left over" }));
  await page.addInitScript(() => Object.assign(window, { leftOver: true }));
  await context.addInitScript(() => Object.assign(window, { leftOverToo: true }));
  await page.exposeFunction("leftOverFunction", () => true);
  await context.setExtraHTTPHeaders({ "x-left-over": "1" });
  await page.setViewportSize({ width: 400, height: 500 });
  await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "dark" });
  await page.goto("/privacy-policy");
  await page.evaluate(async () => {
    localStorage.setItem("left", "over");
    sessionStorage.setItem("left", "over");
    document.cookie = "left=over; path=/";
    window.name = "left over";
    await new Promise((resolve) => (indexedDB.open("left-over").onsuccess = resolve));
  });
  await page.goto("/faq");
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
}

/** What the next test finds on a page of the site. */
async function stateFound(page: Page) {
  await page.goto("/privacy-policy");
  return page.evaluate(async () => ({
    online: navigator.onLine,
    history: history.length,
    name: window.name,
    initScripts: "leftOver" in window || "leftOverToo" in window,
    exposedFunction: "leftOverFunction" in window,
    width: window.innerWidth,
    reducedMotion: matchMedia("(prefers-reduced-motion: reduce)").matches,
    dark: matchMedia("(prefers-color-scheme: dark)").matches,
    localStorage: localStorage.length,
    sessionStorage: sessionStorage.length,
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((database) => database.name),
    clipboard: (await navigator.permissions.query({ name: "clipboard-read" as PermissionName })).state,
    fontSize: getComputedStyle(document.documentElement).fontSize,
    health: (await fetch("/api/health")).status,
    robots: (await fetch("/robots.txt")).status,
  }));
}

const NOTHING_LEFT = {
  online: true,
  name: "",
  initScripts: false,
  exposedFunction: false,
  width: 1280,
  reducedMotion: false,
  dark: false,
  localStorage: 0,
  sessionStorage: 0,
  cookie: "",
  databases: [],
  clipboard: "prompt",
  fontSize: "16px",
  health: 200,
  robots: 200,
};

test("a test that leaves state behind, some of it through CDP", async ({ page, context }) => {
  await leaveStateBehind(page, context);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
});

test("the next test in the worker gets a new tab and finds none of it", async ({ page, context }) => {
  expect(await context.cookies()).toEqual([]);
  // As in a tab of a new context: the blank page a tab opens on, then this one.
  expect(await stateFound(page)).toEqual({ ...NOTHING_LEFT, history: 2 });
});

test("a test that leaves state behind without CDP", async ({ page, context }) => {
  await leaveStateBehind(page, context);
});

test("the next test in the worker reuses the tab and finds none of it", async ({ page, context }) => {
  expect(await context.cookies()).toEqual([]);
  const { history, ...found } = await stateFound(page);
  expect(found).toEqual(NOTHING_LEFT);
  // The tab's history still holds the last test's pages: the one thing reuse cannot clear, and
  // nothing on the site reads it.
  expect(history).toBeGreaterThan(2);
});
