// TENFOLD's launcher and panel as the end-to-end specs find them: by role and accessible name,
// the way a visitor or a screen reader does.
import type { Page } from "@playwright/test";
import { expect, gotoHydrated } from "./fixtures.ts";

export const launcher = (page: Page) => page.getByRole("button", { name: /TENFOLD, the AI assistant/ });
export const panel = (page: Page) => page.getByRole("dialog", { name: "TENFOLD" });
export const input = (page: Page) => panel(page).getByLabel("Message TENFOLD");
export const send = (page: Page) => panel(page).getByRole("button", { name: "Send", exact: true });
export const log = (page: Page) => panel(page).getByRole("log");
export const tab = (page: Page, name: "chat" | "voice") => panel(page).getByRole("tab", { name });
export const closeButton = (page: Page) => panel(page).getByRole("button", { name: "Close TENFOLD" });

export async function openTenfold(page: Page, path = "/faq") {
  await gotoHydrated(page, path);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  // Open means settled: the panel fades in, and a check made mid-fade (axe's contrast) sees grey text.
  await expect(panel(page)).toHaveCSS("opacity", "1");
}

export async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await send(page).click();
}
