// The newsletter sign-up, filled in as a visitor would, with what the server stored.
import type { Page } from "@playwright/test";
import { messages } from "#shared/messages.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { toast } from "./helpers.ts";
import { E2E_ADMIN_TOKEN } from "./server.ts";

test.describe("newsletter", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Newsletter sign-up" });

  test("the button is disabled while the email is empty", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(form(page).getByRole("button", { name: "Subscribe" })).toBeDisabled();
    await form(page)
      .getByLabel(/Email address/)
      .fill("x");
    await expect(form(page).getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  test("an address without @ gets the invalid email toast", async ({ page }) => {
    await gotoHydrated(page, "/");
    await form(page)
      .getByLabel(/Email address/)
      .fill("not-an-address");
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page)).toContainText(messages.subscribe.invalidTitle);
    await expect(toast(page)).toContainText(messages.subscribe.invalidBody);
  });

  test("subscribes once: Subscribing..., the spec's success toast, and a second try answers the same", async ({
    page,
    request,
  }) => {
    const email = `reader-${Date.now()}@example.com`;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/subscribe", async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/");
    await form(page)
      .getByLabel(/Email address/)
      .fill(email);
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(form(page).getByRole("button", { name: messages.subscribe.subscribing })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText("Successfully subscribed!");
    await expect(toast(page)).toContainText("You'll receive our latest insights and analysis.");
    await expect(form(page).getByLabel(/Email address/)).toHaveValue("");
    // The same answer for an address already on the list: the page does not tell anyone who is.
    await form(page)
      .getByLabel(/Email address/)
      .fill(email.toUpperCase());
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page).last()).toContainText("You'll receive our latest insights and analysis.");
    await expect(toast(page).last()).not.toContainText(/already/i);
    const subscribers = await request.get("/api/admin/subscribers", {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    const rows = ((await subscribers.json()) as { subscribers: { email: string; name: string }[] }).subscribers.filter(
      (s) => s.email === email,
    );
    // Pending until the emailed link is followed (tests/e2e/newsletter.spec.ts).
    expect(rows).toEqual([
      expect.objectContaining({ email, name: email.split("@")[0], status: "pending", consent_source: "hero" }),
    ]);
  });

  for (const [failure, answer, description] of [
    [
      "a server message",
      { status: 400, body: '{"error":"That address cannot receive mail."}' },
      "That address cannot receive mail.",
    ],
    ["no server message", { status: 502, body: "" }, messages.subscribe.failureFallback],
  ] as const) {
    test(`a failure with ${failure} shows 'Subscription failed'`, async ({ page }) => {
      await page.route("**/api/subscribe", (route) => route.fulfill({ ...answer, contentType: "application/json" }));
      await gotoHydrated(page, "/");
      await form(page)
        .getByLabel(/Email address/)
        .fill("someone@example.com");
      await form(page).getByRole("button", { name: "Subscribe" }).click();
      await expect(toast(page)).toContainText(messages.subscribe.failureTitle);
      await expect(toast(page)).toContainText(description);
    });
  }

  test("a network failure shows the network error toast", async ({ page }) => {
    await page.route("**/api/subscribe", (route) => route.abort("internetdisconnected"));
    await gotoHydrated(page, "/");
    await form(page)
      .getByLabel(/Email address/)
      .fill("someone@example.com");
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page)).toContainText(messages.subscribe.networkTitle);
    await expect(toast(page)).toContainText(messages.subscribe.networkBody);
  });
});
