// Double opt-in as a visitor meets it: subscribe on the home page, follow the link in the email
// (read from the fake provider's outbox), then leave from the unsubscribe page with script off.
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { E2E_ADMIN_TOKEN } from "./server.ts";
import { routeTable } from "./route-table.ts";
import { messages } from "#shared/messages.ts";
import { NEWSLETTER_CONSENT } from "#shared/api/newsletter.ts";

interface SentEmail {
  readonly text: string;
  readonly headers: Record<string, string>;
}

async function emailsTo(address: string): Promise<SentEmail[]> {
  return (await (
    await fetch(`${process.env["FAKE_EMAIL_URL"]}/outbox?to=${encodeURIComponent(address)}`)
  ).json()) as SentEmail[];
}

const linkIn = (mail: SentEmail | undefined, path: string) =>
  new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_.-]+`).exec(mail?.text ?? "")?.[0] ?? "";

test("subscribe, confirm from the email, then unsubscribe without script", async ({ page, browser, request }) => {
  const email = `confirming-${Date.now()}@example.com`;
  await gotoHydrated(page, "/");
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await expect(form.getByText(NEWSLETTER_CONSENT.hero)).toBeVisible();
  await form.getByLabel(/Email address/).fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toContainText(
    messages.subscribe.successTitle,
  );

  await expect.poll(async () => (await emailsTo(email)).length).toBe(1);
  const [mail] = await emailsTo(email);
  expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  // Opening the link only shows the page; its button confirms (a mail scanner's visit does not).
  await page.goto(linkIn(mail, "/api/subscribe/confirm"));
  await expect(page).toHaveURL(/\/confirm-subscription\?token=/);
  // The page's own prerendered head, which only a link with a working token is served.
  await expect(page).toHaveTitle(routeTable.find((e) => e.path === "/confirm-subscription")?.title ?? "");
  const staff = { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } };
  const listed = async () =>
    (
      (await (await request.get("/api/admin/subscribers", staff)).json()) as {
        subscribers: { email: string; status: string }[];
      }
    ).subscribers.filter((s) => s.email === email);
  // Judging the link on arrival read it and changed nothing.
  expect(await listed()).toEqual([expect.objectContaining({ status: "pending" })]);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page).toHaveURL(/\/subscription-confirmed$/);
  await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  expect(await listed()).toEqual([expect.objectContaining({ status: "confirmed" })]);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(linkIn(mail, "/unsubscribe"));
  await expect(plain.getByRole("heading", { level: 1, name: "Unsubscribe from our insights" })).toBeVisible();
  await plain.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(plain).toHaveURL(/\/unsubscribed$/);
  await expect(plain.getByRole("heading", { level: 1, name: "You've unsubscribed" })).toBeVisible();
  expect(await listed()).toEqual([]);
  await noScript.close();
});

/** The site's frame around a page: skip link, header, footer. */
async function expectSiteFrame(page: import("@playwright/test").Page) {
  await expect(page.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

for (const [what, path] of [
  ["a confirmation link with no token", "/confirm-subscription"],
  ["a tampered confirmation link", "/api/subscribe/confirm?token=not.valid"],
  ["a confirmation link cut short", "/confirm-subscription?token=abc"],
] as const) {
  test(`${what} says so on arrival, in the site's frame, with no button to press`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "Your subscription was not confirmed" })).toBeVisible();
    await expect(page.getByText("This confirmation link does not work.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm my subscription" })).toHaveCount(0);
    await expectSiteFrame(page);
  });
}

test("a refused confirmation press answers in the site's frame", async ({ page }) => {
  // The page's own form, posting a token that does not work (as a link that expired after it was opened).
  await gotoHydrated(page, "/faq");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/confirm-subscription")),
    page.evaluate(() => {
      const form = Object.assign(document.createElement("form"), {
        method: "post",
        action: "/confirm-subscription?token=not.valid",
      });
      document.body.append(form);
      form.submit();
    }),
  ]);
  expect(response.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "Your subscription was not confirmed" })).toBeVisible();
  await expectSiteFrame(page);
});
