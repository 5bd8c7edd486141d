// A browser where the page's script never runs (switched off, blocked or failed to load) can
// still send the contact form: it posts the fields itself, and the server answers with pages.
import { messages } from "#shared/messages.ts";
import { expect, test } from "./fixtures.ts";
import { E2E_ADMIN_TOKEN } from "./server.ts";

test.use({ javaScriptEnabled: false });

test("the home contact form sends without script and lands on the confirmation page", async ({ page, request }) => {
  const name = `No Script ${Date.now()}`;
  await page.goto("/#contact");
  const form = page.locator("#contact").getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("noscript@example.com");
  await form.getByLabel("Message").fill("Written in a browser that runs no script.");
  await form.getByLabel(/I have read the privacy policy/).check();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/message-sent$/);
  await expect(page.getByRole("heading", { level: 1, name: messages.contact.successTitle })).toBeVisible();
  await expect(page.getByText(messages.contact.successBody)).toBeVisible();
  const response = await request.get("/api/admin/contacts", {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  const stored = ((await response.json()) as { contacts: { name: string; message: string }[] }).contacts.filter(
    (row) => row.name === name,
  );
  expect(stored).toEqual([expect.objectContaining({ message: "Written in a browser that runs no script." })]);
});

test("a refused message comes back with the reasons and the visitor's words", async ({ page }) => {
  await page.goto("/#contact");
  const form = page.locator("#contact").getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("No Script");
  await form.getByLabel("Email").fill("noscript@example.com");
  await form.getByLabel("Message").fill("Forgot to tick the privacy box.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your message was not sent" })).toBeVisible();
  await expect(page.getByRole("listitem")).toHaveText([messages.contact.privacyRequired]);
  await expect(page.getByRole("textbox", { name: "Your message" })).toHaveValue("Forgot to tick the privacy box.");
});
