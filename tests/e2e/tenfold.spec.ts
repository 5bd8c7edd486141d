// TENFOLD's chat widget as a visitor uses it, against the real functions (built-in answerer):
// the badge, opening and closing, asking, and the conversation kept across reloads.
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { holdChat } from "./helpers.ts";
import { launcher, panel, input, send, log, openTenfold, ask } from "./tenfold-panel.ts";

// The badge's rotation as kept within WCAG 2.2.2 (web/tenfold/badge-label.ts): idle, the
// badge changes once among Available, Ready and Online (green) and holds; Thinking (orange) only
// while a reply is on its way. a11y-tenfold.spec.ts covers reduced motion, hover and focus.
test("the badge changes once, idle, among Available, Ready and Online in green; Thinking in orange while replying", async ({
  page,
}) => {
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
  // With the panel open the badge says what the panel's header says.
  await expect(badge).toHaveText("Ready");
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
  await page
    .getByRole("list", { name: "Suggestions" })
    .getByRole("button", { name: /Show me Tenfold/ })
    .click();
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
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem("tenfold:messages:v1") ?? "[]") as { role: string; text: string }[],
  );
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
