// The phone menu keeps the spec's four links and adds the home page's sections the wide header
// lists, so a phone reaches services, insights and the rest without the search.
import { expect, gotoHydrated, test } from "./fixtures.ts";

for (const viewport of [
  { width: 320, height: 640 },
  { width: 360, height: 640 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test("the menu lists the spec's four links and every section, and a section link goes there", async ({ page }) => {
      await gotoHydrated(page, "/faq");
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link")).toHaveText([
        "TENFOLD",
        "Command Centre",
        "StoryScan",
        "Council Radar",
      ]);
      const sections = page.getByRole("navigation", { name: "Sections" });
      await expect(sections.getByRole("link")).toHaveText([
        "Why us",
        "Services",
        "Innovations",
        "About",
        "Insights",
        "Contact",
      ]);
      // The last one can be brought into sight: the menu scrolls when it is taller than the screen.
      const last = sections.getByRole("link", { name: "Contact" });
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport({ ratio: 1 });

      await sections.getByRole("link", { name: "Services" }).click();
      await expect(page).toHaveURL(/\/#services$/);
      await expect(sections).toBeHidden();
      await expect(page.locator("#services")).toBeInViewport();
    });
  });
}
