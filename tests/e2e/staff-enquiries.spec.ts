// The console's enquiries as staff use them: a TENFOLD hand-off and a form enquiry arrive through
// the public API; staff filter and search to find the hand-off, read its conversation, mark it
// handled by keyboard and see who and when, and export what they filtered.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { E2E_BASE_URL } from "./server.ts";
import { axeViolations } from "./axe.ts";
import { signInToConsole } from "./staff-console.ts";

async function sendEnquiry(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const response = await request.post("/api/contact", {
    data: { privacy: true, ...body },
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("staff find a TENFOLD hand-off, read its conversation, mark it handled and export what they filtered", async ({
  page,
  request,
  consoleProblems,
}) => {
  const stamp = `e2e${Date.now()}`;
  const visitor = `Handoff ${stamp}`;
  await sendEnquiry(request, {
    name: visitor,
    email: `${stamp}@example.com`,
    message: `Please call me about crisis planning.\nOur events are outdoors in Leeds.`,
    source: "tenfold",
    transcript: [
      { role: "user", text: "What's the weather in Leeds tomorrow?" },
      { role: "ai", text: "I can't find that on our site, <b>so</b> I won't guess." },
    ],
    transcriptConsent: true,
  });
  await sendEnquiry(request, {
    name: `Form ${stamp}`,
    email: `form-${stamp}@example.com`,
    message: "A plain enquiry from the contact form.",
  });

  await signInToConsole(page, "/staff/enquiries");
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  const table = page.getByRole("table", { name: /Enquiries/ });
  await expect(table.getByRole("link", { name: visitor })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Source").selectOption({ label: "TENFOLD hand-off" });
  await expect(page).toHaveURL(/[?&]source=tenfold/);
  await page.getByLabel("Search names, email addresses and messages").fill(stamp);
  // The list follows the search after a pause in typing, keeping the focus in the box.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${stamp}`));
  await expect(page.getByLabel("Search names, email addresses and messages")).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Showing 1 of 1 enquiries" })).toBeVisible();
  const row = table.getByRole("row").filter({ has: page.getByRole("link", { name: visitor }) });
  await expect(row).toContainText("TENFOLD hand-off");
  await expect(row).toContainText("Conversation attached");
  await expect(row).toContainText("Open");
  await expect(table.getByRole("link", { name: `Form ${stamp}` })).toHaveCount(0);

  const exported = page.getByRole("link", { name: "Export CSV" });
  const href = (await exported.getAttribute("href")) ?? "";
  expect(Object.fromEntries(new URL(href, E2E_BASE_URL).searchParams)).toEqual({
    source: "tenfold",
    q: stamp,
    format: "csv",
  });
  const csv = await (await page.request.get(href)).text();
  expect(csv).toContain(`"${visitor}"`);
  expect(csv).toContain("Visitor: What's the weather in Leeds tomorrow?");
  expect(csv).not.toContain(`Form ${stamp}`);

  await row.getByRole("link", { name: visitor }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Enquiry from ${visitor}` })).toBeFocused();
  await expect(page.getByRole("link", { name: `${stamp}@example.com` })).toHaveAttribute(
    "href",
    `mailto:${stamp}@example.com`,
  );
  await expect(
    page.getByText("Please call me about crisis planning.\nOur events are outdoors in Leeds."),
  ).toBeVisible();
  const conversation = page.getByRole("list", { name: "TENFOLD conversation" }).getByRole("listitem");
  await expect(conversation).toHaveCount(2);
  await expect(conversation.nth(0)).toHaveText(/^Visitor\s*What's the weather in Leeds tomorrow\?$/);
  // What a visitor typed is shown as text, never as markup.
  await expect(conversation.nth(1)).toHaveText(/^TENFOLD\s*I can't find that on our site, <b>so<\/b> I won't guess\.$/);
  expect(await axeViolations(page)).toEqual([]);

  const mark = page.getByRole("button", { name: "Mark as handled" });
  await mark.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Handled by ada@example\.com on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Marked as handled." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reopen" })).toBeFocused();
  await page.reload();
  await expect(page.getByText(/^Handled by ada@example\.com on /)).toBeVisible();

  await page.getByRole("link", { name: "Back to enquiries" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/enquiries\\?source=tenfold&q=${stamp}$`));
  await expect(table.getByRole("row").filter({ hasText: visitor })).toContainText("Handled by ada@example.com");
  await page.getByLabel("Status").selectOption({ label: "Open" });
  await expect(page.getByRole("status").filter({ hasText: "No enquiries match." })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test("reopening an enquiry clears who handled it", async ({ page, request }) => {
  const stamp = `reopen${Date.now()}`;
  await sendEnquiry(request, {
    name: `Reopen ${stamp}`,
    email: `${stamp}@example.com`,
    message: "Please get back to me about a workshop.",
  });
  await signInToConsole(page, `/staff/enquiries?q=${stamp}`);
  await page.getByRole("link", { name: `Reopen ${stamp}` }).click();
  await page.getByRole("button", { name: "Mark as handled" }).click();
  await page.getByRole("button", { name: "Reopen" }).click();
  await expect(page.getByText("Open: nobody has marked it handled yet.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Reopened" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Mark as handled" })).toBeVisible();
});
