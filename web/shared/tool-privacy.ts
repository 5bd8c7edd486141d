// What each tool a visitor can try does with what they give it: the one list the privacy policy's
// section on the tools is built from (web/content/policies.ts). The functions tests of each tool
// hold its endpoints to `stored: "nothing"` (no table but the rate-limit counters gains a row).
// Below them, what Triage Bot does with the enquiries that reach the firm, which it reads for staff.

export interface ToolPrivacy {
  readonly name: string;
  readonly path: string;
  /** Where the reading runs without AI replies, and what reaches our server. */
  readonly withoutModel: string;
  /** What goes to OpenAI when AI replies are switched on. */
  readonly withModel: string;
  /** An outside address the tool contacts on the visitor's behalf, if any. */
  readonly fetches?: string;
  readonly stored: "nothing";
}

export const TOOL_PRIVACY: readonly ToolPrivacy[] = [
  {
    name: "StoryScanner",
    path: "/storyscanner",
    withoutModel:
      "the article you paste, or the address you give, is sent to our server, which sends the article back for your browser to read with StoryScanner's own code, downloaded from this site; if your browser runs no script, our server reads it and sends the reading back",
    withModel: "the article's text goes to OpenAI, which writes the reading",
    fetches:
      "when you give an address, our server (not your browser) requests that one page from the website it names, so that website sees a request from Cloudflare, not from you, and learns nothing about you",
    stored: "nothing",
  },
  {
    name: "SenseChecker",
    path: "/sensechecker",
    withoutModel:
      "your draft is checked in your browser and does not leave your device; your browser downloads the checker and its British English dictionary from this site",
    withModel:
      "only when you ask for a sentence to be rewritten, that sentence and what was found in it go to our server and on to OpenAI, which suggests the rewrite",
    stored: "nothing",
  },
  {
    name: "Triage Bot",
    path: "/triage-bot",
    withoutModel:
      "the enquiry you paste is sent to our server, which reads it against this website's service pages with its own code",
    withModel: "the enquiry's text goes to OpenAI, which suggests the service and urgency",
    stored: "nothing",
  },
];

/**
 * Every enquiry that arrives (the contact form, TENFOLD's hand-off) is triaged for staff
 * (functions/lib/contact/triage-on-arrival.ts): the privacy policy's words for what is read, what
 * goes to OpenAI when AI replies are on, and how long the triage is kept.
 */
export const ENQUIRY_TRIAGE_PRIVACY = {
  reads:
    "our server reads your message with Triage Bot, to suggest which service it is about, how urgent it is and which consultant should reply; our staff may correct what it suggests",
  withModel:
    "your message goes to OpenAI for that triage: the message alone, without your name, your email address or an attached conversation, and with any name, email address or phone number in it replaced by a placeholder",
  kept: "kept with your enquiry for as long as the enquiry is kept, and deleted with it",
} as const;
