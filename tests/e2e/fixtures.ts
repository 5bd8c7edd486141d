// Playwright fixtures: every test fails if the page logs an error or a hydration warning.
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

export const test = base.extend<{ consoleProblems: string[] }>({
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
