// The staff console's door: development's sign-in on a developer's machine, Cloudflare Access's
// token where Access stands in front, the health page, and what keeps the console private.
import { signAccessToken } from "../fakes/access-tokens.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { E2E_ADMIN_TOKEN } from "./server.ts";
import { axeViolations } from "./axe.ts";
import { signInToConsole } from "./staff-console.ts";

// A context per test: the service worker's test below must find no caches a worker kept before.
// Playwright takes this setting only for a whole file, not for one describe group.
test.use({ reuseContext: false });

test("a developer signs in with the staff token and lands on the page they asked for", async ({
  page,
  consoleProblems,
}) => {
  await page.goto("/staff/health");
  await expect(page).toHaveURL(/\/staff\/sign-in\?return=%2Fstaff%2Fhealth$/);
  expect(await axeViolations(page)).toEqual([]);
  // A wrong token is refused, keeping the email typed.
  await page.getByLabel("Your email").fill("ada@example.com");
  await page.getByLabel("Staff token").fill("not-the-token-0123456789abcdefghijkl");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(/did not sign you in/);
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByLabel("Your email")).toHaveValue("ada@example.com");
  await page.getByLabel("Staff token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/staff\/health$/);
  await expect(page.getByRole("heading", { level: 1, name: "Health" })).toBeVisible();
  await expect(page.getByText("Signed in as ada@example.com")).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === "staff_dev_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + 2 * 3600 + 60);
  expect(consoleProblems).toEqual([]);
});

test("the health page names each missing production setting in plain words", async ({ page }) => {
  await signInToConsole(page, "/staff/health");
  const turnstile = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Turnstile bot check" }) });
  await expect(turnstile).toContainText("Missing");
  await expect(turnstile).toContainText("not checked for bots");
  await expect(turnstile).toContainText("TURNSTILE_SECRET_KEY");
  await expect(page.getByText(/Reachable; the newest migration applied is \d{4}_/)).toBeVisible();
  // The test's fake Access team listens on plain http, which a deployment must never use.
  await expect(
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Cloudflare Access" }) }),
  ).toContainText(/Unsafe.*not https/);
  // Settings in place are listed too, after the problems.
  await expect(
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Staff token for scripts" }) }),
  ).toContainText("In place");
  expect(await axeViolations(page)).toEqual([]);
});

test("the console moves between sections by keyboard, focusing each page's heading", async ({ page }) => {
  await signInToConsole(page, "/staff/health");
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Enquiries" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/staff\/enquiries/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(/ \| Staff console \| Larkspur Strategy$/);
  await expect(page.getByRole("link", { name: "Enquiries" })).toHaveAttribute("aria-current", "page");
});

test("signing out ends the session", async ({ page }) => {
  await signInToConsole(page, "/staff/health");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Staff console: sign in" })).toBeVisible();
  expect((await page.request.get("/api/admin/session")).status()).toBe(401);
});

test("behind Cloudflare Access, the person Access names is signed in", async ({ browser }) => {
  const token = await signAccessToken(process.env["FAKE_ACCESS_URL"] ?? "", { email: "grace@example.com" });
  // Standing in for Access's edge, which adds this header to every request it lets through.
  const context = await browser.newContext({ extraHTTPHeaders: { "cf-access-jwt-assertion": token } });
  const page = await context.newPage();
  await page.goto("/staff/health");
  await expect(page.getByText("Signed in as grace@example.com")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign out" })).toHaveAttribute("href", "/cdn-cgi/access/logout");
  await context.close();
  // A token Access did not issue for this application is refused.
  const forged = await signAccessToken(process.env["FAKE_ACCESS_URL"] ?? "", { aud: "another-application" });
  const refused = await browser.newContext({ extraHTTPHeaders: { "cf-access-jwt-assertion": forged } });
  const response = await refused.request.get("/api/admin/session");
  expect(response.status()).toBe(401);
  await refused.close();
});

test("the console is never indexed or cached, and its code is not in the public pages", async ({ page, request }) => {
  await signInToConsole(page, "/staff/health");
  const response = await page.request.get("/staff/health");
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/staff");
  const home = await (await request.get("/")).text();
  expect(home).not.toContain("/assets/staff/");
  const worker = await (await request.get("/sw.js")).text();
  expect(worker).not.toContain("assets/staff/");
});

test.describe("with the service worker the other specs block", () => {
  test.use({ serviceWorkers: "allow" });
  test("a returning visitor's service worker never keeps a console page on the device", async ({ page }) => {
    // The worker registers once the page has settled, which a busy machine makes slow.
    test.slow();
    await gotoHydrated(page, "/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await signInToConsole(page, "/staff/health");
    await page.goto("/staff/health");
    await expect(page.getByRole("heading", { level: 1, name: "Health" })).toBeVisible();
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(kept.filter((url) => new URL(url).pathname.startsWith("/staff"))).toEqual([]);
    // The worker was keeping pages: the public ones it precaches.
    expect(kept.some((url) => new URL(url).pathname.endsWith(".html"))).toBe(true);
  });
});

test("an expired sign-in is said plainly, and signing in again returns to the same page", async ({ page, context }) => {
  await signInToConsole(page, "/staff/enquiries");
  await context.clearCookies();
  await page.getByRole("link", { name: "Health" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Your sign-in has expired." });
  await expect(notice).toBeVisible();
  await notice.getByRole("link", { name: "Sign in again" }).click();
  await page.getByLabel("Your email").fill("ada@example.com");
  await page.getByLabel("Staff token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/staff\/health$/);
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Your sign-in has expired." })).toHaveCount(0);
});
