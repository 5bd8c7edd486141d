// How long each kind of record about visitors is kept: the one place for these periods. The purge
// (functions/lib/platform/purge.ts) deletes by them, and the privacy policy, the FAQ and TENFOLD's
// notice quote them, so what the site says and what it does cannot drift apart.

/** How long each kind of record is kept, in days. */
export const RETENTION = {
  /** Contact messages, with their consent record and pseudonymous code: 24 months after they were sent. */
  contactMessageDays: 730,
  /** Newsletter sign-ups never confirmed (a pending row's clock restarts with each confirmation email). */
  unconfirmedSubscriberDays: 7,
  /**
   * An unsubscribed or suppressed address's keyed hash. A suppression exists to keep honouring
   * the objection if the address reaches us again, so it must outlast any realistic return of an
   * old address; six years also covers the period in which we may have to show that we honoured
   * it. After that the address is still off the list: only a new confirmed sign-up puts it back.
   */
  newsletterSuppressionDays: 6 * 365,
  /** Bill follows never confirmed (Policy Intelligence's email when a bill moves), as for the newsletter. */
  unconfirmedBillFollowDays: 7,
  /**
   * A stopped bill follow, kept without its address (only its keyed hash, the bill and the dates),
   * as the record that the follower withdrew their consent and we stopped.
   */
  stoppedBillFollowDays: 30,
  /** Emails in the outbox once sent or failed (queued ones wait for staff). */
  outboxDays: 30,
  /** TENFOLD's daily model-use counters. */
  usageCounterDays: 30,
  /** Proofs (files, versions, reviewers' decisions, audit trail): this long after the link expired or was revoked. */
  proofDaysAfterClosing: 90,
  /** Questions asked of TENFOLD after its notice, its answers' sources and votes (with their reasons) on them. */
  tenfoldQuestionDays: 90,
  /** Rate-limit requests: also the longest window a rate limit may have. */
  rateLimitDays: 1,
} as const;

/** A period in whole months, as the policy states it (730 days: 24 months). */
export const inMonths = (days: number): number => Math.round((days / 365) * 12);

/** A period in whole years, as the policy states it (2190 days: 6 years). */
export const inYears = (days: number): number => Math.round(days / 365);
