// The home page as a visitor meets it: hero video, suggestions, lazy sections, the to-do block.
import { expect, gotoHydrated, test } from "./fixtures.ts";

test.describe("hero video", () => {
  test("on a phone it preloads only metadata and shows at once", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    const video = page.getByLabel("Urban cityscape video background");
    // Shown at once, before any script runs; the metadata request waits until the page has
    // hydrated and gone quiet (up to a few seconds on a busy machine), as the poster covers it.
    await expect(video).toHaveCSS("opacity", "1");
    await expect(video).toHaveAttribute("preload", "metadata");
    await context.close();
  });

  test("on a phone the empty video shows the hero image as its poster, fetched once, instead of a grey box", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const posterFetches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/attached_assets/hero/cityscape-poster")) posterFetches.push(request.url());
    });
    await page.goto("/");
    const video = page.getByLabel("Urban cityscape video background");
    await expect
      .poll(() => page.locator(".hero img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const image = await page.locator(".hero img").evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(await video.evaluate((element: HTMLVideoElement) => element.poster)).toBe(image);
    expect(posterFetches).toEqual([image]);
    await context.close();
  });

  test("on a phone the hero looks the same before and after the app starts, with no darker loading shade", async ({
    browser,
  }) => {
    const shadeOf = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
      const page = await context.newPage();
      if (javaScriptEnabled) await gotoHydrated(page, "/");
      else await page.goto("/");
      const shade = await page
        .locator(".hero-gradient")
        .evaluate((element) => getComputedStyle(element).backgroundImage);
      await context.close();
      return shade;
    };
    const prerendered = await shadeOf(false);
    expect(prerendered).toContain("0.55");
    expect(await shadeOf(true)).toBe(prerendered);
  });

  test("on a wide screen it is not preloaded and fades in once it can play", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Hold the video back so the state before "canplay" can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/attached_assets/hero/cityscape.*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const video = page.getByLabel("Urban cityscape video background");
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).not.toHaveAttribute("data-revealed");
    await expect(video).toHaveCSS("opacity", "0");
    await expect(page.locator(".hero-gradient")).toHaveCSS("background-image", /0\.85/);
    release();
    await expect(video).toHaveAttribute("data-revealed", "true");
    await expect(video).toHaveCSS("opacity", "1");
  });

  test("a video that fails to load reveals the video area", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route("**/attached_assets/hero/cityscape.*", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    await expect(page.getByLabel("Urban cityscape video background")).toHaveAttribute("data-revealed", "true");
  });

  test("the headline reads Get ahead / of the / curve with the last word accented", async ({ page }) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Get aheadof thecurve");
    const lines = heading.locator("span");
    await expect(lines).toHaveText(["Get ahead", "of the", "curve"]);
    await expect(lines.nth(2)).toHaveCSS("color", "rgb(251, 191, 36)");
  });
});

test.describe("suggestion list", () => {
  test("shows six prompts, the first highlighted with a small status dot", async ({ page }) => {
    await page.goto("/");
    const list = page.getByRole("list", { name: "Suggestions" });
    const buttons = list.getByRole("button");
    await expect(buttons).toHaveCount(6);
    await expect(buttons.first()).toContainText("Show me Tenfold");
    await expect(buttons.first()).toContainText("The Larkspur AI Assistant");
    const dot = buttons.first().locator(".status-dot");
    await expect(dot).toHaveAttribute("data-status", "ready");
    expect(await dot.evaluate((el) => el.getBoundingClientRect().width)).toBe(6);
  });

  test("'Show me what you do' scrolls to the services section", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: /Show me what you do/ }).click();
    await expect(page.locator("#services")).toBeInViewport();
    await expect(page.getByRole("heading", { name: "What we do" })).toBeVisible();
  });
});

test.describe("lazy sections", () => {
  test("hydrate in place without moving when scrolled into view", async ({ page, consoleProblems }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const contact = page.locator("#contact");
    const before = await contact.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await contact.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    const after = await contact.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(after).toBe(before);
    expect(consoleProblems).toEqual([]);
  });
});

test("the to-do block downloads a calendar reminder to talk to the firm", async ({ page }) => {
  await gotoHydrated(page, "/#todo");
  await expect(page.locator("#todo")).toHaveAttribute("data-ready", "true");
  await page.getByRole("radio", { name: "Next Monday at 10:00" }).check();
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Add to my calendar" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("talk-to-larkspur.ics");
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const ics = await readFile(path, "utf8");
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain("SUMMARY:Talk to Larkspur Strategy");
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toContainText(
    "Reminder downloaded",
  );
  await expect(page.getByRole("link", { name: "Book a Call" })).toHaveAttribute(
    "href",
    "https://cal.example.com/larkspur/intro-call",
  );
});

test("a tooltip explains the calendar button on hover", async ({ page }) => {
  await gotoHydrated(page, "/#todo");
  await expect(page.locator("#todo")).toHaveAttribute("data-ready", "true");
  await page.getByRole("button", { name: "Add to my calendar" }).hover();
  await expect(page.getByRole("tooltip")).toContainText("Downloads a calendar file");
});
