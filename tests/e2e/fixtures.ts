// Playwright fixtures: every test fails if the page logs an error or a hydration warning.
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

export const test = base.extend<{ consoleProblems: string[] }>({
  // Each worker reuses one browser context (`reuseContext` in playwright.config.ts): on this machine
  // a page test took about 2.1 s in a new context and 1.3 s in a new tab of the reused one. Between tests
  // Playwright clears the context's cache, cookies, storage, service workers, routes and init
  // scripts. This completes the reset: every test gets a new tab (no history, window.name or
  // emulation a test set through CDP) and none of the permissions, offline state, headers or
  // position set on the context before. tests/e2e/isolation.spec.ts checks the whole reset.
  page: async ({ page: lastTab, context, serviceWorkers, reuseContext }, use) => {
    if (!reuseContext) {
      await use(lastTab);
      return;
    }
    // Cache Storage is not reset, so a service worker's caches would pass from one test to the next.
    if (serviceWorkers === "allow")
      throw new Error("A spec that allows service workers needs test.use({ reuseContext: false }) at its top.");
    const page = await context.newPage();
    await lastTab.close();
    await Promise.all([
      context.clearPermissions(),
      context.setOffline(false),
      context.setExtraHTTPHeaders({}),
      context.setGeolocation(null),
    ]);
    await use(page);
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
