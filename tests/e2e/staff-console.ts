// Shared by the staff console's specs: signing in through development's sign-in, as a developer
// would on their own machine (the e2e server runs in development on 127.0.0.1 with a staff token).
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { E2E_ADMIN_TOKEN } from "./server.ts";

/** Opens `path` under /staff, signing in on the way as `email`. */
export async function signInToConsole(page: Page, path = "/staff", email = "ada@example.com"): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Staff console: sign in" })).toBeVisible();
  await page.getByLabel("Your email").fill(email);
  await page.getByLabel("Staff token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}
