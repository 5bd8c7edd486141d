// Bindings the functions lane adds for tests.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Base URL of the fake OpenAI server started by tests/functions/global-setup.ts. */
    FAKE_OPENAI_URL: string;
    /** How many generated requests each property test sends. */
    FUZZ_RUNS?: string;
  }
}
