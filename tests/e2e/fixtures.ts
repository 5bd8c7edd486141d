// Playwright fixtures: every test fails if the page logs an error or a hydration warning.
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

/** Whether the worker's tab carries something of the last test that Playwright's reset does not clear. */
interface TabState {
  dirty: boolean;
}

export const test = base.extend<{ consoleProblems: string[]; freshTab: boolean }, { tabState: TabState }>({
  /** A spec that measures how a page loads sets this: its tests get a tab nothing has been loaded in. */
  freshTab: [false, { option: true }],
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  tabState: [async ({}, use) => use({ dirty: false }), { scope: "worker" }],
  // Each worker reuses one browser context (`reuseContext` in playwright.config.ts), and its tab
  // too: on this machine a page test took about 2.1 s in a new context, 1.3 s in a new tab and
  // 0.4 s in the reused tab. Between tests Playwright navigates the tab to a blank page and resets
  // the context's cache, cookies, storage, routes, init scripts, exposed functions, viewport, media
  // emulation and clock. This clears the rest of what a test can leave: permissions, offline state,
  // headers, position and window.name. What a test sets through CDP (font sizes, CPU throttling)
  // stays on its tab, so a test that opens a CDP session, or fails, hands the next test a new tab.
  // tests/e2e/isolation.spec.ts checks the reset both ways.
  page: async ({ page: lastTab, context, serviceWorkers, reuseContext, freshTab, tabState }, use, testInfo) => {
    if (!reuseContext) {
      await use(lastTab);
      return;
    }
    // Cache Storage is not reset, so a service worker's caches would pass from one test to the next.
    if (serviceWorkers === "allow")
      throw new Error("A spec that allows service workers needs test.use({ reuseContext: false }) at its top.");
    let page = lastTab;
    if (tabState.dirty || freshTab) {
      page = await context.newPage();
      await lastTab.close();
    }
    await Promise.all([
      context.clearPermissions(),
      context.setOffline(false),
      context.setExtraHTTPHeaders({}),
      context.setGeolocation(null),
      // The blank page's name is kept by the page the test opens next in this tab.
      page.evaluate(() => (window.name = "")),
    ]);
    tabState.dirty = false;
    const newCDPSession = context.newCDPSession.bind(context);
    context.newCDPSession = (target) => {
      tabState.dirty = true;
      return newCDPSession(target);
    };
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) tabState.dirty = true;
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    const record = (message: ConsoleMessage) => {
      // Chromium logs the 404 status of a not-found document itself; that is the expected answer.
      if (message.text().includes("status of 404") && message.location().url === page.url()) return;
      if (message.type() === "error" || /hydrat/i.test(message.text()))
        problems.push(`${message.type()}: ${message.text()}`);
    };
    page.on("console", record);
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
    expect(problems, "console errors or hydration warnings").toEqual([]);
  },
});

export { expect };

/** Opens a page and waits until its content has hydrated, so clicks reach React. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
}
