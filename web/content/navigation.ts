// The links the site's frame carries on every page: the footer's columns and the phone menu's
// tools. Page links elsewhere come from the registries of what they link to.

export interface SiteLink {
  readonly href: string;
  readonly label: string;
}

export interface LinkColumn {
  /** The column's heading, read out as its navigation landmark's name. */
  readonly label: string;
  readonly links: readonly SiteLink[];
}

export const footerColumns: readonly LinkColumn[] = [
  {
    label: "The firm",
    links: [
      { href: "/about", label: "Our team" },
      { href: "/case-studies", label: "Case studies" },
      { href: "/how-we-work", label: "How we work and fees" },
      { href: "/transparency", label: "Transparency and conduct" },
    ],
  },
  {
    label: "Legal",
    links: [
      { href: "/privacy-policy", label: "Privacy policy" },
      { href: "/terms-of-service", label: "Terms of service" },
      { href: "/cookie-policy", label: "Cookie policy" },
      { href: "/faq", label: "FAQ" },
    ],
  },
];

/** The phone menu's tools, under its TENFOLD entry. */
export const mobileMenuTools: readonly SiteLink[] = [
  { href: "/commandcentre", label: "Command Centre" },
  { href: "/storyscan-enhanced", label: "StoryScan" },
  { href: "/council-radar", label: "Council Radar" },
];
