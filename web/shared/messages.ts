// Every visitor-facing message the spec fixes (sections 5 and 8), in one place for the browser,
// the functions and the tests.
export const messages = {
  contact: {
    nameTooShort: "Name must be at least 2 characters.",
    invalidEmail: "Please enter a valid email address.",
    messageTooShort: "Message must be at least 10 characters.",
    privacyRequired: "You must accept the privacy policy to submit.",
    sending: "Sending...",
    successTitle: "Message sent",
    successBody: "Thank you for your inquiry. We'll get back to you soon.",
    failureTitle: "Error",
    failureBody: "There was a problem sending your message. Please try again.",
  },
  subscribe: {
    invalidTitle: "Invalid email",
    invalidBody: "Please enter a valid email address.",
    subscribing: "Subscribing...",
    successTitle: "Successfully subscribed!",
    successBody: "You'll receive our latest insights and analysis.",
    failureTitle: "Subscription failed",
    failureFallback: "Please try again later.",
    networkTitle: "Network error",
    networkBody: "Please check your connection and try again.",
    // The same answer whether the address is new, waiting for confirmation or already on the
    // list, so the form never reveals who subscribes.
    checkInbox: "Thanks. If this address isn't on our list yet, we've emailed it a link to confirm.",
  },
  /** Turnstile's answer when a form arrives without a solved check, and the form's own note. */
  securityCheck: "Please complete the security check.",
  offline: {
    title: "You're offline",
    contactBody: "Your message hasn't been sent. It's still in the form: send it when you're back online.",
    subscribeBody: "You haven't been subscribed yet. Please try again when you're back online.",
    chat: "You're offline, so TENFOLD can't answer right now. Your conversation is saved on this device.",
  },
  update: {
    title: "A new version of the site is ready",
    body: "Reload to get the latest pages and fixes.",
    action: "Reload",
  },
} as const;
