// The heading band of each listing page. Their cards come from the registries they list.

export interface ListingHeading {
  readonly eyebrow: string;
  readonly title: string;
  readonly lede: string;
}

export const listings = {
  insights: {
    eyebrow: "Insights",
    title: "Insights and analysis",
    lede: "Practical guidance on UK politics, policy, planning and communications from our consultants in Bristol and London.",
  },
  resources: {
    eyebrow: "Resources",
    title: "Guides, checklists and templates",
    lede: "Practical tools our consultants use every week, free to use in your own work.",
  },
  caseStudies: {
    eyebrow: "Case studies",
    title: "Work we can show you",
    lede: "Our clients' names stay confidential unless they choose otherwise, so these engagements are anonymised. The situations, the work and the measured results are as they happened.",
  },
} as const satisfies Record<string, ListingHeading>;
