// What a visitor sees in the first moments: the page paints before any script is fetched, the
// hero poster is fetched first, and the one stylesheet is fetched once without blocking; the
// service worker and TENFOLD's panel wait for the page to finish loading.
import { PRECACHE_AFTER_LOAD_MS } from "../../web/components/service-worker.tsx";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// What these tests measure is how a page loads, so each starts in a tab nothing was loaded in.
test.use({ freshTab: true });

test("the page paints and its entrance animations finish before its app script is requested, the poster comes first, and the page chunk comes with the app", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const priorities = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", (event) =>
    priorities.set(new URL(event.request.url).pathname, event.request.initialPriority),
  );
  // Hold the first frame for two seconds with a render-blocking script that does not block the
  // parser: the entry script has long been fetched and run by then (on a busy machine it has
  // taken up to one second), so only waiting for the frame keeps React and the app from being
  // requested before it.
  await page.route("/", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "<head>",
      '<head><script async blocking="render" src="/__hold-first-frame.js"></script>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.route("/__hold-first-frame.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
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
    const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
      (e) => e.name.endsWith(".js") && !e.name.endsWith("/sw.js"),
    );
    const hold = scripts.find((e) => e.name.endsWith("/__hold-first-frame.js"));
    const entry = scripts.find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name));
    const app = scripts.filter((e) => e !== entry && e !== hold);
    return {
      firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
      released: hold?.responseEnd ?? Number.NaN,
      entryRun: entry?.responseEnd ?? Number.NaN,
      firstAppScript: Math.min(...app.map((e) => e.startTime)),
      appScripts: app.length,
      // The page's own chunk is asked for alongside the app, not once the app has arrived and run.
      pageRequested: scripts.find((e) => /\/home-page-[\w-]+\.js$/.test(e.name))?.startTime ?? Number.NaN,
      appArrived: scripts.find((e) => /\/hydrate-[\w-]+\.js$/.test(e.name))?.responseEnd ?? Number.NaN,
      // The headline and the suggestion cards: finished, but still listed as they fill forwards.
      entrances: document.getAnimations().flatMap((animation) => {
        if (!(animation instanceof CSSAnimation) || !["hero-rise", "card-in"].includes(animation.animationName))
          return [];
        const end = animation.effect?.getComputedTiming().endTime;
        return typeof end === "number" && typeof animation.startTime === "number" ? [animation.startTime + end] : [];
      }),
    };
  });
  expect(timing.entryRun).toBeLessThan(timing.released);
  expect(timing.appScripts).toBeGreaterThan(0);
  expect(timing.firstAppScript).toBeGreaterThan(timing.firstFrame);
  expect(timing.firstAppScript).toBeGreaterThan(timing.released);
  expect(timing.entrances.length).toBeGreaterThanOrEqual(9);
  expect(timing.firstAppScript).toBeGreaterThanOrEqual(Math.max(...timing.entrances));
  expect(timing.pageRequested).toBeLessThan(timing.appArrived);

  const entryPath = [...priorities.keys()].find((path) => /^\/assets\/index-[\w-]+\.js$/.test(path));
  expect(entryPath && priorities.get(entryPath)).toBe("Low");
  expect(priorities.get("/attached_assets/hero/cityscape-poster-480.avif")).toBe("High");
});

test("the page carries its own rules; the whole stylesheet comes once, at the lowest priority, applied before the app hydrates, and nothing more after its lazy parts load", async ({
  page,
}) => {
  // The page's first paint waits for its HTML alone: the stylesheet it links is fetched without
  // blocking (media="print"), applied by the app before it hydrates, and never fetched or inserted
  // again (a second copy would make the browser restyle the whole page).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const stylesheetPriorities: string[] = [];
  cdp.on("Network.requestWillBeSent", (event) => {
    if (new URL(event.request.url).pathname.endsWith(".css")) stylesheetPriorities.push(event.request.initialPriority);
  });
  await page.addInitScript(() => {
    // Whether the stylesheet applies to the screen by the time the page reports it has hydrated.
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset["hydrated"] !== "true") return;
      const link = document.querySelector<HTMLLinkElement>("link[data-site-stylesheet]");
      (window as unknown as { mediaAtHydration: string }).mediaAtHydration = link?.media ?? "(no link)";
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  await gotoHydrated(page, "/");
  expect(await page.evaluate(() => (window as unknown as { mediaAtHydration: string }).mediaAtHydration)).toBe("all");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const loadedChunks = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((name) => /\/(insights-section|contact-section)-/.test(name)).length,
    );
  await expect.poll(loadedChunks).toBe(2);
  await page.getByRole("button", { name: /^Open TENFOLD/ }).click();
  await expect(page.getByRole("log", { name: "Conversation with TENFOLD" })).toBeVisible();
  const styles = await page.evaluate(() => ({
    inline: document.querySelectorAll("head > style").length,
    links: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.media),
    fetched: performance.getEntriesByType("resource").filter((e) => new URL(e.name).pathname.endsWith(".css")).length,
  }));
  expect(styles).toEqual({ inline: 1, links: ["all"], fetched: 1 });
  expect(stylesheetPriorities).toEqual(["VeryLow"]);
});

test("the service worker and TENFOLD's panel wait until the page has loaded, not just hydrated", async ({ page }) => {
  // Precaching a megabyte of assets competes with hydration for the CPU, and the panel is a
  // render of its own; both can wait for the load event. The hero poster, held until the page
  // has hydrated, keeps the load event back past hydration, which is when either would start
  // too early.
  await page.route("**/*.avif", async (route) => {
    await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true", null, { polling: 50 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const times: Record<string, number> = {};
    (window as unknown as { times: Record<string, number> }).times = times;
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      times["register"] ??= performance.now();
      return register.apply(this, args);
    };
    new MutationObserver(() => {
      if (document.documentElement.dataset["hydrated"] === "true") times["hydrated"] ??= performance.now();
      if (document.querySelector('section[role="dialog"][aria-labelledby]')) times["panel"] ??= performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto("/", { waitUntil: "load" });
  const times = () => page.evaluate(() => (window as unknown as { times: Record<string, number> }).times);
  await expect
    .poll(async () => Object.keys(await times()).sort(), { timeout: 20_000 })
    .toEqual(["hydrated", "panel", "register"]);
  const { hydrated = Number.NaN, panel = Number.NaN, register = Number.NaN } = await times();
  const loaded = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
  );
  expect(hydrated).toBeLessThan(loaded);
  // The service worker also waits behind the panel, whose render it would otherwise slow down.
  expect(register).toBeGreaterThanOrEqual(loaded + PRECACHE_AFTER_LOAD_MS);
  expect(panel).toBeGreaterThanOrEqual(loaded);
});
