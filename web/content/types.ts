// Shapes of every content registry. Routes, prerender, sitemap, menus and TENFOLD's knowledge
// are all derived from registries of these types, so adding a page is adding one entry.

/** A block of body copy: a heading, paragraphs and optional bullet points. */
export interface ContentSection {
  /** Fragment id for links into the page (e.g. "client-reviews" for /transparency#client-reviews). */
  readonly id?: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
  /** Questions visitors ask that this section answers, for TENFOLD (see Asked). */
  readonly asks?: readonly string[];
}

/**
 * Questions visitors ask that an entry answers, in their words: a few paraphrases written with
 * the content, so TENFOLD finds the entry even when the question shares no word with its copy
 * ("What does it cost to work with you?" for the fees).
 */
export interface Asked {
  readonly asks: readonly string[];
}

/** Fields every page-bearing entry carries for its <head>. */
export interface PageMeta {
  /** Page title without the brand suffix, e.g. "Crisis Communications". */
  readonly title: string;
  /** Meta description, 70–160 characters. */
  readonly description: string;
}

export interface Service extends PageMeta, Asked {
  readonly slug: string;
  /** Short name for cards and menus. */
  readonly name: string;
  /** One-sentence promise shown under the page heading and on the home page card. */
  readonly lede: string;
  readonly sections: readonly ContentSection[];
  /** Extra words visitors might use when asking about this service (for search and TENFOLD). */
  readonly keywords: readonly string[];
}

export interface Outcome extends PageMeta, Asked {
  readonly slug: string;
  readonly name: string;
  readonly lede: string;
  readonly sections: readonly ContentSection[];
  /** Slugs of services that deliver this outcome. */
  readonly services: readonly string[];
  readonly keywords: readonly string[];
}

export interface Tool extends PageMeta, Asked {
  /** Primary path, e.g. "/storyscanner"; the first path the spec lists for the tool. */
  readonly path: string;
  /** Other paths that render the same page with a canonical link to `path`. */
  readonly aliases: readonly string[];
  readonly name: string;
  /** One line on what it does. */
  readonly tagline: string;
  /** Who it is for. */
  readonly audience: string;
  /** What it does, in a paragraph or two. */
  readonly summary: readonly string[];
  /** How it works, as ordered steps. */
  readonly steps: readonly string[];
  /** Key capabilities. */
  readonly features: readonly string[];
  readonly keywords: readonly string[];
}

export interface Policy extends PageMeta {
  readonly path: string;
  /** ISO date the text was last revised. */
  readonly updated: string;
  readonly intro: string;
  readonly sections: readonly ContentSection[];
}

export interface FaqItem extends Asked {
  readonly question: string;
  readonly answer: string;
}

export interface Resource extends PageMeta, Asked {
  readonly slug: string;
  readonly kind: "Guide" | "Checklist" | "Template" | "Briefing";
  readonly lede: string;
  readonly sections: readonly ContentSection[];
  readonly keywords: readonly string[];
}

/** A clearly fictional councillor record used to demonstrate the councillor profile page. */
export interface Councillor {
  readonly id: string;
  readonly name: string;
  readonly council: string;
  readonly ward: string;
  readonly party: string;
  readonly roles: readonly string[];
  readonly committees: readonly string[];
  readonly interests: readonly string[];
  readonly firstElected: number;
  readonly bio: string;
  /** Recent public positions, each dated (ISO) with a short summary. */
  readonly recentPositions: readonly { readonly date: string; readonly summary: string }[];
}

/** Front matter of an insight article (Markdown in web/content/articles). */
export interface ArticleMeta {
  readonly title: string;
  readonly summary: string;
  readonly slug: string;
  /** ISO date. */
  readonly published_at: string;
  /** ISO date of the last material revision, when there was one. */
  readonly updated_at?: string;
  /** Path under public/, e.g. "/attached_assets/insights/planning.svg". */
  readonly cover_image: string;
  readonly tags: readonly string[];
  /** Questions visitors ask that this article answers (for TENFOLD). */
  readonly asks: readonly string[];
  /** Questions that one section answers, keyed by its "##" heading (for TENFOLD). */
  readonly section_asks?: Readonly<Record<string, readonly string[]>>;
}

/** A consultant on the /about page (fictional people; no real employer is named). */
export interface TeamMember {
  /** Fragment id on /about and the key case studies use to credit people. */
  readonly slug: string;
  readonly name: string;
  readonly role: string;
  readonly office: "Bristol" | "London";
  /** Two to four areas of focus, shown as a short list. */
  readonly focus: readonly string[];
  /** One or two short paragraphs. */
  readonly bio: readonly string[];
  /** Earlier roles, described by kind of employer, never by a real employer's name. */
  readonly previously: readonly string[];
  /** Slugs of the services this person leads on. */
  readonly services: readonly string[];
}

/** A measured result of a case study. */
export interface CaseStudyResult {
  /** The figure or fact, short: "Consent granted 9-2", "38% fewer objections". */
  readonly figure: string;
  /** What the figure means and how it was measured. */
  readonly detail: string;
}

/** An anonymised engagement at /case-studies/{slug}. */
export interface CaseStudy extends PageMeta, Asked {
  readonly slug: string;
  /** Short card heading. */
  readonly name: string;
  /** The client, anonymised: "A regional water company". */
  readonly client: string;
  readonly sector: string;
  /** When the work ran, e.g. "2024 to 2025". */
  readonly period: string;
  readonly lede: string;
  readonly situation: readonly string[];
  /** What was done, in order. */
  readonly approach: readonly string[];
  readonly results: readonly CaseStudyResult[];
  /** What the client or the team learned; one paragraph. */
  readonly lesson: string;
  /** Slugs of the team members who did the work. */
  readonly team: readonly string[];
  /** Slugs of the services and outcomes it illustrates (their pages link here). */
  readonly services: readonly string[];
  readonly outcomes: readonly string[];
  readonly keywords: readonly string[];
}

/** One way of paying for work, on /how-we-work. */
export interface FeeBasis extends Asked {
  readonly name: string;
  /** When it suits a client. */
  readonly suits: string;
  /** The price as shown: "From £4,500 a month", "£6,000 to £15,000". */
  readonly price: string;
  readonly includes: readonly string[];
}

/** One line of the fees' small print, with the questions visitors ask that it answers. */
export interface FeeNote extends Asked {
  readonly text: string;
}

/** The /how-we-work page: engagement model, fees, terms, insurance, conflicts. */
export interface HowWeWork extends PageMeta {
  readonly lede: string;
  /** Sections before the fee table (engagement model, the free first call). */
  readonly before: readonly ContentSection[];
  readonly fees: readonly FeeBasis[];
  /** Small print under the table: VAT, expenses, day rates; each note answers its own questions. */
  readonly feeNotes: readonly FeeNote[];
  /** Sections after the fee table (terms of business, insurance, conflicts, complaints). */
  readonly after: readonly ContentSection[];
  /** ISO date the page was last revised. */
  readonly updated: string;
}

/** What the browser and the prerender get of an article's front matter (asks stay with TENFOLD). */
export type ArticleListing = Omit<ArticleMeta, "asks" | "section_asks">;
