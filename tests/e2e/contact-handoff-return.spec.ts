// The contact form over TENFOLD: closing it brings the visitor back to the conversation (TENFOLD
// stays open, the focus returns to the button they pressed), the conversation it attaches reads
// as text rather than Markdown, and on the smallest screens the field that takes the focus is in
// sight.
import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { ask, log, openTenfold, panel } from "./tenfold-panel.ts";

const contact = (page: Page) => page.getByRole("dialog", { name: "Get in touch" });

/** Whether `field` lies wholly inside the part of the modal on screen (the modal scrolls). */
async function whollyInModal(page: Page, field: Locator): Promise<boolean> {
  const box = await field.boundingBox();
  const modal = await contact(page).boundingBox();
  const viewport = page.viewportSize();
  if (!box || !modal || !viewport) return false;
  const top = Math.max(modal.y, 0);
  const bottom = Math.min(modal.y + modal.height, viewport.height);
  return box.y >= top - 1 && box.y + box.height <= bottom + 1;
}

test.describe("at 320 × 640", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the contact modal's focused field is Name, in sight", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await page.getByRole("button", { name: "Get In Touch" }).click();
    const name = contact(page).getByLabel("Name");
    await expect(name).toBeFocused();
    await expect.poll(() => whollyInModal(page, name)).toBe(true);
  });
});

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the hand-off form shows the conversation as text, and closing it returns to TENFOLD", async ({ page }) => {
      await openTenfold(page);
      await ask(page, "Do you charge by the hour?");
      await expect(log(page).getByRole("link", { name: "Project scoping" }).last()).toBeVisible();
      const handOff = log(page).getByRole("button", { name: "Send to a consultant" });
      await handOff.click();

      const attached = contact(page).getByRole("list", { name: "Conversation to attach" });
      await expect(attached).toContainText("Project scoping");
      const shown = await attached.innerText();
      expect(shown).not.toContain("](");
      expect(shown).not.toMatch(/^\s*---\s*$/m);
      await expect(contact(page).getByLabel("Name")).toBeFocused();
      await expect.poll(() => whollyInModal(page, contact(page).getByLabel("Name"))).toBe(true);

      // Escape closes the form alone.
      await page.keyboard.press("Escape");
      await expect(contact(page)).toBeHidden();
      await expect(panel(page)).toBeVisible();
      await expect(handOff).toBeFocused();

      // So does its close button, pressed with the pointer.
      await handOff.click();
      await contact(page).getByRole("button", { name: "Close", exact: true }).click();
      await expect(contact(page)).toBeHidden();
      await expect(panel(page)).toBeVisible();
      await expect(handOff).toBeFocused();
    });
  });
}
