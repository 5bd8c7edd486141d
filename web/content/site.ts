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
  readonly rating: { readonly value: 4.9; readonly count: 47 };
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
  rating: { value: 4.9, count: 47 },
  themeColor: "#0b1220",
} as const satisfies SiteConfig;
