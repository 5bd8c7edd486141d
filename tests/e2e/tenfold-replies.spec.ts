// TENFOLD's replies as a visitor meets them, against the real functions (built-in answerer): a
// failure and its recovery, streaming, history, actions, Markdown, unread counts, the keyboard,
// code that cannot load and a reply cut off by a reload.
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { holdChat } from "./helpers.ts";
import { launcher, panel, input, log, openTenfold, ask } from "./tenfold-panel.ts";

const FAILURE = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

test("says the spec's failure message, shows the error status, then recovers", async ({ page }) => {
  await openTenfold(page);
  await page.route("**/api/tenfold-chat", (route) =>
    route.fulfill({ status: 502, contentType: "application/json", body: '{"error":"upstream"}' }),
  );
  await ask(page, "Hello?");
  await expect(log(page)).toContainText(FAILURE);
  const status = panel(page).getByTestId("tenfold-status");
  await expect(status).toHaveAttribute("data-status", "error");
  await expect(status).toHaveCSS("background-color", "rgb(239, 68, 68)");
  // Back to ready 3 s after the error: within 6 s, not just within the default wait.
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
  // With TENFOLD's notice on screen, and this browser's own random id.
  expect(body).toEqual({
    message: "What is your email address?",
    history: [],
    noticeShown: true,
    browserId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
  });
  const response = await sent.response();
  expect(response?.headers()["content-type"]).toContain("text/event-stream");
  await expect(log(page)).toContainText("hello@example.com");
});

test("sends at most the last 10 messages as history", async ({ page }) => {
  // Stored before any of the site's scripts run, as a returning visitor's browser would have it.
  await page.addInitScript(() => {
    const messages = Array.from({ length: 14 }, (_, i) => ({
      id: `m${i}`,
      role: i % 2 ? "ai" : "user",
      text: `message ${i}`,
      ts: 1_700_000_000_000 + i,
    }));
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

test("lists under a model's answer the pages it cited, as links that lead there", async ({ page }) => {
  await openTenfold(page, "/faq");
  // A reply as the server sends it with an API key: the model's words carry no links; its citations
  // come as the reply's sources.
  const reply = {
    response: "A retainer starts at £4,500 a month.",
    actions: [],
    sources: [{ title: "How We Work and Fees: Fees", url: "/how-we-work#fees" }],
    declined: false,
    handoff: false,
  };
  await page.route("**/api/tenfold-chat", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(reply) }),
  );
  await ask(page, "What does a retainer cost?");
  const source = log(page).getByRole("link", { name: "How We Work and Fees: Fees" });
  await expect(source).toBeVisible();
  await source.click();
  await expect(page).toHaveURL(/\/how-we-work#fees$/);
  await expect(page.locator("#fees")).toBeInViewport();
});

test("renders Markdown links but never HTML from a reply", async ({ page }) => {
  await openTenfold(page);
  await page.route("**/api/tenfold-chat", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        response:
          'See **[Strategy](/services/strategy)**. <img src=x onerror="window.__pwned=1"> [bad](javascript:alert(1))',
        actions: [],
      }),
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

// A failure never blocks the page.
test("when TENFOLD's code cannot load, the launcher says so, the page works, and the next press tries again", async ({
  page,
}) => {
  let blocked = true;
  // Asked for again under a fresh address (?<n>) after a failure, since most browsers keep a failed
  // module fetch: blocked too while the code "cannot be had".
  await page.route(/\/assets\/tenfold-panel[^/]*\.js(\?\d+)?$/, (route) =>
    blocked ? route.abort() : route.continue(),
  );
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
