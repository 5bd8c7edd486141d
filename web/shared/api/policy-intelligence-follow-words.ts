// The words of following a bill by email, apart from its schemas so the bill view's first load
// carries no schema code: the consent the form shows (stored with each follow) and its answer.

export const BILL_FOLLOW_CONSENT =
  "We'll email you a link to confirm. After that we'll email you only when this bill reaches a new stage, and every email has a one-click unsubscribe.";

/** The one answer to every follow request, whatever the address's state. */
export const BILL_FOLLOW_CHECK_INBOX =
  "Check your email: we've sent a link to confirm. Nothing is sent about the bill until you press it.";
