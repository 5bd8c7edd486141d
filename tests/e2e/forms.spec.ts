// The contact modal and the newsletter, filled in as a visitor would, with what the server stored.
import type { APIRequestContext, Page } from "@playwright/test";
import { messages } from "../../web/shared/messages.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { E2E_ADMIN_TOKEN } from "./server.ts";

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

async function storedContacts(request: APIRequestContext): Promise<{ name: string; email: string; message: string }[]> {
  const response = await request.get("/api/admin/contacts", { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  return ((await response.json()) as { contacts: { name: string; email: string; message: string }[] }).contacts;
}

async function openContact(page: Page) {
  await gotoHydrated(page, "/faq");
  await page.getByRole("button", { name: "Get In Touch" }).click();
  const dialog = page.getByRole("dialog", { name: "Get in touch" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("contact modal", () => {
  test("shows the firm's contact details and both offices", async ({ page }) => {
    const dialog = await openContact(page);
    await expect(dialog.getByRole("link", { name: "hello@example.com" })).toBeVisible();
    await expect(dialog).toContainText("Bristol office");
    await expect(dialog).toContainText("London office");
    await expect(dialog.getByRole("link", { name: "020 7946 0456" })).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(3);
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

  test("sends a message: Sending..., then the success toast, a reset form and a closed modal", async ({ page, request }) => {
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
    expect(stored.find((row) => row.name === name)).toMatchObject({ email: "visitor@example.com", message: "We would like help preparing for a select committee." });
    await page.getByRole("button", { name: "Get In Touch" }).click();
    await expect(page.getByRole("dialog").getByLabel("Name")).toHaveValue("");
  });

  for (const [failure, answer] of [
    ["a server failure", { status: 500, body: '{"error":"boom"}' }],
    ["a network failure", null],
  ] as const) {
    test(`shows the error toast on ${failure} and keeps what was typed`, async ({ page }) => {
      await page.route("**/api/contact", (route) => (answer ? route.fulfill({ ...answer, contentType: "application/json" }) : route.abort("internetdisconnected")));
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

test.describe("newsletter", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Newsletter sign-up" });

  test("the button is disabled while the email is empty", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(form(page).getByRole("button", { name: "Subscribe" })).toBeDisabled();
    await form(page).getByLabel(/Email address/).fill("x");
    await expect(form(page).getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  test("an address without @ gets the invalid email toast", async ({ page }) => {
    await gotoHydrated(page, "/");
    await form(page).getByLabel(/Email address/).fill("not-an-address");
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page)).toContainText(messages.subscribe.invalidTitle);
    await expect(toast(page)).toContainText(messages.subscribe.invalidBody);
  });

  test("subscribes once: Subscribing..., the spec's success toast, and a second try answers the same", async ({ page, request }) => {
    const email = `reader-${Date.now()}@example.com`;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/subscribe", async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/");
    await form(page).getByLabel(/Email address/).fill(email);
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(form(page).getByRole("button", { name: messages.subscribe.subscribing })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText("Successfully subscribed!");
    await expect(toast(page)).toContainText("You'll receive our latest insights and analysis.");
    await expect(form(page).getByLabel(/Email address/)).toHaveValue("");
    // The same answer for an address already on the list: the page does not tell anyone who is.
    await form(page).getByLabel(/Email address/).fill(email.toUpperCase());
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page).last()).toContainText("You'll receive our latest insights and analysis.");
    await expect(toast(page).last()).not.toContainText(/already/i);
    const subscribers = await request.get("/api/admin/subscribers", { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    const rows = ((await subscribers.json()) as { subscribers: { email: string; name: string }[] }).subscribers.filter((s) => s.email === email);
    // Pending until the emailed link is followed (tests/e2e/newsletter.spec.ts).
    expect(rows).toEqual([expect.objectContaining({ email, name: email.split("@")[0], status: "pending", consent_source: "hero" })]);
  });

  for (const [failure, answer, description] of [
    ["a server message", { status: 400, body: '{"error":"That address cannot receive mail."}' }, "That address cannot receive mail."],
    ["no server message", { status: 502, body: "" }, messages.subscribe.failureFallback],
  ] as const) {
    test(`a failure with ${failure} shows 'Subscription failed'`, async ({ page }) => {
      await page.route("**/api/subscribe", (route) => route.fulfill({ ...answer, contentType: "application/json" }));
      await gotoHydrated(page, "/");
      await form(page).getByLabel(/Email address/).fill("someone@example.com");
      await form(page).getByRole("button", { name: "Subscribe" }).click();
      await expect(toast(page)).toContainText(messages.subscribe.failureTitle);
      await expect(toast(page)).toContainText(description);
    });
  }

  test("a network failure shows the network error toast", async ({ page }) => {
    await page.route("**/api/subscribe", (route) => route.abort("internetdisconnected"));
    await gotoHydrated(page, "/");
    await form(page).getByLabel(/Email address/).fill("someone@example.com");
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page)).toContainText(messages.subscribe.networkTitle);
    await expect(toast(page)).toContainText(messages.subscribe.networkBody);
  });
});

test("the home page contact section has the same form", async ({ page }) => {
  await gotoHydrated(page, "/#contact");
  await expect(page.locator("#contact")).toHaveAttribute("data-ready", "true");
  await expect(page.locator("#contact").getByRole("form", { name: "Contact form" })).toBeVisible();
});

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

  test("a message sent before the code arrives stays on the page and is sent once it does", async ({ page, request }) => {
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
    expect(stored).toEqual([expect.objectContaining({ email: "early@example.com", message: "Sent before the form's code had loaded." })]);
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
