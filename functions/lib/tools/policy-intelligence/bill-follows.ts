// Following a bill by email, on the newsletter's rules (UK GDPR and PECR): a request stores a
// pending follow with its consent record and emails a sealed link; only pressing the button it
// opens confirms. Every request is answered alike, an address on the newsletter's suppression list
// gets nothing, and confirmation emails share the newsletter's per-mailbox daily quota. When a
// refresh of a bill sees a stage its confirmed followers have not heard of, each gets one email.
import type { Bill, StagePoint } from "#shared/api/policy-intelligence.ts";
import { BILL_FOLLOW_CONSENT, type FollowBillRequest } from "#shared/api/policy-intelligence-follow.ts";
import { normaliseEmail } from "#shared/email.ts";
import { ApiError, withDatabase } from "../../platform/errors.ts";
import { mailboxOf, releaseConfirmation, reserveConfirmation } from "../../newsletter/confirmation-quota.ts";
import { RESEND_INTERVAL_MS, type NewsletterDeps } from "../../newsletter/newsletter-service.ts";
import { BILL_HEADER, followConfirmationEmail, stageEmail } from "./follow-emails.ts";

/** The newsletter's mail machinery: the database, clock, tokens, outbox mailer, site URL and waitUntil. */
export type FollowDeps = NewsletterDeps;

/** A stage as the follow remembers it: its name, House and day, so a later sitting is a new stage. */
export const stageKey = (stage: StagePoint | null): string | null =>
  stage ? `${stage.name}|${stage.house}|${stage.date ?? ""}` : null;

async function isSuppressed(db: D1Database, hash: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS found FROM newsletter_suppressions WHERE email_hash = ?1")
    .bind(hash)
    .first();
  return row !== null;
}

/**
 * Stores or refreshes a pending follow and sends its confirmation, or does nothing; the caller
 * answers the same either way. A confirmed follow is left alone; a pending or unsubscribed one
 * takes the newest request's consent, its clock restarts, and it remembers the stage shown now.
 */
export async function followBill(
  input: FollowBillRequest,
  bill: Bill,
  clientHash: string,
  deps: FollowDeps,
): Promise<void> {
  if (input.website) return;
  const email = normaliseEmail(input.email);
  const now = deps.now();
  const hash = await deps.tokens.addressHash(email);
  if (await withDatabase(() => isSuppressed(deps.db, hash))) return;
  const mailbox = await deps.tokens.mailboxHash(mailboxOf(email));
  if (!(await withDatabase(() => reserveConfirmation(deps.db, mailbox, now)))) return;
  const stamp = now.toISOString();
  const claimed = await withDatabase(() =>
    deps.db
      .prepare(
        `INSERT INTO bill_follows (bill_id, email_hash, email, state, created_at, client_hash, consent_wording, consented_at, confirmation_sent_at, last_stage_notified)
         VALUES (?1, ?2, ?3, 'pending', ?4, ?5, ?6, ?4, ?4, ?7)
         ON CONFLICT (bill_id, email_hash) DO UPDATE SET
           email = excluded.email, state = 'pending', created_at = excluded.created_at, client_hash = excluded.client_hash,
           consent_wording = excluded.consent_wording, consented_at = excluded.consented_at,
           confirmation_sent_at = excluded.confirmation_sent_at, unsubscribed_at = NULL,
           last_stage_notified = excluded.last_stage_notified
         WHERE bill_follows.state != 'confirmed' AND (bill_follows.confirmation_sent_at IS NULL OR bill_follows.confirmation_sent_at <= ?8)
         RETURNING id`,
      )
      .bind(
        bill.id,
        hash,
        email,
        stamp,
        clientHash,
        BILL_FOLLOW_CONSENT,
        stageKey(bill.currentStage),
        new Date(now.getTime() - RESEND_INTERVAL_MS).toISOString(),
      )
      .first<{ id: number }>(),
  );
  if (!claimed) {
    await withDatabase(() => releaseConfirmation(deps.db, mailbox, now));
    return;
  }
  const [confirm, unsubscribe] = await Promise.all([
    deps.tokens.sign("follow-confirm", email, now, bill.id),
    deps.tokens.sign("follow-unsubscribe", email, now, bill.id),
  ]);
  deps.waitUntil(
    deps
      .sendEmail(followConfirmationEmail(email, bill, deps.siteUrl, { confirm, unsubscribe }))
      .catch((error: unknown) => console.error("Follow confirmation not written to the outbox", error)),
  );
}

const invalid = () => new ApiError("bad_request", "This link is not valid. It may have been copied incompletely.");

/** The follow a token names: its bill and the keyed hash of its address. */
async function followOf(
  purpose: "follow-confirm" | "follow-unsubscribe",
  token: string | null,
  deps: Pick<FollowDeps, "now" | "tokens">,
) {
  const claim = await deps.tokens.verify(purpose, token, deps.now());
  if (claim.bill === null) throw invalid();
  return { ...claim, bill: claim.bill, hash: await deps.tokens.addressHash(claim.email) };
}

/**
 * Confirms the follow a link was sent for (the pending row's created_at is the token's signing
 * time, so only the newest email's link works, and none after an unsubscribe); confirming again is
 * fine. Answers the bill's id, for the redirect to its view.
 */
export async function confirmFollow(token: string | null, deps: Pick<FollowDeps, "db" | "now" | "tokens">) {
  const { bill, hash, issuedAt } = await followOf("follow-confirm", token, deps);
  const [, state] = await withDatabase(() =>
    deps.db.batch([
      deps.db
        .prepare(
          "UPDATE bill_follows SET state = 'confirmed', confirmed_at = ?3 WHERE bill_id = ?1 AND email_hash = ?2 AND state = 'pending' AND created_at = ?4",
        )
        .bind(bill, hash, deps.now().toISOString(), issuedAt.toISOString()),
      deps.db.prepare("SELECT state FROM bill_follows WHERE bill_id = ?1 AND email_hash = ?2").bind(bill, hash),
    ]),
  );
  if ((state?.results[0] as { state?: string } | undefined)?.state !== "confirmed")
    throw new ApiError(
      "bad_request",
      "This link is no longer current: a newer confirmation email replaced it, or you stopped following the bill since. Use the newest email, or follow the bill again.",
    );
  return bill;
}

/** What a confirmation link is, judged without changing anything (its page asks for a press first). */
export async function followLinkState(
  token: string | null,
  deps: Pick<FollowDeps, "db" | "now" | "tokens">,
): Promise<"pending" | "confirmed" | "unusable"> {
  let claim: Awaited<ReturnType<typeof followOf>>;
  try {
    claim = await followOf("follow-confirm", token, deps);
  } catch (error) {
    if (error instanceof ApiError) return "unusable";
    throw error;
  }
  const row = await withDatabase(() =>
    deps.db
      .prepare("SELECT state, created_at FROM bill_follows WHERE bill_id = ?1 AND email_hash = ?2")
      .bind(claim.bill, claim.hash)
      .first<{ state: string; created_at: string }>(),
  );
  if (row?.state === "confirmed") return "confirmed";
  return row?.state === "pending" && row.created_at === claim.issuedAt.toISOString() ? "pending" : "unusable";
}

/**
 * Stops the follow: the row stays 'unsubscribed' without its address, and mail about the bill not
 * yet sent to it (no provider configured) is no longer wanted. Unsubscribing twice is fine.
 */
export async function unfollow(token: string | null, deps: Pick<FollowDeps, "db" | "now" | "tokens">): Promise<void> {
  const { bill, hash, email } = await followOf("follow-unsubscribe", token, deps);
  await withDatabase(() =>
    deps.db.batch([
      deps.db
        .prepare(
          "UPDATE bill_follows SET state = 'unsubscribed', email = NULL, unsubscribed_at = ?3 WHERE bill_id = ?1 AND email_hash = ?2 AND state != 'unsubscribed'",
        )
        .bind(bill, hash, deps.now().toISOString()),
      deps.db
        .prepare(
          "UPDATE email_outbox SET status = 'failed', error = 'unsubscribed before sending' WHERE to_address = ?1 AND status = 'queued' AND json_extract(headers, ?2) = ?3",
        )
        .bind(email, `$."${BILL_HEADER}"`, String(bill)),
    ]),
  );
}

/**
 * A refresh read the bill: every confirmed follower who has not heard of its current stage is
 * told, once. The stage is claimed per follow in one statement before any email is written, so
 * racing refreshes, and any later refresh, send nothing more for it. An address on the
 * suppression list is claimed too, and mailed nothing.
 */
export async function billMoved(bill: Bill, deps: Pick<FollowDeps, "db" | "now" | "tokens" | "sendEmail" | "siteUrl">) {
  const key = stageKey(bill.currentStage);
  if (!bill.currentStage || !key) return 0;
  const { results } = await deps.db
    .prepare(
      `UPDATE bill_follows SET last_stage_notified = ?2
       WHERE bill_id = ?1 AND state = 'confirmed' AND email IS NOT NULL AND (last_stage_notified IS NULL OR last_stage_notified != ?2)
       RETURNING email, email_hash, (SELECT 1 FROM newsletter_suppressions s WHERE s.email_hash = bill_follows.email_hash) AS suppressed`,
    )
    .bind(bill.id, key)
    .all<{ email: string; suppressed: number | null }>();
  const now = deps.now();
  let sent = 0;
  // One at a time: a bill has few followers, and the provider is not sent a burst.
  for (const follower of results) {
    if (follower.suppressed) continue;
    const token = await deps.tokens.sign("follow-unsubscribe", follower.email, now, bill.id);
    await deps.sendEmail(stageEmail(follower.email, bill, bill.currentStage, deps.siteUrl, token));
    sent += 1;
  }
  return sent;
}
