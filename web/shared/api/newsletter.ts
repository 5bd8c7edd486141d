// Newsletter constants shared by the browser, the prerender and the functions: the consent
// wording each sign-up form shows (stored word for word with every subscription, as UK GDPR
// asks a controller to be able to show what a person agreed to), and the paths of the pages a
// confirmation or unsubscribe link leads to.

/** Forms that collect subscriptions; the key is stored as the consent's source. */
export const NEWSLETTER_CONSENT = {
  hero: "We'll email you a link to confirm. After that we'll send our insights about once a month, and every email has a one-click unsubscribe.",
  other:
    "We'll email you a link to confirm. After that we'll send our insights about once a month, and every email has a one-click unsubscribe.",
} as const;

export type NewsletterSource = keyof typeof NEWSLETTER_CONSENT;
export const NEWSLETTER_SOURCES = Object.keys(NEWSLETTER_CONSENT) as NewsletterSource[];

/**
 * Prerendered page a confirmation link opens: its button confirms, by a form that posts back to
 * its own URL (token included). A GET confirms nothing, because mail security scanners open links
 * in emails by themselves, and a consent record must show that a person asked.
 */
export const CONFIRM_PAGE_PATH = "/confirm-subscription";
export const SUBSCRIPTION_CONFIRMED_PATH = "/subscription-confirmed";
/** Prerendered page a confirmation link that does not work is answered with, in the site's frame. */
export const SUBSCRIPTION_NOT_CONFIRMED_PATH = "/subscription-not-confirmed";
/** Prerendered page with a form that posts back to itself (its token is in the query). */
export const UNSUBSCRIBE_PAGE_PATH = "/unsubscribe";
export const UNSUBSCRIBED_PATH = "/unsubscribed";
