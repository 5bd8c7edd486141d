// End-to-end tests: Debian's Chromium against `wrangler pages dev` serving the production build
// with its functions and a local D1 (started and stopped by tests/e2e/global-setup.ts).
import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL } from "./tests/e2e/server.ts";

/**
 * Specs that also write the server's SQLite file from another process (`wrangler d1 execute`, for
 * rows no request can make). That process locks the file, and a write the server makes meanwhile
 * for another spec fails with SQLITE_BUSY (as an enquiry's triage did), so these run after the
 * rest, one test at a time.
 */
const WRITE_BESIDE_THE_SERVER = ["**/staff-newsletter.spec.ts", "**/proofs/proofs.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // Four, on a two-core machine: a browser test mostly waits (for a page, a chunk, an animation),
  // so two workers left the cores about 60% idle; four took the lane from 13.7 to 7.6 min.
  workers: 4,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  // What a test waits for (a lazy chunk, a client navigation) can take over 5 s when every worker's
  // browser is busy on a two-core machine; a wait that passes ends as soon as it passes.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  projects: [
    { name: "site", testIgnore: WRITE_BESIDE_THE_SERVER },
    { name: "beside-the-server", testMatch: WRITE_BESIDE_THE_SERVER, dependencies: ["site"], workers: 1 },
  ],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // A fake microphone for the voice tests; each test grants or withholds the permission.
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-gpu",
        "--use-fake-device-for-media-stream",
      ],
    },
    trace: "off",
    // One browser context per worker, reset between tests (tests/e2e/fixtures.ts says what is reset).
    reuseContext: true,
    // Most specs are about the page, not the service worker, whose precaching (about 2 MB) would
    // otherwise run in every test that stays past the page's settling; the specs about it allow it.
    serviceWorkers: "block",
  },
});
