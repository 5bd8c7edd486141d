// Following a bill by email from its view, as a visitor does at a phone's width and by keyboard:
// the form loads on demand, a bad address is announced at its field, and a good one ends in the
// "check your email" state with the confirmation in the fake provider's outbox.
import { BILL_FOLLOW_CHECK_INBOX } from "#shared/api/policy-intelligence-follow-words.ts";
import { axeViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test("at 320 px, by keyboard, a visitor follows a bill and is told to check their email", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await gotoHydrated(page, "/policy-intelligence?bill=9001");
  const follow = page.getByRole("button", { name: "Follow by email" });
  await expect(follow).toHaveAttribute("aria-expanded", "false");
  await follow.focus();
  await page.keyboard.press("Enter");
  await expect(follow).toHaveAttribute("aria-expanded", "true");
  const address = page.getByLabel(/Your email address, to hear when the Harbour Ferries Bill moves/);
  await expect(address).toBeFocused();

  await address.fill("not an address");
  await page.keyboard.press("Enter");
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: "valid email address" })).toBeVisible();
  await expect(address).toBeFocused();

  const email = `follower-${Date.now()}@follow.example`;
  await address.fill(email);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Email me when it moves" })).toBeFocused();
  await page.keyboard.press("Enter");
  const done = page.getByRole("status").filter({ hasText: BILL_FOLLOW_CHECK_INBOX });
  await expect(done).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await axeViolations(page)).toEqual([]);

  await expect
    .poll(async () => {
      const sent = await page.request.get(`${process.env["FAKE_EMAIL_URL"]}/outbox?to=${encodeURIComponent(email)}`);
      return ((await sent.json()) as { subject: string }[]).map((m) => m.subject);
    })
    .toEqual(["Confirm: follow the Harbour Ferries Bill"]);
});
