// Confirmation emails the provider refused are sent again (functions/lib/newsletter/email-retry.ts):
// with the first attempt's idempotency key, a few times at most, only while the link still works,
// and never to an address that unsubscribed since.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resendProvider } from "../../functions/lib/platform/email/resend.ts";
import {
  EMAIL_RETRY_INTERVAL_MS,
  MAX_EMAIL_ATTEMPTS,
  retryFailedEmails,
} from "../../functions/lib/newsletter/email-retry.ts";
import { emailTokens } from "../../functions/lib/newsletter/email-tokens.ts";
import { rows, linkSecret } from "./call-api.ts";
import { PROVIDER, confirmVia, linkIn, sentTo, subscribeAs } from "./newsletter-mail.ts";

const FAILING = { ...PROVIDER, EMAIL_API_KEY: "re-fail" };
const depsWith = (apiKey: string) => ({
  db: env.DB,
  now: () => new Date(),
  provider: resendProvider({ apiKey, from: PROVIDER.EMAIL_FROM, baseUrl: env.FAKE_EMAIL_URL }),
  tokens: emailTokens(linkSecret()),
});
/** Later than any run the test's own requests may have claimed. */
const later = (runs = 1) => Date.now() + runs * 2 * EMAIL_RETRY_INTERVAL_MS;

afterEach(() => vi.restoreAllMocks());

async function refusedSignUp(address: string): Promise<number> {
  vi.spyOn(console, "error").mockImplementation(() => {});
  await subscribeAs(address, FAILING);
  const [row] = await rows<{ id: number; status: string; attempts: number }>(
    "SELECT id, status, attempts FROM email_outbox",
  );
  expect(row).toMatchObject({ status: "failed", attempts: 1 });
  return row!.id;
}

describe("retrying refused confirmation emails", () => {
  it("sends a refused confirmation again with its first idempotency key, and its link confirms", async () => {
    const id = await refusedSignUp("retried@retry.example");
    expect(await retryFailedEmails(depsWith(PROVIDER.EMAIL_API_KEY), later())).toBe(1);
    const [mail, ...more] = await sentTo("retried@retry.example");
    expect(more).toEqual([]);
    expect(mail?.idempotencyKey).toBe(`outbox-${id}`);
    expect(await rows("SELECT status, attempts, error FROM email_outbox")).toEqual([
      { status: "sent", attempts: 2, error: null },
    ]);
    expect((await confirmVia(linkIn(mail, "/api/subscribe/confirm"))).status).toBe(303);
  });

  it(`keeps trying at each run while the provider refuses, and stops after ${MAX_EMAIL_ATTEMPTS} attempts in all`, async () => {
    await refusedSignUp("stubborn@retry.example");
    for (let run = 1; run <= MAX_EMAIL_ATTEMPTS + 2; run++) await retryFailedEmails(depsWith("re-fail"), later(run));
    expect(await rows("SELECT status, attempts FROM email_outbox")).toEqual([
      { status: "failed", attempts: MAX_EMAIL_ATTEMPTS },
    ]);
  });

  it("leaves an email whose link has expired, one stopped on purpose, and one to an address that unsubscribed since", async () => {
    await refusedSignUp("expired@retry.example");
    await env.DB.prepare("UPDATE email_outbox SET created_at = ?1")
      .bind(new Date(Date.now() - 49 * 3600_000).toISOString())
      .run();
    await subscribeAs("stopped@retry.example", {});
    await env.DB.prepare(
      "UPDATE email_outbox SET status = 'failed', error = 'unsubscribed before sending' WHERE to_address = 'stopped@retry.example'",
    ).run();
    await subscribeAs("left@retry.example", FAILING);
    // Its owner unsubscribed after the email was written (the row goes, the address's hash stays).
    await env.DB.prepare("INSERT INTO newsletter_suppressions (email_hash, suppressed_at) VALUES (?1, ?2)")
      .bind(
        await emailTokens(linkSecret()).addressHash("left@retry.example"),
        new Date(Date.now() + 1000).toISOString(),
      )
      .run();
    await env.DB.prepare("DELETE FROM subscribers WHERE email = 'left@retry.example'").run();
    await retryFailedEmails(depsWith(PROVIDER.EMAIL_API_KEY), later());
    await retryFailedEmails(depsWith(PROVIDER.EMAIL_API_KEY), later(2));
    for (const address of ["expired@retry.example", "stopped@retry.example", "left@retry.example"])
      expect(await sentTo(address), address).toEqual([]);
  });

  it("runs once per interval however many requests ask", async () => {
    await refusedSignUp("once@retry.example");
    const at = later();
    const runs = await Promise.all([
      retryFailedEmails(depsWith(PROVIDER.EMAIL_API_KEY), at),
      retryFailedEmails(depsWith(PROVIDER.EMAIL_API_KEY), at),
    ]);
    expect(runs.filter((tried) => tried !== null)).toEqual([1]);
    expect(await sentTo("once@retry.example")).toHaveLength(1);
  });
});
