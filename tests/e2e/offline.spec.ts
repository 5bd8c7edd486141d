// Offline, for a returning visitor: the service worker serves the main pages, an uncached page
// gets the offline page, pages private to a link's holder are never kept, and TENFOLD and the
// forms say they are offline.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { messages } from "#shared/messages.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { E2E_BASE_URL } from "./server.ts";

// The service worker is what these tests are about (the other specs block it). Installing it
// downloads the whole precache, so the tests share one returning visitor: one context, whose
// worker is installed once, in which each test reads pages no earlier test has read.
test.use({ serviceWorkers: "allow", reuseContext: false });

interface Visitor {
  context: BrowserContext;
  page: Page;
  /** SenseChecker's reader, whenever it was fetched: by the worker's install, or by using the tool. */
  readersFetched: string[];
}

async function returningVisitor(browser: Browser): Promise<Visitor> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, serviceWorkers: "allow" });
  // The context's requests include the service worker's own, the precache's downloads among them.
  const readersFetched: string[] = [];
  context.on("request", (request) => {
    if (request.url().includes("/assets/sense-worker-")) readersFetched.push(request.url());
  });
  const page = await context.newPage();
  await gotoHydrated(page, "/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled by the worker; the next one is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return { context, page, readersFetched };
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

/** Opens a page and expects its own heading (named, when given), not the offline page. */
async function expectPage(page: Page, path: string, heading?: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You're offline" })).toHaveCount(0);
}

/** A page the visitor never read while the worker was there has nothing to show but the offline page. */
async function expectOfflinePage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
}

/** Styled: the heading is semibold, where the reset alone would leave it at normal weight. */
async function expectStyled(page: Page) {
  expect(await page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontWeight)).toBe("600");
}

test.describe("offline", () => {
  test.describe.configure({ mode: "serial" });
  let visitor: Visitor;
  test.beforeAll(async ({ browser }) => {
    // Installing the worker downloads the whole precache, which on a busy two-core machine alone
    // takes a good part of the default 30 s.
    test.setTimeout(60_000);
    visitor = await returningVisitor(browser);
  });
  test.afterAll(() => visitor?.context.close());
  // Each test hands the next one a visitor back online.
  test.afterEach(() => visitor?.context.setOffline(false));

  test("main pages still open, an uncached page shows the offline page", async () => {
    const { page, context } = visitor;
    await goOffline(context);
    await expectPage(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Get ahead");
    // Its hero poster comes from the precache too (its stylesheet is inside the page).
    await expectStyled(page);
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLImageElement>(".hero img")?.naturalWidth ?? 0))
      .toBeGreaterThan(0);
    await expectPage(page, "/services/crisis-communications", "Crisis Communications");
    await expectPage(page, "/insights/responding-to-government-consultations");
    await expect(page.getByText("Gunning").first()).toBeVisible();
    await expectOfflinePage(page, "/storyscanner");
  });

  test("a page outside the precache that the visitor has read stays readable offline", async () => {
    const { page, context } = visitor;
    const read = [
      ["/council-radar", "Council Radar"],
      ["/resources/crisis-holding-statement-template", undefined],
    ] as const;
    for (const [path, heading] of read) await expectPage(page, path, heading);
    await goOffline(context);
    for (const [path, heading] of read) {
      await expectPage(page, path, heading);
      // The stylesheet, inside the page, comes from the precache with it.
      await expectStyled(page);
    }
    await expectOfflinePage(page, "/triage-bot");
  });

  test("a tool used once works offline, though its reader is not part of the precache", async () => {
    const { page, context } = visitor;
    // Installing the worker did not fetch SenseChecker's reader for a visitor who has not used it.
    expect(visitor.readersFetched).toEqual([]);
    const check = async () => {
      const form = page.getByRole("form", { name: "SenseChecker" });
      await form.getByRole("textbox", { name: "Your draft" }).fill("Unemployment is 30% higher than last year.");
      await form.getByRole("button", { name: "Check the draft" }).click();
      await expect(form.getByRole("status")).toContainText(/Checked: \d+ findings?/);
      await expect(page.getByRole("region", { name: "Summary" })).toContainText("Figure or claim with no source");
    };
    await gotoHydrated(page, "/sensechecker");
    await check();
    // Kept by the site's worker, not only in the HTTP cache, which the browser may clear at will.
    const kept = () =>
      page.evaluate(async () => {
        const keys = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
        return keys.flat().some((request) => request.url.includes("/assets/sense-worker-"));
      });
    await expect.poll(kept).toBe(true);
    await goOffline(context);
    await expectPage(page, "/sensechecker", "SenseChecker");
    await check();
  });

  test("the pages a newsletter email leads to are never kept on the device, unlike other pages read", async () => {
    const { page, context } = visitor;
    const linkPages = [
      "/confirm-subscription?token=a-token-from-an-email",
      "/unsubscribe?token=a-token-from-an-email",
      "/subscription-confirmed",
      "/unsubscribed",
    ];
    for (const path of linkPages) await expectPage(page, path);
    // A page outside the precache that no earlier test has read.
    await expectPage(page, "/govcal-pro");
    const kept = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
    // The page read last is kept, so anything read before it would have been kept by now too.
    await expect.poll(kept).toContain("/govcal-pro");
    const paths = linkPages.map((path) => path.split("?")[0]);
    expect((await kept()).filter((url) => paths.includes(url))).toEqual([]);
    await goOffline(context);
    for (const path of linkPages) await expectOfflinePage(page, path);
  });

  test("TENFOLD and the forms say they are offline instead of failing", async () => {
    const { page, context } = visitor;
    await page.goto("/faq");
    await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
    await goOffline(context);
    await page.getByRole("button", { name: /TENFOLD, the AI assistant/ }).click();
    const panel = page.getByRole("dialog", { name: "TENFOLD" });
    await expect(panel.getByRole("status")).toHaveText(messages.offline.chat);
    await panel.getByLabel("Message TENFOLD").fill("Are you there?");
    await expect(panel.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Get In Touch" }).click();
    const dialog = page.getByRole("dialog", { name: "Get in touch" });
    await dialog.getByLabel("Name").fill("Offline Visitor");
    await dialog.getByLabel("Email").fill("offline@example.com");
    await dialog.getByLabel("Message").fill("Written on a train with no signal.");
    await dialog.getByLabel(/I have read the privacy policy/).check();
    await dialog.getByRole("button", { name: "Send message" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast).toContainText(messages.offline.title);
    await expect(toast).toContainText(messages.offline.contactBody);
    await expect(dialog.getByLabel("Message")).toHaveValue("Written on a train with no signal.");
  });
});
