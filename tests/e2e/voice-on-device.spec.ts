// Keyless voice (no OpenAI key on the site): the browser hears the visitor on the device and
// speaks TENFOLD's built-in answers. The Web Speech API is faked at the browser API boundary
// (SpeechRecognition with its on-device methods, and speechSynthesis); the answers come from the
// real site and its built-in answerer.
import type { Page } from "@playwright/test";
import { fakeSpeech } from "./fake-speech.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

async function openVoiceTab(page: Page) {
  await page.context().grantPermissions(["microphone"]);
  await gotoHydrated(page, "/faq");
  await page.getByRole("button", { name: /TENFOLD, the AI assistant/ }).click();
  await page.getByRole("dialog", { name: "TENFOLD" }).getByRole("tab", { name: "voice" }).click();
  return page.getByTestId("voice-status");
}

const speech = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __speech: {
            installs: number;
            asked: unknown[];
            recognitions: { running: boolean; lang: string; processLocally: boolean }[];
            spoken: { text: string; lang: string; voice?: string }[];
          };
        }
      ).__speech,
  );
const hear = (page: Page, text: string, final: boolean) =>
  page.evaluate(([t, f]) => (window as unknown as { __hear: (t: string, f: boolean) => boolean }).__hear(t, f), [
    text,
    final,
  ] as const);

test("a spoken question is heard on the device, answered from the site and spoken back in UK English", async ({
  page,
}) => {
  await fakeSpeech(page, "available");
  const status = await openVoiceTab(page);
  await expect(status).toHaveText("Ready to chat");
  expect((await speech(page)).asked).toEqual([{ langs: ["en-GB"], processLocally: true }]);
  const recognition = (await speech(page)).recognitions[0];
  expect(recognition).toMatchObject({ lang: "en-GB", processLocally: true });

  expect(await hear(page, "What are your opening", false)).toBe(true);
  await expect(status).toHaveText("Listening...");
  await expect(page.getByTestId("voice-transcript")).toContainText("You: What are your opening");

  await hear(page, "What are your opening hours?", true);
  await expect(status).toHaveText("Speaking...");
  await expect(page.getByTestId("voice-transcript")).toContainText("TENFOLD:");
  const [spoken] = (await speech(page)).spoken;
  expect(spoken?.text).toContain("Monday to Friday");
  expect(spoken).toMatchObject({ lang: "en-GB", voice: "Fake UK English" });
  expect(spoken?.text).not.toMatch(/\]\(|\*\*|Read more/);

  // When TENFOLD has finished speaking it listens again.
  await page.evaluate(() => (window as unknown as { __finishSpeaking: () => void }).__finishSpeaking());
  await expect(status).toHaveText("Ready to chat");
  await expect.poll(async () => (await speech(page)).recognitions.filter((r) => r.running).length).toBe(1);

  await page.getByRole("button", { name: "Mute" }).click();
  await expect(status).toHaveText("Microphone muted");
  await expect.poll(async () => (await speech(page)).recognitions.filter((r) => r.running).length).toBe(0);
  await page.getByRole("button", { name: "Unmute" }).click();
  await expect.poll(async () => (await speech(page)).recognitions.filter((r) => r.running).length).toBe(1);

  await page.getByRole("button", { name: "Disconnect" }).click();
  await expect(status).toHaveText("Disconnected");
  await expect.poll(async () => (await speech(page)).recognitions.filter((r) => r.running).length).toBe(0);

  // One conversation: the spoken question and its full answer, links and all, are in the chat tab too.
  const panel = page.getByRole("dialog", { name: "TENFOLD" });
  await panel.getByRole("tab", { name: "chat" }).click();
  const log = panel.getByRole("log");
  await expect(log.locator("div").filter({ hasText: "What are your opening hours?" }).last()).toContainText(
    "You said aloud:",
  );
  await expect(log).toContainText("TENFOLD said aloud:");
  await expect(log).toContainText("Monday to Friday");
  await expect(log.getByText("Voice", { exact: true })).toHaveCount(2);
});

test("a recognition error ends the session with the spec's failure line", async ({ page }) => {
  await fakeSpeech(page, "available");
  const status = await openVoiceTab(page);
  await expect(status).toHaveText("Ready to chat");
  await page.evaluate(() =>
    (window as unknown as { __recognitionError: (e: string) => void }).__recognitionError("not-allowed"),
  );
  await expect(status).toHaveText(/^Connection failed: Microphone access was denied/);
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("where the speech pack must be downloaded, it asks first and starts once it is installed", async ({ page }) => {
  await fakeSpeech(page, "downloadable");
  await openVoiceTab(page);
  await expect(page.getByText("Talk to TENFOLD without your voice leaving this device")).toBeVisible();
  expect((await speech(page)).installs).toBe(0);
  await page.getByRole("button", { name: "Download and start" }).click();
  await expect(page.getByTestId("voice-status")).toHaveText("Ready to chat");
  expect((await speech(page)).installs).toBe(1);
});

test("where the browser cannot recognise speech on the device, the spec's failure stays and nothing listens", async ({
  page,
}) => {
  await fakeSpeech(page, "unavailable");
  const status = await openVoiceTab(page);
  await expect(status).toHaveText(
    "Connection failed: Failed to fetch ephemeral session: Voice chat is not configured on this site.",
  );
  expect((await speech(page)).recognitions).toEqual([]);
});
