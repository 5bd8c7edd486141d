// The hand-off as a visitor meets it: TENFOLD cannot answer, the visitor hands the conversation to a
// consultant through the contact form (summary edited, conversation reviewed and consented to)
// or books a call, and staff find it in their export.
import { messages } from "#shared/messages.ts";
import { TRANSCRIPT_CONSENT_REQUIRED } from "#shared/schemas.ts";
import { expect, test } from "./fixtures.ts";
import { toast } from "./helpers.ts";
import { log, openTenfold, ask } from "./tenfold-panel.ts";
import { staff, WEATHER, staffContacts } from "./tenfold-staff.ts";

test("a question TENFOLD cannot answer goes to a consultant with the conversation, and staff see it", async ({
  page,
  request,
}) => {
  const name = `Handoff Visitor ${Date.now()}`;
  await openTenfold(page);
  await ask(page, WEATHER);
  await expect(log(page)).toContainText("I can't find that on our site");
  await log(page).getByRole("button", { name: "Send this to a consultant" }).click();

  const dialog = page.getByRole("dialog", { name: "Get in touch" });
  await expect(dialog).toBeVisible();
  const message = dialog.getByLabel("Message");
  await expect(message).toHaveValue(new RegExp(`talk to a consultant about:\\n- ${WEATHER.replace("?", "\\?")}`));
  await message.fill(
    `${await message.inputValue()}\nWe run outdoor events in Leeds and want weather-related crisis planning.`,
  );
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
  await expect(toast(page)).toContainText(
    /A consultant will reply (within two working hours|by 10:00 on \w+day \d+ \w+) \(UK time\)\./,
  );
  await expect(dialog).toBeHidden();
  // TENFOLD, still open under the form, says it too.
  await expect(log(page).getByRole("button", { name: "Send this to a consultant" })).toBeFocused();
  await expect(log(page)).toContainText("your message and our conversation are with our consultants");
  await expect(log(page)).toContainText("A consultant will reply");

  const stored = (await staffContacts(request)).find((row) => row.name === name);
  expect(stored).toMatchObject({
    source: "tenfold",
    message: expect.stringContaining("weather-related crisis planning"),
  });
  expect(stored?.transcript?.[0]).toEqual({ role: "user", text: WEATHER });
  expect(stored?.transcript?.[1]).toMatchObject({
    role: "ai",
    text: expect.stringContaining("I can't find that on our site"),
  });
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

test("Book a call opens the booking page and copies the visitor's summary, and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await context.route("https://cal.example.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }),
  );
  await openTenfold(page);
  await ask(page, "Can I speak to a real person?");
  const popup = page.waitForEvent("popup");
  await log(page)
    .getByRole("link", { name: /^Book a call/ })
    .first()
    .click();
  expect((await popup).url()).toBe("https://cal.example.com/larkspur/intro-call");
  await expect(log(page).getByText("your summary is copied: paste it into the booking notes")).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("- Can I speak to a real person?");
});
