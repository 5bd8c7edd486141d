// The voice tab asks for the microphone (or on-device recognition) only when the visitor opens it,
// never as the arrow keys pass over it (WCAG 3.2.1), and the panel's header does not say Ready
// over a refused microphone.
import type { Page } from "@playwright/test";
import { fakeSpeech } from "./fake-speech.ts";
import { expect, test } from "./fixtures.ts";
import { closeButton, openTenfold, panel, tab } from "./tenfold-panel.ts";

/** Counts calls to getUserMedia, at the browser API boundary. */
async function countMicrophoneRequests(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __micAsks: number };
    w.__micAsks = 0;
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (constraints) => {
      w.__micAsks += 1;
      return original(constraints);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __micAsks: number }).__micAsks);
}

const recognitionsStarted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: { recognitions: unknown[] } }).__speech.recognitions.length);
const headerStatus = (page: Page) => panel(page).locator("p", { has: page.getByTestId("tenfold-status") });

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("arrowing onto the voice tab asks for nothing; Enter opens it, and only then is the microphone asked", async ({
      page,
    }) => {
      await page.context().grantPermissions(["microphone"]);
      await fakeSpeech(page, "available");
      const micAsks = await countMicrophoneRequests(page);
      const sessions: string[] = [];
      page.on("request", (request) => request.url().includes("/api/realtime-session") && sessions.push(request.url()));
      await openTenfold(page);
      await closeButton(page).focus();
      await page.keyboard.press("Tab");
      await expect(tab(page, "chat")).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(tab(page, "voice")).toBeFocused();
      // Focus moved; the selection did not: the chat stays on screen and no call starts.
      await expect(tab(page, "voice")).toHaveAttribute("aria-selected", "false");
      await expect(panel(page).getByRole("tabpanel", { name: "chat" })).toBeVisible();
      await expect(page.getByTestId("voice-status")).toHaveCount(0);
      expect(await micAsks()).toBe(0);
      expect(await recognitionsStarted(page)).toBe(0);
      expect(sessions).toEqual([]);

      await page.keyboard.press("Enter");
      await expect(tab(page, "voice")).toHaveAttribute("aria-selected", "true");
      await expect(page.getByTestId("voice-status")).toBeVisible();
      await expect.poll(async () => (await micAsks()) + (await recognitionsStarted(page))).toBeGreaterThan(0);
    });

    test("with the microphone refused, the header says Error, not Ready", async ({ page }) => {
      await openTenfold(page);
      await expect(headerStatus(page)).toContainText("Ready");
      await tab(page, "voice").click();
      await expect(page.getByTestId("voice-status")).toHaveText(/^Connection failed: Microphone access was denied/);
      await expect(headerStatus(page)).toContainText("Error");
      await expect(headerStatus(page)).not.toContainText("Ready");
      await expect(page.getByTestId("tenfold-status")).toHaveAttribute("data-status", "error");
    });
  });
}

test("with the panel open, the launcher's badge says what the panel's header says: Ready", async ({ page }) => {
  // Whatever the idle rotation would pick, it never picks Ready by chance here.
  await page.addInitScript(() => (Math.random = () => 0.99));
  await page.clock.install();
  await openTenfold(page);
  await page.clock.runFor(7000);
  await expect(headerStatus(page)).toContainText("Ready");
  await expect(page.getByTestId("tenfold-badge")).toHaveText("Ready");
});
