// The voice tab in Chromium with a fake microphone (playwright.config.ts starts Chromium with a
// fake capture device; tests grant or withhold the permission). The realtime endpoint is answered
// by a real local WebRTC peer (tests/fakes/fake-realtime-peer.ts) or by failures.
import type { Page } from "@playwright/test";
import { answerRealtimeOffer, type FakeRealtimeCall } from "../fakes/fake-realtime-peer.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

async function openVoiceTab(page: Page, microphone = true) {
  if (microphone) await page.context().grantPermissions(["microphone"]);
  await gotoHydrated(page, "/faq");
  await page.getByRole("button", { name: /TENFOLD, the AI assistant/ }).click();
  await page.getByRole("dialog", { name: "TENFOLD" }).getByRole("tab", { name: "voice" }).click();
  return page.getByTestId("voice-status");
}

test.describe("with a microphone", () => {
  test("without an OpenAI key, in a browser with no speech recognition, the tab says voice is not configured", async ({
    page,
  }) => {
    // The browser API boundary: this browser has no Web Speech recognition (keyless voice: voice-on-device.spec.ts).
    await page.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>)["SpeechRecognition"];
      delete (window as unknown as Record<string, unknown>)["webkitSpeechRecognition"];
    });
    const status = await openVoiceTab(page);
    await expect(status).toHaveText(
      "Connection failed: Failed to fetch ephemeral session: Voice chat is not configured on this site.",
    );
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  test("a session without a token fails clearly", async ({ page }) => {
    await page.route("**/api/realtime-session", (route) =>
      route.fulfill({ contentType: "application/json", body: "{}" }),
    );
    const status = await openVoiceTab(page);
    await expect(status).toHaveText("Connection failed: Ephemeral token missing in server response");
  });

  test("posts the SDP offer with the secret and reports a failed negotiation", async ({ page }) => {
    await page.route("**/api/realtime-session", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ client_secret: { value: "ek_test_secret" } }),
      }),
    );
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

/** Answers the session with `session` and the realtime call with a real local WebRTC peer. */
async function routeCallToFakePeer(page: Page, session: unknown) {
  const calls: FakeRealtimeCall[] = [];
  await page.route("**/api/realtime-session", (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify(session) }),
  );
  await page.route("https://api.openai.com/v1/realtime/calls", async (route) => {
    const call = await answerRealtimeOffer(route.request().postData() ?? "");
    calls.push(call);
    await route.fulfill({ contentType: "application/sdp", body: call.answer });
  });
  return calls;
}

test("a real call: Ready to chat, Speaking..., Listening..., mute and disconnect", async ({ page }) => {
  const calls = await routeCallToFakePeer(page, { client_secret: { value: "ek_live_test" } });
  const call = () => calls[0];
  try {
    const status = await openVoiceTab(page);
    await expect(status).toHaveText("Ready to chat", { timeout: 15_000 });
    await call()?.send({ type: "response.output_audio_transcript.delta", delta: "Hello, I'm TENFOLD." });
    await expect(status).toHaveText("Speaking...");
    await call()?.send({ type: "conversation.item.input_audio_transcription.delta", delta: "Where are" });
    await expect(status).toHaveText("Listening...");
    await page.getByRole("button", { name: "Mute" }).click();
    await expect(status).toHaveText("Microphone muted");
    expect(await page.evaluate(() => document.querySelector("audio") !== null)).toBe(true);
    await page.getByRole("button", { name: "Unmute" }).click();
    await expect(status).toHaveText("Listening...");
    // Finished transcripts join the conversation: the chat tab holds the call as well as what was typed.
    await call()?.send({
      type: "conversation.item.input_audio_transcription.completed",
      item_id: "item_1",
      content_index: 0,
      transcript: "Where are your offices?",
    });
    await call()?.send({
      type: "response.output_audio_transcript.done",
      item_id: "item_2",
      output_index: 0,
      content_index: 0,
      transcript: "We have offices in Bristol and London.",
    });
    await page.getByRole("button", { name: "Disconnect" }).click();
    await expect(status).toHaveText("Disconnected");
    const channel = await call()!.channel;
    await expect.poll(() => channel.readyState).toBe("closed");
    const panel = page.getByRole("dialog", { name: "TENFOLD" });
    await panel.getByRole("tab", { name: "chat" }).click();
    const said = panel.getByRole("log").locator("div").filter({ hasText: "Where are your offices?" }).last();
    await expect(said).toContainText("You said aloud:");
    const answered = panel
      .getByRole("log")
      .locator("div")
      .filter({ hasText: "We have offices in Bristol and London." })
      .last();
    await expect(answered).toContainText("TENFOLD said aloud:");
    // The spoken answer carries the site's links for the spoken question, as a typed answer would.
    await expect(answered.getByRole("button").first()).toBeVisible();
  } finally {
    await Promise.all(calls.map((c) => c.close()));
  }
});

test("leaving the voice tab hangs up the call", async ({ page }) => {
  const calls = await routeCallToFakePeer(page, { token: "ek_other_shape" });
  try {
    const status = await openVoiceTab(page);
    await expect(status).toHaveText("Ready to chat", { timeout: 15_000 });
    await page.getByRole("dialog", { name: "TENFOLD" }).getByRole("tab", { name: "chat" }).click();
    const channel = await calls[0]!.channel;
    await expect.poll(() => channel.readyState).toBe("closed");
  } finally {
    await Promise.all(calls.map((c) => c.close()));
  }
});

test("the call ends at the longest length the server allows, and says why", async ({ page }) => {
  const calls = await routeCallToFakePeer(page, { client_secret: { value: "ek_short" }, max_call_seconds: 2 });
  try {
    const status = await openVoiceTab(page);
    await expect(status).toHaveText("Ready to chat", { timeout: 15_000 });
    await expect(status).toHaveText("Disconnected");
    await expect(
      page.getByText("The call ended after 2 seconds, the longest a voice call with TENFOLD can last."),
    ).toBeVisible();
    const channel = await calls[0]!.channel;
    await expect.poll(() => channel.readyState).toBe("closed");
    await expect(page.getByRole("button", { name: "Connect" })).toBeVisible();
  } finally {
    await Promise.all(calls.map((c) => c.close()));
  }
});

test("hiding the tab hangs up the call, and says why", async ({ page }) => {
  const calls = await routeCallToFakePeer(page, { client_secret: { value: "ek_hidden" } });
  try {
    const status = await openVoiceTab(page);
    await expect(status).toHaveText("Ready to chat", { timeout: 15_000 });
    // The browser's Page Visibility API, at its boundary: the tab is hidden.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(status).toHaveText("Disconnected");
    await expect(page.getByText("The call ended because this tab was hidden")).toBeVisible();
    const channel = await calls[0]!.channel;
    await expect.poll(() => channel.readyState).toBe("closed");
  } finally {
    await Promise.all(calls.map((c) => c.close()));
  }
});
