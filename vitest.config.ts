// Two Vitest lanes: `unit` (web logic in happy-dom) and `functions` (the API in workerd with a
// real local D1, migrations applied before every test). End-to-end tests use Playwright.
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./build/content-plugin.ts";

const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [contentPlugin(), react()],
        test: {
          name: "unit",
          environment: "happy-dom",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        // Not part of `npm test`: TENFOLD's evaluation timed in Node (npm run bench:tenfold).
        test: { name: "bench", environment: "node", include: ["tests/bench/**/*.bench-test.ts"] },
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
                TEST_MIGRATIONS: await readD1Migrations(migrationsDir),
                FAKE_OPENAI_URL: inject("fakeOpenAIUrl"),
                FAKE_EMAIL_URL: inject("fakeEmailUrl"),
                // No EMAIL_API_KEY: mail waits in the outbox unless a test configures the provider.
                EMAIL_API_BASE: inject("fakeEmailUrl"),
                EMAIL_TOKEN_SECRET: "functions-lane-email-token-secret",
                SITE_URL: "https://www.example.com",
                FUZZ_RUNS: process.env["FUZZ_RUNS"] ?? "2000",
                // As the top-level vars in wrangler.toml: the tests need no secrets.
                SITE_ENV: "development",
                TURNSTILE_HOSTNAMES: "www.example.com,localhost,127.0.0.1,example.com",
                OPENAI_BASE_URL: "https://api.openai.com/v1",
                OPENAI_CHAT_MODEL: "gpt-5-mini",
                OPENAI_REALTIME_MODEL: "gpt-realtime",
                OPENAI_REALTIME_VOICE: "marin",
                OPENAI_TRANSCRIBE_MODEL: "gpt-4o-mini-transcribe",
              },
            },
          })),
        ],
        test: {
          name: "functions",
          include: ["tests/functions/**/*.test.ts"],
          globalSetup: ["tests/functions/global-setup.ts"],
          setupFiles: ["tests/functions/setup.ts"],
        },
      },
    ],
  },
});
