// Vitest lanes: `unit` (web logic in happy-dom), `functions` (the API in workerd with a real local
// D1, migrations applied before every test) and `dist` (the built site as served, without a
// browser). End-to-end tests use Playwright.
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./build/content-plugin.ts";
import { LOCAL_VARS, SETTING_DEFAULTS } from "./functions/lib/platform/settings.ts";

const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [contentPlugin(), react()],
        test: {
          name: "unit",
          environment: "happy-dom",
          // Test files share their workers and modules (63 s -> 15 s from a fresh clone); each
          // file starts from its own setup (tests/unit/setup.ts) and clears what it stores.
          isolate: false,
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        // Not part of `npm test`: TENFOLD's evaluation and its report over 50,000 stored questions, timed in Node (npm run bench:tenfold).
        test: { name: "bench", environment: "node", include: ["tests/bench/**/*.bench-test.ts"] },
      },
      {
        // The build served by `wrangler pages dev` (tests/dist/global-setup.ts), asked over HTTP with
        // no browser: what every page's HTML, headers and redirects say. Run after `npm run build`.
        test: {
          name: "dist",
          environment: "node",
          include: ["tests/dist/**/*.test.ts"],
          globalSetup: ["tests/dist/global-setup.ts"],
        },
      },
      {
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            miniflare: {
              compatibilityDate: "2026-08-01",
              compatibilityFlags: ["nodejs_compat"],
              d1Databases: ["DB"],
              r2Buckets: ["PROOFS"],
              bindings: {
                // The settings' defaults and this machine's vars, as wrangler.toml's top-level [vars]
                // (functions/lib/platform/settings.ts): the tests need no secrets.
                ...SETTING_DEFAULTS,
                ...LOCAL_VARS,
                TEST_MIGRATIONS: await readD1Migrations(migrationsDir),
                FAKE_OPENAI_URL: inject("fakeOpenAIUrl"),
                FAKE_EMAIL_URL: inject("fakeEmailUrl"),
                // A fake Cloudflare Access team (tests/fakes/fake-access.ts); tests turn Access on per request.
                FAKE_ACCESS_URL: inject("fakeAccessUrl"),
                // A fake news site on loopback for StoryScanner (tests/fakes/fake-news-site.ts); tests open loopback per request.
                FAKE_NEWS_URL: inject("fakeNewsUrl"),
                // A council's ModernGov web service on loopback for Council Radar (tests/fakes/fake-moderngov.ts).
                FAKE_MODERNGOV_URL: inject("fakeModernGovUrl"),
                // A public source that misbehaves on request, for the shared public-source layer (tests/fakes/fake-public-source.ts).
                FAKE_SOURCE_URL: inject("fakeSourceUrl"),
                // UK Parliament's calendar API, faked (tests/fakes/fake-parliament.ts); GovCal tests add the mode to the URL.
                FAKE_PARLIAMENT_URL: inject("fakeParliamentUrl"),
                // GOV.UK's search and content APIs, faked (tests/fakes/fake-govuk.ts); GovCal tests add the mode to the URL.
                FAKE_GOVUK_URL: inject("fakeGovukUrl"),
                // Every test that lists GovCal reads GOV.UK too: the fake unless a test says otherwise, never the internet.
                GOVUK_API_BASE: `${inject("fakeGovukUrl")}/ok-default`,
                // A fake of UK Parliament's Bills API for Policy Intelligence (tests/fakes/fake-bills-api.ts); tests set BILLS_API_BASE per request.
                FAKE_BILLS_URL: inject("fakeBillsUrl"),
                // No EMAIL_API_KEY: mail waits in the outbox unless a test configures the provider.
                EMAIL_API_BASE: inject("fakeEmailUrl"),
                EMAIL_TOKEN_SECRET: "functions-lane-email-token-secret",
                FUZZ_RUNS: process.env["FUZZ_RUNS"] ?? "2000",
              },
            },
          })),
        ],
        test: {
          name: "functions",
          include: ["tests/functions/**/*.test.ts"],
          // Test files share their isolates and modules: importing the API (TENFOLD's knowledge
          // above all) once per worker instead of once per file took the lane from 272 s to 80 s.
          // A test of what happens once per isolate loads the API afresh (freshApi in call-api.ts).
          isolate: false,
          // Vitest leaves one core to itself by default, which on the two-core machine runs the
          // lane in one worker; most of the work is in workerd, so two workers take it from about
          // 48 s to 39 s. The fakes key what they record by test, so the workers do not meet.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          globalSetup: ["tests/functions/global-setup.ts"],
          setupFiles: ["tests/functions/setup.ts"],
        },
      },
    ],
  },
});
