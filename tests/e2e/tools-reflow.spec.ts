// The three tools a visitor can try, on the narrowest screen WCAG's reflow asks for (320 px) with
// the browser's text at 200%: each is used by keyboard alone, its result is announced, and neither
// the panel nor the result makes the page scroll sideways (WCAG 2.2 1.4.4 and 1.4.10).
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test.use({ viewport: { width: 320, height: 640 } });

/** Sets the browser's default text size, as a visitor's setting does (em media queries follow it). */
async function doubleText(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const TOOLS = [
  {
    path: "/storyscanner",
    field: "The article's text",
    // The address field sits between the text and the button.
    tabsToButton: 2,
    button: "Scan the story",
    announced: "StoryScanner's reading is ready.",
    heading: "The story in one line",
    text: `Ministers have promised a review of rural bus funding after operators in Devon and Cornwall warned that dozens of routes could close by the spring. The Department for Transport said it would publish its findings before the summer, and councils have been asked to submit evidence on which services are most at risk and how many passengers rely on them each week.`,
  },
  {
    path: "/sensechecker",
    field: "Your draft",
    tabsToButton: 1,
    button: "Check the draft",
    announced: "Checked:",
    heading: "Summary",
    text: `Embargoed until 7pm, 8th December\n\nThe decision was taken by the CTF board to utilise the additional funding, which is 30% higher than last year.`,
  },
  {
    path: "/triage-bot",
    field: "Your enquiry",
    tabsToButton: 1,
    button: "Route this enquiry",
    announced: "Routed to",
    heading: "How we would route it",
    text: "We are a housing charity and we would like help responding to a government consultation on social rent, which closes at the end of next month.",
  },
] as const;

for (const tool of TOOLS) {
  test(`${tool.path} at 320 px with text at 200%: used by keyboard, the result announced, nothing scrolls sideways`, async ({
    page,
  }) => {
    await doubleText(page);
    await gotoHydrated(page, tool.path);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    const field = page.getByRole("textbox", { name: tool.field });
    await field.focus();
    await page.keyboard.insertText(tool.text);
    for (let i = 0; i < tool.tabsToButton; i++) await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: tool.button })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByRole("status").filter({ hasText: tool.announced })).toBeVisible();
    await expect(page.getByRole("heading", { name: tool.heading, exact: true }).first()).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}
