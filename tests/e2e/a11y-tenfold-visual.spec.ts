// TENFOLD's panel against WCAG 2.2 AA, as a low-vision visitor meets it: contrast of
// its marks against the white panel, a focus outline on every control, and 400% zoom.
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { contrast } from "./helpers.ts";
import { panel, input, tab, closeButton, openTenfold } from "./tenfold-panel.ts";

const style = (locator: Locator, property: string, pseudo?: string) =>
  locator.evaluate((element, [name, after]) => getComputedStyle(element, after).getPropertyValue(name), [
    property,
    pseudo ?? null,
  ] as const);

test("the selected tab's underline, the placeholder and the field's border stand out from the white panel", async ({
  page,
}) => {
  await openTenfold(page);
  const background = await style(panel(page), "background-color");
  const selected = tab(page, "chat");
  expect(parseFloat(await style(selected, "border-bottom-width"))).toBeGreaterThanOrEqual(2);
  expect(contrast(await style(selected, "border-bottom-color"), background)).toBeGreaterThanOrEqual(3);
  expect(await input(page).getAttribute("placeholder")).toBe("Ask TENFOLD…");
  const field = await style(input(page), "background-color");
  expect(contrast(await style(input(page), "color", "::placeholder"), field)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(await style(input(page), "border-top-color"), background)).toBeGreaterThanOrEqual(3);
});

test("every control in the panel shows a focus outline when reached with the keyboard", async ({ page }) => {
  await openTenfold(page);
  // A reply with an action button and a link, so those are in the Tab order too.
  await page.route("**/api/tenfold-chat", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        response: "See [our services](/#services).",
        actions: [{ type: "navigate", label: "Show me your services", href: "/#services" }],
      }),
    }),
  );
  await input(page).fill("Services?");
  await input(page).press("Enter");
  await expect(panel(page).getByRole("button", { name: "Show me your services" })).toBeVisible();
  await input(page).fill("and a draft, so Send is enabled");
  await closeButton(page).focus();
  const reached: string[] = [];
  for (let step = 0; step < 12; step++) {
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const inPanel = Boolean(element?.closest("[role=dialog]"));
      const style = element ? getComputedStyle(element) : undefined;
      return {
        inPanel,
        name: element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "",
        outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : "",
      };
    });
    if (!focused.inPanel) break;
    reached.push(focused.name);
    expect(focused.outline, `focus outline on ${focused.name}`).not.toMatch(/^none|\s0px$/);
    await page.keyboard.press("Tab");
  }
  expect(reached).toEqual(
    expect.arrayContaining(["Close TENFOLD", "chat", "our services", "Show me your services", "Send"]),
  );
});

test.describe("at 320 × 256 (400% zoom)", () => {
  test.use({ viewport: { width: 320, height: 256 } });
  const LONG_ADDRESS = `https://example.com/${"a-very-long-path-segment-".repeat(8)}end`;

  test("the panel fills the screen, Close and the message box stay in view, and the conversation scrolls inside it", async ({
    page,
  }) => {
    // A returning visitor's long conversation, with an address that has no break opportunity.
    await page.addInitScript((address) => {
      const messages = Array.from({ length: 16 }, (_, i) => ({
        id: `m${i}`,
        role: i % 2 ? "ai" : "user",
        text: i === 15 ? `Read ${address}` : `message ${i}`,
        ts: 1_700_000_000_000 + i,
      }));
      localStorage.setItem("tenfold:messages:v1", JSON.stringify(messages));
    }, LONG_ADDRESS);
    await openTenfold(page);
    // Once it has grown out of the launcher.
    await expect.poll(() => panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 320, height: 256 });
    await expect(closeButton(page)).toBeInViewport({ ratio: 1 });
    await expect(tab(page, "chat")).toBeInViewport({ ratio: 1 });
    await expect(input(page)).toBeInViewport({ ratio: 1 });

    const log = panel(page).getByRole("log");
    const sizes = await log.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(sizes.scrollHeight, "the conversation is taller than its box").toBeGreaterThan(sizes.clientHeight);
    expect(sizes.scrollWidth, "long addresses wrap").toBeLessThanOrEqual(sizes.clientWidth);
    await expect(log.getByText(LONG_ADDRESS, { exact: false })).toBeVisible();

    // The wheel scrolls the conversation; wheeling on past its end leaves the page where it is.
    const pageScroll = () => page.evaluate(() => window.scrollY);
    const logScroll = () => log.evaluate((element) => element.scrollTop);
    const end = sizes.scrollHeight - sizes.clientHeight;
    await log.hover();
    await page.mouse.wheel(0, -5000);
    await expect.poll(logScroll).toBe(0);
    await page.mouse.wheel(0, 120);
    await expect.poll(logScroll).toBeGreaterThan(0);
    await page.mouse.wheel(0, 5000);
    await expect.poll(logScroll).toBeGreaterThanOrEqual(end - 1);
    await page.mouse.wheel(0, 400);
    // Wheel events are handled in order: once this one has scrolled, the one before it is done.
    await page.mouse.wheel(0, -60);
    await expect.poll(logScroll).toBeLessThan(end - 1);
    expect(await pageScroll()).toBe(0);
    await page.screenshot({ path: test.info().outputPath("sheet.png") });
    await expect(closeButton(page)).toBeInViewport({ ratio: 1 });
  });
});
