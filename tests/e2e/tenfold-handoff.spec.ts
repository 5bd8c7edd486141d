// Issue 25 as a visitor meets it: TENFOLD cannot answer, the visitor hands the conversation to a
// consultant through the contact form (summary edited, conversation reviewed and consented to)
// and staff find it in their export; a down-vote with a reason reaches the staff report; the
// suggestions fit the page; "Delete conversation" asks first.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { messages } from "../../web/shared/messages.ts";
import { TRANSCRIPT_CONSENT_REQUIRED } from "../../web/shared/schemas.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { E2E_ADMIN_TOKEN } from "./server.ts";

const launcher = (page: Page) => page.getByRole("button", { name: /TENFOLD, the AI assistant/ });
const panel = (page: Page) => page.getByRole("dialog", { name: "TENFOLD" });
const log = (page: Page) => panel(page).getByRole("log");
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const staff = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const WEATHER = "What's the weather in Leeds tomorrow?";

async function openTenfold(page: Page, path = "/faq") {
  await gotoHydrated(page, path);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

async function ask(page: Page, question: string) {
  await panel(page).getByLabel("Message TENFOLD").fill(question);
  await panel(page).getByRole("button", { name: "Send", exact: true }).click();
}

async function staffContacts(request: APIRequestContext) {
  const response = await request.get("/api/admin/contacts", { headers: staff });
  return ((await response.json()) as { contacts: { name: string; message: string; source: string; transcript: { role: string; text: string }[] | null }[] }).contacts;
}

test("a question TENFOLD cannot answer goes to a consultant with the conversation, and staff see it", async ({ page, request }) => {
  const name = `Handoff Visitor ${Date.now()}`;
  await openTenfold(page);
  await ask(page, WEATHER);
  await expect(log(page)).toContainText("I can't find that on our site");
  await log(page).getByRole("button", { name: "Send this to a consultant" }).click();

  const dialog = page.getByRole("dialog", { name: "Get in touch" });
  await expect(dialog).toBeVisible();
  const message = dialog.getByLabel("Message");
  await expect(message).toHaveValue(new RegExp(`talk to a consultant about:\\n- ${WEATHER.replace("?", "\\?")}`));
  await message.fill(`${await message.inputValue()}\nWe run outdoor events in Leeds and want weather-related crisis planning.`);
  const attached = dialog.getByRole("list", { name: "Conversation to attach" });
  await expect(attached).toContainText(`You: ${WEATHER}`);
  await expect(attached).toContainText("TENFOLD: I can't find that on our site");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill("handoff@example.com");
  await dialog.getByLabel(/I have read the privacy policy/).check();

  // Not sent without consent to the conversation.
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(dialog.getByText(TRANSCRIPT_CONSENT_REQUIRED)).toBeVisible();
  await expect(dialog.getByLabel(/Include this conversation/)).toBeFocused();
  await dialog.getByLabel(/Include this conversation/).check();
  await dialog.getByRole("button", { name: "Send message" }).click();

  await expect(toast(page)).toContainText(messages.contact.successTitle);
  await expect(toast(page)).toContainText(messages.contact.successBody);
  await expect(toast(page)).toContainText(/A consultant will reply (within two working hours|by 10:00 on \w+day \d+ \w+) \(UK time\)\./);
  await expect(dialog).toBeHidden();
  // TENFOLD says it too, as an unread reply.
  await expect(launcher(page)).toHaveAccessibleName(/1 unread/);
  await launcher(page).click();
  await expect(log(page)).toContainText("your message and our conversation are with our consultants");
  await expect(log(page)).toContainText("A consultant will reply");

  const stored = (await staffContacts(request)).find((row) => row.name === name);
  expect(stored).toMatchObject({ source: "tenfold", message: expect.stringContaining("weather-related crisis planning") });
  expect(stored?.transcript?.[0]).toEqual({ role: "user", text: WEATHER });
  expect(stored?.transcript?.[1]).toMatchObject({ role: "ai", text: expect.stringContaining("I can't find that on our site") });
  const csv = await (await request.get("/api/admin/contacts?format=csv", { headers: staff })).text();
  expect(csv).toContain(`Visitor: ${WEATHER}`);
});

test("the conversation can be removed before sending; the message then goes without it", async ({ page, request }) => {
  const name = `No Transcript ${Date.now()}`;
  await openTenfold(page);
  await ask(page, "Can I speak to a real person?");
  await log(page).getByRole("button", { name: "Send this to a consultant" }).click();
  const dialog = page.getByRole("dialog", { name: "Get in touch" });
  await dialog.getByRole("button", { name: "Remove the conversation" }).click();
  await expect(dialog.getByRole("list", { name: "Conversation to attach" })).toBeHidden();
  await expect(dialog.getByLabel("Message")).toBeFocused();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill("notranscript@example.com");
  await dialog.getByLabel(/I have read the privacy policy/).check();
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(toast(page)).toContainText(messages.contact.successBody);
  const stored = (await staffContacts(request)).find((row) => row.name === name);
  expect(stored).toMatchObject({ source: "tenfold", transcript: null });
});

test("a down-vote with a reason reaches the staff report; the vote can be changed", async ({ page, request }) => {
  const reason = `Wanted a forecast ${Date.now()}`;
  await openTenfold(page);
  await ask(page, WEATHER);
  await expect(log(page)).toContainText("I can't find that on our site");
  const helpful = log(page).getByRole("button", { name: "Helpful", exact: true });
  const notHelpful = log(page).getByRole("button", { name: "Not helpful" });
  await notHelpful.click();
  await expect(notHelpful).toHaveAttribute("aria-pressed", "true");
  await expect(helpful).toHaveAttribute("aria-pressed", "false");
  const why = log(page).getByLabel("What was wrong? (optional)");
  await expect(why).toBeFocused();
  await why.fill(reason);
  await log(page).getByRole("button", { name: "Send reason" }).click();
  await expect(log(page).getByText("Thanks: your reason was sent.")).toBeVisible();

  const report = (await (await request.get("/api/admin/tenfold/report?days=30", { headers: staff })).json()) as {
    declined: { question: string; count: number }[];
    downvoted: { question: string; reason: string; count: number }[];
  };
  expect(report.declined.find((row) => /weather in leeds/i.test(row.question))?.count).toBeGreaterThan(0);
  expect(report.downvoted.find((row) => /weather in leeds/i.test(row.question))?.reason).toContain(reason);
  const csv = await (await request.get("/api/admin/tenfold/report?days=30&format=csv", { headers: staff })).text();
  expect(csv).toContain(reason);

  // The vote is still shown after a reload, and changing it replaces it.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
  await launcher(page).click();
  await expect(notHelpful).toHaveAttribute("aria-pressed", "true");
  await helpful.click();
  await expect(helpful).toHaveAttribute("aria-pressed", "true");
  await expect(notHelpful).toHaveAttribute("aria-pressed", "false");
  await expect
    .poll(async () => {
      const again = (await (await request.get("/api/admin/tenfold/report?days=30", { headers: staff })).json()) as { downvoted: { reason: string }[] };
      return again.downvoted.some((row) => row.reason.includes(reason));
    })
    .toBe(false);
});

test("Book a call opens the booking page and copies the visitor's summary, and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await context.route("https://cal.example.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }));
  await openTenfold(page);
  await ask(page, "Can I speak to a real person?");
  const popup = page.waitForEvent("popup");
  await log(page).getByRole("link", { name: /^Book a call/ }).first().click();
  expect((await popup).url()).toBe("https://cal.example.com/larkspur/intro-call");
  await expect(log(page).getByText("your summary is copied: paste it into the booking notes")).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("- Can I speak to a real person?");
});

test("the suggested questions are the page's own, and asking one answers it", async ({ page }) => {
  await openTenfold(page, "/services/crisis-communications");
  const suggestions = panel(page).getByRole("list", { name: "Suggested questions" });
  await expect(suggestions.getByRole("button", { name: "What counts as a crisis?" })).toBeVisible();
  await suggestions.getByRole("button", { name: "What counts as a crisis?" }).click();
  await expect(log(page)).toContainText("You said:What counts as a crisis?");
  await expect(log(page)).toContainText("Crisis Communications");
});

test("Delete conversation asks first, then clears it here and on the server", async ({ page }) => {
  await openTenfold(page);
  await ask(page, WEATHER);
  await expect(log(page)).toContainText("I can't find that on our site");
  await panel(page).getByRole("button", { name: "Delete conversation" }).click();
  const cancel = panel(page).getByRole("button", { name: "Cancel" });
  await expect(cancel).toBeFocused();
  await cancel.click();
  await expect(panel(page).getByRole("button", { name: "Delete conversation" })).toBeFocused();
  await expect(log(page)).toContainText(WEATHER);
  await panel(page).getByRole("button", { name: "Delete conversation" }).click();
  const forget = page.waitForResponse((response) => response.url().endsWith("/api/tenfold-forget"));
  await panel(page).getByRole("button", { name: "Delete", exact: true }).click();
  expect((await forget).status()).toBe(200);
  await expect(log(page)).not.toContainText(WEATHER);
  await expect(panel(page).getByText("Conversation deleted, here and on our server.")).toBeVisible();
  await expect(panel(page).getByLabel("Message TENFOLD")).toBeFocused();
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
  expect(await page.evaluate(() => localStorage.getItem("tenfold:messages:v1"))).toBe("[]");
});

test.describe("at 320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("votes, the conversation's tools and the hand-off form have no axe violations, fit the width and work by keyboard", async ({ page }) => {
    test.slow();
    const axe = async (selector: string) => {
      const results = await new AxeBuilder({ page }).include(selector).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
    };
    const fits = (selector: string) => page.locator(selector).first().evaluate((element) => element.scrollWidth <= element.clientWidth);
    await openTenfold(page);
    await ask(page, WEATHER);
    await expect(log(page)).toContainText("I can't find that on our site");
    // By keyboard: focus the down-vote and press it; the reason field takes the focus.
    await log(page).getByRole("button", { name: "Not helpful" }).focus();
    await page.keyboard.press("Enter");
    await expect(log(page).getByLabel("What was wrong? (optional)")).toBeFocused();
    expect(await axe("[role=dialog]")).toEqual([]);
    expect(await fits("[role=log]")).toBe(true);

    await log(page).getByRole("button", { name: "Send this to a consultant" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Get in touch" });
    await expect(dialog.getByRole("list", { name: "Conversation to attach" })).toBeVisible();
    expect(await axe("[role=dialog]")).toEqual([]);
    expect(await fits("[role=dialog]")).toBe(true);
  });
});
