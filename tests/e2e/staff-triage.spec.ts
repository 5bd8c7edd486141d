// An enquiry's triage as staff meet it: a visitor sends a crisis through the public contact form;
// in the console the enquiry's row shows its urgency, service and suggested owner; staff filter the
// list by urgency (kept in the address through a reload), open the enquiry, read the triage with
// its reasons and reader, correct its service (the choice surviving a reload before it is saved),
// and the accuracy panel counts the correction.
import type { APIRequestContext, Page } from "@playwright/test";
import { messages } from "#shared/messages.ts";
import { axeViolations } from "./axe.ts";
import { openContact } from "./contact-form-page.ts";
import { expect, test } from "./fixtures.ts";
import { toast } from "./helpers.ts";
import { E2E_ADMIN_TOKEN } from "./server.ts";
import { signInToConsole } from "./staff-console.ts";

const CRISIS =
  "A reporter from the evening paper has just rung asking us to comment on a leaked email from our chief executive. They are running the story tonight.";

/** The accuracy panel's row for a period: how many were reviewed and right, or none yet. */
async function accuracy(page: Page, days: number): Promise<{ reviewed: number; service: number; urgency: number }> {
  const row = page
    .getByRole("table", { name: "How often triage was right, by period" })
    .getByRole("row", { name: new RegExp(`^Last ${days} days`) });
  await expect(row).toBeVisible();
  const text = (await row.textContent()) ?? "";
  if (text.includes("None reviewed yet")) return { reviewed: 0, service: 0, urgency: 0 };
  const cells = await row.getByRole("cell").allTextContents();
  const right = (cell: string | undefined) => Number(/\((\d+) of \d+\)/.exec(cell ?? "")?.[1]);
  return { reviewed: Number(cells[0]), service: right(cells[1]), urgency: right(cells[2]) };
}

/** Waits until the enquiry's triage, which runs after the visitor's response, is stored. */
async function triaged(request: APIRequestContext, stamp: string): Promise<void> {
  await expect
    .poll(async () => {
      const response = await request.get(`/api/admin/enquiries?q=${stamp}`, {
        headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      });
      const { rows } = (await response.json()) as { rows: { triage: unknown }[] };
      return rows[0]?.triage ?? null;
    })
    .not.toBeNull();
}

test("an enquiry from the contact form arrives triaged; staff filter by urgency, correct its service, and the accuracy panel counts it", async ({
  page,
  request,
  consoleProblems,
}) => {
  const stamp = `triage${Date.now()}`;
  const visitor = `Visitor ${stamp}`;
  const dialog = await openContact(page);
  await dialog.getByLabel("Name").fill(visitor);
  await dialog.getByLabel("Email").fill(`${stamp}@example.com`);
  await dialog.getByLabel("Message").fill(CRISIS);
  await dialog.getByLabel(/I have read the privacy policy/).check();
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(toast(page)).toContainText(messages.contact.successTitle);
  await triaged(request, stamp);

  await signInToConsole(page, "/staff/enquiries");
  const before = { month: await accuracy(page, 30), quarter: await accuracy(page, 90) };
  const table = page.getByRole("table", { name: /^Enquiries/ });
  const row = table.getByRole("row").filter({ has: page.getByRole("link", { name: visitor }) });
  await expect(table.getByRole("columnheader", { name: "Urgency" })).toBeVisible();
  await expect(row).toContainText("Urgent");
  await expect(row).toContainText("Crisis Communications");
  await expect(row).toContainText("Daniel Osei");

  await page.getByLabel("Search names, email addresses and messages").fill(stamp);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${stamp}`));
  await page.getByLabel("Urgency").selectOption({ label: "Routine" });
  await expect(page).toHaveURL(/[?&]urgency=routine/);
  await expect(page.getByRole("status").filter({ hasText: "No enquiries match." })).toBeVisible();
  await page.getByLabel("Urgency").selectOption({ label: "Urgent" });
  await expect(page).toHaveURL(/[?&]urgency=urgent/);
  await expect(page.getByRole("status").filter({ hasText: "Showing 1 of 1 enquiries" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Urgency")).toHaveValue("urgent");
  await expect(row).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole("link", { name: visitor }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Enquiry from ${visitor}` })).toBeFocused();
  const triage = page.getByRole("region", { name: "Triage" });
  await expect(triage).toContainText("Urgent");
  await expect(triage).toContainText("Words that set it: “leaked”");
  await expect(triage).toContainText("Crisis Communications");
  await expect(triage).toContainText(/Read by\s*Triage Bot's built-in reader/);
  await expect(triage).toContainText("Not reviewed yet");
  expect(await axeViolations(page)).toEqual([]);

  // What is chosen survives a reload (as it would an expired sign-in) until it is saved.
  await triage.getByLabel("Service").selectOption({ label: "Public Relations" });
  await page.reload();
  await expect(triage.getByLabel("Service")).toHaveValue("public-relations");
  await triage.getByRole("button", { name: "Save correction" }).click();
  await expect(triage.getByRole("status").filter({ hasText: "Triage saved." })).toBeVisible();
  await expect(triage).toContainText(/Corrected by ada@example\.com on .* \(service changed\)\./);
  await expect(triage).toContainText("Public Relations (read as Crisis Communications)");
  await page.reload();
  await expect(triage).toContainText("Public Relations (read as Crisis Communications)");

  await page.getByRole("link", { name: "Back to enquiries" }).click();
  await expect(row).toContainText("Public Relations");
  await expect(row).toContainText("Reviewed");
  // The correction counts: reviewed, the service wrong, the urgency right.
  for (const [days, was] of [
    [30, before.month],
    [90, before.quarter],
  ] as const) {
    await expect
      .poll(() => accuracy(page, days))
      .toEqual({ reviewed: was.reviewed + 1, service: was.service, urgency: was.urgency + 1 });
  }
  expect(consoleProblems).toEqual([]);
});
