// Bindings the functions lane adds for tests.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Base URL of the fake OpenAI server started by tests/functions/global-setup.ts. */
    FAKE_OPENAI_URL: string;
    /** Base URL of the fake email provider (tests/fakes/fake-email.ts); also EMAIL_API_BASE. */
    FAKE_EMAIL_URL: string;
    /** Base URL of the fake Cloudflare Access team (tests/fakes/fake-access.ts): its keys and a signer. */
    FAKE_ACCESS_URL: string;
    /** Base URL of the fake news site (tests/fakes/fake-news-site.ts), reached with TOOLS_FETCH_ALLOW_LOOPBACK. */
    FAKE_NEWS_URL: string;
    /** Base URL of the fake ModernGov service (tests/fakes/fake-moderngov.ts); its first path segment picks the behaviour. */
    FAKE_MODERNGOV_URL: string;
    /** Base URL of the misbehaving public source (tests/fakes/fake-public-source.ts). */
    FAKE_SOURCE_URL: string;
    /** Base URL of the fake Parliament calendar (tests/fakes/fake-parliament.ts); add a mode: /ok, /down... */
    FAKE_PARLIAMENT_URL: string;
    /** Base URL of the fake GOV.UK search and content APIs (tests/fakes/fake-govuk.ts); add a mode: /ok, /down... */
    FAKE_GOVUK_URL: string;
    /** Base URL of the fake Bills API (tests/fakes/fake-bills-api.ts); a path segment picks its behaviour. */
    FAKE_BILLS_URL: string;
    EMAIL_TOKEN_SECRET?: string;
    /** How many generated requests each property test sends. */
    FUZZ_RUNS?: string;
  }
}
