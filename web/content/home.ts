// Copy for the home page sections. Services, tools and insights come from their own registries.
import type { caseStudies } from "./case-studies.ts";
import { site } from "#shared/site.ts";
import { homeHero } from "./home-hero.ts";

/**
 * Where a measurable claim on the home page is proved: a case study and the measured results
 * (their `figure`s) that back it, so the claim can be checked and the reader can follow the link.
 */
export interface ClaimEvidence {
  readonly caseStudy: (typeof caseStudies)[number]["slug"];
  readonly figures: readonly string[];
  readonly linkText: string;
}

interface WhyUsPoint {
  readonly title: string;
  readonly body: string;
  readonly evidence?: ClaimEvidence;
}

const whyUsPoints: readonly WhyUsPoint[] = [
  {
    title: "Political judgement, not just process",
    body: "Our consultants have worked inside campaigns, councils, newsrooms and departments. We read the room before we write the plan.",
  },
  {
    title: "Evidence first",
    body: "Every recommendation rests on research you can see: stakeholder maps, media analysis and the public record, not hunches.",
  },
  {
    title: "Built for speed",
    body: "In a crisis the first hours decide the story. When a multi-academy trust found a data breach, it reported to the regulator at 58 hours, inside the 72-hour limit, and every affected family heard from the trust before the press ran the story.",
    evidence: {
      caseStudy: "academy-trust-data-breach",
      figures: ["ICO report at 58 hours", "All families told before the press"],
      linkText: "How we handled the trust's data breach",
    },
  },
  {
    title: "Senior people on your account",
    body: "The people who pitch are the people who do the work. You will always know who is accountable and how to reach them.",
  },
];

export const home = {
  ...homeHero,
  whyUs: {
    heading: "Why work with us",
    points: whyUsPoints,
  },
  innovations: {
    heading: "Innovations",
    body: "We build our own tools so our consultants spend their time on judgement, not admin. Clients can use them too.",
  },
  todo: {
    heading: "Add us to your to-do list",
    body: "Not ready to talk today? Put a reminder in your calendar for a 30-minute introductory call, or book a slot now.",
  },
  about: {
    heading: "About us",
    paragraphs: [
      `${site.brand} is an independent consultancy with offices in Bristol and London. We advise companies, charities, developers and public bodies on strategy, political affairs, public relations and crisis communications.`,
      "We work across party lines and declare our clients where the law and good practice require it. We do not take on work we cannot do well, and we tell clients early when we think a plan will not work.",
    ],
  },
  insights: {
    heading: "Latest insights",
    body: "Analysis and practical guidance from our consultants.",
  },
  contact: {
    heading: "Get in touch",
    body: "Tell us what you are trying to achieve and we will reply within one working day.",
  },
} as const;
