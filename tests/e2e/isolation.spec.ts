// Each worker reuses one browser context between tests (see tests/e2e/fixtures.ts). Here one test
// leaves behind everything a test can leave in a browser, and the next, in the same worker, must
// find none of it.
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

test("a test that leaves state behind", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read"]);
  await context.route("**/api/health", (route) => route.fulfill({ status: 418, body: "left over" }));
  await page.addInitScript(() => Object.assign(window, { leftOver: true }));
  await page.goto("/privacy-policy");
  await page.evaluate(async () => {
    localStorage.setItem("left", "over");
    sessionStorage.setItem("left", "over");
    document.cookie = "left=over; path=/";
    window.name = "left over";
    await new Promise((resolve) => (indexedDB.open("left-over").onsuccess = resolve));
  });
  await page.goto("/faq");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});

test("the next test in the worker finds none of it", async ({ page, context }) => {
  expect(await context.cookies()).toEqual([]);
  await page.goto("/privacy-policy");
  const state = await page.evaluate(async () => ({
    online: navigator.onLine,
    history: history.length,
    name: window.name,
    initScript: "leftOver" in window,
    localStorage: localStorage.length,
    sessionStorage: sessionStorage.length,
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((database) => database.name),
    clipboard: (await navigator.permissions.query({ name: "clipboard-read" as PermissionName })).state,
    fontSize: getComputedStyle(document.documentElement).fontSize,
    health: (await fetch("/api/health")).status,
  }));
  expect(state).toEqual({
    online: true,
    // As in a tab of a new context: the blank page a tab opens on, then this one.
    history: 2,
    name: "",
    initScript: false,
    localStorage: 0,
    sessionStorage: 0,
    cookie: "",
    databases: [],
    clipboard: "prompt",
    fontSize: "16px",
    health: 200,
  });
});
