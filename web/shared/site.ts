// The firm's brand and contact facts in one place. Everything a page, the structured data or
// TENFOLD says about the firm comes from here. The brand is fictional; addresses use example.com
// and phone numbers come from Ofcom's drama-reserved ranges.

export interface Office {
  readonly city: "Bristol" | "London";
  readonly street: string;
  readonly locality: string;
  readonly postcode: string;
  readonly phone: string;
  /** E.164 form for tel: links. */
  readonly phoneE164: string;
}

export interface Reviews {
  readonly value: 4.9;
  readonly count: 47;
  readonly best: 5;
  /** Who collected the reviews and how, as shown beside the rating. */
  readonly source: string;
  /** Where a visitor reads how the reviews were collected. */
  readonly sourceUrl: string;
  /** The period the reviews cover, as shown. */
  readonly period: string;
}

/**
 * The legal entity behind the brand. The values are placeholders that a real firm replaces with
 * its own (Companies House name and number, registered office, ICO registration).
 */
export interface LegalEntity {
  readonly name: string;
  readonly companyNumber: string;
  readonly registeredIn: "England and Wales";
  readonly registeredOffice: string;
  readonly icoRegistration: string;
  readonly vatNumber: string;
  /** Professional indemnity cover, as stated on /how-we-work. */
  readonly indemnityCover: string;
}

export interface SiteConfig {
  readonly brand: string;
  /** The name in "The {product} AI Assistant". */
  readonly product: string;
  readonly assistantName: "TENFOLD";
  readonly tagline: string;
  readonly origin: string;
  readonly language: "en-GB";
  readonly copyrightYear: 2025;
  readonly email: string;
  readonly pressEmail: string;
  readonly privacyEmail: string;
  readonly phone: string;
  readonly phoneE164: string;
  readonly offices: readonly Office[];
  readonly bookCallUrl: string;
  readonly socials: readonly { readonly name: string; readonly url: string }[];
  readonly openingHours: { readonly days: readonly string[]; readonly opens: "09:00"; readonly closes: "18:00" };
  /**
   * The client rating shown on the home page and /about, and the only source of the JSON-LD
   * aggregateRating: null removes both. Marked-up ratings must be visible and say where they come
   * from (the DMCC Act 2024 makes misleading review information an unfair practice).
   */
  readonly reviews: Reviews | null;
  /** The controller and contracting party named in the privacy policy, terms and footer. */
  readonly legal: LegalEntity;
  readonly themeColor: string;
}

export const site = {
  brand: "Larkspur Strategy",
  product: "Larkspur",
  assistantName: "TENFOLD",
  tagline: "Strategic communications and political affairs",
  origin: "https://www.example.com",
  language: "en-GB",
  copyrightYear: 2025,
  email: "hello@example.com",
  pressEmail: "press@example.com",
  privacyEmail: "privacy@example.com",
  phone: "0117 496 0123",
  phoneE164: "+441174960123",
  offices: [
    {
      city: "Bristol",
      street: "14 Harbourside Walk",
      locality: "Bristol",
      postcode: "BS1 5XX",
      phone: "0117 496 0123",
      phoneE164: "+441174960123",
    },
    {
      city: "London",
      street: "3 Great Smith Street",
      locality: "London",
      postcode: "SW1P 3XX",
      phone: "020 7946 0456",
      phoneE164: "+442079460456",
    },
  ],
  bookCallUrl: "https://cal.example.com/larkspur/intro-call",
  socials: [
    { name: "LinkedIn", url: "https://www.linkedin.com/company/example" },
    { name: "Bluesky", url: "https://bsky.app/profile/example.com" },
    { name: "YouTube", url: "https://www.youtube.com/@example" },
  ],
  openingHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
  },
  reviews: {
    value: 4.9,
    count: 47,
    best: 5,
    source:
      "Client feedback survey sent at the close of every engagement, run for us by an independent research agency",
    sourceUrl: "/transparency#client-reviews",
    period: "January 2023 to September 2026",
  },
  legal: {
    name: "Larkspur Strategy Ltd",
    companyNumber: "00000000",
    registeredIn: "England and Wales",
    registeredOffice: "14 Harbourside Walk, Bristol BS1 5XX",
    icoRegistration: "ZA000000",
    vatNumber: "GB 000 0000 00",
    indemnityCover: "£2 million",
  },
  themeColor: "#0b1220",
} as const satisfies SiteConfig;
