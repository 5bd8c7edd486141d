// TENFOLD's chat widget as a visitor uses it, against the real functions (built-in answerer).
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { holdChat } from "./helpers.ts";

const FAILURE = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";
const launcher = (page: Page) => page.getByRole("button", { name: /TENFOLD, the AI assistant/ });
const panel = (page: Page) => page.getByRole("dialog", { name: "TENFOLD" });
const input = (page: Page) => panel(page).getByLabel("Message TENFOLD");
const send = (page: Page) => panel(page).getByRole("button", { name: "Send", exact: true });
const log = (page: Page) => panel(page).getByRole("log");

async function openTenfold(page: Page, path = "/faq") {
  await gotoHydrated(page, path);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await send(page).click();
}

// Spec section 4 as decided for WCAG 2.2.2 (web/components/tenfold/badge-label.ts): idle, the
// badge changes once among Available, Ready and Online (green) and holds; Thinking (orange) only
// while a reply is on its way. a11y-tenfold.spec.ts covers reduced motion, hover and focus.
test("the badge changes once, idle, among Available, Ready and Online in green; Thinking in orange while replying", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/faq");
  const badge = page.getByTestId("tenfold-badge");
  await page.clock.runFor(3000);
  await expect(badge).toHaveText(/^(Ready|Online)$/);
  const changed = await badge.innerText();
  await page.clock.runFor(30_000);
  await expect(badge).toHaveText(changed);
  await expect(badge).toHaveAttribute("data-tone", "green");
  await launcher(page).click();
  const release = await holdChat(page);
  await ask(page, "Where are your offices?");
  await expect(badge).toHaveText("Thinking");
  await expect(badge).toHaveAttribute("data-tone", "orange");
  release();
  await expect(badge).toHaveText(changed);
  await expect(badge).toHaveAttribute("data-tone", "green");
});

test("opens and closes: button, Escape, a click outside, and the triggerTenfold event", async ({ page }) => {
  await openTenfold(page);
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
  await expect(input(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await page.mouse.click(200, 300);
  await expect(panel(page)).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event("triggerTenfold")));
  await expect(panel(page)).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event("triggerTenfold")));
  await expect(panel(page)).toBeHidden();
});

test("'Show me Tenfold' on the home page opens the panel", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("list", { name: "Suggestions" }).getByRole("button", { name: /Show me Tenfold/ }).click();
  await expect(panel(page)).toBeVisible();
});

test("answers a question from the site, with thinking then ready status", async ({ page }) => {
  await openTenfold(page);
  const release = await holdChat(page);
  await ask(page, "Where are your offices?");
  const status = panel(page).getByTestId("tenfold-status");
  await expect(status).toHaveAttribute("data-status", "thinking");
  await expect(status).toHaveCSS("background-color", "rgb(245, 158, 11)");
  await expect(send(page)).toBeDisabled();
  release();
  await expect(log(page)).toContainText("Bristol");
  await expect(log(page)).toContainText("London");
  await expect(status).toHaveAttribute("data-status", "ready");
  await expect(status).toHaveCSS("background-color", "rgb(34, 197, 94)");
});

test("ignores blank input: send stays disabled", async ({ page }) => {
  await openTenfold(page);
  await expect(send(page)).toBeDisabled();
  await input(page).fill("    ");
  await expect(send(page)).toBeDisabled();
  await input(page).press("Enter");
  await expect(log(page).locator("p.whitespace-pre-wrap")).toHaveCount(0);
});

test("keeps the conversation across reloads and survives corrupt storage", async ({ page }) => {
  await openTenfold(page);
  await ask(page, "What are your opening hours?");
  await expect(log(page)).toContainText("Monday to Friday");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("tenfold:messages:v1") ?? "[]") as { role: string; text: string }[]);
  expect(stored.map((m) => m.role)).toEqual(["user", "ai"]);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
  await launcher(page).click();
  await expect(log(page)).toContainText("What are your opening hours?");
  await expect(log(page)).toContainText("Monday to Friday");
  await page.evaluate(() => localStorage.setItem("tenfold:messages:v1", '[{"id":1,"role":"robot"}'));
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
  await launcher(page).click();
  await expect(log(page)).not.toContainText("opening hours");
  await expect(input(page)).toBeVisible();
});

test("says the spec's failure message, shows the error status, then recovers", async ({ page }) => {
  await openTenfold(page);
  await page.route("**/api/tenfold-chat", (route) => route.fulfill({ status: 502, contentType: "application/json", body: '{"error":"upstream"}' }));
  await ask(page, "Hello?");
  await expect(log(page)).toContainText(FAILURE);
  const status = panel(page).getByTestId("tenfold-status");
  await expect(status).toHaveAttribute("data-status", "error");
  await expect(status).toHaveCSS("background-color", "rgb(239, 68, 68)");
  await expect(status).toHaveAttribute("data-status", "ready", { timeout: 6000 });
  await page.unroute("**/api/tenfold-chat");
  await ask(page, "Where are your offices?");
  await expect(log(page)).toContainText("Bristol");
});

test("asks for a streamed reply and shows it", async ({ page }) => {
  await openTenfold(page);
  const request = page.waitForRequest("**/api/tenfold-chat");
  await ask(page, "What is your email address?");
  const sent = await request;
  expect(sent.headers()["accept"]).toContain("text/event-stream");
  const body = sent.postDataJSON() as { message: string; history: unknown[] };
  // With TENFOLD's notice on screen, and this browser's own random id (issue 25).
  expect(body).toEqual({ message: "What is your email address?", history: [], noticeShown: true, browserId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) });
  const response = await sent.response();
  expect(response?.headers()["content-type"]).toContain("text/event-stream");
  await expect(log(page)).toContainText("hello@example.com");
});

test("sends at most the last 10 messages as history", async ({ page }) => {
  // Stored before any of the site's scripts run, as a returning visitor's browser would have it.
  await page.addInitScript(() => {
    const messages = Array.from({ length: 14 }, (_, i) => ({ id: `m${i}`, role: i % 2 ? "ai" : "user", text: `message ${i}`, ts: 1_700_000_000_000 + i }));
    localStorage.setItem("tenfold:messages:v1", JSON.stringify(messages));
  });
  await gotoHydrated(page, "/faq");
  await launcher(page).click();
  const request = page.waitForRequest("**/api/tenfold-chat");
  await ask(page, "Hello");
  const body = (await request).postDataJSON() as { history: { text: string }[] };
  expect(body.history.map((h) => h.text)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${i + 4}`));
});

test("offers an action that leads to the services section", async ({ page }) => {
  await openTenfold(page, "/faq");
  await ask(page, "Show me your services");
  const action = panel(page).getByRole("button", { name: "Show me your services" });
  await expect(action).toBeVisible();
  await action.click();
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL(/\/#services$/);
  await expect(page.locator("#services")).toBeInViewport();
});

test("renders Markdown links but never HTML from a reply", async ({ page }) => {
  await openTenfold(page);
  await page.route("**/api/tenfold-chat", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({ response: 'See **[Strategy](/services/strategy)**. <img src=x onerror="window.__pwned=1"> [bad](javascript:alert(1))', actions: [] }),
    }),
  );
  await ask(page, "Strategy?");
  await expect(log(page).getByRole("link", { name: "Strategy" })).toHaveAttribute("href", "/services/strategy");
  await expect(log(page).locator("img")).toHaveCount(0);
  await expect(log(page)).toContainText("<img src=x");
  await expect(log(page).getByRole("link", { name: "bad" })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test("counts replies that arrive while closed, and resets on open", async ({ page }) => {
  await openTenfold(page);
  const release = await holdChat(page);
  await ask(page, "What do you do?");
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  release();
  await expect(page.getByTestId("tenfold-unread")).toHaveText("1");
  await expect(launcher(page)).toHaveAccessibleName(/1 unread/);
  await launcher(page).click();
  await expect(page.getByTestId("tenfold-unread")).toHaveCount(0);
});

test("works with the keyboard alone", async ({ page }) => {
  await gotoHydrated(page, "/faq");
  await launcher(page).focus();
  await page.keyboard.press("Enter");
  await expect(input(page)).toBeFocused();
  await page.keyboard.type("What is GovCal Pro?");
  await page.keyboard.press("Enter");
  await expect(log(page)).toContainText("GovCal Pro");
});

// Issue 25: a failure never blocks the page.
test("when TENFOLD's code cannot load, the launcher says so, the page works, and the next press tries again", async ({ page }) => {
  let blocked = true;
  await page.route(/\/assets\/tenfold-panel[^/]*\.js$/, (route) => (blocked ? route.abort() : route.continue()));
  await gotoHydrated(page, "/faq");
  await launcher(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "TENFOLD couldn't start" })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  // The rest of the page carries on: the contact modal opens and closes.
  await page.getByRole("button", { name: "Get In Touch" }).click();
  await expect(page.getByRole("dialog", { name: "Get in touch" })).toBeVisible();
  await page.keyboard.press("Escape");
  blocked = false;
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "TENFOLD couldn't start" })).toBeHidden();
});

test("a reply cut off by a reload is marked as interrupted, not lost", async ({ page }) => {
  await openTenfold(page);
  // The first reply never comes (the reload cuts it off); later ones pass through.
  let first = true;
  await page.route("**/api/tenfold-chat", async (route) => {
    if (!first) return route.continue();
    first = false;
  });
  await ask(page, "Where are your offices?");
  await expect(log(page)).toContainText("Where are your offices?");
  await expect(page.getByTestId("tenfold-badge")).toHaveText("Thinking");
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
  await launcher(page).click();
  await expect(log(page)).toContainText("Where are your offices?");
  await expect(log(page)).toContainText("Interrupted");
  await expect(log(page)).toContainText("This reply was interrupted when the page reloaded or closed.");
  // Asking again gets an answer, and the conversation goes on from there.
  await ask(page, "Where are your offices?");
  await expect(log(page)).toContainText("Bristol");
});
