// The FAQ framing, the legal pages (privacy, terms, cookies) and the transparency page. Brand,
// legal entity, addresses and review figures come from ./site so the text never drifts from them.
// The privacy and cookie text describe what functions/ and the browser code actually do: change
// them together with the code.

import { councilRadarNotice } from "#shared/public-records.ts";
import { firmRules } from "./firm-rules.ts";
import { CONTACT_NOTIFICATION, listed, PROOF_DECISION_NOTIFICATION } from "#shared/notifications.ts";
import { DICTIONARY_CACHE, NEVER_KEPT_PAGES, OFFLINE_CACHE } from "#shared/offline-cache.ts";
import { inMonths, inYears, RETENTION } from "#shared/retention.ts";
import { DONT_KEEP_LABEL } from "#shared/api/tenfold-notice.ts";
import { PRIVACY_TICK_TEXT } from "./privacy-tick.ts";
import { namesOf, recipients, type Recipient } from "#shared/recipients.ts";
import { ENQUIRY_TRIAGE_PRIVACY, TOOL_PRIVACY } from "#shared/tool-privacy.ts";
import {
  BILL_FOLLOW_PRIVACY,
  POLICY_INTELLIGENCE_PEOPLE as BILL_PEOPLE,
} from "#shared/api/policy-intelligence-privacy.ts";
import { site, type Reviews } from "#shared/site.ts";
import type { ContentSection, Policy } from "./types.ts";

const [bristol, london] = site.offices;
const bristolAddress = `${bristol.street}, ${bristol.locality} ${bristol.postcode}`;
const londonAddress = `${london.street}, ${london.locality} ${london.postcode}`;
const weekdays = `${site.openingHours.days[0]} to ${site.openingHours.days[4]}`;
const hours = `${weekdays}, ${site.openingHours.opens} to ${site.openingHours.closes}`;
const { legal } = site;
const controller = `${legal.name}, a company registered in ${legal.registeredIn} under company number ${legal.companyNumber}, whose registered office is at ${legal.registeredOffice}`;
const stakeholderNotice = "/transparency#stakeholder-privacy-notice";
const { slack, booking } = recipients;
const assistant = site.assistantName;
const dontKeep = `"${DONT_KEEP_LABEL}"`;
const contactMonths = inMonths(RETENTION.contactMessageDays);
/** The fields of a message's notification that carry its triage, which the policy lists in a bullet of their own. */
const TRIAGE_FIELDS = ["subject", "summary", "triage"] as const;
const pick = <K extends string>(fields: Readonly<Record<string, string>>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, fields[key] ?? ""]));
const days = (count: number) => (count === 1 ? "a day" : `${count} days`);
const allRecipients: readonly Recipient[] = Object.values(recipients);
const inTheUs = namesOf(allRecipients.filter((recipient) => recipient.basedIn === "the United States"));
/** The newsletter's pages among those the service worker never keeps, as the cookie policy lists them. */
const newsletterPages = NEVER_KEPT_PAGES.filter((path) => !path.startsWith("/staff") && !path.endsWith("/")).join(", ");
/**
 * What a record of a meeting or correspondence with a person in public life holds. A view given
 * in private has not been made manifestly public, so Article 9(2)(e) does not cover it, and no
 * condition in Schedule 1 to the Data Protection Act 2018 fits a consultancy recording it: it stays out.
 */
const MEETING_RECORD =
  "the date, who took part, the client we acted for, the subject and what we asked for, and never a political opinion expressed in private";
/** The UK regulator, named so the text stays right while the Information Commission takes over. */
const regulator =
  "the Information Commissioner's Office (ICO). The Data (Use and Access) Act 2025 provides for the Information Commissioner to be replaced by a new body, the Information Commission, with the same role; whichever name it is using when you contact it, you can complain online at ico.org.uk/make-a-complaint or call its helpline on 0303 123 1113";

/** How the rating on the site is produced (/transparency#client-reviews); none when no rating is shown. */
function reviewSections(reviews: Reviews | null): ContentSection[] {
  if (!reviews) return [];
  return [
    {
      asks: [
        "Are your reviews real?",
        "How is your star rating calculated?",
        "Do you pay people to review you?",
        "Who gets asked to review you?",
      ],
      id: "client-reviews",
      heading: "How our client rating is produced",
      paragraphs: [
        `The rating shown on our home page and About page, ${reviews.value} out of ${reviews.best} from ${reviews.count} reviews, has one source, described beside it as "${reviews.source}". It covers the responses received from ${reviews.period}.`,
        "Who is asked: when an engagement closes, the research agency sends the survey to every client contact named on it, not to a selection we choose. We offer no payment, discount, gift or other incentive for taking part, and we do not ask anyone for a particular score.",
        "How it is counted: each response gives one overall score from 1 to 5. Every response the agency receives is counted; we do not remove, edit or select responses, and a low score counts exactly as a high one does. The rating is the mean of all the overall scores received in the period, rounded to one decimal place, and the number shown beside it is the number of responses behind it.",
        "What we do not do: we do not publish named testimonials or selected quotations from the survey, we do not write, buy or commission reviews, and we do not combine the survey with ratings from anywhere else. The figure is not updated continuously, so the period it covers is always shown with it; when we publish a new figure we will change the period and this page together.",
      ],
    },
  ];
}

export const policies = [
  {
    path: "/faq",
    updated: "2026-11-27",
    title: "Frequently Asked Questions",
    description: `Straight answers on what we do, sectors, fees and scoping, crisis response, confidentiality, lobbying transparency, our offices and ${site.assistantName}.`,
    intro: `These are the questions prospective clients most often put to ${site.brand} before a first call. If yours is not covered, email ${site.email} or ring ${site.phone} during office hours.`,
    sections: [
      {
        asks: [
          "what time does your office open and close",
          "I'm a client, how do I reach you out of hours",
          "do the FAQ answers apply to my specific case",
        ],
        heading: "How to use these answers",
        paragraphs: [
          "Each answer is short on purpose. It tells you how we normally work, not what we would recommend for your situation, because that depends on detail we would only learn in conversation.",
          `Our offices are open ${hours}. Outside those hours, existing clients should use the escalation route agreed at the start of their engagement.`,
        ],
      },
      {
        asks: [
          "how do I book a free introductory call",
          "what email do journalists use for press enquiries",
          "what should I put in my first email to you",
        ],
        heading: "Still unsure?",
        paragraphs: [
          `Book a free introductory call at ${site.bookCallUrl}, or write to ${site.email} with a few lines about the issue and your deadline. Press enquiries go to ${site.pressEmail}.`,
        ],
      },
    ],
  },
  {
    path: "/privacy-policy",
    updated: "2026-11-27",
    title: "Privacy Policy",
    description: `What personal data ${site.brand} collects through this website, its forms and ${site.assistantName}, who receives it, how long it is kept and your rights.`,
    intro: `This policy explains what personal data ${legal.name} collects through this website, including the contact form, the newsletter sign-up and our AI assistant ${site.assistantName}, why we use it, who receives it, how long we keep it and what rights you have. It is written for the UK General Data Protection Regulation (UK GDPR), the Data Protection Act 2018 and the Privacy and Electronic Communications Regulations, as amended by the Data (Use and Access) Act 2025.`,
    sections: [
      {
        asks: [
          "who is the data controller for this website",
          "what is your ICO registration number",
          "who's your data protection officer or privacy person",
          "which company is actually behind this website",
        ],
        id: "who-we-are",
        heading: "Who we are",
        paragraphs: [
          `${site.brand} is the trading name of ${controller}. We are the controller of the personal data described in this policy: we decide why and how it is used, and we are responsible for it. We are registered with the Information Commissioner's Office under registration number ${legal.icoRegistration}.`,
          `Our offices are at ${bristolAddress} and ${londonAddress}. Questions about this policy or your data go to ${site.privacyEmail}, where they are answered by our Data Protection Lead.`,
        ],
      },
      {
        asks: [
          `does this privacy policy cover the contact form, newsletter and ${site.assistantName}`,
          "I'm a councillor, does this privacy policy cover what you hold on me",
          "which privacy notice covers politicians and journalists in your tools",
          "does the privacy policy cover client work",
        ],
        heading: "What this policy covers",
        paragraphs: [
          `It covers the personal data we collect through this website: the contact form, the newsletter sign-up, ${site.assistantName} (typed and spoken), the link to book a call, and the technical data needed to run the site securely. It also explains what the site keeps in your own browser.`,
          `It does not cover the information our research tools hold about people in public life, such as politicians, councillors, officials and journalists. That is explained in our stakeholder privacy notice at ${stakeholderNotice}. Work for clients is covered by the terms of each engagement.`,
        ],
      },
      {
        asks: [
          "What do you collect when I fill in the contact form?",
          "what do you keep when I sign up to the newsletter",
          "do you log my visits to the site",
        ],
        id: "what-we-collect",
        heading: "What we collect and where it goes",
        paragraphs: [
          "We collect what you choose to send us and the technical data needed to run the site. We do not buy contact lists, we use no advertising or analytics tools, and we do not build profiles of visitors.",
        ],
        bullets: [
          `Contact form: your name, email address and message; the date and time you sent it, which we record as the time you confirmed, by ticking the box, that you had read this policy; the pseudonymous code described below; and, if you send it from ${assistant} and choose to attach it, the conversation. All of this is stored in our database, which Cloudflare hosts.`,
          `Staff notifications: as soon as your message is stored, our server sends a notification to ${slack.name}, where our team sees new enquiries in its channel. Authorised staff can also read and export stored enquiries and newsletter sign-ups in our staff console.`,
          `Triage of your message: as soon as it is stored, ${ENQUIRY_TRIAGE_PRIVACY.reads}.`,
          `Triage with AI replies switched on: ${ENQUIRY_TRIAGE_PRIVACY.withModel}, with the same safety identifier as ${assistant}'s replies.`,
          `What a notification of your message carries: ${listed(CONTACT_NOTIFICATION, ["type", ...TRIAGE_FIELDS])}.`,
          `With it, the notification carries our triage: ${listed(pick(CONTACT_NOTIFICATION, TRIAGE_FIELDS), [])}.`,
          `What a notification of your decision on a proof carries: ${listed(PROOF_DECISION_NOTIFICATION)}.`,
          "Newsletter: your email address, a name taken from the part before the @ (you can ask us to change it), the date you signed up, the pseudonymous code, and your consent: which form you used, the words shown beside it and when you confirmed. You join the list only once you follow the link we email you.",
          `Following a bill by email (${BILL_PEOPLE.tool}): ${BILL_FOLLOW_PRIVACY.what}.`,
          `We use what a bill follow keeps ${BILL_FOLLOW_PRIVACY.why}.`,
          "Newsletter emails: the confirmation and unsubscribe links in them carry a code that only our server can connect to your sign-up; your email address is not in them. Each email we send is kept in our outbox: address, subject, text and whether it was delivered.",
          "Proof approvals: if we send you a link to review a proof, we keep the name you give, your decision and any comment, when you made it and when the link was first opened, and the pseudonymous code; staff are notified of your decision as described above. The proof itself is stored with Cloudflare and shown only through its link.",
          `Booking a call: the booking link (${site.bookCallUrl}) opens ${booking.name}, the scheduling service we use (${booking.company}). What you enter there is collected by ${booking.name} under its own privacy notice and passed to us so that we can hold the call.`,
          `Security check: Cloudflare Turnstile runs on the contact and newsletter forms, and before a ${assistant} voice conversation starts, to tell people from automated programs. Cloudflare processes signals such as your IP address and browser details to do this, and our server sends the result of the check and your IP address to Cloudflare to confirm it.`,
          "Hosting: every request to the site passes through Cloudflare, which hosts it and so processes your IP address and the details your browser sends with each request. Our own code keeps no log of page visits.",
        ],
      },
      {
        asks: [
          `What happens to what I type into ${site.assistantName}?`,
          `How do I stop ${site.assistantName} keeping my questions?`,
          "why do you keep the questions I ask the chatbot",
        ],
        id: "tenfold",
        heading: `${assistant}: chat, and the questions we keep`,
        paragraphs: [
          `What happens to what you type to ${assistant}, our website's assistant, depends on whether AI replies are switched on, and on whether you let us keep your questions.`,
        ],
        bullets: [
          `${assistant} chat: each message you type is sent to our server together with up to ten earlier messages from the conversation, so that the reply can follow on. When AI replies are on, it counts the questions each visitor asks per day, using the pseudonymous code, to apply daily limits.`,
          `Questions we keep: once ${assistant} has shown you its notice, our server keeps each question you type in the chat, or say to your browser's own speech recognition, with the start of its answer, the pages it cited and whether it could answer, and any thumbs up or down you give, with the reason you type after a thumbs down.`,
          "We use those questions as statistics, grouping similar ones, to see what the site fails to answer and to improve it. Please do not put personal details in a question or a reason.",
          `Your browser's code: with those questions our server keeps a random code your browser makes for this (tenfold:browser-id, in our cookie policy). It identifies only your browser, not you, and is not the pseudonymous code. It serves only so that "Delete conversation" and ${dontKeep} can delete what was kept from your browser, never to put a browser's questions together in reports.`,
          `${dontKeep}: tick this box under ${assistant}'s notice and our server deletes the questions, votes and reasons it kept from your browser, and keeps nothing more that you ask: your browser stops sending its code and tells our server, with each question, not to keep it.`,
          `Your choice is remembered in your browser (tenfold:dont-keep) until you untick the box. It costs nothing, and ${assistant} answers as before.`,
          `AI replies: when AI replies are switched on, your message, the earlier messages sent with it and passages of this website go to OpenAI, which writes the reply, with a "safety identifier" against misuse: a second code made from your IP address that cannot be matched to ours without our secret. When AI replies are off, ${assistant} answers from this website's content and nothing is sent to OpenAI.`,
        ],
      },
      {
        asks: [
          `Do you record voice calls with ${site.assistantName}?`,
          "Does my voice go to OpenAI?",
          "who else can see my IP address when I use the voice chat",
          "Is what I say in the voice chat sent to your server?",
        ],
        id: "tenfold-voice",
        heading: `${assistant}: voice`,
        paragraphs: [
          `What happens to what you say to ${assistant} depends, in the same way, on whether AI replies are switched on.`,
        ],
        bullets: [
          `${assistant} voice: when you start a voice conversation, your browser asks to use your microphone, collects a short-lived key from our server (which counts the conversation, at its longest length, against the daily voice limits, using the pseudonymous code) and then connects directly to OpenAI.`,
          "Your voice goes straight to OpenAI, which transcribes it and answers in speech. A voice call lasts five minutes at most: it ends then, or as soon as you leave the voice tab or hide the browser tab. Our server never receives your audio.",
          `Spoken questions and their links: OpenAI sends your browser the words of each turn, which ${assistant} adds to the conversation, marked Voice. So that a spoken answer carries the same links as a typed one, your browser sends the words of each question you said, with up to ten earlier messages of the conversation, to our server, which looks them up in this website's content.`,
          "That look-up uses no AI model, and our server keeps nothing of it: not the question, not the conversation sent with it. It only counts, by the pseudonymous code, against the rate limit.",
          `${assistant} voice when AI replies are off: if your browser can recognise speech on your device, ${assistant} uses that. Your browser turns what you say into words itself, so your voice does not leave your device; the words are sent to our server as a typed chat message would be, and kept as one unless you have ticked ${dontKeep}, and your browser reads the answer aloud.`,
          `If the browser first needs to download its speech pack, ${assistant} asks you before it does. Where a browser could only recognise speech by sending your voice to a speech service, ${assistant} does not use it.`,
          "Setting up a voice connection: your browser first contacts a public server run by Google (stun.l.google.com) that tells it how it can be reached over the internet. That server, and OpenAI, see your IP address, because your browser connects to them directly.",
        ],
      },
      {
        asks: [
          "Do you keep the article I paste into StoryScanner?",
          "Is my draft sent anywhere when I use SenseChecker?",
          "What happens to the text I paste into your tools?",
          "does the triage bot store my enquiry",
        ],
        id: "tools-you-can-try",
        heading: "The tools you can try on this site",
        paragraphs: [
          `${namesOf(TOOL_PRIVACY)} work on text you give them. They keep nothing of it: not the text, not the address, not the result. Each use counts, by the pseudonymous code, against a rate limit, and that count is all our database records.`,
        ],
        bullets: [
          ...TOOL_PRIVACY.flatMap((tool) => [
            `${tool.name} (${tool.path}): ${tool.withoutModel}.`,
            `${tool.name} with AI replies switched on: ${tool.withModel}, with the same safety identifier as ${assistant}'s replies and with OpenAI's storage of the response switched off.`,
            ...(tool.fetches ? [`${tool.name} and the address you give: ${tool.fetches}.`] : []),
          ]),
          "Please paste only what you are free to share: a published article, your own draft, an enquiry you have written. The tools are for trying on your own words, not for other people's personal data.",
        ],
      },
      {
        asks: ["Do you store my IP address?", "What is the code you make from my IP?", "Do you hash IP addresses?"],
        id: "pseudonymous-code",
        heading: "The code we make from your IP address",
        paragraphs: [
          "Our server does not store your IP address. It combines the address (for an IPv6 address, only its first half, which names your network rather than your device) with a secret key in a one-way function (a keyed HMAC-SHA256), giving a code that stays the same for as long as your IP address does. We use the code to count requests for rate limits and daily limits, and we store it with contact messages and newsletter sign-ups to help us spot abuse. OpenAI receives a different code, made the same way with another label, as the safety identifier described above.",
          "The code does not tell us who you are, but it is still personal data: it links your requests to one another, and anyone who knew both your IP address and our secret could connect the code to that address. We treat it as personal data.",
        ],
      },
      {
        asks: [
          "should I tell the chatbot about my health condition",
          "what if I mention my political views in the contact form",
          "do you delete sensitive information I sent by mistake",
          "is sending you sensitive info the same as giving consent",
          `can you remove sensitive details I typed into ${site.assistantName}`,
        ],
        id: "special-category-data",
        heading: "Information we ask you not to send",
        paragraphs: [
          `Please do not include special category data, such as information about your health, religious beliefs, ethnic origin, sexual orientation, trade union membership or political opinions, or information about criminal offences, in the contact form, the newsletter sign-up or ${site.assistantName}. We do not need it to reply to a first enquiry, and ${site.assistantName} passes what you type or say to OpenAI when AI replies or voice are on.`,
          "We do not treat sending us such information as your explicit consent, and a private message is not information you have made public. If an enquiry contains it, we use it only to read and answer your message. Where we do not need it, we delete it from the stored enquiry and from any staff notification; where we would need to keep it to help you, we ask for your explicit consent first and keep it only if you give it. We cannot remove what OpenAI has already received through the assistant; its retention is explained below.",
        ],
      },
      {
        asks: [
          "what is your legal basis for processing my data",
          "do you rely on consent for the newsletter",
          "is ticking the privacy box on the form my consent",
          "can I see your legitimate interests assessment",
          "do you use recognised legitimate interests under the Data (Use and Access) Act",
        ],
        id: "lawful-bases",
        heading: "Why we use it: our lawful bases",
        paragraphs: [
          "UK GDPR requires a lawful basis for each use of personal data. These are the ones we rely on.",
          'Where we rely on legitimate interests we have weighed them against your interests and rights, and you can ask us for that assessment. We do not rely on the "recognised legitimate interests" basis that the Data (Use and Access) Act 2025 added to UK GDPR for any of the uses on this page.',
        ],
        bullets: [
          `Replying to enquiries, triaging them, arranging calls and notifying staff: our legitimate interests in answering people who contact us (Article 6(1)(f) UK GDPR) and, if you are asking about working with us, taking steps at your request before a contract (Article 6(1)(b)). The box beside the form records that you have read this policy.`,
          `The box reads "${PRIVACY_TICK_TEXT}" It does not ask for your consent, and consent is not the basis we rely on for your enquiry.`,
          `Newsletter: your consent (Article 6(1)(a)), which you give by confirming from the email we send, and can withdraw at any time with the unsubscribe link in any of our emails or by emailing ${site.privacyEmail}. Once you unsubscribe, keeping the one-way code of your address on our suppression list rests on our legitimate interests in making sure we do not email you again.`,
          `Following a bill by email: ${BILL_FOLLOW_PRIVACY.basis}.`,
          `${assistant}, typed and spoken: our legitimate interests in answering the questions visitors choose to ask about our services, and in preventing misuse and controlling costs with daily limits.`,
          `The questions ${assistant} keeps: our legitimate interests in learning what the site fails to answer so that we can improve it. You can object at any time, and at once, with ${dontKeep} in ${assistant}; you can also email us.`,
          "Rate limits, the security check and hosting: our legitimate interests in keeping the site available and secure and in stopping spam and automated abuse.",
          "Clients: performance of our contract with you (Article 6(1)(b)), and compliance with legal obligations such as keeping tax and accounting records (Article 6(1)(c)).",
        ],
      },
      {
        asks: [
          "Do you share my data with OpenAI?",
          "Who do you pass my data to?",
          "Does OpenAI train on my chats?",
          "Is what I type into the chat used to train AI models?",
          "Which company writes the AI replies?",
          "Do you sell my data?",
        ],
        id: "recipients",
        heading: "Who receives it",
        paragraphs: [
          "We do not sell personal data or share it for advertising. The organisations below receive it, each only for the purpose given. Those that act for us as processors do so under written terms that require them to keep it secure and to use it only on our instructions.",
        ],
        bullets: [
          ...allRecipients.flatMap((recipient) => [
            `${recipient.company} ${recipient.receives}`,
            ...(recipient.more ? [recipient.more] : []),
          ]),
          "Professional advisers, such as our accountants, lawyers and insurers, where they need it to advise us; and courts, regulators, the police or other public authorities where the law requires or allows us to disclose it.",
        ],
      },
      {
        asks: [
          "is my data sent outside the UK",
          "does my data leave the UK",
          "does my data go to the US",
          "what safeguards protect my data when it goes abroad",
          "do you rely on the UK-US data bridge",
        ],
        id: "international-transfers",
        heading: "International transfers",
        paragraphs: [
          `Cloudflare runs a global network, ${inTheUs} are based in the United States, and Google's servers are worldwide, so your data may be processed outside the UK. ${booking.name}'s privacy notice also says where it processes data.`,
          `Where data goes to a country the UK has not recognised as giving adequate protection, we rely on the UK Extension to the EU-US Data Privacy Framework (the UK-US data bridge) for US recipients certified under it, and otherwise on the International Data Transfer Agreement or the UK Addendum to the EU standard contractual clauses in the supplier's data processing terms. Your browser's contact with Google's server is made directly by your browser and is not covered by a contract with us. Ask us at ${site.privacyEmail} which safeguard applies to each supplier.`,
        ],
      },
      {
        asks: [
          "Do you store my chats?",
          "How long do you keep my data?",
          "Do you keep transcripts of my conversations?",
          "How long do you keep my enquiry?",
        ],
        id: "retention",
        heading: "How long we keep it",
        paragraphs: [
          "We keep personal data only as long as we need it. What our own database holds is deleted automatically by the periods below: the deletion runs at most an hour apart while the site is in use, so on a quiet day a record can outlast its period by a little. Where deletion is not automatic, our staff apply the period by reviewing records at least every three months, and we say so.",
        ],
        bullets: [
          `Contact form messages, with the consent record, the pseudonymous code and any ${assistant} conversation you attached: deleted automatically ${contactMonths} months after you sent them. If you become a client, we copy the enquiry into the engagement file, which we keep for six years after the engagement ends.`,
          `Our triage of a contact form message (the service, urgency and consultant suggested, and any correction by our staff): ${ENQUIRY_TRIAGE_PRIVACY.kept}.`,
          `Copies of staff notifications in ${slack.name}: deleted by our staff on the same ${contactMonths}-month timetable.`,
          `Newsletter sign-ups: until you unsubscribe, which deletes your entry at once. Sign-ups never confirmed are deleted automatically after ${days(RETENTION.unconfirmedSubscriberDays)}.`,
          `The suppression list: when you unsubscribe, or ask us not to email you, we keep only a one-way code made from your address and the date, so that you are not emailed again unless you confirm a new sign-up. It is deleted automatically ${inYears(RETENTION.newsletterSuppressionDays)} years after it was added, or at once when you confirm a new sign-up.`,
          "We keep that code so long because its purpose is to keep honouring your wish if your address ever reaches us again; it holds nothing but the code and the date.",
          `Bill follows: ${BILL_FOLLOW_PRIVACY.kept}.`,
          `Emails in our outbox: deleted automatically ${days(RETENTION.outboxDays)} after they were sent or failed. An email that could not be sent waits for our staff, who send or delete it.`,
          `Daily ${assistant} usage counters (the pseudonymous code, a date and a count): deleted automatically after ${days(RETENTION.usageCounterDays)}.`,
          `Proof approvals (the proof files, reviewers' names, decisions and comments, and the record of each link's use): deleted automatically ${days(RETENTION.proofDaysAfterClosing)} after the link expired or was withdrawn. A signed-off final version that we need for the engagement is copied into the client file, which we keep for six years after the engagement ends.`,
          `Rate-limit records (the pseudonymous code, which form or feature was used, and when): deleted automatically after ${days(RETENTION.rateLimitDays)}.`,
          `${assistant} questions: the questions kept after ${assistant}'s notice, the start of each answer, its sources, your votes and the reasons you gave, with your browser's random code and without your name, address or pseudonymous code: deleted automatically after ${days(RETENTION.tenfoldQuestionDays)}, and at once when you choose "Delete conversation" or tick ${dontKeep} in ${assistant}.`,
          `${assistant} voice: we store no audio, and nothing of a spoken question that our server looks up for its links. A conversation you choose to send to a consultant is kept with your message, as a contact form message. OpenAI's retention is described above. The copy of your conversation in your own browser, spoken turns included, stays there until you clear it.`,
          `Booking details: ${booking.name} keeps them under its own notice; our copy is kept with enquiry records for ${contactMonths} months.`,
          "Records of requests held by Cloudflare as our host: kept by Cloudflare under its own policies.",
        ],
      },
      {
        asks: [
          `Is my conversation with ${site.assistantName} saved?`,
          "Is this conversation saved on your servers or on my device?",
          "Why is my old chat still there when I come back?",
          "What does the site keep on my device?",
        ],
        id: "your-browser",
        heading: "What the site keeps in your browser",
        paragraphs: [
          `Your ${assistant} conversation, up to its latest 100 messages and including what was said in the voice tab, is saved in your browser's local storage so that it survives moving between pages and coming back later. It has no expiry date and stays until you clear this site's data or choose "Delete conversation". Each of its replies is saved with the links and buttons shown under it and how you rated it. The site also keeps whether you ticked ${dontKeep}; and, while your questions may be kept, the random code described above, sent with your questions so that what was kept from this browser can be deleted. While you fill in the contact form, what you type is kept in the tab's session storage until the message is sent or you close the tab. A service worker keeps copies of the site's public pages and files for offline use; they contain nothing about you, and the pages that newsletter emails and approval links open are never kept.`,
          `Anyone who uses this browser after you can read that conversation, so on a shared or public computer choose "Delete conversation" before you leave, or use a private window: the browser forgets what it stored there when you close the last private window.`,
          "None of this reaches us unless you send it. Our cookie policy at /cookie-policy explains each item and how to clear it.",
        ],
      },
      {
        asks: [
          "Can I see what data you hold on me?",
          "Please delete my data",
          "How do I make a subject access request?",
          "Correct wrong information you hold about me",
        ],
        id: "your-rights",
        heading: "Your rights",
        paragraphs: [
          `You can use any of these rights by emailing ${site.privacyEmail} or writing to us. We will reply without undue delay and within one month, which we may extend by up to two further months for a complex request, telling you why. We may ask you to confirm your identity first. There is normally no charge.`,
        ],
        bullets: [
          "Access: ask for a copy of the personal data we hold about you.",
          "Rectification: ask us to correct data that is wrong or incomplete.",
          "Erasure: ask us to delete your data where we no longer have a good reason to keep it.",
          "Restriction: ask us to pause using your data while a concern is resolved.",
          `Objection: object to any use based on legitimate interests, and to direct marketing at any time. For the questions ${assistant} keeps, ${dontKeep} in ${assistant} does this at once.`,
          "Portability: receive data you gave us on the basis of consent or contract in a machine-readable format.",
          "Withdrawing consent: where we rely on consent, as for the newsletter, withdraw it at any time without affecting what we did before.",
          `We make no decisions about you based solely on automated processing that have legal or similarly significant effects. ${site.assistantName}'s replies are information, not decisions about you.`,
        ],
      },
      {
        asks: ["How do I unsubscribe?", "Stop sending me emails", "Take me off your newsletter list"],
        id: "unsubscribe",
        heading: "Leaving the newsletter",
        paragraphs: [
          `Every newsletter email has an unsubscribe link, and many email apps show an Unsubscribe button for it: either takes you off the list at once. You can also email ${site.privacyEmail} from the address you signed up with, or write to us, and we will remove you within one month.`,
          BILL_FOLLOW_PRIVACY.stop,
        ],
      },
      {
        asks: [
          "Complain about how you've used my personal data",
          "How do I complain to the ICO?",
          "Who handles data protection complaints?",
        ],
        id: "complaints",
        heading: "How to complain",
        paragraphs: [
          `If you are unhappy with how we have used your personal data, please complain to us first: email ${site.privacyEmail} with "Complaint" in the subject line, or write to the Data Protection Lead at ${legal.registeredOffice}. We will acknowledge your complaint within 30 days of receiving it, look into it without undue delay, keep you informed of progress and tell you the outcome. The Data Protection Act 2018 has required controllers to handle data protection complaints in this way since 19 June 2026.`,
          `You also have the right to complain to the UK's data protection regulator, ${regulator}. Its postal address is on its website.`,
        ],
      },
      {
        asks: [
          "is this website secure",
          "is my enquiry sent over an encrypted connection",
          "who can read the messages I send through the contact form",
          "do your server logs record what I type into forms or the chat",
        ],
        heading: "Security",
        paragraphs: [
          `The site is served only over encrypted connections. Stored enquiries, newsletter sign-ups and ${assistant}'s question log can be read only by authorised staff, who sign in to our staff console through Cloudflare Access. Our server is built not to write the content of forms or conversations to its logs. What we do keep is set out above: our server keeps each question you type to ${assistant} once its notice has been shown (unless you tick ${dontKeep}), and the messages you send us.`,
        ],
      },
      {
        asks: [
          "when was the privacy policy last updated",
          "will you tell me if the privacy policy changes",
          "how do I know if your privacy policy has changed",
        ],
        heading: "Changes to this policy",
        paragraphs: [
          "We update this policy when our website or our practices change, and show the date of the latest revision at the top of the page. If a change significantly affects how we use data we already hold, we tell the people affected directly where we can.",
        ],
      },
      {
        asks: [
          "what is the postal address for the Data Protection Lead",
          "who do I email with a privacy question",
          "where do I write about a data protection issue",
        ],
        heading: "Contact",
        paragraphs: [
          `Email ${site.privacyEmail}, or write to the Data Protection Lead, ${legal.name}, ${legal.registeredOffice}. General enquiries go to ${site.email}.`,
        ],
      },
    ],
  },
  {
    path: "/terms-of-service",
    updated: "2026-11-25",
    title: "Terms of Service",
    description: `The terms for using the ${site.brand} website and the ${site.assistantName} assistant, covering advice, intellectual property, liability and governing law.`,
    intro: `These terms apply to your use of this website and of ${site.assistantName}, the AI assistant on it. The site is run by ${legal.name} ("${site.brand}", "we"), a company registered in ${legal.registeredIn} under company number ${legal.companyNumber}, registered office ${legal.registeredOffice}. By using the site you accept these terms. They do not cover client engagements, which are governed by a separate letter of engagement.`,
    sections: [
      {
        asks: [
          "What am I allowed to do on this website?",
          "Can I share your resources with colleagues?",
          "Rules for using the chatbot and the contact form",
        ],
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
        asks: [
          "Can I rely on your website as legal advice?",
          "Does anything on this site count as formal advice?",
          "Can the chatbot agree anything on the firm's behalf?",
        ],
        heading: "No professional advice",
        paragraphs: [
          `The content of this site, including our resources, articles and anything ${site.assistantName} says, is general information. It is not legal, regulatory, financial, political or communications advice, and you should not rely on it as such.`,
          `${site.assistantName} is an automated assistant. Its replies are generated by software, can be incomplete or wrong, and are not reviewed by our team before you see them. It cannot take instructions on our behalf or agree anything for the firm.`,
          `Advice from ${site.brand} is given only under a signed letter of engagement, by named members of our team, on the facts of your situation, except that ${firmRules.crisisStart}.`,
        ],
      },
      {
        asks: [
          "Can I reuse your templates in my organisation?",
          "Can I republish your checklist?",
          "Who owns the content on this site?",
        ],
        heading: "Intellectual property",
        paragraphs: [
          `The text, design, graphics, templates and software on this site belong to ${legal.name} or our licensors and are protected by copyright and other intellectual property rights.`,
          "You may adapt our published templates and checklists for use within your own organisation. You may not republish them, sell them or present them as your own work without our written permission.",
          `The ${site.brand} name and logo may not be used in a way that suggests we endorse you or your organisation.`,
        ],
      },
      {
        asks: [
          "are you responsible for other websites you link to",
          "is the call booking service part of your website",
          "whose terms apply when I follow a link off your site",
        ],
        heading: "Links to other websites",
        paragraphs: [
          "We link to other websites, such as Parliament, government departments, regulators and the third-party service we use for booking calls. We do not control those sites and are not responsible for their content or availability; their own terms and privacy notices apply.",
        ],
      },
      {
        asks: [
          "is the chatbot always available",
          "why has the voice chat disappeared",
          "can you change these terms of use",
          "which version of the terms applies to me",
        ],
        heading: "Availability and changes",
        paragraphs: [
          `We aim to keep the site and ${site.assistantName} available but do not promise that they will always be available, uninterrupted or error-free. We may change, suspend or withdraw any part of the site, including AI replies and voice conversations, without notice.`,
          "We may revise these terms from time to time. The date at the top of this page shows when they last changed, and the version in force when you use the site applies.",
        ],
      },
      {
        asks: [
          "are you liable if I rely on something the chatbot said",
          "can I claim for losses from using your website",
          "do your website terms affect my consumer rights",
          "what liability can't you exclude",
        ],
        heading: "Our liability",
        paragraphs: [
          "Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded under the law of England and Wales.",
          `Subject to that, ${legal.name} is not liable for any loss or damage arising from your use of, or reliance on, the site, its resources or ${site.assistantName}, including loss of profit, revenue, business, opportunity or reputation, or any indirect or consequential loss.`,
          "If you use the site as a consumer, you also have statutory rights that these terms do not affect.",
        ],
      },
      {
        asks: [
          "which country's law applies to the website terms",
          "can I take you to court in Scotland",
          "which courts deal with disputes about the website",
        ],
        heading: "Governing law",
        paragraphs: [
          "These terms and any dispute or claim arising from them or from your use of the site are governed by the law of England and Wales. The courts of England and Wales have exclusive jurisdiction, except that if you are a consumer living in Scotland or Northern Ireland you may also bring proceedings in your local courts.",
        ],
      },
      {
        asks: [
          "who do I ask about the terms of service",
          "postal address for questions about your website terms",
          "email for questions about the terms of use",
        ],
        heading: "Contact",
        paragraphs: [
          `Questions about these terms can be sent to ${site.email} or by post to ${legal.name}, ${legal.registeredOffice}.`,
        ],
      },
    ],
  },
  {
    path: "/cookie-policy",
    updated: "2026-11-27",
    title: "Cookie Policy",
    description: `${site.brand} sets no advertising, analytics or tracking cookies. How we use browser storage for chat, TENFOLD's question log and offline use.`,
    intro: `This policy explains what ${site.brand}'s website stores on your device and why. In short: we set no advertising, analytics or tracking cookies and use no analytics tools. We use your browser's storage to keep your ${assistant} conversation and any contact message you have not yet sent on your device, a random code for ${assistant}'s question log unless you object to it, and a service worker cache so pages still load when you are offline.`,
    sections: [
      {
        asks: [
          "Do you use cookies?",
          "Do you track me across the web?",
          "Any analytics or tracking on this site?",
          "Why is there no cookie banner?",
        ],
        heading: "No advertising, analytics or tracking cookies",
        paragraphs: [
          `The site does not set advertising cookies, uses no analytics tools, first-party or third-party, and does not follow you across other websites. For that reason you will not see a cookie consent banner. The one statistic we gather is ${assistant}'s own log of the questions visitors ask it, explained below, which you can stop at any time.`,
          `The Privacy and Electronic Communications Regulations 2003 (PECR) govern storing information on your device, or reading it from your device, whether in a cookie, local storage or a cache. Consent is not needed where storage is strictly necessary to provide a service you have asked for. Since 5 February 2026, when changes made by the Data (Use and Access) Act 2025 took effect, PECR has also allowed storage without consent, on conditions, for statistics about how a service is used, gathered to improve it, and for adapting its appearance or functions to your preferences. The statistics exception applies only if you are told clearly what the storage is for and are given a simple way, free of charge, to object to it. We rely on the strictly necessary exception for every item below except one: the random code ${assistant} keeps for its question log, which relies on the statistics exception. This page and ${assistant}'s notice tell you what it is for, and ${dontKeep} in ${assistant} is the way to object. We use nothing that needs the appearance exception.`,
        ],
      },
      {
        asks: [
          "Can someone else on my computer read my chat?",
          "Does my chat history expire?",
          "Is my chat stored in a cookie?",
        ],
        heading: `Local storage for your ${site.assistantName} chat history`,
        paragraphs: [
          `When you use ${assistant}, the conversation (tenfold:messages:v1), up to its latest 100 messages, is saved in your browser's local storage so that it is still there when you move between pages or come back later. What is said in the voice tab joins it, marked Voice, and is saved with it. It stays on your device, is not a cookie and is not sent to us with page requests. It has no expiry date. Each of ${assistant}'s replies is saved with the links and buttons shown under it and how you rated it, so that they are still there when you come back, and they are removed with the conversation.`,
          "Anyone with access to your browser profile could read the saved chat. If you share a device, clear this site's data when you have finished (see below), or use a private browsing window, which discards local storage when it is closed.",
          "We treat this storage as strictly necessary: it exists only so that the conversation you chose to start carries on as you use the site.",
          "Messages you send while chatting are still transmitted to us, and to our AI provider when AI replies are switched on, as described in our Privacy Policy.",
        ],
      },
      {
        asks: [
          `how do I stop ${site.assistantName} keeping my questions`,
          "what is the tenfold browser id in local storage",
          "do you use analytics cookies",
        ],
        heading: `Local storage for ${assistant}'s question log`,
        paragraphs: [
          `Once ${assistant} has shown you its notice, our server keeps the questions you ask it, to learn what the site fails to answer (our Privacy Policy explains what is kept and for how long). For that, your browser makes a random code, keeps it in local storage (tenfold:browser-id) and sends it with your questions. The code identifies nothing but this browser, and it is used only so that "Delete conversation" and ${dontKeep} can delete what was kept from this browser. It is removed after a deletion and made again only if your questions may be kept again.`,
          `This is the item that relies on PECR's statistics exception. To object, tick ${dontKeep} under ${assistant}'s notice: the code is deleted with what was kept from it, no code is sent or made while the box is ticked, and your choice is remembered in local storage (tenfold:dont-keep) so that it holds on later visits. Untick it to let us keep your questions again. Remembering your choice is strictly necessary to respect it.`,
        ],
      },
      {
        asks: [
          "how does the site remember that I paused the video",
          "why does the video stay paused",
          "what is stored when I pause the background video",
        ],
        heading: "Local storage for a paused video",
        paragraphs: [
          "If you pause the moving background on the home page, the site saves that choice in your browser's local storage (one entry, larkspur:hero-video-paused), so the video stays still when you come back. Pressing Play removes it. It says nothing about you, is never sent to us, and exists only because you asked for it.",
        ],
      },
      {
        asks: [
          "does the voice chat store anything on my computer",
          "what is the speech pack the browser wants to download",
          "can I remove the speech download",
        ],
        heading: `On-device speech for ${site.assistantName}'s voice`,
        paragraphs: [
          `When AI replies are off, ${site.assistantName}'s voice uses your browser's own on-device speech recognition. Some browsers must first download a speech pack for UK English; ${site.assistantName} asks before the browser does so. The browser keeps and manages that pack, as it does for other sites that use it, and you can remove it in your browser's settings.`,
          `The words of a voice conversation are added to your ${assistant} conversation, marked Voice, and saved with it in your browser's local storage, as described above, until you clear it or choose "Delete conversation". The site stores nothing else for voice: no audio is saved.`,
        ],
      },
      {
        asks: [
          "will I lose my message if I close the contact form by accident",
          "is my draft message saved if I reload the page",
          "is my half-written message sent to you before I press send",
          "when is my unsent message deleted",
        ],
        heading: "Session storage for a contact message you have not sent",
        paragraphs: [
          "While you fill in our contact form, what you type is kept in your browser's session storage (contact:draft:v1), so that closing the form by mistake, reloading the page or losing your connection does not cost you your message. It stays on your device and nothing reaches us until you press Send message.",
          "The copy is deleted as soon as your message has been sent, and your browser discards session storage when you close the tab. It is strictly necessary to provide the form you are using.",
        ],
      },
      {
        asks: [
          "can I read the site offline",
          "what is a service worker",
          "does the offline cache store anything about me",
          "how long are images cached on my device",
        ],
        heading: "Service worker cache for offline use",
        paragraphs: [
          `The site installs a service worker, a small script your browser runs for this site only. It keeps copies of the site's main pages (such as the home page, services, insights and these policies), with its styles, scripts and images, in a cache on your device, so that the site loads quickly and those pages can be read without a connection. Other pages you read are kept too, so you can read them again offline: up to ${OFFLINE_CACHE.pages.maxEntries} pages, each for up to ${OFFLINE_CACHE.pages.maxAgeDays} days, and all of them are dropped when we publish a new version of the site. Images you view are kept for up to ${OFFLINE_CACHE.images.maxAgeDays} days, and no more than ${OFFLINE_CACHE.images.maxEntries} at a time; other files are replaced when we publish a new version.`,
          `Some pages are never kept, because they belong to whoever holds the link that opens them: the pages that newsletter emails lead to (${newsletterPages}) and the pages of proof approval links. They always come from our server, and offline they show the offline page instead.`,
          `SenseChecker, the draft checker you can try on this site, keeps its British English word list (about 550 KB) in a cache of its own on your device, named ${DICTIONARY_CACHE}, from the first time you use it, so that it can check a draft again without a connection. It holds the public word list only, never your draft, and is replaced when we publish a new version of the site.`,
          "The cache holds copies of public website files only. It contains no identifier, and nothing about you: not your name, your email address or your chat messages. We rely on the strictly necessary exception because the cache does nothing but deliver this site's own pages to you.",
        ],
      },
      {
        asks: [
          "what is Cloudflare Turnstile",
          "why is there a bot check on the contact form",
          "does the security check on the forms need my consent",
        ],
        heading: "The security check on our forms",
        paragraphs: [
          `The contact and newsletter forms, and ${assistant}'s voice tab, load Cloudflare Turnstile, which runs in your browser to check that a person, not an automated program, is using the form. Cloudflare's Turnstile Privacy Addendum describes what it processes. We use it only to protect the forms you are using, and treat it as strictly necessary for that purpose.`,
        ],
      },
      {
        asks: [
          "How do I delete my chat history?",
          "How do I clear this site's data in Chrome?",
          "Remove stored data on iPhone Safari",
        ],
        heading: "How to clear stored data",
        paragraphs: [
          `Clearing the site data for this website removes the chat history, ${assistant}'s random code and your ${dontKeep} choice, any unsent contact message, the offline cache and the service worker together. The site will work normally afterwards and will rebuild the cache on your next visit. Menu names vary slightly between browser versions.`,
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
        asks: [
          "will you ask for consent if you add cookies later",
          "who do I contact about the cookie policy",
          "what happens if you start using cookies",
        ],
        heading: "Changes and contact",
        paragraphs: [
          `If we ever add a cookie or other storage, we will update this page first and ask for your consent wherever the law requires it. Questions about this policy can be sent to ${site.privacyEmail}.`,
        ],
      },
    ],
  },
  {
    path: "/transparency",
    updated: "2026-11-27",
    title: "Transparency and Conduct",
    description:
      "How we register as a lobbyist, the code of conduct we follow, when we name our clients, how our tools treat personal data and how our rating is worked out.",
    intro: `Public affairs work deserves trust only if people can see whom we act for and how we behave. This page explains the lobbying registers that apply to our work, the code of conduct everyone at ${site.brand} follows, when and how we name our clients, how our research tools treat personal data about politicians, councillors and journalists, and how the client rating on this site is produced.`,
    sections: [
      {
        asks: [
          "Where is your entry on the register of consultant lobbyists?",
          "Which clients are named in your lobbying returns?",
          "What counts as consultant lobbying?",
          "Does the lobbying register cover meetings with MPs and councillors?",
        ],
        id: "lobbying-register",
        heading: "The register of consultant lobbyists",
        paragraphs: [
          "The Transparency of Lobbying, Non-Party Campaigning and Trade Union Administration Act 2014 set up a statutory register of consultant lobbyists, kept by the Registrar of Consultant Lobbyists. A VAT-registered business must be on it before it makes, in the course of business and in return for payment, oral or written communications on a client's behalf personally to a UK government minister or permanent secretary, or an official in one of the equivalent senior posts the Act lists, about legislation, government policy, contracts, grants, licences or any other function of government.",
          "The register is narrow. It does not cover contact with MPs or peers who are not ministers, with civil servants below permanent secretary level, with councils and councillors, or with the devolved governments and legislatures, and it does not apply to organisations that lobby only on their own behalf through their own staff.",
          `We are entered on the register because some of our work falls within it. For every quarter, within two weeks of its end, we file a return with the Registrar naming each client on whose behalf we lobbied, or were paid to lobby, in that quarter, and the Registrar publishes those names. Our entry also states that we follow the code of conduct below and where it can be read. You can find the entry by searching for ${legal.name} on the register at registrarofconsultantlobbyists.org.uk.`,
        ],
      },
      {
        asks: [
          "Do you lobby in Scotland?",
          "Is there a lobbying register in Wales?",
          "Lobbying rules in Northern Ireland",
          "Do you file returns to the Scottish lobbying register?",
        ],
        id: "scotland-wales-northern-ireland",
        heading: "Scotland, Wales and Northern Ireland",
        paragraphs: [
          "The Lobbying (Scotland) Act 2016 has its own register, kept by the Clerk of the Scottish Parliament. It covers oral communications, made in person or by video call, with members of the Scottish Parliament, Scottish ministers and junior ministers, special advisers and the permanent secretary, about government or parliamentary functions, and it covers organisations speaking for themselves as well as consultants. When we carry out regulated lobbying in Scotland we register within 30 days of the first communication and then file a return for every six-month period, as the Act requires.",
          "Lobbying in Wales and Northern Ireland is not covered by either register. In Northern Ireland, ministers and special advisers must give their department a written record when they are lobbied, so our meetings with them are recorded on the government side. If a statutory register is introduced in either nation and our work falls within it, we will register and say so here.",
        ],
      },
      {
        asks: [
          "Do you give gifts or hospitality to politicians?",
          "Do you wine and dine MPs or councillors?",
          "Do you make political donations?",
          "Do you sell access to ministers?",
          "How do I report a breach of your code?",
          "Can your staff hold elected office or a parliamentary pass?",
        ],
        id: "code-of-conduct",
        heading: "Our code of conduct",
        paragraphs: [
          "Everyone who works for us, including partners, directors, contractors and secondees, agrees to this code when they join and again every year. It applies to all our work, whether or not that work falls within a statutory register.",
          "We wrote it ourselves, drawing on the Seven Principles of Public Life, the checklist of matters a lobbying code of conduct should cover that the Registrar of Consultant Lobbyists publishes in its guidance, and the codes published by the UK's professional bodies for public relations and public affairs practitioners. Drawing on those documents does not make us members of, or regulated by, the bodies that publish them.",
        ],
        bullets: [
          "1. Honesty. We never knowingly give false or misleading information to a minister, parliamentarian, councillor, official, journalist or anyone else, and we promptly correct any error we find in information we have given.",
          "2. We say whom we act for. Whenever we contact a decision maker, an official or their staff on a client's behalf, we name the client and the interest we represent at the outset, and we never present a client's case as independent opinion.",
          "3. No payments, gifts or hospitality. We offer no money, gifts, hospitality, paid travel, jobs or other inducements to ministers, parliamentarians, councillors, officials or their staff, and we will not pass any on for a client.",
          "4. No one inside the institutions. No one at the firm is a member of any UK legislature or holds elected office at any level or a paid post in a political party, and no one holds a parliamentary pass. Consultants declare any party membership or public appointment, and we disclose it to clients on request.",
          "5. We do not sell access. Our fees pay for advice, research and work, never for introductions to or meetings with decision makers, and we do not arrange for clients to buy places at political fundraising events to meet them.",
          "6. No political donations. The firm makes no donations to political parties, candidates or party-political campaigns.",
          `7. Conflicts of interest. ${firmRules.conflictsCheck} We never act on both sides of the same matter; where a conflict is only possible, we act for both only with their consent and with separate teams.`,
          "8. Confidentiality, within the law. We keep our clients' information confidential, except where the law or a statutory register requires disclosure. We never seek confidential government information improperly, and we do not use it if it reaches us without authority.",
          "9. Former public servants. Anyone who joins us from government, Parliament or a council follows any conditions set under the business appointment rules that applied to them, including any restriction on lobbying their former department or authority.",
          "10. The institutions' own rules. We follow the rules that Parliament, the devolved legislatures and councils set for dealing with their members and staff, and we never use a member's office or facilities for a client's benefit.",
          `11. Personal data. We treat information about people in public life as this page and our stakeholder privacy notice describe: public record only, never inferred opinions.`,
          `12. Breaches. Anyone can report a suspected breach of this code to ${site.email}. The Managing Partner, or a partner not involved if the report concerns them, investigates and replies within 30 days. Staff who breach the code face disciplinary action, and we report confirmed breaches, and what we changed, on this page.`,
        ],
      },
      {
        asks: [
          "Who are your clients?",
          "Do you publish a client list?",
          "Do you work for a particular company?",
          "Why won't you name a client?",
        ],
        id: "client-list",
        heading: "Whom we act for",
        paragraphs: [
          `${firmRules.clientList} We keep no list on this site because many clients come to us about plans that are commercially confidential until they are announced; instead, we say whom we act for at every point where it matters. We tell every official, politician and journalist we approach on a client's behalf whom we represent, before the conversation starts.`,
          "We decline to confirm a client only for a reason our code allows: the work concerns a transaction, restructuring or announcement that is not yet public and would be harmed by early disclosure; naming the client would put identifiable people at risk of harm; or the work is crisis support for an individual whose situation is not public. A partner decides each case and we record the reason; once the reason has passed, we answer.",
          "No client can opt out of the disclosures the law requires. Every client on whose behalf we lobby ministers or permanent secretaries is named in our quarterly return to the Registrar of Consultant Lobbyists, and every client for whom we carry out regulated lobbying in Scotland is named in our Scottish returns, whatever it has asked about our own list. And whenever we approach a decision maker for a client, we say who the client is.",
        ],
      },
      {
        asks: [
          "What personal data do your research tools hold?",
          "Do you guess what politicians privately think?",
          "Is it legal to keep profiles of councillors?",
          "Where does your information on journalists come from?",
        ],
        id: "tools-and-personal-data",
        heading: "How our research tools treat personal data",
        paragraphs: [
          'Several of our tools hold information about people in public life: Council Radar (councillors), mPowered (the people our clients engage with, and our record of that engagement), Stakeholder Atlas (the published connections between people and organisations on an issue), StoryScanner and PitchMaster (journalists and people named in coverage) and Sentiment Sculptor (published media and social media content). They record only what a person has said or done in public in their public role: their office, party, committee memberships, votes, speeches, published statements, declared interests and the articles they have written. They never record a guess at what someone privately thinks, a "likely position" or a score of how persuadable someone is.',
          "Our lawful basis is legitimate interests (Article 6(1)(f) UK GDPR): our interest, and our clients', in understanding public decisions and engaging with them properly. We have carried out and recorded a balancing test for each tool. It comes down in favour of the processing because we hold only what people have made public in a public role, people in public life can reasonably expect that record to be read and analysed, we hold nothing about their private lives, and anyone can object. We do not use these records for marketing and we do not sell them.",
          "Votes, party affiliation and public statements can reveal political opinions, which UK GDPR treats as special category data. We process them only under Article 9(2)(e), for information the person has manifestly made public themselves: a recorded vote, a speech, a party affiliation stated on a ballot paper or in an official register, a statement they published. We do not record political opinions that have been inferred, leaked, overheard, shared with us in confidence or expressed to us in a private meeting or correspondence, and we do not record the political opinions of people who are not in public life.",
          "Because we collect this information from public sources rather than from the people themselves, Article 14 UK GDPR requires us to tell them about it. We publish the stakeholder privacy notice below and link to it from each tool's page. When we contact someone whose details we hold, we point them to the notice at the latest in that first communication. For people we hold only public-role information about and do not contact, such as most councillors in Council Radar, we rely on Article 14(5)(b): writing individually to thousands of office holders about the record of their own public activity would involve disproportionate effort, so we make the notice publicly available instead, and we have recorded that assessment.",
          `Anyone can object to our use of their information under Article 21 UK GDPR, by emailing ${site.privacyEmail} with "Objection" in the subject line, and we will stop unless we have compelling legitimate grounds that override their interests, which we expect to be rare. Our sources are public records and publications only: Hansard and other parliamentary records, council agendas, minutes and registers of interests, official biographies, election notices and results, the Electoral Commission's registers, published articles and broadcasts, and public social media posts made in a public role. We do not buy data about individuals, use leaked or breached data, or collect from private or locked accounts.`,
          `We review each record every 12 months and delete what is no longer needed for current client work, and all of it at the latest two years after the person leaves the role it relates to. Records of our own meetings and correspondence with a person on a client's behalf hold ${MEETING_RECORD}; they are kept with the client file for six years after the engagement ends, so that we can account for our lobbying.`,
        ],
      },
      {
        asks: [
          "You hold data about me as a councillor",
          "I'm a journalist, what do you hold on me?",
          "How do I object to being in your research tools?",
          "Remove me from your stakeholder records",
        ],
        id: "stakeholder-privacy-notice",
        heading: "Stakeholder privacy notice",
        paragraphs: [
          "This notice is for politicians, councillors, officials, journalists and other people in public life whose information we hold in our research tools. It explains what we hold about you, why, and what you can do about it.",
        ],
        bullets: [
          `Who we are: ${controller}, trading as ${site.brand}. You can reach our Data Protection Lead at ${site.privacyEmail} or by post at our registered office.`,
          "What we hold: your name and public role; the body you serve and your ward, constituency or portfolio; your party, where you hold or stood for office under it; committees; entries in registers of interests; dated summaries of what you have said, written, proposed or voted for in public; for journalists, your outlet, beat and published work; and our records of meetings or correspondence with you.",
          `Our records of meetings or correspondence with you hold ${MEETING_RECORD}.`,
          ...councilRadarNotice(),
          `${BILL_PEOPLE.tool} (${BILL_PEOPLE.path}) names ${BILL_PEOPLE.who}: ${BILL_PEOPLE.what}.`,
          `${BILL_PEOPLE.tool} takes this from ${BILL_PEOPLE.source}; ${BILL_PEOPLE.kept}. ${BILL_PEOPLE.visitors}`,
          "What we do not hold: your home address or private contact details unless you give them to us, anything about your private or family life, guesses about your opinions or how you might act, or information from leaks, breaches or private accounts.",
          "Where it comes from: public records and publications, such as Hansard and other parliamentary records, council agendas, minutes and registers of interests, official biographies, election notices and results, the Electoral Commission's registers, published articles and broadcasts, and public social media posts made in your public role; and our own records of contact with you.",
          "Why we hold it: to advise our clients on public decisions and debates, to brief them before they meet you, to plan engagement with you that is lawful, open and relevant to your role, and to keep an accurate record of our lobbying.",
          "Lawful basis: our legitimate interests and our clients' (Article 6(1)(f) UK GDPR), weighed against yours in a recorded balancing test. Where the information reveals a political opinion, we rely on Article 9(2)(e): you made it manifestly public yourself. We never use this information for marketing.",
          "Political opinions given in private: Article 9(2)(e) is the only condition we rely on for political opinions, so we record none that you have not made public yourself. A view you give us in a private meeting or in correspondence stays out of our records.",
          "Who sees it: our staff; our clients, in briefings about the work we do for them; our IT and hosting providers, which act on our instructions and may process it outside the UK under the safeguards in our privacy policy; our professional advisers; and public authorities where the law requires. We do not sell it.",
          "How long we keep it: we review each record every 12 months, delete what is no longer needed for current client work, and delete everything at the latest two years after you leave the role it relates to. Records of our own meetings and correspondence with you, which hold no opinion you expressed in them, are kept with the client file for six years after the engagement ends.",
          `Your rights: you can ask for a copy of what we hold, and ask us to correct it, delete it or restrict its use. Email ${site.privacyEmail}; we reply within one month.`,
          `How to object: email ${site.privacyEmail} with "Objection" in the subject line and tell us who you are. We will stop using your information unless we have compelling legitimate grounds that override your interests, tell you within one month what we have done, and keep a short note of your objection so that your details are not added again.`,
          `How to complain: to us first, at ${site.privacyEmail}; we acknowledge complaints within 30 days and tell you the outcome. You can also complain to the UK regulator, the Information Commissioner's Office (to be replaced by the Information Commission under the Data (Use and Access) Act 2025), at ico.org.uk/make-a-complaint or on 0303 123 1113.`,
        ],
      },
      ...reviewSections(site.reviews),
      {
        asks: [
          "who do I ask about your lobbying",
          "where should questions about your code of conduct go",
          "postal address for transparency questions",
          "email for questions about whom you act for",
        ],
        heading: "Questions about this page",
        paragraphs: [
          `Questions about our lobbying, our code or whom we act for go to ${site.email}, and questions about personal data to ${site.privacyEmail}. You can also write to us at ${legal.registeredOffice}.`,
        ],
      },
    ],
  },
] as const satisfies readonly Policy[];
