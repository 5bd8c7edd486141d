// The contact modal, filled in as a visitor would, with what the server stored; the home page's
// contact section holds the same form.
import { PRIVACY_TICK, PRIVACY_TICK_TEXT } from "../../web/content/privacy-tick.ts";
import { messages } from "#shared/messages.ts";
import { storedContacts, openContact } from "./contact-form-page.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { toast } from "./helpers.ts";

test.describe("contact modal", () => {
  test("shows the firm's contact details and both offices", async ({ page }) => {
    const dialog = await openContact(page);
    await expect(dialog.getByRole("link", { name: "hello@example.com" })).toBeVisible();
    await expect(dialog).toContainText("Bristol office");
    await expect(dialog).toContainText("London office");
    await expect(dialog.getByRole("link", { name: "020 7946 0456" })).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(3);
  });

  test("the privacy tick says the visitor has read how their details are used, and links to the policy", async ({
    page,
  }) => {
    const dialog = await openContact(page);
    const tick = dialog.getByRole("checkbox", { name: PRIVACY_TICK_TEXT, exact: true });
    await expect(tick).toBeVisible();
    // The policy says consent is not the basis relied on, so the tick asks for none.
    const words = await tick.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? "");
    expect(words).toBe(PRIVACY_TICK_TEXT);
    expect(words).not.toMatch(/\bagree|\bconsent/i);
    await expect(dialog.getByRole("link", { name: PRIVACY_TICK.link })).toHaveAttribute("href", "/privacy-policy");
  });

  test("validates every field with the spec's messages", async ({ page }) => {
    const dialog = await openContact(page);
    await dialog.getByLabel("Name").fill("A");
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByLabel("Message").fill("short");
    await dialog.getByRole("button", { name: "Send message" }).click();
    await expect(dialog.getByText(messages.contact.nameTooShort)).toBeVisible();
    await expect(dialog.getByText(messages.contact.invalidEmail)).toBeVisible();
    await expect(dialog.getByText(messages.contact.messageTooShort)).toBeVisible();
    await expect(dialog.getByText(messages.contact.privacyRequired)).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  });

  test("sends a message: Sending..., then the success toast, a reset form and a closed modal", async ({
    page,
    request,
  }) => {
    const name = `Visitor ${Date.now()}`;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    const dialog = await openContact(page);
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Email").fill("Visitor@Example.com");
    await dialog.getByLabel("Message").fill("We would like help preparing for a select committee.");
    await dialog.getByLabel(/I have read the privacy policy/).check();
    await dialog.getByRole("button", { name: "Send message" }).click();
    await expect(dialog.getByRole("button", { name: messages.contact.sending })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText(messages.contact.successTitle);
    await expect(toast(page)).toContainText(messages.contact.successBody);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Get In Touch" })).toBeFocused();
    const stored = await storedContacts(request);
    expect(stored.find((row) => row.name === name)).toMatchObject({
      email: "visitor@example.com",
      message: "We would like help preparing for a select committee.",
    });
    await page.getByRole("button", { name: "Get In Touch" }).click();
    await expect(page.getByRole("dialog").getByLabel("Name")).toHaveValue("");
  });

  for (const [failure, answer] of [
    ["a server failure", { status: 500, body: '{"error":"boom"}' }],
    ["a network failure", null],
  ] as const) {
    test(`shows the error toast on ${failure} and keeps what was typed`, async ({ page }) => {
      await page.route("**/api/contact", (route) =>
        answer ? route.fulfill({ ...answer, contentType: "application/json" }) : route.abort("internetdisconnected"),
      );
      const dialog = await openContact(page);
      await dialog.getByLabel("Name").fill("Kept Name");
      await dialog.getByLabel("Email").fill("kept@example.com");
      await dialog.getByLabel("Message").fill("This message must survive a failure.");
      await dialog.getByLabel(/I have read the privacy policy/).check();
      await dialog.getByRole("button", { name: "Send message" }).click();
      await expect(toast(page)).toContainText(messages.contact.failureTitle);
      await expect(toast(page)).toContainText(messages.contact.failureBody);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Message")).toHaveValue("This message must survive a failure.");
    });
  }

  test("an unsent draft survives closing the modal and a reload, and is gone once sent", async ({ page, request }) => {
    const name = `Draft ${Date.now()}`;
    let dialog = await openContact(page);
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Email").fill("draft@example.com");
    await dialog.getByLabel("Message").fill("Half-written when the modal was closed by mistake.");
    await dialog.getByLabel(/I have read the privacy policy/).check();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.reload();
    dialog = await openContact(page);
    await expect(dialog.getByLabel("Name")).toHaveValue(name);
    await expect(dialog.getByLabel("Message")).toHaveValue("Half-written when the modal was closed by mistake.");
    await expect(dialog.getByLabel(/I have read the privacy policy/)).toBeChecked();
    await dialog.getByRole("button", { name: "Send message" }).click();
    await expect(toast(page)).toContainText(messages.contact.successTitle);
    expect((await storedContacts(request)).filter((row) => row.name === name)).toHaveLength(1);
    await page.reload();
    dialog = await openContact(page);
    await expect(dialog.getByLabel("Name")).toHaveValue("");
    await expect(dialog.getByLabel("Message")).toHaveValue("");
  });

  test("closes on Escape and returns focus to the button", async ({ page }) => {
    const dialog = await openContact(page);
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Get In Touch" })).toBeFocused();
  });
});

test("the home page contact section has the same form", async ({ page }) => {
  await gotoHydrated(page, "/#contact");
  await expect(page.locator("#contact")).toHaveAttribute("data-ready", "true");
  await expect(page.locator("#contact").getByRole("form", { name: "Contact form" })).toBeVisible();
});
