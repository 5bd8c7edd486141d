// The shell on every page: header (shrink, section highlight, Menu, mobile menu), command
// palette, footer rules.
import { copyright } from "../../web/content/legal-notice.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test.describe("header", () => {
  test("shrinks after 60 px of scroll", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const header = page.locator("header").first();
    await expect(header).not.toHaveAttribute("data-shrunk");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).not.toHaveAttribute("data-shrunk");
    await page.evaluate(() => window.scrollTo(0, 61));
    await expect(header).toHaveAttribute("data-shrunk", "true");
  });

  test("highlights the section under the middle of the viewport", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Sections" });
    await page
      .locator("#services")
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 300));
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "location");
    await page
      .locator("#about")
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "location");
    await expect(nav.getByRole("link", { name: "Services" })).not.toHaveAttribute("aria-current");
  });

  const sectionSuggestions = [
    ["Show me why we should work together", "why-us"],
    ["Show me what you do", "services"],
    ["Show me your innovations", "innovations"],
    ["Show me your team", "about"],
    ["Show me your insights", "insights"],
  ] as const;

  for (const [text, id] of sectionSuggestions) {
    test(`Menu: "${text}" scrolls to #${id}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Menu" }).click();
      await page
        .getByRole("banner")
        .getByRole("link", { name: new RegExp(text) })
        .click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
    });
  }

  test("Menu: a section suggestion from another page goes to the home page section", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/services/strategy");
    await page.getByRole("button", { name: "Menu" }).click();
    // A link, as it goes to another page.
    const item = page.getByRole("banner").getByRole("link", { name: /Show me your insights/ });
    await expect(item).toHaveAttribute("href", "/#insights");
    await item.click();
    await expect(page).toHaveURL(/\/#insights$/);
    // It lands there as a page loaded with #insights would, in one jump: by the time focus has
    // moved to the section's heading the section is on screen (a smooth scroll down the whole
    // home page would still be on its way).
    await expect(page.locator("#insights-heading")).toBeFocused();
    const top = await page.locator("#insights").evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(800 / 2);
    await expect(page.locator("#insights")).toBeInViewport();
  });

  test("Menu: 'Show me Tenfold' opens TENFOLD", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/faq");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: /Show me Tenfold/ }).click();
    await expect(page.getByRole("dialog", { name: "TENFOLD" })).toBeVisible();
  });

  test("Menu closes on Escape and on a click outside", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/faq");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await menu.click();
    await page.mouse.click(640, 600);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  test("mobile menu links to TENFOLD, Command Centre, StoryScan and Council Radar", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/faq");
    await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expect(nav.getByRole("link")).toHaveText(["TENFOLD", "Command Centre", "StoryScan", "Council Radar"]);
    await expect(nav.getByRole("link", { name: "TENFOLD" })).toHaveAttribute("href", "/tenfold");
    await nav.getByRole("link", { name: "TENFOLD" }).click();
    await expect(page.getByRole("dialog", { name: "TENFOLD" })).toBeVisible();
    await page.getByRole("button", { name: "Close TENFOLD", exact: true }).click();
    await page.getByRole("button", { name: "Menu" }).click();
    await nav.getByRole("link", { name: "StoryScan" }).click();
    await expect(page).toHaveURL(/\/storyscan-enhanced$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("StoryScanner");
  });
});

test.describe("command palette", () => {
  test("opens with Ctrl+K, searches pages, closes with Escape", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.keyboard.press("Control+k");
    await page.getByPlaceholder("Search pages or type a command…").fill("crisis comm");
    await expect(page.getByRole("option", { name: "Crisis Communications" })).toBeVisible();
    // Only real matches are listed, so the best one is first and Enter opens it.
    await expect(page.getByRole("option").first()).toHaveText("Crisis Communications");
    await expect(page.getByRole("option", { name: /homes approved/ })).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/crisis-communications$/);
    await expect(page).toHaveTitle(/Crisis/);
  });

  test("Contact Us goes to the home page contact section from another page", async ({ page }) => {
    await gotoHydrated(page, "/insights");
    await page.getByRole("button", { name: /Search/ }).click();
    await page.getByRole("option", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("Book a Call opens the scheduling link", async ({ page, context }) => {
    await context.route("https://cal.example.com/**", (route) =>
      route.fulfill({ body: "<title>Scheduling</title>", contentType: "text/html" }),
    );
    await gotoHydrated(page, "/");
    await page.keyboard.press("Meta+k");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("option", { name: /Book a Call/ }).click();
    const popup = await popupPromise;
    expect(popup.url()).toBe("https://cal.example.com/larkspur/intro-call");
  });
});

test.describe("footer", () => {
  test("is hidden on the home page and shown elsewhere with the policy links and the copyright from 2025 to this year", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await page.goto("/faq");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`${copyright(new Date().getUTCFullYear())} Larkspur Strategy`);
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByRole("link", { name: "Terms of service" })).toHaveAttribute("href", "/terms-of-service");
    await expect(footer.getByRole("link", { name: "Cookie policy" })).toHaveAttribute("href", "/cookie-policy");
  });

  test("is hidden on /home2 and shown on other unknown paths", async ({ page }) => {
    await page.goto("/home2");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await page.goto("/some-other-missing-page");
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("the command palette does not open on /home2", async ({ page }) => {
    await page.goto("/home2");
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
