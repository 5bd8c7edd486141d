// Eight more enquiries, written after the rules were improved on ./triage-enquiries.ts and scored
// once, untuned: how the reader does on text it was not adjusted to. Each has the service and
// urgency a consultant would give it, set down before the reader was run. Arriving Wednesday
// 2 December 2026 at 10:00 UK time.
import type { Enquiry } from "./triage-enquiries.ts";

/** Decided with the enquiries, before they were run: the fewest of each that the reader must get right. */
export const HELD_OUT_FLOOR = 5;

export const HELD_OUT: readonly Enquiry[] = [
  {
    kind: "a school closure",
    text: "We run three academies and the local authority wants to close one of our sixth forms. Parents are furious and we need to hold meetings with families and the wider community over the next term.",
    service: "stakeholder-engagement",
    urgency: "routine",
  },
  {
    kind: "a Lords stage next week",
    text: "Our trade association wants to brief peers before the Lords report stage of the Renters Bill next Thursday.",
    service: "political-affairs",
    urgency: "soon",
  },
  {
    kind: "threats online",
    text: "Someone has posted our chief executive's home address on Facebook alongside threats. The post has been shared thousands of times since this morning.",
    service: "crisis-communications",
    urgency: "urgent",
  },
  {
    kind: "an annual report",
    text: "We would like a quote for writing and designing our annual report and a quarterly staff newsletter.",
    service: "corporate-communications",
    urgency: "routine",
  },
  {
    kind: "research into proposals",
    text: "We are a think tank with new research on adult social care funding and want to turn it into proposals the Treasury would take seriously ahead of the spending review.",
    service: "policy-development",
    urgency: "routine",
  },
  {
    kind: "a student's question",
    text: "Could you tell me who your clients are? I am a student writing a dissertation on lobbying.",
    service: null,
    urgency: "routine",
  },
  {
    kind: "a recruitment campaign online",
    text: "We need a new LinkedIn and Instagram strategy for our recruitment campaign, with some short videos, launching in January.",
    service: "digital-communications",
    urgency: "routine",
  },
  {
    kind: "an interview on Friday",
    text: "The local paper wants to profile our new chair. Can you help prepare her for the interview on Friday?",
    service: "public-relations",
    urgency: "urgent",
  },
];
