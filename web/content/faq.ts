// Questions a prospective client asks before a first call. Contact facts come from ./site.

import { site } from "./site.ts";
import type { FaqItem } from "./types.ts";

const [bristol, london] = site.offices;
const weekdays = `${site.openingHours.days[0]} to ${site.openingHours.days[4]}`;

export const faq = [
  {
    question: `What does ${site.brand} do?`,
    answer: `${site.brand} is a strategic communications and political affairs consultancy. We help organisations understand how decisions are made in Westminster, the devolved governments and local councils, and how to put their case clearly to the people making them. Our work covers public affairs, consultation responses, select committee preparation, stakeholder mapping, planning engagement, media relations and crisis communications. We advise and prepare you; you remain the voice of your organisation.`,
  },
  {
    question: "Which sectors do you work in?",
    answer: "We work mostly with organisations whose plans depend on public decisions: housing and property developers, infrastructure and energy, transport, health and care providers, education, charities and membership bodies, and technology firms facing new regulation. The common thread is not the sector but the situation, where a policy change, a planning decision or public scrutiny will shape what the organisation can do next.",
  },
  {
    question: "How are engagements priced and scoped?",
    answer: "Most work is either a fixed-fee project, such as a consultation response or a planning engagement programme, or a monthly retainer for ongoing monitoring and advice. Before any work starts we send a short proposal setting out the objective, what we will deliver, who will do it, the timetable and the fee. Anything outside that scope is agreed in writing before we do it, so there are no surprise invoices.",
  },
  {
    question: "How quickly can you respond in a crisis?",
    answer: `Retained clients agree an escalation route with us at the start of the engagement, including out-of-hours contacts, so they reach a named adviser directly. If you are not a client and something has just happened, ring ${bristol.phone} or ${london.phone} during office hours and say it is urgent. We will tell you on that call whether we can help and what we need from you, and start with a holding statement so you are not left silent.`,
  },
  {
    question: "Where are your offices and when are you open?",
    answer: `We have two offices: ${bristol.street}, ${bristol.locality} ${bristol.postcode}, and ${london.street}, ${london.locality} ${london.postcode}, a short walk from Parliament. Both are open ${weekdays}, ${site.openingHours.opens} to ${site.openingHours.closes}. Meetings are by appointment, so please get in touch before visiting. We are also happy to meet online or at your premises.`,
  },
  {
    question: "How do I get in touch or book a call?",
    answer: `The quickest route is to book a free introductory call at ${site.bookCallUrl} and choose a time that suits you. You can also email ${site.email}, ring our Bristol office on ${bristol.phone} or our London office on ${london.phone}, or use the contact form on this site. Journalists should contact ${site.pressEmail}. A few lines on the issue and your deadline help us put the right person on the call.`,
  },
  {
    question: `What is ${site.assistantName}, and does it give advice?`,
    answer: `${site.assistantName} is the AI assistant on this website. It can answer questions about our services, our resources and how we work, point you to the right page and help you arrange a call. It does not give professional advice: its replies are generated automatically, can be wrong, and are not checked by our team before you see them. Please do not share confidential or sensitive details with it.`,
  },
  {
    question: "How do you handle confidentiality and conflicts of interest?",
    answer: "Everything you tell us is treated as confidential from the first conversation, and we are happy to sign a non-disclosure agreement before you share detail. Before accepting any engagement we check it against our current client list. If we act for someone whose interests conflict with yours on the same issue, we will tell you that we cannot take the work, without revealing who the other client is.",
  },
  {
    question: "Are you on the lobbying register, and how transparent are you?",
    answer: "Where our work falls within the statutory register of consultant lobbyists, set up by the Transparency of Lobbying, Non-Party Campaigning and Trade Union Administration Act 2014 and kept by the Registrar of Consultant Lobbyists, we register and declare the clients concerned. We never offer payment or hospitality to secure access, and we tell officials and politicians who we are representing whenever we contact them on a client's behalf.",
  },
  {
    question: "Do you work with local government?",
    answer: "Yes, in two ways. We help councils with their own communications, such as explaining a budget decision, running a consultation or handling a difficult local issue. We also help organisations engage with councils, for example on planning applications, local plans or licensing. We never represent a client to a council on a matter where we are also advising that council, and we respect the rules that keep planning committee members from being lobbied improperly.",
  },
  {
    question: "How do you look after personal data?",
    answer: `We follow the UK GDPR and the Data Protection Act 2018. We collect only what we need to reply to enquiries and run the website, we keep it for set periods, and we do not sell it. Our Privacy Policy explains what we collect, including ${site.assistantName} chat messages, who processes it and how long we keep it. To exercise your rights or ask a question, email ${site.privacyEmail}.`,
  },
  {
    question: "What happens after the first call?",
    answer: "If we think we can help, we send a short written proposal, usually covering the objective, the approach, the team, the timetable and the fee. If we think you do not need a consultant, or another firm is better placed, we will say so. Once you accept the proposal we agree a letter of engagement, set up a kick-off meeting and confirm who you will deal with day to day.",
  },
] as const satisfies readonly FaqItem[];
