// Who receives personal data from this website, named: the one list the privacy policy's
// recipients and transfers are built from. `hosts` are the addresses the site's code (or the
// visitor's browser, on its behalf) sends data to; a test fails when the code contacts an
// outside host that no recipient here lists, so a new service cannot arrive unnamed.
import { site } from "./site.ts";

export interface Recipient {
  /** As the policy names it in passing. */
  readonly name: string;
  /** The legal entity, as the policy names it in the list of recipients. */
  readonly company: string;
  /** The list entry: what it does for us and what it receives. */
  readonly receives: string;
  /** More about it, as a list entry of its own. */
  readonly more?: string;
  readonly hosts: readonly string[];
  /** Where it processes data, for the policy's international transfers. */
  readonly basedIn: "the United States" | "a global network";
  /** Whether it acts on our instructions (a processor) or under its own terms (Google's public server). */
  readonly processor: boolean;
}

const bookingHost = new URL(site.bookCallUrl).host;

export const recipients = {
  cloudflare: {
    name: "Cloudflare",
    company: "Cloudflare, Inc.",
    receives:
      "hosts the website and its server functions, runs the database that holds enquiries, newsletter sign-ups, TENFOLD's question log and request counters, and provides Cloudflare Turnstile, the security check on our forms and before a voice conversation, for which Cloudflare's Turnstile Privacy Addendum also applies.",
    hosts: ["challenges.cloudflare.com"],
    basedIn: "a global network",
    processor: true,
  },
  resend: {
    name: "Resend",
    // Named by its service: its legal entity is whatever our contract with it names, which no public source we could check confirms.
    company: "Resend",
    receives:
      "sends our emails, such as the link that confirms a newsletter sign-up. It receives your email address and the email's content.",
    hosts: ["api.resend.com"],
    basedIn: "the United States",
    processor: true,
  },
  openai: {
    name: "OpenAI",
    company: "OpenAI",
    receives: `provides ${site.assistantName}'s AI replies and its realtime voice under its business terms and data processing addendum. It does not train its models on data sent through its API unless the customer opts in, and we have not. It keeps abuse-monitoring logs, which can include message content, for up to 30 days unless the law requires longer or it needs them to protect its services or others.`,
    more: 'Our chat requests to OpenAI switch off its storage of responses (the "store" setting of its Responses API is false), so OpenAI does not keep them as stored application data; only the abuse-monitoring logs described above remain. The same goes for the AI readings of the tools you can try on this site, and for the triage of the enquiries you send us.',
    hosts: ["api.openai.com"],
    basedIn: "the United States",
    processor: true,
  },
  slack: {
    name: "Slack",
    company: "Slack Technologies, LLC",
    receives:
      "carries our staff notifications: a Slack workflow, started by our server's notification, posts each new enquiry and each decision on a proof in our team's channel, with the fields listed above.",
    hosts: ["hooks.slack.com"],
    basedIn: "the United States",
    processor: true,
  },
  booking: {
    name: "Cal.com",
    company: "Cal.com, Inc.",
    receives: `runs the scheduling page our booking link opens (${site.bookCallUrl}). It receives what you enter when you book, under its own privacy notice as well as ours, and passes your booking to us.`,
    hosts: [bookingHost],
    basedIn: "the United States",
    processor: true,
  },
  google: {
    name: "Google",
    company: "Google",
    receives:
      "runs the public server (stun.l.google.com) that your browser contacts when you start a voice conversation, which tells your browser how it can be reached. It receives your IP address and the technical details of that request. We have no contract with Google for this; Google's own privacy policy applies.",
    hosts: ["stun.l.google.com"],
    basedIn: "a global network",
    processor: false,
  },
} as const satisfies Record<string, Recipient>;

/** Names as a list in prose: "A, B and C". */
export function namesOf(list: readonly { readonly name: string }[]): string {
  const names = list.map((recipient) => recipient.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}` : (names[0] ?? "");
}

/**
 * Hosts the code names that receive no personal data, so they are not recipients: public records
 * our server reads, sending nothing about anyone (its requests carry the site's name, never a
 * visitor's), and official pages a visitor may follow a link to, as they follow any link.
 */
export const NOT_RECIPIENTS: Readonly<Record<string, "public source our server reads" | "linked page">> = {
  "bills-api.parliament.uk": "public source our server reads",
  "whatson-api.parliament.uk": "public source our server reads",
  "www.gov.uk": "public source our server reads",
  "www.parliament.uk": "linked page",
  "whatson.parliament.uk": "linked page",
  "bills.parliament.uk": "linked page",
  "commonsbusiness.digiminster.com": "linked page",
  "www.hansardsociety.org.uk": "linked page",
  "www.legislation.gov.uk": "linked page",
};
