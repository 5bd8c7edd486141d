// The console's newsletter as staff use it: a sign-up shows as pending with its confirmation email
// in the outbox; a failed email is sent again through the provider (the e2e server has one, a
// fake: tests/fakes/fake-email.ts); an address is suppressed, keeping what was typed across an
// expired sign-in.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { E2E_ADMIN_TOKEN, E2E_BASE_URL } from "./server.ts";
import { axeViolations } from "./axe.ts";
import { signInToConsole } from "./staff-console.ts";

/** Writes a row no request can produce (an email the provider refused) into the e2e server's D1. */
async function writeFailedEmail(to: string): Promise<void> {
  const state = process.env["E2E_STATE_DIR"];
  if (!state) throw new Error("E2E_STATE_DIR is not set by the global setup");
  const sql = `INSERT INTO email_outbox (created_at, to_address, subject, text_body, headers, status, error) VALUES ('${new Date().toISOString()}', '${to}', 'Your briefing pack', 'The briefing pack is attached.', '{}', 'failed', 'Resend answered 500: try later')`;
  // The running server holds the same SQLite file and other specs write to it in parallel, so the
  // write can meet SQLITE_BUSY; wrangler sets no busy timeout, so a locked write is tried again
  // (each try is a fresh wrangler process, a second or so apart). Any other failure is thrown.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await promisify(execFile)(
        join(process.cwd(), "node_modules", ".bin", "wrangler"),
        ["d1", "execute", "DB", "--local", "--persist-to", state, "--command", sql],
        { env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" } },
      );
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("SQLITE_BUSY")) throw error;
    }
  }
}

const count = async (page: Page, term: string) =>
  Number(
    await page
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator("xpath=following-sibling::dd[1]")
      .textContent(),
  );

test("a sign-up is pending with its confirmation email in the outbox; a failed email is sent again", async ({
  page,
  request,
  consoleProblems,
}) => {
  const address = `nl-${Date.now()}@example.com`;
  const failed = `failed-${Date.now()}@example.com`;
  expect(
    (
      await request.post("/api/subscribe", {
        data: { email: address, source: "hero" },
        headers: { origin: E2E_BASE_URL },
      })
    ).status(),
  ).toBe(200);
  await writeFailedEmail(failed);

  await signInToConsole(page, "/staff/newsletter");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  expect(await count(page, "Pending")).toBeGreaterThanOrEqual(1);
  expect(await count(page, "Emails failed")).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("link", { name: "Export confirmed subscribers (CSV)" })).toHaveAttribute(
    "href",
    "/api/admin/newsletter/confirmed",
  );
  await expect(page.getByText("Emails go out through the email provider as they are written.")).toBeVisible();

  const outbox = page.getByRole("table", { name: "Outbox, newest first" });
  const confirmation = outbox.getByRole("row").filter({ hasText: address });
  await expect(confirmation).toContainText("Sent");
  await expect(confirmation.getByRole("button")).toHaveCount(0);
  await confirmation.getByText("Confirm your subscription to Larkspur Strategy insights").click();
  await expect(confirmation.getByText(/\/api\/subscribe\/confirm\?token=/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Show").selectOption({ label: "Failed" });
  await expect(page).toHaveURL(/[?&]status=failed/);
  // The filtered list has arrived once the sent confirmation has left it; until then the failed
  // email's row can still move up the table under the pointer.
  await expect(confirmation).toHaveCount(0);
  const refused = outbox.getByRole("row").filter({ hasText: failed });
  await expect(refused).toContainText("Resend answered 500: try later");
  await refused.getByRole("button", { name: `Send again to ${failed}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Sent to ${failed}.` })).toBeFocused();
  // Sent, it leaves the list of failed emails.
  await expect(refused).toHaveCount(0);
  const received = (await (
    await request.get(`${process.env["FAKE_EMAIL_URL"]}/outbox?to=${encodeURIComponent(failed)}`)
  ).json()) as { subject: string }[];
  expect(received.map((mail) => mail.subject)).toEqual(["Your briefing pack"]);
  await page.getByLabel("Show").selectOption({ label: "Sent" });
  await expect(outbox.getByRole("row").filter({ hasText: failed })).toContainText("Sent");
  expect(consoleProblems).toEqual([]);
});

test("staff suppress an address; what was typed survives an expired sign-in", async ({ page }) => {
  const address = `suppress-${Date.now()}@example.com`;
  await signInToConsole(page, "/staff/newsletter");
  const field = page.getByLabel("Email address to suppress");

  await field.fill("not an address");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address.");
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(address);
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Suppress address" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your sign-in has expired." })).toBeVisible();
  await page.getByRole("link", { name: "Sign in again" }).click();
  await page.getByLabel("Your email").fill("grace@example.com");
  await page.getByLabel("Staff token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/staff\/newsletter$/);
  await expect(field).toHaveValue(address);

  const before = await count(page, "Suppressed");
  await field.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: `${address} is on the suppression list now.` }),
  ).toBeVisible();
  await expect(field).toHaveValue("");
  await expect.poll(() => count(page, "Suppressed")).toBeGreaterThan(before);
  expect(await axeViolations(page)).toEqual([]);

  await field.fill(address.toUpperCase());
  await page.getByRole("button", { name: "Suppress address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "was already on the suppression list" })).toBeVisible();
});
