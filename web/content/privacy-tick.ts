// The contact form's tick, in words the privacy policy quotes: the visitor confirms they have read
// how their details are used, which is all the box records. It does not ask for consent, because
// the policy says consent is not the basis relied on; the spec's message when it is left unticked
// stays as it is (web/shared/messages.ts).
import { site } from "#shared/site.ts";

export const PRIVACY_TICK = {
  before: "I have read the ",
  link: "privacy policy",
  after: `, which explains how ${site.brand} uses my details to reply to me.`,
} as const;

/** The tick's words as one sentence, as a screen reader announces them. */
export const PRIVACY_TICK_TEXT = `${PRIVACY_TICK.before}${PRIVACY_TICK.link}${PRIVACY_TICK.after}`;
