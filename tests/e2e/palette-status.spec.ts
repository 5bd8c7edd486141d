// The command palette says what a search found (a count, or that nothing matches) in a status
// region, without taking the focus from the input, and has a visible close button.
import { expect, gotoHydrated, test } from "./fixtures.ts";

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a search announces its count or that nothing matches, with the focus still in the input", async ({
      page,
    }) => {
      await gotoHydrated(page, "/faq");
      await page.getByRole("button", { name: /^Search/ }).click();
      const dialog = page.getByRole("dialog");
      const field = dialog.getByPlaceholder("Search pages or type a command…");
      const status = dialog.getByRole("status");
      await field.fill("crisis comm");
      const count = await dialog.getByRole("option").count();
      expect(count).toBeGreaterThan(0);
      await expect(status).toHaveText(`${count} ${count === 1 ? "match" : "matches"}`);
      await field.fill("zzqxv");
      await expect(status).toHaveText(/^No matching pages/);
      await expect(field).toBeFocused();
    });

    test("a visible Close button shuts it and gives the focus back", async ({ page }) => {
      await gotoHydrated(page, "/faq");
      const opener = page.getByRole("button", { name: /^Search/ });
      await opener.click();
      const close = page.getByRole("dialog").getByRole("button", { name: "Close search" });
      await expect(close).toBeInViewport({ ratio: 1 });
      await close.click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}
