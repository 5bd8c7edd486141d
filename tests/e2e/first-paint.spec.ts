// What a visitor sees in the first moments: the page paints before any script is fetched, the
// hero poster is fetched first, the heading font swaps in without moving anything, and a slow
// connection builds the home page without a single layout shift.
import type { Browser, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// Inside the page content: the TENFOLD panel, mounted when the browser is idle, has its own heading.
const HEADINGS = "main h1, main h2, main h3";

/** Top and height of every heading, and the page height: what a late font would move. */
function headingLayout(page: Page) {
  return page.evaluate((selector) => {
    const boxes = [...document.querySelectorAll(selector)].map((h) => {
      const r = h.getBoundingClientRect();
      return `${h.textContent?.trim().slice(0, 40)} @${Math.round(r.top + scrollY)} h${Math.round(r.height)}`;
    });
    return { boxes, pageHeight: document.documentElement.scrollHeight };
  }, HEADINGS);
}

/** The font the browser actually drew the page's main heading with. */
async function headingFont(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "main h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName).join(", ");
}

test.describe("the heading font", () => {
  for (const path of ["/services/crisis-communications", "/insights/responding-to-government-consultations"]) {
    test(`${path}: headings are drawn in the self-hosted font`, async ({ page }) => {
      await gotoHydrated(page, path);
      await page.evaluate(() => document.fonts.ready);
      expect(await headingFont(page)).toContain("Source Serif 4");
    });

    test(`${path}: a font that arrives late is not swapped in, so nothing moves`, async ({ page }) => {
      let delivered = false;
      await page.route("**/*.woff2", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
        delivered = true;
      });
      await page.setViewportSize({ width: 412, height: 823 });
      await gotoHydrated(page, path);
      const before = await headingLayout(page);
      await expect.poll(() => delivered).toBe(true);
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await headingLayout(page)).toEqual(before);
      // The metric-matched local stand-in (Liberation Serif on this Linux browser), not a default serif.
      expect(await headingFont(page)).toContain("Liberation Serif");
    });
  }
});

test("the page paints before its app script is requested, and the poster comes first", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const priorities = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", (event) => priorities.set(new URL(event.request.url).pathname, event.request.initialPriority));
  // Hold the first frame for a second with a render-blocking script that does not block the
  // parser: the entry script has long been fetched and run by then, so only waiting for the
  // frame keeps React and the app from being requested before it.
  await page.route("/", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("<head>", '<head><script async blocking="render" src="/__hold-first-frame.js"></script>');
    await route.fulfill({ response, body: html });
  });
  await page.route("/__hold-first-frame.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({ contentType: "text/javascript", body: "" });
  });
  // A frame callback queued before the page parses runs at the first rendering step, and is
  // given the time that frame began.
  await page.addInitScript(() => {
    requestAnimationFrame((frame) => ((window as unknown as { firstFrame: number }).firstFrame = frame));
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await gotoHydrated(page, "/");

  const timing = await page.evaluate(() => {
    const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((e) => e.name.endsWith(".js") && !e.name.endsWith("/sw.js"));
    const hold = scripts.find((e) => e.name.endsWith("/__hold-first-frame.js"));
    const entry = scripts.find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name));
    const app = scripts.filter((e) => e !== entry && e !== hold);
    return {
      firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
      released: hold?.responseEnd ?? Number.NaN,
      entryRun: entry?.responseEnd ?? Number.NaN,
      firstAppScript: Math.min(...app.map((e) => e.startTime)),
      appScripts: app.length,
    };
  });
  expect(timing.entryRun).toBeLessThan(timing.released);
  expect(timing.appScripts).toBeGreaterThan(0);
  expect(timing.firstAppScript).toBeGreaterThan(timing.firstFrame);
  expect(timing.firstAppScript).toBeGreaterThan(timing.released);

  const entryPath = [...priorities.keys()].find((path) => /^\/assets\/index-[\w-]+\.js$/.test(path));
  expect(entryPath && priorities.get(entryPath)).toBe("Low");
  expect(priorities.get("/attached_assets/hero/cityscape-poster-480.webp")).toBe("High");
});

/** A phone-sized page that records every layout shift from its first moment. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[]) {
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const sources = entry.sources.map((s) => `${(s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "(text)"} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`);
        shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${sources.join(" | ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  const shifts = () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
  return { context, page, cdp, shifts };
}

test("the bottom-aligned home hero never paints half-built on a slow phone CPU", async ({ browser }) => {
  // Painted before the parser reaches its last lines, the hero's heading would jump up the screen
  // when they arrive (it did in about one load in four before the page held its first paint).
  const { context, page, cdp, shifts } = await phonePage(browser);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  for (let load = 0; load < 6; load++) {
    await page.goto("/", { waitUntil: "load" });
    expect(await shifts(), `load ${load + 1}`).toEqual([]);
  }
  await context.close();
});

test("on a slow phone connection the home page builds without a layout shift", async ({ browser }) => {
  const { context, page, cdp, shifts } = await phonePage(browser);
  // Lighthouse's mobile network: 150 ms round trips, 1.6 Mbps down, so the HTML, the poster and
  // the heading font arrive late and the font swaps in after the first paint.
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await gotoHydrated(page, "/");
  await page.evaluate(() => document.fonts.ready);
  // The TENFOLD badge rotates every 3 s; wait for one rotation too.
  const badge = page.getByTestId("tenfold-badge");
  const first = await badge.innerText();
  await expect.poll(() => badge.innerText(), { timeout: 8000 }).not.toBe(first);
  expect(await shifts()).toEqual([]);
  await context.close();
});
