// Keyboard and screen-reader behaviour of the command palette and the newsletter (WCAG 2.2
// AA): where focus goes after each action, what the combobox names as active, and an
// error written next to the field it is about.
import type { Page } from "@playwright/test";
import { messages } from "#shared/messages.ts";
import { desktop, phone } from "./a11y-sizes.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { contrast } from "./helpers.ts";

const searchButton = (page: Page) => page.getByRole("button", { name: /Search/ });
const paletteInput = (page: Page) => page.getByRole("combobox");

test.describe("command palette", () => {
  for (const viewport of [desktop, phone]) {
    test(`Escape returns focus to the Search button that opened it (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/faq");
      await searchButton(page).click();
      await expect(paletteInput(page)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(searchButton(page)).toBeFocused();
    });
  }

  test("Escape after Ctrl+K returns focus to the link that had it", async ({ page }) => {
    await page.setViewportSize(desktop);
    await gotoHydrated(page, "/faq");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" });
    await link.focus();
    await page.keyboard.press("Control+k");
    await expect(paletteInput(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(link).toBeFocused();
    // Ctrl+K again closes it the same way.
    await page.keyboard.press("Control+k");
    await expect(paletteInput(page)).toBeFocused();
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(link).toBeFocused();
  });

  for (const viewport of [desktop, phone]) {
    test(`typing "strategy" highlights the best page, names it as active, and Enter opens it (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/faq");
      await searchButton(page).click();
      const input = paletteInput(page);
      await input.pressSequentially("strategy");
      const selected = page.locator('[role="option"][aria-selected="true"]');
      await expect(selected).toHaveCount(1);
      await expect(selected).toHaveText(/strategy/i);
      await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
      const selectedId = await selected.getAttribute("id");
      expect(selectedId).toBeTruthy();
      await expect(input).toHaveAttribute("aria-activedescendant", selectedId!);
      await expect(page.locator(`[id="${selectedId}"]`)).toHaveAttribute("data-selected", "true");

      // Arrow keys move the highlight and the active descendant together.
      await page.keyboard.press("ArrowDown");
      const next = page.locator('[role="option"][aria-selected="true"]');
      await expect(next).not.toHaveAttribute("id", selectedId!);
      await expect(input).toHaveAttribute("aria-activedescendant", (await next.getAttribute("id"))!);
      await page.keyboard.press("ArrowUp");
      await expect(input).toHaveAttribute("aria-activedescendant", selectedId!);

      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/services\/strategy$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/strategy/i);
    });
  }

  test("the highlighted option stands out from the list (at least 3:1)", async ({ page }) => {
    await page.setViewportSize(desktop);
    await gotoHydrated(page, "/faq");
    await searchButton(page).click();
    await paletteInput(page).pressSequentially("strategy");
    const colours = await page.locator('[role="option"][aria-selected="true"]').evaluate((option) => ({
      option: getComputedStyle(option).backgroundColor,
      list: getComputedStyle(option.closest("[cmdk-dialog]")!).backgroundColor,
    }));
    expect(contrast(colours.option, colours.list)).toBeGreaterThanOrEqual(3);
  });
});

test.describe("newsletter error", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Newsletter sign-up" });
  const field = (page: Page) => form(page).getByRole("textbox", { name: /Email address/ });

  for (const viewport of [desktop, phone]) {
    test(`an invalid address is written under the field, tied to it, focused, and cleared by editing (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/");
      await field(page).fill("not-an-address");
      await form(page).getByRole("button", { name: "Subscribe" }).click();
      const alert = form(page).getByRole("alert");
      await expect(alert).toHaveText(messages.subscribe.invalidBody);
      await expect(field(page)).toBeFocused();
      await expect(field(page)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page)).toHaveAttribute("aria-describedby", (await alert.getAttribute("id"))!);
      await expect(field(page)).toHaveAccessibleDescription(messages.subscribe.invalidBody);
      // Below the field, not beside or over it.
      const fieldBox = (await field(page).boundingBox())!;
      const alertBox = (await alert.boundingBox())!;
      expect(alertBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);

      await field(page).press("Backspace");
      await expect(alert).toHaveText("");
      await expect(field(page)).not.toHaveAttribute("aria-invalid");
      await expect(field(page)).not.toHaveAttribute("aria-describedby");
    });
  }

  test("a refused subscription stays written under the field with the server's message", async ({ page }) => {
    await page.route("**/api/subscribe", (route) =>
      route.fulfill({
        status: 400,
        body: '{"error":"That address cannot receive mail."}',
        contentType: "application/json",
      }),
    );
    await page.setViewportSize(desktop);
    await gotoHydrated(page, "/");
    await field(page).fill("someone@example.com");
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(form(page).getByRole("alert")).toHaveText(
      `${messages.subscribe.failureTitle}: That address cannot receive mail.`,
    );
    await expect(field(page)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page)).toHaveAccessibleDescription(/That address cannot receive mail\./);
  });

  test("a network failure is written under the field without calling the address invalid", async ({ page }) => {
    await page.route("**/api/subscribe", (route) => route.abort("internetdisconnected"));
    await page.setViewportSize(desktop);
    await gotoHydrated(page, "/");
    await field(page).fill("someone@example.com");
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(form(page).getByRole("alert")).toHaveText(messages.subscribe.networkBody);
    await expect(field(page)).toHaveAccessibleDescription(messages.subscribe.networkBody);
    await expect(field(page)).not.toHaveAttribute("aria-invalid");
  });
});
