// The /how-we-work page: how an engagement runs, what it costs, and the terms behind it.
import { asSentence, firmRules } from "./firm-rules.ts";
import { dayRateLine, dayRateRange } from "./grades.ts";
import { site } from "#shared/site.ts";
import type { HowWeWork } from "./types.ts";

const [bristol] = site.offices;
const bristolAddress = `${bristol.street}, ${bristol.locality} ${bristol.postcode}`;

export const howWeWork = {
  title: "How We Work and Fees",
  description: `How ${site.brand} engagements run, what they cost, and the terms behind them: insurance, conflicts checks, the lobbying register and complaints.`,
  lede: "What an engagement involves, what it costs and the terms behind it, set out before you book a call. The prices below are a guide: every proposal carries a fixed quote or a clear estimate.",
  updated: "2026-11-25",
  before: [
    {
      asks: [
        "What are the steps when we work with you?",
        "How often will you report to us on progress?",
        "What happens from start to finish?",
        "How do you measure whether it worked?",
        "What if the work grows beyond what we agreed?",
        "Would you ever point us to another firm instead?",
        "Do we sign anything before work starts?",
        "Who will actually do our work?",
      ],
      id: "engagement-model",
      heading: "How an engagement runs",
      paragraphs: [
        "Every engagement follows the same four steps, whatever its size. The point is that before we start you know what you are paying for, who is doing the work and how you will tell whether it worked.",
        "We will tell you if we think you do not need a consultant, or if another firm would serve you better. If work starts to go beyond the agreed scope, we say so and price it before we do it.",
      ],
      bullets: [
        "Diagnosis: we learn the issue, the decision you need and who will take it, from your team and from the public record. On larger projects this is a short paid phase with its own written findings.",
        "Proposal: a written proposal sets out the objective, the approach, the team, the timetable and the fee. Nothing starts until you have agreed it and signed an engagement letter.",
        `Crisis: the one exception to the proposal and the signed letter coming first. ${asSentence(firmRules.crisisStart)}`,
        "Team: the people named in the proposal do the work. A partner or director is accountable for every engagement, and you have one day-to-day contact who answers the phone.",
        "Reporting: we agree at the start how success will be measured, report against it at a rhythm that suits you, usually monthly, and tell you early when a plan needs to change.",
      ],
    },
    {
      asks: [
        "Is the first call free?",
        "How long is the introductory call?",
        "Will you give me advice on the free call?",
        "Is the free call just a sales pitch?",
        "Why do you need the other parties' names before we talk?",
        "How soon will I get a proposal?",
        "Can you sign an NDA before the call?",
        "Is what I say on the first call confidential?",
      ],
      id: "first-call",
      heading: "The free 30-minute first call",
      paragraphs: [
        `The first call is free and carries no obligation. Book a time at ${site.bookCallUrl}, or email ${site.email} with a few lines on the issue and your deadline.`,
        "Before the call we run a conflicts check, so we will ask for your organisation's name and the other parties involved, such as the council, the developer or a competitor. If we cannot act, we tell you before you share anything sensitive. What you tell us on the call is confidential, and we are happy to sign a non-disclosure agreement first.",
        "If we think we can help, a written proposal follows, usually within five working days. If we think we cannot, we will say so and, where we can, suggest who might.",
      ],
      bullets: [
        "Covered: what you are trying to achieve, the decision and who takes it, your timetable, and whether and how we could help",
        "Covered: a frank early view on whether the goal is realistic, and what a proposal is likely to cost",
        "Not covered: detailed advice, drafting or a strategy for your situation, which need proper work behind them",
        "Not covered: legal advice, or any prediction of how a council, regulator or minister will decide",
      ],
    },
  ],
  fees: [
    {
      asks: [
        "How much does a consultation response cost?",
        "Price of a planning engagement programme",
        "Rough cost of community engagement for a planning application",
        "Can we pay a fixed price for a one-off project?",
        "Do you give fixed quotes?",
      ],
      name: "Fixed-fee projects",
      suits:
        "Work with a clear end point: a consultation response, a political audit, a crisis plan or a planning engagement programme.",
      price: "From £6,000",
      includes: [
        "A written scope, timetable and price agreed before work starts",
        "Consultation responses from £6,000; planning engagement programmes from £12,000",
        "A named lead consultant and an agreed number of review meetings",
        "Any change of scope quoted and agreed in writing before it is charged",
      ],
    },
    {
      asks: [
        "How much is a monthly retainer?",
        "Cost of ongoing advice and monitoring each month",
        "What's included in a retainer?",
        "Price for support while a Bill goes through Parliament",
      ],
      name: "Monthly retainers",
      suits:
        "Continuing advice, monitoring and engagement, for example while a Bill goes through Parliament, a local plan is prepared or a campaign runs.",
      price: "From £4,500 a month",
      includes: [
        "An agreed number of consultant days each month, with a monthly note of how they were used",
        "Political and media monitoring, with a weekly briefing",
        "A named partner or director accountable for the account",
        "A quarterly review against the objectives agreed at the start",
      ],
    },
    {
      asks: [
        "What's your day rate?",
        "How much is a day of media training?",
        "Cost of a half-day workshop",
        "How much does a partner cost per day?",
      ],
      name: "Day rates for advice and training",
      suits:
        "Short pieces of advice, media training, workshops and board sessions, or extra senior help alongside your own team.",
      price: dayRateRange,
      includes: [
        dayRateLine,
        "Half days at 60% of the day rate",
        "Preparation time estimated and agreed in advance",
        "Media training for up to three spokespeople in a day",
      ],
    },
    {
      asks: [
        "Cost of 24-hour crisis cover",
        "Price of an on-call crisis retainer",
        "Can we have someone on standby at nights and weekends?",
      ],
      name: "Crisis support on call",
      suits:
        "Organisations whose risks mean they may need senior help at short notice, including at night and at weekends.",
      price: "From £1,750 a month, plus incident time",
      includes: [
        "A 24-hour number answered by a named senior adviser",
        "Holding statements and contact lists for your main risks, reviewed twice a year",
        "Incident time charged at our day rates, with a daily note of time used",
      ],
    },
  ],
  feeNotes: [
    {
      asks: [
        "Do your prices include VAT?",
        "are your rates ex vat?",
        "Are the prices you quote plus VAT or inclusive?",
        "What rate of VAT do you charge?",
      ],
      text: "All prices exclude VAT, which is added at the standard rate.",
    },
    {
      asks: [
        "Do you charge for expenses?",
        "will you bill us for travel to come and see us?",
        "Do you put a mark-up on expenses?",
        "Do you charge travel for meetings in central London or Bristol?",
        "Do we have to approve expenses before you claim them?",
      ],
      text: "Expenses are charged at cost, with no mark-up, and only where you have agreed them in advance. We do not charge for travel within Bristol or central London.",
    },
    {
      asks: [
        "Who pays for venue hire and printing?",
        "Do you add a margin to suppliers' costs like research fieldwork?",
        "can we book and pay for the advertising ourselves?",
        "Are paid ads included in your fee?",
        "how are third-party costs charged?",
      ],
      text: "Third-party costs such as venue hire, printing, research fieldwork and paid advertising are passed on at cost, or you can contract for them directly.",
    },
    {
      asks: [
        "Do your fees go up every year?",
        "When do you review your prices?",
        "How much notice do we get of a price rise on our retainer?",
        "Will a fixed-price project cost more if your rates change midway?",
        "can you change the fee after we've agreed it?",
      ],
      text: "Fees are reviewed each April. Retained clients get at least one month's written notice of any change, and fixed-fee projects keep the price agreed.",
    },
    {
      asks: [
        "When will you invoice us?",
        "Do we pay a deposit up front for a fixed-fee project?",
        "Is a retainer billed in advance or in arrears?",
        "how often do you send invoices for day-rate work?",
        "Do you bill half at the start and half at the end?",
        "When is crisis incident time invoiced?",
      ],
      text: "Fixed-fee projects are usually invoiced half on signing and half on delivery, retainers monthly in advance, and day-rate and incident work monthly in arrears.",
    },
    {
      asks: [
        "How much for emergency crisis help if we don't have a retainer?",
        "Is there a minimum charge for urgent crisis support?",
        "we're not on your crisis cover, what will urgent help cost?",
        "minimum number of days for emergency work",
      ],
      text: "Urgent crisis work for organisations without an on-call arrangement is charged at day rates, with a minimum of two days.",
    },
    {
      asks: [
        "Do you charge for writing a proposal?",
        "Is there a fee for the initial conversation?",
        "does the first chat cost anything?",
        "Is the written quote free of charge?",
        "Will I pay anything before I agree to work with you?",
      ],
      text: "The first call and any written proposal are free.",
    },
  ],
  after: [
    {
      asks: [
        "What are your payment terms?",
        "How much notice do we give to end a retainer?",
        "Who owns the work you produce for us?",
        "Is your liability capped?",
        "Which law governs the contract?",
        "Do you charge interest on late payment?",
        "Can we stop a fixed-fee project halfway through?",
      ],
      id: "terms-of-business",
      heading: "Terms of business",
      paragraphs: [
        `Every engagement is governed by a written engagement letter from ${site.legal.name}, which incorporates our standard terms of business. We send the full terms with every proposal; the summary below does not replace them.`,
      ],
      bullets: [
        "Payment: invoices are due within 30 days. We may charge statutory interest on late payment under the Late Payment of Commercial Debts (Interest) Act 1998, though we would always rather talk first.",
        "Notice: either side may end a retainer on one month's written notice. A fixed-fee project can be stopped at any point, and you pay for the work done to that date.",
        "Confidentiality: we keep your information confidential during the engagement and after it ends, and everyone who works for us is bound by a confidentiality clause.",
        "Ownership: once our invoices are paid, you own the work we produce for you, including reports, briefings and campaign materials. We keep the rights in our own methods, templates and tools, and you may go on using anything of ours that is built into your work.",
        "Liability: our total liability under an engagement is capped at five times the fees payable under it or £1 million, whichever is lower. The cap does not apply where the law does not allow one, such as for fraud or for death or personal injury caused by negligence.",
        "Law: the terms are governed by the law of England and Wales.",
      ],
    },
    {
      asks: [
        "Do you have professional indemnity insurance?",
        "Are we covered if your advice turns out to be wrong?",
        "How much cover do you have?",
        "Can I see your insurance certificate?",
        "Do you have public liability cover for events?",
      ],
      id: "insurance",
      heading: "Professional indemnity insurance",
      paragraphs: [
        `${site.brand} holds professional indemnity insurance with cover of ${site.legal.indemnityCover}, which protects clients if our advice or work falls short and causes them loss. We also hold the employers' liability insurance the law requires, and public liability insurance for the events we run.`,
        "We renew the cover every year and will send a copy of the current certificate on request, or with a proposal if your procurement rules ask for it.",
      ],
    },
    {
      asks: [
        "Would you act for the other side of our planning application?",
        "How do you check for conflicts of interest?",
        "Do your consultants have party political ties?",
        "Do you work for competitors in our sector?",
        "Will you tell me which client you're conflicted with?",
      ],
      id: "conflicts",
      heading: "Conflicts of interest",
      paragraphs: [
        firmRules.conflictsCheck,
        `${firmRules.directConflict} Where a conflict is possible rather than direct, such as two clients in the same sector with different issues, we tell both, ask for their consent and keep the teams separate. Our conflicts panel, chaired by the Managing Partner, decides difficult cases and records its reasons.`,
      ],
      bullets: [
        "We never act for two clients on opposite sides of the same planning application, Bill clause, tender or dispute.",
        "We never represent a client to a council, department or public body on a matter on which we are also advising that body.",
        "No one at the firm holds elected office or a paid party post. Consultants declare any party membership or public appointment, and we disclose it to clients on request.",
        "Colleagues who join from government observe the business appointment rules that apply to them, including any restriction on lobbying their former department.",
      ],
    },
    {
      asks: [
        "Are you regulated?",
        "Do you need a licence to do public affairs?",
        "Are you registered with the ICO?",
        "What is your company number?",
      ],
      id: "regulation",
      heading: "How we are regulated",
      paragraphs: [
        "Public affairs and public relations are not regulated professions in the UK, so no licence is needed to practise them. The law does apply to our work in specific ways, and we go further than it requires.",
        "Where our work for a client includes communicating with a minister or a permanent secretary, or an official of equivalent rank, it counts as consultant lobbying under the Transparency of Lobbying, Non-Party Campaigning and Trade Union Administration Act 2014. We are entered on the register kept by the Registrar of Consultant Lobbyists, and every quarter, within two weeks of the quarter's end, we file a return naming the clients on whose behalf we lobbied. Where we lobby in Scotland, we also follow the Lobbying (Scotland) Act 2016.",
        "Our register entry states the code of conduct we follow. Our transparency page (/transparency) publishes that code, a link to our register entry and how our client reviews are collected.",
      ],
      bullets: [
        "We tell every official and politician we contact whom we are representing.",
        "We never offer payment, gifts or hospitality to secure access to a decision-maker.",
        "No one at the firm holds a parliamentary pass.",
        `${site.legal.name} is registered in ${site.legal.registeredIn} under company number ${site.legal.companyNumber}, and with the Information Commissioner's Office under registration number ${site.legal.icoRegistration}.`,
      ],
    },
    {
      asks: [
        "How do I complain about your work?",
        "Who handles a complaint about the Managing Partner?",
        "How long do you take to respond to a complaint?",
        "I took part in a consultation you ran and want to complain",
        "Will you pay for independent mediation?",
      ],
      id: "complaints",
      heading: "Complaints",
      paragraphs: [
        `If something has gone wrong, tell the lead consultant on your account first; most problems are fixed fastest that way. If you would rather not, or you are unhappy with the answer, write to our Managing Partner at ${site.email} or at ${bristolAddress}, marking your message as a complaint.`,
        "We acknowledge a complaint within two working days and send a full written response within 20 working days. If we need longer, we say why and when you will hear from us. A complaint about the Managing Partner, or about work the Managing Partner led, is handled by a partner who had no part in it.",
        "If you are still not satisfied, we will offer mediation by an independent mediator at our expense. People who are not clients, such as residents who took part in a consultation we ran, can complain in the same way. Concerns about how we use personal data can also go to the Information Commissioner's Office, as our Privacy Policy explains, and concerns about our lobbying register entry to the Registrar of Consultant Lobbyists.",
      ],
    },
  ],
} as const satisfies HowWeWork;
