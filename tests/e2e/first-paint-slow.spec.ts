// The first moments on a slow or stalling connection: a slow phone never paints the home hero or
// TENFOLD's launcher half-built, and the page builds without a single layout shift.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// What these tests measure is how a page loads, so each starts in a tab nothing was loaded in.
test.use({ freshTab: true });

/** A phone-sized page that records every layout shift from its first moment. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      interface Source {
        node?: Node;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[]) {
        const rect = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const sources = entry.sources.map(
          (s) =>
            `${(s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "(text)"} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`,
        );
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
  // when they arrive. Six loads, because a slow CPU paints early in only some of them.
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
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await gotoHydrated(page, "/");
  await page.evaluate(() => document.fonts.ready);
  // The TENFOLD badge changes its word once, 3 s after it appears; wait for that change too.
  const badge = page.getByTestId("tenfold-badge");
  await expect.poll(() => badge.innerText(), { timeout: 8000 }).not.toBe("Available");
  expect(await shifts()).toEqual([]);
  await context.close();
});

/**
 * A loopback proxy in front of the test server that sends `path`'s HTML in two packets, pausing
 * after `splitAfter`: a connection that stalls at an unlucky byte.
 */
async function stallingProxy(path: string, splitAfter: string, pauseMs: number) {
  const upstream = new URL(test.info().project.use.baseURL ?? "");
  const relay = async (request: IncomingMessage, response: ServerResponse) => {
    const answer = await fetch(new URL(request.url ?? "/", upstream), {
      headers: { accept: request.headers.accept ?? "*/*" },
    });
    const headers = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
      ),
    );
    response.writeHead(answer.status, headers);
    const body = Buffer.from(await answer.arrayBuffer());
    const at = request.url === path ? body.indexOf(splitAfter) : -1;
    if (at < 0) return void response.end(body);
    response.write(body.subarray(0, at + splitAfter.length));
    setTimeout(() => response.end(body.subarray(at + splitAfter.length)), pauseMs);
  };
  const server = createServer((request, response) => void relay(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { origin: `http://127.0.0.1:${port}`, close };
}

for (const path of ["/", "/services/crisis-communications"]) {
  test(`${path}: HTML that stalls inside the TENFOLD launcher does not paint it half-built`, async ({ browser }) => {
    // Painted with only its name parsed, the launcher (anchored to the right edge) would grow
    // leftwards when the rest of it arrives, moving its name. The proxy stalls the HTML there, as
    // a busy machine or a slow network can.
    const proxy = await stallingProxy(path, ">TENFOLD</span>", 600);
    const { context, page, shifts } = await phonePage(browser);
    await page.goto(`${proxy.origin}${path}`, { waitUntil: "load" });
    await expect(page.getByRole("button", { name: /^Open TENFOLD/ })).toContainText("Available");
    // The paint entry is recorded when the first frame is presented, which on a quick machine can
    // come after "load" and the text check above: wait for it rather than read nothing.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    // It painted once the stalled rest of the page had arrived, whole.
    const paint = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      lastByte: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd,
    }));
    expect(paint.firstPaint).toBeGreaterThanOrEqual(paint.lastByte);
    expect(await shifts()).toEqual([]);
    await context.close();
    await proxy.close();
  });
}
