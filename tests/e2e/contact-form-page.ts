// The contact modal as the form specs open it, and the messages staff find stored afterwards.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, gotoHydrated } from "./fixtures.ts";
import { E2E_ADMIN_TOKEN } from "./server.ts";

export async function storedContacts(
  request: APIRequestContext,
): Promise<{ name: string; email: string; message: string }[]> {
  const response = await request.get("/api/admin/contacts", {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  return ((await response.json()) as { contacts: { name: string; email: string; message: string }[] }).contacts;
}

export async function openContact(page: Page) {
  await gotoHydrated(page, "/faq");
  await page.getByRole("button", { name: "Get In Touch" }).click();
  const dialog = page.getByRole("dialog", { name: "Get in touch" });
  await expect(dialog).toBeVisible();
  return dialog;
}
