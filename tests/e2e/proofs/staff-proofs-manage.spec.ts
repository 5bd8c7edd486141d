// The console's Proofs section in Chromium, continued: finding a proof in the list, extending its
// link and revoking it behind a confirmation; and an expired sign-in in the middle of creating a
// proof, which loses nothing: after signing in again the form and its file are back, and it uploads.
import { expect, test } from "../fixtures.ts";
import { createProof, PDF, PNG } from "./proof-requests.ts";
import { E2E_ADMIN_TOKEN } from "../server.ts";
import { axeViolations } from "../axe.ts";
import { signInToConsole } from "../staff-console.ts";

test("staff find a proof, extend its link, and revoke it behind a confirmation", async ({
  page,
  request,
  consoleProblems,
}) => {
  const title = `Annual review ${test.info().testId}`;
  const proof = await createProof(
    request,
    { title, client_name: "Moorland Homes", expires_in_days: "2" },
    { name: "review.png", mimeType: "image/png", buffer: PNG },
  );
  await signInToConsole(page, "/staff/proofs");
  await expect(page.getByRole("heading", { level: 1, name: "Proofs" })).toBeVisible();
  await page.getByLabel("Status").selectOption("Live");
  await page.getByLabel("Title or client").fill(title);
  await page.getByRole("button", { name: "Show" }).click();
  const table = page.getByRole("table", { name: "Proofs that match, newest first" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText(/Moorland Homes\s*Live\s*1\s*.*None yet/);
  await expect(page.getByText("Showing 1 of 1 proofs, newest first.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await table.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeFocused();

  const days = page.getByLabel("Keep the link open for (days from today)");
  await days.fill("0");
  await page.getByRole("button", { name: "Extend" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Enter a whole number of days from 1 to 90." })).toBeVisible();
  await days.fill("30");
  await days.press("Enter");
  // Formatted by the browser, as the console does: Node's and Chromium's date data may name a month differently ("Sep", "Sept").
  const until = await page.evaluate(() =>
    new Date(Date.now() + 30 * 86_400_000).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Europe/London",
    }),
  );
  await expect(page.getByRole("status").filter({ hasText: `The link is open until ${until}` })).toBeVisible();
  const audit = page.getByRole("table", { name: "Audit trail" });
  await expect(audit.getByRole("row").nth(2)).toContainText(
    new RegExp(`Expiry set\\s*—\\s*ada@example\\.com\\s*Open until ${until}`),
  );
  await expect(audit.getByRole("row").nth(1)).toContainText("staff token");

  // Escape leaves the link as it was and the focus where it was; confirming revokes it.
  const revoke = page.getByRole("button", { name: "Revoke link" });
  await revoke.click();
  const dialog = page.getByRole("dialog", { name: `Revoke the link to ${title}?` });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(revoke).toBeFocused();
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Revoke link" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "The link", exact: true })).toBeFocused();
  await expect(page.getByText("Revoked: it no longer opens.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Revoke link" })).toHaveCount(0);
  await expect(audit.getByRole("row").last()).toContainText(/Revoked\s*—\s*ada@example\.com\s*Revoked the link/);
  expect((await request.get(`/approval/${proof.slug}`)).status()).toBe(404);

  await page.getByRole("link", { name: "All proofs" }).click();
  await page.getByLabel("Status").selectOption("Revoked");
  await page.getByLabel("Title or client").fill(title);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(
    page.getByRole("table", { name: "Proofs that match, newest first" }).getByRole("row").nth(1),
  ).toContainText("Revoked");
  expect(consoleProblems).toEqual([]);
});

test("an expired sign-in while creating a proof keeps the form and its file; signed in again, it uploads", async ({
  page,
  context,
}) => {
  // The refused upload is the one error the browser logs.
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  page.on("pageerror", (error) => errors.push(error.message));
  const title = `Board briefing ${test.info().testId}`;
  await signInToConsole(page, "/staff/proofs/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Client", { exact: true }).fill("Harbour Trust");
  await page.getByLabel("Notes for staff").fill("Only the chair sees this one");
  await page
    .getByLabel("Choose a file")
    .setInputFiles({ name: "briefing.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText(/^Chosen: briefing\.pdf/)).toBeVisible();

  await context.clearCookies();
  await page.getByRole("button", { name: "Create proof" }).click();
  await expect(page.getByText("Your sign-in has expired.", { exact: true })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "The proof was not created." })).toBeVisible();
  await page.getByRole("link", { name: "Sign in again" }).click();
  await expect(page.getByRole("heading", { name: "Staff console: sign in" })).toBeVisible();
  await page.getByLabel("Your email").fill("ada@example.com");
  await page.getByLabel("Staff token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/staff\/proofs\/new$/);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Client", { exact: true })).toHaveValue("Harbour Trust");
  await expect(page.getByLabel("Notes for staff")).toHaveValue("Only the chair sees this one");
  await expect(page.getByText(/^Chosen: briefing\.pdf/)).toBeVisible();
  await page.getByRole("button", { name: "Create proof" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Only the chair sees this one")).toBeVisible();
  await expect(page.getByRole("img", { name: `Page 1 of 1 of ${title}, version 1` })).toBeVisible({ timeout: 20_000 });
  expect(await axeViolations(page)).toEqual([]);

  // Sent, the drafts are gone: a new proof starts empty.
  await page.goto("/staff/proofs/new");
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByText("No file chosen yet.")).toBeVisible();
  expect(errors.filter((text) => !text.includes("status of 401"))).toEqual([]);
});
