// Copy for /project-scoping: how a first brief becomes a scoped proposal.
import { site } from "./site.ts";
import type { ContentSection } from "./types.ts";

export const projectScoping = {
  lede: "Most projects are scoped in one conversation and one written proposal. Here is what we ask, how we estimate, and what you get back.",
  sections: [
    {
      heading: "What we ask you",
      paragraphs: [
        "A good brief answers five questions. It does not need to be long, and half-formed answers are fine: part of our job is helping you sharpen them.",
      ],
      bullets: [
        "What decision, consent, policy change or shift in opinion are you trying to achieve?",
        "Who decides, and who influences the people who decide?",
        "What is the deadline, and what fixed dates sit in front of it (a committee meeting, a consultation closing, a fiscal event)?",
        "What has already been tried, and what did you learn?",
        "What is off the table: messages, audiences or tactics you will not use?",
      ],
    },
    {
      heading: "How we estimate",
      paragraphs: [
        "We price by phase rather than by the hour. A typical engagement has a short discovery phase (research, stakeholder mapping, a written diagnosis), a delivery phase with agreed outputs, and, where it helps, a monthly retainer for monitoring and advice.",
        "Each phase has a fixed fee and named deliverables, so you always know what you are paying for and can stop at the end of any phase.",
      ],
    },
    {
      heading: "What you get back",
      paragraphs: [
        "Within five working days of our first conversation we send a written proposal: our reading of the problem, the approach we recommend and the alternatives we rejected, a phased plan with dates, the team, and the fees.",
        `If the timing is urgent, say so: in a live crisis we can start the same day and put the paperwork in place afterwards. Call ${site.phone} during office hours.`,
      ],
    },
    {
      heading: "Confidentiality from the first call",
      paragraphs: [
        "We check for conflicts before any detailed discussion and treat everything you tell us as confidential, whether or not you go on to instruct us. We are happy to sign your non-disclosure agreement before the first meeting.",
      ],
    },
  ] satisfies ContentSection[],
} as const;
