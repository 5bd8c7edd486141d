// The voice tab's error paths in Chromium with a fake microphone (playwright.config.ts starts
// Chromium with a fake capture device; tests grant or withhold the permission). The success path against a
// real local WebRTC peer is still to come (issue: TENFOLD voice).
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

async function openVoiceTab(page: Page, microphone = true) {
  if (microphone) await page.context().grantPermissions(["microphone"]);
  await gotoHydrated(page, "/faq");
  await page.getByRole("button", { name: /TENFOLD, the AI assistant/ }).click();
  await page.getByRole("dialog", { name: "TENFOLD" }).getByRole("tab", { name: "voice" }).click();
  return page.getByTestId("voice-status");
}

test.describe("with a microphone", () => {
  test("without an OpenAI key the tab says voice is not configured", async ({ page }) => {
    const status = await openVoiceTab(page);
    await expect(status).toHaveText("Connection failed: Failed to fetch ephemeral session: Voice chat is not configured on this site.");
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  test("a session without a token fails clearly", async ({ page }) => {
    await page.route("**/api/realtime-session", (route) => route.fulfill({ contentType: "application/json", body: "{}" }));
    const status = await openVoiceTab(page);
    await expect(status).toHaveText("Connection failed: Ephemeral token missing in server response");
  });

  test("posts the SDP offer with the secret and reports a failed negotiation", async ({ page }) => {
    await page.route("**/api/realtime-session", (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify({ client_secret: { value: "ek_test_secret" } }) }));
    const offer = page.waitForRequest("https://api.openai.com/v1/realtime/calls");
    await page.route("https://api.openai.com/v1/realtime/calls", (route) => route.fulfill({ status: 500, body: "" }));
    const status = await openVoiceTab(page);
    const request = await offer;
    expect(request.method()).toBe("POST");
    expect(request.headers()["authorization"]).toBe("Bearer ek_test_secret");
    expect(request.headers()["content-type"]).toBe("application/sdp");
    expect(request.postData()?.startsWith("v=0")).toBe(true);
    await expect(status).toHaveText("Connection failed: WebRTC negotiation failed with status 500");
  });
});

test.describe("without microphone permission", () => {
  test("a denied microphone gets a clear message", async ({ page }) => {
    const status = await openVoiceTab(page, false);
    await expect(status).toHaveText(/^Connection failed: Microphone access was denied/);
  });
});
