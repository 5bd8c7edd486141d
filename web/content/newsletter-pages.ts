// The pages newsletter emails lead to: the confirmation, the unsubscribe page (its form posts back
// to its own URL, token included, so it works without script: functions/unsubscribe.ts) and the
// page after unsubscribing. Utility pages: noindex, out of the sitemap, search and precache.
import {
  CONFIRM_PAGE_PATH,
  SUBSCRIPTION_CONFIRMED_PATH,
  SUBSCRIPTION_NOT_CONFIRMED_PATH,
  UNSUBSCRIBE_PAGE_PATH,
  UNSUBSCRIBED_PATH,
} from "#shared/api/newsletter.ts";
import { inYears, RETENTION } from "#shared/retention.ts";
import { site } from "#shared/site.ts";
import type { NewsletterPage } from "./types.ts";

export const newsletterPages = [
  {
    path: CONFIRM_PAGE_PATH,
    title: "Confirm your subscription",
    description: `Confirm that you asked to receive ${site.brand}'s insights emails. One button adds your address to our list.`,
    heading: "Confirm your subscription",
    paragraphs: [
      "Someone, we hope you, asked for our insights emails to be sent to your address. Press the button below to confirm, and we will add you to our list.",
      `If it wasn't you, close this page: we send nothing more to an address that has not been confirmed, and the request is deleted after ${RETENTION.unconfirmedSubscriberDays} days.`,
    ],
    submitLabel: "Confirm my subscription",
  },
  {
    path: SUBSCRIPTION_CONFIRMED_PATH,
    title: "Subscription confirmed",
    description: `Your address is now on the ${site.brand} insights list. We send analysis of UK politics and communications about once a month.`,
    heading: "You're subscribed",
    paragraphs: [
      "Thank you for confirming. Your address is now on our list, and our next insights email will reach you when it is published, about once a month.",
      "Every email we send has an unsubscribe link, and unsubscribing takes one click. Our privacy policy explains what we keep and for how long.",
    ],
  },
  {
    // What a confirmation link that does not work is answered with (functions/confirm-subscription.ts),
    // on arrival: nobody is asked to press a button that cannot work.
    path: SUBSCRIPTION_NOT_CONFIRMED_PATH,
    title: "Your subscription was not confirmed",
    description: `This confirmation link for ${site.brand}'s insights emails does not work, so nothing was added to our list.`,
    heading: "Your subscription was not confirmed",
    paragraphs: [
      "This confirmation link does not work. Part of it may be missing (some email programs break long links), it may have expired, or a newer confirmation email may have replaced it.",
      "Nothing has been added to our list. To subscribe, use the form on our home page and we'll email you a new link; if you have a newer email from us, use the link in that one.",
    ],
  },
  {
    path: UNSUBSCRIBE_PAGE_PATH,
    title: "Unsubscribe from our insights",
    description: `Stop receiving ${site.brand}'s insights emails. One button removes your address from our list straight away.`,
    heading: "Unsubscribe from our insights",
    paragraphs: [
      "Press the button below and we will take your address off our list at once. We won't email you again unless you subscribe and confirm again.",
      `We keep only a scrambled form of your address, for ${inYears(RETENTION.newsletterSuppressionDays)} years, so that we can make sure it stays off the list.`,
    ],
    submitLabel: "Unsubscribe",
  },
  {
    path: UNSUBSCRIBED_PATH,
    title: "You've unsubscribed",
    description: `Your address has been removed from the ${site.brand} insights list and we won't send you any more newsletter emails.`,
    heading: "You've unsubscribed",
    paragraphs: [
      "Your address is off our list and we won't send you any more insights emails.",
      "Changed your mind? Subscribe again from our home page: we'll email you a link, and you'll be back on the list once you've confirmed.",
    ],
  },
] as const satisfies readonly NewsletterPage[];
