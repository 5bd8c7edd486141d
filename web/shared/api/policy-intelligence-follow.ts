// Following a bill by email: the newsletter's double opt-in for one bill. The form's request and
// the wording it shows (stored word for word with each follow, as the consent record), and the
// emailed links: a confirmation whose GET only shows a page (mail scanners open links by
// themselves) and whose button's POST confirms, and an RFC 8058 one-click unsubscribe.
import * as v from "valibot";
import { contactEmail, LIMITS } from "../schemas.ts";
import { defineContract, visitorPost } from "./contract.ts";
import { BILL_FOLLOW_CONSENT } from "./policy-intelligence-follow-words.ts";

export { BILL_FOLLOW_CONSENT };

export const followBillSchema = v.object({
  email: contactEmail,
  /** The honeypot a person never sees: filled in, the request is answered and nothing happens. */
  website: v.optional(v.pipe(v.string(), v.maxLength(500))),
  turnstileToken: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.tokenMax))),
});
export type FollowBillRequest = v.InferOutput<typeof followBillSchema>;

/** POST: follow the bill in the path. Every address is answered alike: nothing says who follows. */
export const followBillContract = visitorPost(
  "/policy-intelligence/bills/:id/follow",
  followBillSchema,
  v.object({ success: v.literal(true), message: v.string() }),
  ["not_found", "upstream_failed", "upstream_timeout"],
);

/** GET: the emailed link opens a page whose button confirms; nothing is written. */
export const followConfirmPageContract = defineContract({
  method: "GET",
  path: "/policy-intelligence/follow/confirm",
  responseKind: "page-or-redirect",
  errors: ["bad_request", "unavailable"],
});

/** POST: the page's button confirms; success redirects to the bill's view. */
export const followConfirmContract = defineContract({
  method: "POST",
  path: "/policy-intelligence/follow/confirm",
  responseKind: "page-or-redirect",
  errors: ["bad_request", "unavailable"],
});

/** GET: the unsubscribe link in every follow email opens a page whose button stops the emails. */
export const followUnsubscribePageContract = defineContract({
  method: "GET",
  path: "/policy-intelligence/follow/unsubscribe",
  responseKind: "page-or-redirect",
  errors: ["bad_request", "unavailable"],
});

/**
 * POST: RFC 8058 one-click (the body List-Unsubscribe=One-Click, from a mail app or the page's
 * button); the signed token in the query is the authority. Answered with a page, never a redirect.
 */
export const followUnsubscribeContract = defineContract({
  method: "POST",
  path: "/policy-intelligence/follow/unsubscribe",
  responseKind: "page-or-redirect",
  errors: ["bad_request", "payload_too_large", "unavailable"],
});
