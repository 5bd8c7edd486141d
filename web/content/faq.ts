// Questions a prospective client asks before a first call. Contact facts come from ./site, and the
// periods data is kept from web/shared/retention.ts.

import { asSentence, firmRules } from "./firm-rules.ts";
import { inYears, RETENTION } from "#shared/retention.ts";
import { DONT_KEEP_LABEL } from "#shared/api/tenfold-notice.ts";
import { site } from "#shared/site.ts";
import type { FaqItem } from "./types.ts";

const [bristol, london] = site.offices;
const weekdays = `${site.openingHours.days[0]} to ${site.openingHours.days[4]}`;

export const faq = [
  {
    asks: [
      "What kind of firm are you?",
      "What does your company actually do?",
      "Are you a lobbying firm or a PR agency?",
      "Do you speak for us, or advise us to speak for ourselves?",
      "Do you do media relations and crisis comms as well as public affairs?",
      "can you help us understand how decisions get made in Westminster and at the council?",
      "Can you prepare our chief exec for a select committee?",
    ],
    question: `What does ${site.brand} do?`,
    answer: `${site.brand} is a strategic communications and political affairs consultancy. We help organisations understand how decisions are made in Westminster, the devolved governments and local councils, and how to put their case clearly to the people making them. Our work covers public affairs, consultation responses, select committee preparation, stakeholder mapping, planning engagement, media relations and crisis communications. We advise and prepare you; you remain the voice of your organisation.`,
  },
  {
    asks: [
      "What industries do you work with?",
      "Do you work with housing developers?",
      "Is my sector one you cover?",
      "What kinds of organisation hire you?",
      "Do you work with charities?",
      "we're a tech company facing new regulation, is that your kind of thing?",
      "Do you take on energy and infrastructure clients?",
    ],
    question: "Which sectors do you work in?",
    answer:
      "We work mostly with organisations whose plans depend on public decisions: housing and property developers, infrastructure and energy, transport, health and care providers, education, charities and membership bodies, and technology firms facing new regulation. The common thread is not the sector but the situation, where a policy change, a planning decision or public scrutiny will shape what the organisation can do next.",
  },
  {
    asks: [
      "How do you agree the scope of a project?",
      "Fixed fee or retainer: how do you charge?",
      "Will there be surprise invoices?",
      "What if we need extra work outside what was agreed?",
      "Do you send a written proposal before any work begins?",
      "How is a short one-off piece of advice charged?",
      "what does your proposal set out - deliverables, team, timetable?",
    ],
    question: "How are engagements priced and scoped?",
    answer: `Most work is either a fixed-fee project, such as a consultation response or a planning engagement programme, or a monthly retainer for ongoing monitoring and advice. Short pieces of advice, and extra work a client asks for outside a retainer, are charged at a day rate. Before any work starts we send a short proposal setting out the objective, what we will deliver, who will do it, the timetable and the fee; ${firmRules.crisisStart}. Anything outside the agreed scope is agreed in writing before we do it, so there are no surprise invoices.`,
  },
  {
    asks: [
      "How much do you charge?",
      "Rough idea of price, please",
      "Do you publish your prices?",
      "Are VAT and expenses on top?",
      "Is there a page listing your prices and what each includes?",
      "why can't you give me an exact fee straight away?",
      "Can we pay monthly or by the day rather than per project?",
    ],
    question: "What do engagements cost?",
    answer: `Our How we work page (/how-we-work) sets out each way of paying for our work, fixed-fee projects, monthly retainers, day rates and on-call crisis support, with a starting price or range for each and what it includes. It also explains how VAT and expenses are handled. The fee for your work depends on its scope, so we quote it in the written proposal that follows a first call, and no work starts until you have agreed it, except that ${firmRules.crisisStart}.`,
  },
  {
    asks: [
      "Will I deal with senior people or juniors?",
      "Who would be on my team?",
      "Will the people who pitch actually do the work?",
      "Will we have one main point of contact?",
      "Is a partner responsible for our account?",
      "can I read up on the consultants before we meet?",
    ],
    question: "Who will I be working with?",
    answer:
      "You work with our senior consultants, not a team you have never met. A partner or director is accountable for every engagement, you have one named day-to-day contact, and the people named in the proposal are the people who do the work. Our About page (/about) introduces each consultant, their background and the services they lead.",
  },
  {
    asks: [
      "Examples of your past work",
      "Can I see results you've achieved for clients?",
      "Why are the clients in your examples anonymous?",
      "Any client success stories I can look at?",
      "Do you name the organisations you've worked for?",
      "Which case studies go with each of your services?",
    ],
    question: "Do you have case studies?",
    answer: `Yes. Our Case studies page (/case-studies) describes engagements we have run: the situation, what we did, the results we measured and what we learned. Clients are anonymised and described by sector, because most of our work is confidential. ${firmRules.caseStudyConsent} Each service page also links to the case studies that illustrate it.`,
  },
  {
    asks: [
      "Something has just happened and we're not a client. Who do I ring?",
      "How fast can you help in an emergency?",
      "Can we reach you out of hours if things go wrong?",
      "We've got a crisis right now, can you help us today?",
      "Will you write a holding statement for us straight away?",
      "How do retained clients get hold of an adviser urgently?",
    ],
    question: "How quickly can you respond in a crisis?",
    answer: `Retained clients agree an escalation route with us at the start of the engagement, including out-of-hours contacts, so they reach a named adviser directly. If you are not a client and something has just happened, ring ${bristol.phone} or ${london.phone} during office hours and say it is urgent. We will tell you on that call whether we can help and what we need from you. ${asSentence(firmRules.crisisStart)} We usually start with a holding statement, so you are not left silent.`,
  },
  {
    asks: [
      "Where are you based?",
      "What are your opening hours?",
      "Can I visit your London office?",
      "Do you have an office in Bristol?",
      "Can I just drop in, or do I need an appointment?",
      "Can we meet online instead of coming in?",
      "How close is your London office to Parliament?",
    ],
    question: "Where are your offices and when are you open?",
    answer: `We have two offices: ${bristol.street}, ${bristol.locality} ${bristol.postcode}, and ${london.street}, ${london.locality} ${london.postcode}, a short walk from Parliament. Both are open ${weekdays}, ${site.openingHours.opens} to ${site.openingHours.closes}. Meetings are by appointment, so please get in touch before visiting. We are also happy to meet online or at your premises.`,
  },
  {
    asks: [
      "How do I contact you?",
      "What's your phone number?",
      "Email address for press enquiries",
      "Book a meeting with you",
      "Where do journalists send their questions?",
      "can I ring your Bristol office directly?",
      "Is there a contact form on the site?",
    ],
    question: "How do I get in touch or book a call?",
    answer: `The quickest route is to book a free introductory call at ${site.bookCallUrl} and choose a time that suits you. You can also email ${site.email}, ring our Bristol office on ${bristol.phone} or our London office on ${london.phone}, or use the contact form on this site. Journalists should contact ${site.pressEmail}. A few lines on the issue and your deadline help us put the right person on the call.`,
  },
  {
    asks: [
      "Can I trust the chatbot's answers?",
      "Does the AI assistant give professional advice?",
      "Should I share confidential details in the chat?",
      "Does a person check the bot's replies?",
      "What can the TENFOLD assistant help me with?",
      "Can the chatbot help me set up a call with you?",
      "Is the assistant on this website AI or a member of staff?",
    ],
    question: `What is ${site.assistantName}, and does it give advice?`,
    answer: `${site.assistantName} is the AI assistant on this website. It can answer questions about our services, our resources and how we work, point you to the right page and help you arrange a call. It does not give professional advice: its replies are generated automatically (written by OpenAI when AI replies are switched on, otherwise put together from this website's own text), can be wrong, and are not checked by our team before you see them. Please do not share confidential or sensitive details with it.`,
  },
  {
    asks: [
      "Will you sign an NDA?",
      "Is everything we discuss kept private?",
      "What if you already work for someone we're up against?",
      "Do you check for conflicts before taking us on?",
      "Will you tell us who the other client is if there's a conflict?",
      "is our conversation confidential even before we hire you?",
    ],
    question: "How do you handle confidentiality and conflicts of interest?",
    answer: `Everything you tell us is treated as confidential from the first conversation, and we are happy to sign a non-disclosure agreement before you share detail. ${firmRules.conflictsCheck} ${firmRules.directConflict}`,
  },
  {
    asks: [
      "Are you registered lobbyists?",
      "Are you open about who you lobby for?",
      "Do you lobby ministers on behalf of clients?",
      "If you meet my MP for us, does that go on the register?",
      "Do you say who you represent when you contact officials?",
      "What about lobbying in Scotland, is that registered too?",
      "Do you ever pay or wine and dine decision-makers to get access?",
    ],
    question: "Are you on the lobbying register, and how transparent are you?",
    answer:
      "The statutory Register of Consultant Lobbyists, kept by the Registrar of Consultant Lobbyists under the Transparency of Lobbying, Non-Party Campaigning and Trade Union Administration Act 2014, is narrow. It covers paid communications made personally, on a client's behalf, to UK government ministers, permanent secretaries and a short list of equivalent senior officials about legislation, government policy, contracts, grants, licences or other government functions. When our work comes within that definition we are entered on the register before it starts, and for each quarter in which it does we name the clients concerned in our return. Most of our work falls outside the register: contact with MPs and peers, councils, officials below permanent secretary and the devolved governments is not covered, and Scotland keeps its own register, which we comply with where it applies. Whatever the register covers, we follow our own published code of conduct, offer decision-makers no payment or hospitality, and say whom we represent whenever we contact them. Our Transparency page (/transparency) sets out the code and how we disclose whom we act for.",
  },
  {
    asks: [
      "Do you publish the ethics rules you follow?",
      "Can you tell me whether you already act for anyone on my issue?",
      "Does your code apply beyond the lobbying register?",
      "Where can I read your code of conduct?",
      "Which organisations do you act for?",
      "Is your client list public?",
    ],
    question: "What code of conduct do you follow, and who are your clients?",
    answer: `We follow our own code of conduct, which we publish, and it applies to all our work, not only the part that falls within a statutory lobbying register. The code, and how we disclose whom we act for, are on our Transparency page (/transparency). We name our lobbying clients on the statutory register, and we tell every official and politician we approach whom we represent. ${firmRules.clientList}`,
  },
  {
    asks: [
      "Do you work for councils?",
      "Can you help a council explain budget cuts to residents?",
      "Help dealing with our local council over licensing or a local plan",
      "We're a council consulting residents, can you help with the comms?",
      "Can you get us in front of the councillors on the planning committee?",
      "Would you represent us to a council you also advise?",
    ],
    question: "Do you work with local government?",
    answer:
      "Yes, in two ways. We help councils with their own communications, such as explaining a budget decision, running a consultation or handling a difficult local issue. We also help organisations engage with councils, for example on planning applications, local plans or licensing. We never represent a client to a council on a matter where we are also advising that council, and we respect the rules that keep planning committee members from being lobbied improperly.",
  },
  {
    asks: [
      "Are you GDPR compliant?",
      "How do you look after personal information?",
      "Who do I email about my data?",
      "Is my personal information sold to anyone?",
      "do you hang on to my information forever?",
      "what happens to what I type into the chat?",
    ],
    question: "How do you look after personal data?",
    answer: `We follow the UK GDPR and the Data Protection Act 2018. We collect only what we need to reply to enquiries and run the website, and the questions asked of ${site.assistantName}, to see what the site fails to answer; we keep each for a set period, and we do not sell it. You can stop ${site.assistantName} keeping your questions at any time with "${DONT_KEEP_LABEL}" in its panel. Our Privacy Policy explains what we collect, including ${site.assistantName} chat messages, who processes it and how long we keep it. To exercise your rights or ask a question, email ${site.privacyEmail}.`,
  },
  {
    asks: [
      "How do I unsubscribe from your briefing?",
      "Why did I get an email asking me to confirm?",
      "Can someone sign me up to your newsletter without asking me?",
      "how do I stop your emails",
      "do you keep my address after I unsubscribe",
    ],
    question: "How do I join or leave the newsletter?",
    answer: `Enter your email address on the home page and we send you a link to confirm it; you join the list only once you have followed it, so nobody can sign you up without your say-so, and a sign-up never confirmed is deleted after ${RETENTION.unconfirmedSubscriberDays} days. Every email we send has an unsubscribe link, and most email apps show an Unsubscribe button for it: either takes you off the list at once. We then keep only a one-way code made from your address, for ${inYears(RETENTION.newsletterSuppressionDays)} years, so that you are not emailed again unless you confirm a new sign-up. You can also email ${site.privacyEmail}.`,
  },
  {
    asks: [
      "What happens after the introductory call?",
      "Will you tell us if we don't need a consultant?",
      "What's the next step once we've spoken?",
      "When does work actually start?",
      "Do we get a kick-off meeting?",
      "Will we need to sign an engagement letter?",
    ],
    question: "What happens after the first call?",
    answer:
      "If we think we can help, we send a short written proposal, usually within five working days, covering the objective, the approach, the team, the timetable and the fee. If we think you do not need a consultant, or another firm is better placed, we will say so. Once you accept the proposal we agree a letter of engagement, set up a kick-off meeting and confirm who you will deal with day to day.",
  },
] as const satisfies readonly FaqItem[];
