// The contact and newsletter forms filled in before the page's code has loaded: nothing typed or
// sent is lost when it arrives.
import type { Page } from "@playwright/test";
import { messages } from "#shared/messages.ts";
import { storedContacts } from "./contact-form-page.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { toast } from "./helpers.ts";

test.describe("filled in before the page's code has loaded", () => {
  /** Holds the requests for scripts whose URL matches `pattern` until the returned function is called. */
  async function holdScripts(page: Page, pattern: RegExp) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
    return () => release();
  }

  const homeContactForm = (page: Page) => page.locator("#contact").getByRole("form", { name: "Contact form" });

  test("the home contact form keeps what was typed when its code arrives", async ({ page }) => {
    const release = await holdScripts(page, /contact-section-[^/]*\.js$/);
    await gotoHydrated(page, "/#contact");
    const form = homeContactForm(page);
    await form.getByLabel("Name").fill("Early Visitor");
    await form.getByLabel("Email").fill("early@example.com");
    await form.getByLabel("Message").fill("Typed while the section's code was still on its way.");
    await form.getByLabel(/I have read the privacy policy/).check();
    release();
    await expect(page.locator("#contact")).toHaveAttribute("data-ready", "true");
    await expect(form.getByLabel("Name")).toHaveValue("Early Visitor");
    await expect(form.getByLabel("Email")).toHaveValue("early@example.com");
    await expect(form.getByLabel("Message")).toHaveValue("Typed while the section's code was still on its way.");
    await expect(form.getByLabel(/I have read the privacy policy/)).toBeChecked();
    // The kept values are the form's own state: editing one field leaves the others as they are.
    await form.getByLabel("Name").fill("Early Visitor Jr");
    await expect(form.getByLabel("Message")).toHaveValue("Typed while the section's code was still on its way.");
  });

  test("a message sent before the code arrives stays on the page and is sent once it does", async ({
    page,
    request,
  }) => {
    const name = `Early ${Date.now()}`;
    const release = await holdScripts(page, /contact-section-[^/]*\.js$/);
    await gotoHydrated(page, "/#contact");
    const form = homeContactForm(page);
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("early@example.com");
    await form.getByLabel("Message").fill("Sent before the form's code had loaded.");
    await form.getByLabel(/I have read the privacy policy/).check();
    await form.getByRole("button", { name: "Send message" }).click();
    // Not submitted natively: no navigation, nothing in the address, the form marked as on its way.
    await expect(form).toHaveAttribute("aria-busy", "true");
    expect(new URL(page.url()).search).toBe("");
    await expect(form.getByLabel("Message")).toHaveValue("Sent before the form's code had loaded.");
    release();
    await expect(toast(page)).toContainText(messages.contact.successTitle);
    await expect(form.getByLabel("Message")).toHaveValue("");
    const stored = (await storedContacts(request)).filter((row) => row.name === name);
    expect(stored).toEqual([
      expect.objectContaining({ email: "early@example.com", message: "Sent before the form's code had loaded." }),
    ]);
  });

  test("an early send that is incomplete shows the spec's messages once the code arrives", async ({ page }) => {
    const release = await holdScripts(page, /contact-section-[^/]*\.js$/);
    await gotoHydrated(page, "/#contact");
    const form = homeContactForm(page);
    await form.getByLabel("Name").fill("Early Visitor");
    await form.getByRole("button", { name: "Send message" }).click();
    release();
    await expect(form.getByText(messages.contact.messageTooShort)).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("Early Visitor");
  });

  test("an address typed into the newsletter before hydration enables Subscribe", async ({ page }) => {
    const release = await holdScripts(page, /hydrate-[^/]*\.js$/);
    await page.goto("/");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel(/Email address/).fill("early-reader@example.com");
    release();
    await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
    await expect(form.getByLabel(/Email address/)).toHaveValue("early-reader@example.com");
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });
});
