// The FAQ framing and the three legal pages: privacy, terms and cookies. Brand, addresses and
// email addresses come from ./site so the legal text never drifts from the contact details.

import { site } from "./site.ts";
import type { Policy } from "./types.ts";

const [bristol, london] = site.offices;
const bristolAddress = `${bristol.street}, ${bristol.locality} ${bristol.postcode}`;
const londonAddress = `${london.street}, ${london.locality} ${london.postcode}`;
const weekdays = `${site.openingHours.days[0]} to ${site.openingHours.days[4]}`;
const hours = `${weekdays}, ${site.openingHours.opens} to ${site.openingHours.closes}`;

export const policies = [
  {
    path: "/faq",
    updated: "2025-06-01",
    title: "Frequently Asked Questions",
    description:
      `Straight answers on what we do, sectors, fees and scoping, crisis response, confidentiality, lobbying transparency, our offices and ${site.assistantName}.`,
    intro: `These are the questions prospective clients most often put to ${site.brand} before a first call. If yours is not covered, email ${site.email} or ring ${site.phone} during office hours.`,
    sections: [
      {
        heading: "How to use these answers",
        paragraphs: [
          "Each answer is short on purpose. It tells you how we normally work, not what we would recommend for your situation, because that depends on detail we would only learn in conversation.",
          `Our offices are open ${hours}. Outside those hours, existing clients should use the escalation route agreed at the start of their engagement.`,
        ],
      },
      {
        heading: "Still unsure?",
        paragraphs: [
          `Book a free introductory call at ${site.bookCallUrl}, or write to ${site.email} with a few lines about the issue and your deadline. Press enquiries go to ${site.pressEmail}.`,
        ],
      },
    ],
  },
  {
    path: "/privacy-policy",
    updated: "2025-06-01",
    title: "Privacy Policy",
    description: `How ${site.brand} collects, uses, keeps and shares personal data from this website and ${site.assistantName}, and your rights under UK GDPR.`,
    intro: `This policy explains what personal data ${site.brand} collects through this website, including the contact form, the newsletter and our AI assistant ${site.assistantName}, why we use it, how long we keep it, who we share it with and what rights you have. It is written to meet the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
    sections: [
      {
        heading: "Who we are",
        paragraphs: [
          `${site.brand} ("we", "us") is the controller of the personal data described in this policy. That means we decide why and how it is used and we are responsible for looking after it.`,
          `You can write to us at ${bristolAddress} or ${londonAddress}, or email ${site.privacyEmail}. Any question about this policy or your data should go to that address and will be answered by the person responsible for data protection at the firm.`,
        ],
      },
      {
        heading: "What we collect",
        paragraphs: [
          "We only collect what you give us or what is needed to run the website securely. We do not buy contact lists and we do not build advertising profiles.",
        ],
        bullets: [
          "Contact form: your name, email address and message, the fact that you ticked the box confirming you have read this policy, and the date and time you ticked it.",
          "Newsletter: your email address. We also store the part of the address before the @ as a name, so emails can be addressed to you; you can ask us to change it.",
          `${site.assistantName} chat: the messages you type to the assistant and the replies it gives. When AI replies are switched on, your messages are sent to our AI provider to generate an answer.`,
          `${site.assistantName} voice chat: if you choose to speak to the assistant, the audio you record is sent to be transcribed and answered. The transcript is then handled like a typed message.`,
          "Server logs: when any page is requested, our hosting platform records technical details such as IP address, browser and device type, the page requested, the referring page, and the date and time.",
        ],
      },
      {
        heading: "Information we ask you not to send",
        paragraphs: [
          `Please do not include special category data, such as your political opinions, health, religious beliefs or trade union membership, or details of criminal offences, in the contact form or in ${site.assistantName}. We do not need it to reply to a first enquiry.`,
          "If an enquiry does contain it, we will use it only so far as needed to deal with that enquiry, rely on your explicit consent or on the information having been made public by you, and delete it when it is no longer needed.",
        ],
      },
      {
        heading: "Why we use it and our lawful basis",
        paragraphs: [
          "UK GDPR requires us to have a lawful basis for each use of personal data. These are the ones we rely on.",
        ],
        bullets: [
          "Replying to contact form enquiries and arranging calls: legitimate interests in responding to people who contact us, and taking steps at your request before entering into a contract. The consent record shows you were given this policy before you sent the form.",
          "Sending the newsletter: your consent, which you can withdraw at any time using the unsubscribe link in every email or by emailing us.",
          `Running ${site.assistantName}, including voice chat: legitimate interests in answering visitors' questions about our services when they choose to use the assistant, and in preventing misuse of it.`,
          "Server logs: legitimate interests in keeping the website available and secure, diagnosing faults and detecting abuse.",
          "Keeping records after you become a client: performance of our contract with you and compliance with legal obligations, including tax and accounting rules.",
        ],
      },
      {
        heading: "How long we keep it",
        paragraphs: [
          "We keep personal data only for as long as we need it for the purpose it was collected for, then delete or anonymise it.",
        ],
        bullets: [
          "Contact form enquiries and the consent record: 24 months from our last exchange with you. If you become a client, the enquiry joins the engagement file, which we keep for 6 years after the engagement ends.",
          "Newsletter: until you unsubscribe. We then delete your details within 30 days, keeping only your email address on a suppression list so that we do not email you again.",
          `${site.assistantName} chat messages held on our systems: up to 30 days, for security and to fix faults, then deleted. The copy of your chat history in your own browser stays there until you clear it.`,
          `${site.assistantName} voice audio: not kept by us once it has been transcribed and answered. The transcript follows the 30-day chat rule.`,
          "Server logs: up to 30 days, unless a specific entry is needed to investigate a security incident, in which case we keep it until the investigation closes.",
        ],
      },
      {
        heading: "Who we share it with",
        paragraphs: [
          "We do not sell personal data. We share it only with service providers who process it on our behalf under written contracts that require them to keep it secure and use it only on our instructions.",
        ],
        bullets: [
          "Cloudflare, Inc. hosts the website and its server functions, stores form submissions and produces server logs.",
          `OpenAI, L.L.C. is our AI provider. When AI replies are enabled, it receives ${site.assistantName} messages and voice audio to generate responses. Under its API terms it does not use this data to train its models by default, and it may keep it for up to 30 days to monitor for abuse.`,
          "Professional advisers, such as our accountants and lawyers, where they need it to advise us, and public authorities where the law requires us to disclose it.",
        ],
      },
      {
        heading: "International transfers",
        paragraphs: [
          "Cloudflare operates a global network and OpenAI is based in the United States, so your data may be processed outside the UK.",
          "Where data goes to a country without a UK adequacy decision, we rely on the UK Extension to the EU-US Data Privacy Framework where the recipient is certified under it, or on the International Data Transfer Addendum to the EU standard contractual clauses, together with the supplier's security measures. You can ask us for more detail at the privacy address below.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          `You can exercise any of these rights by emailing ${site.privacyEmail}. We will reply within one month, and will tell you if a request is complex and needs up to two more months. We may ask you to confirm your identity first. There is normally no charge.`,
        ],
        bullets: [
          "Access: ask for a copy of the personal data we hold about you.",
          "Rectification: ask us to correct data that is wrong or incomplete.",
          "Erasure: ask us to delete your data where we no longer have a good reason to keep it.",
          "Restriction: ask us to pause using your data while a concern is resolved.",
          "Objection: object to uses based on legitimate interests, and to direct marketing at any time.",
          "Portability: receive data you gave us, on the basis of consent or contract, in a machine-readable format.",
          "Withdraw consent: where we rely on consent, such as for the newsletter, withdraw it at any time without affecting earlier use.",
          "We do not make decisions about you based solely on automated processing that have legal or similarly significant effects.",
        ],
      },
      {
        heading: "How to complain",
        paragraphs: [
          `If you are unhappy with how we have handled your data, please tell us first at ${site.privacyEmail} so we can try to put it right.`,
          "You also have the right to complain to the Information Commissioner's Office (ICO), the UK regulator for data protection. You can do so online at ico.org.uk/make-a-complaint, by calling the ICO helpline on 0303 123 1113, or by writing to the Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF.",
        ],
      },
      {
        heading: "Security and changes to this policy",
        paragraphs: [
          "Data is encrypted in transit between your browser and the website, and access to stored enquiries is limited to staff who need it to do their work.",
          "We will update this policy when our practices change and show the date of the latest revision at the top of the page. If a change significantly affects how we use data we already hold, we will tell the people affected directly.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: [
          `Email ${site.privacyEmail}, or write to the Data Protection Lead, ${site.brand}, ${bristolAddress}. General enquiries go to ${site.email}.`,
        ],
      },
    ],
  },
  {
    path: "/terms-of-service",
    updated: "2025-06-01",
    title: "Terms of Service",
    description: `The terms for using the ${site.brand} website and the ${site.assistantName} assistant, covering advice, intellectual property, liability and governing law.`,
    intro: `These terms apply to your use of this website and of ${site.assistantName}, the AI assistant on it. By using the site you accept them. They do not cover client engagements, which are governed by a separate letter of engagement agreed with ${site.brand}.`,
    sections: [
      {
        heading: "Using the site",
        paragraphs: [
          "You may browse the site, read and download our published resources and share links to them for your own work or your organisation's internal use.",
          "You must not use the site in a way that breaks the law, interferes with its operation or security, or harms other users.",
        ],
        bullets: [
          "Do not attempt to gain unauthorised access to the site, its servers or any connected system.",
          `Do not send automated or bulk requests to ${site.assistantName} or the contact form, or try to make the assistant produce unlawful, defamatory or abusive content.`,
          "Do not upload or submit material containing viruses or other harmful code.",
          "Do not use the contact form to send marketing or unsolicited offers.",
        ],
      },
      {
        heading: "No professional advice",
        paragraphs: [
          `The content of this site, including our resources, articles and anything ${site.assistantName} says, is general information. It is not legal, regulatory, financial, political or communications advice, and you should not rely on it as such.`,
          `${site.assistantName} is an automated assistant. Its replies are generated by software, can be incomplete or wrong, and are not reviewed by our team before you see them. It cannot take instructions on our behalf or agree anything for the firm.`,
          `Advice from ${site.brand} is given only under a signed letter of engagement, by named members of our team, on the facts of your situation.`,
        ],
      },
      {
        heading: "Intellectual property",
        paragraphs: [
          `The text, design, graphics, templates and software on this site belong to ${site.brand} or our licensors and are protected by copyright and other intellectual property rights.`,
          "You may adapt our published templates and checklists for use within your own organisation. You may not republish them, sell them or present them as your own work without our written permission.",
          `The ${site.brand} name and logo may not be used in a way that suggests we endorse you or your organisation.`,
        ],
      },
      {
        heading: "Links to other websites",
        paragraphs: [
          "We link to other websites, such as Parliament, government departments and regulators, for your convenience. We do not control those sites and are not responsible for their content or availability.",
        ],
      },
      {
        heading: "Availability and changes",
        paragraphs: [
          `We aim to keep the site and ${site.assistantName} available but do not promise that they will always be available, uninterrupted or error-free. We may change, suspend or withdraw any part of the site, including AI replies, without notice.`,
          "We may revise these terms from time to time. The date at the top of this page shows when they last changed, and the version in force when you use the site applies.",
        ],
      },
      {
        heading: "Our liability",
        paragraphs: [
          "Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded under the law of England and Wales.",
          `Subject to that, ${site.brand} is not liable for any loss or damage arising from your use of, or reliance on, the site, its resources or ${site.assistantName}, including loss of profit, revenue, business, opportunity or reputation, or any indirect or consequential loss.`,
          "If you use the site as a consumer, you also have statutory rights that these terms do not affect.",
        ],
      },
      {
        heading: "Governing law",
        paragraphs: [
          "These terms and any dispute or claim arising from them or from your use of the site are governed by the law of England and Wales. The courts of England and Wales have exclusive jurisdiction, except that if you are a consumer living in Scotland or Northern Ireland you may also bring proceedings in your local courts.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: [
          `Questions about these terms can be sent to ${site.email} or by post to ${site.brand}, ${bristolAddress}.`,
        ],
      },
    ],
  },
  {
    path: "/cookie-policy",
    updated: "2026-11-25",
    title: "Cookie Policy",
    description: `${site.brand} sets no advertising or tracking cookies. How we use browser storage for chat history and unsent messages, and a cache for offline use.`,
    intro: `This policy explains what ${site.brand}'s website stores on your device and why. In short: we set no advertising or tracking cookies. We use your browser's storage to keep your ${site.assistantName} chat history and any contact message you have not yet sent on your device, and a service worker cache so pages still load when you are offline.`,
    sections: [
      {
        heading: "No advertising or tracking cookies",
        paragraphs: [
          "The site does not set advertising cookies, does not use third-party tracking or analytics cookies, and does not follow you across other websites. For that reason you will not see a cookie consent banner.",
          "The rules on storing information on your device, in the Privacy and Electronic Communications Regulations 2003, apply to local storage and caches as well as cookies. Each of the uses below is strictly necessary to provide features you choose to use, so they do not require consent, but we still want you to know about them.",
        ],
      },
      {
        heading: `Local storage for your ${site.assistantName} chat history`,
        paragraphs: [
          `When you use ${site.assistantName}, the conversation is saved in your browser's local storage so that it is still there when you move between pages or come back later. It stays on your device and is not a cookie, so it is not sent to us with each page request.`,
          "Anyone with access to your browser profile could read the saved chat. If you share a device, clear the history when you have finished, or use a private browsing window, which discards local storage when it is closed.",
          `Messages you send while chatting are still transmitted to us, and to our AI provider when AI replies are enabled, as described in our Privacy Policy.`,
        ],
      },
      {
        heading: "Session storage for a contact message you have not sent",
        paragraphs: [
          "While you fill in our contact form, what you type is kept in your browser's session storage, so that closing the form by mistake, reloading the page or losing your connection does not cost you your message. It stays on your device and nothing reaches us until you press Send message.",
          "The copy is deleted as soon as your message has been sent, and your browser discards session storage when you close the tab.",
        ],
      },
      {
        heading: "Service worker cache for offline use",
        paragraphs: [
          "The site installs a service worker, a small script your browser runs for this site only. It keeps copies of pages, styles, scripts and images in a cache on your device, so that the site loads faster and pages you have visited can be read without a connection.",
          "The cache holds copies of public website files. It does not contain your name, your email address or your chat messages.",
        ],
      },
      {
        heading: "How to clear stored data",
        paragraphs: [
          "Clearing the site data for this website removes the chat history, any unsent contact message, the offline cache and the service worker together. The site will work normally afterwards and will rebuild the cache on your next visit. Menu names vary slightly between browser versions.",
        ],
        bullets: [
          "Chrome and Edge on desktop: click the icon to the left of the web address, open the site settings, and choose to delete or clear data for this site.",
          "Firefox: open Settings, then Privacy & Security, then Cookies and Site Data, choose Manage Data, and remove this website.",
          "Safari on Mac: open Settings, then Privacy, choose Manage Website Data, and remove this website.",
          "Safari on iPhone and iPad: open the Settings app, go to Safari, then Advanced, then Website Data, and swipe to delete this website.",
          "Chrome on Android: open the menu, then Settings, then Site settings, then All sites, select this website and clear its data.",
        ],
      },
      {
        heading: "Changes and contact",
        paragraphs: [
          `If we ever add a cookie or other storage, we will update this page first and ask for your consent wherever the law requires it. Questions about this policy can be sent to ${site.privacyEmail}.`,
        ],
      },
    ],
  },
] as const satisfies readonly Policy[];
