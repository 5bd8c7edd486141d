// The update flow for a returning visitor: when a new release's service worker is waiting, a
// toast offers to reload, and reloading switches the page to the new version, which drops the
// pages kept for reading offline under the old one. Runs against its
// own server over a copy of the build, so releasing a "new version" (a changed sw.js) cannot
// disturb the other tests.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { messages } from "#shared/messages.ts";
import { expect, test } from "./fixtures.ts";
import { E2E_PORT, startPagesDev, type RunningServer } from "./server.ts";

const PORT = E2E_PORT + 2;
// The service worker is what this spec is about, and each test starts from a context of its own:
// no worker or caches left by the test before.
test.use({ serviceWorkers: "allow", reuseContext: false });

test.describe("a new release", () => {
  let build = "";
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    // Longer than the server's own 60 s wait for health, so a slow start fails there and stops it.
    test.setTimeout(150_000);
    build = mkdtempSync(join(tmpdir(), "larkspur-release-"));
    cpSync("dist", build, { recursive: true });
    server = await startPagesDev({ port: PORT, assetsDir: build });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(build, { recursive: true, force: true });
  });

  test("a waiting service worker offers a reload, and the reload moves the page to it", async ({ page }) => {
    const origin = `http://127.0.0.1:${PORT}`;
    const registration = () =>
      page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return {
          active: r?.active?.state ?? null,
          waiting: r?.waiting?.state ?? null,
          controlled: navigator.serviceWorker.controller !== null,
        };
      });

    // A returning visitor: the current release's worker controls the page.
    await page.goto(`${origin}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(registration).toMatchObject({ active: "activated", waiting: null, controlled: true });
    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast).toHaveCount(0);
    // A page outside the precache, read under this release, is kept for reading offline.
    const keptPages = () =>
      page.evaluate(async () =>
        (await (await caches.open("pages")).keys()).map((request) => new URL(request.url).pathname),
      );
    await page.goto(`${origin}/council-radar`);
    await expect.poll(keptPages).toContain("/council-radar");
    await page.goto(`${origin}/`);

    // A new release is deployed; the browser finds it on the next visit and holds it waiting.
    appendFileSync(join(build, "sw.js"), "\n// next release\n");
    await page.reload();
    await expect(toast).toContainText(messages.update.title, { timeout: 15_000 });
    await expect(toast).toContainText(messages.update.body);
    expect((await registration()).waiting).toBe("installed");

    // Accepting reloads the page under the new worker, with nothing left waiting.
    const reloaded = page.waitForEvent("load");
    await toast.getByRole("button", { name: messages.update.action }).click();
    await reloaded;
    await expect.poll(registration).toMatchObject({ active: "activated", waiting: null, controlled: true });
    await expect(toast).toHaveCount(0);
    // The new release dropped the pages kept under the old one, which point at its old scripts.
    expect(await keptPages()).not.toContain("/council-radar");
  });
});
