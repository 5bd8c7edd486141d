// Copy for /project-scoping: how a first brief becomes a scoped proposal.
import { firmRules } from "./firm-rules.ts";
import { site } from "#shared/site.ts";
import type { ContentSection } from "./types.ts";

export const projectScoping = {
  lede: "Most projects are scoped in one conversation and one written proposal. Here is what we ask, how we estimate, and what you get back.",
  sections: [
    {
      id: "brief",
      heading: "What we ask you",
      asks: [
        "What should go in a brief to you?",
        "What should we include when we brief you?",
        "What do you need to know from us before you can quote?",
        "How detailed does our brief have to be?",
        "What questions will you ask on the first call?",
      ],
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
      id: "estimate",
      heading: "How we estimate",
      asks: [
        "How do you work out what a project will cost?",
        "Do you charge by the hour?",
        "Can we stop after the first phase?",
        "How is a project broken into phases?",
      ],
      paragraphs: [
        "We price by phase rather than by the hour. A typical engagement has a short discovery phase (research, stakeholder mapping, a written diagnosis), a delivery phase with agreed outputs, and, where it helps, a monthly retainer for monitoring and advice.",
        "Each phase has a fixed fee and named deliverables, so you always know what you are paying for and can stop at the end of any phase.",
      ],
    },
    {
      id: "proposal",
      heading: "What you get back",
      asks: [
        "How soon after the first call will we get a proposal?",
        "What is in your written proposal?",
        "Can you start straight away if it's urgent?",
        "Do we have to sign a contract before you start in a crisis?",
      ],
      paragraphs: [
        "Within five working days of our first conversation we send a written proposal: our reading of the problem, the approach we recommend and the alternatives we rejected, a phased plan with dates, the team, and the fees.",
        `If the timing is urgent, say so: the paperwork need not come first, because ${firmRules.crisisStart}. Call ${site.phone} during office hours.`,
      ],
    },
    {
      id: "confidentiality",
      heading: "Confidentiality from the first call",
      asks: ["Is what we tell you before we hire you confidential?", "Will you sign our NDA before the first call?"],
      paragraphs: [
        `${firmRules.conflictsCheck} We treat everything you tell us as confidential, whether or not you go on to instruct us, and we are happy to sign your non-disclosure agreement before the first meeting.`,
      ],
    },
  ] satisfies ContentSection[],
} as const;
