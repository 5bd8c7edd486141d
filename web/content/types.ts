// Shapes of every content registry. Routes, prerender, sitemap, menus and TENFOLD's knowledge
// are all derived from registries of these types, so adding a page is adding one entry.

/** A block of body copy: a heading, paragraphs and optional bullet points. */
export interface ContentSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
}

/** Fields every page-bearing entry carries for its <head>. */
export interface PageMeta {
  /** Page title without the brand suffix, e.g. "Crisis Communications". */
  readonly title: string;
  /** Meta description, 70–160 characters. */
  readonly description: string;
}

export interface Service extends PageMeta {
  readonly slug: string;
  /** Short name for cards and menus. */
  readonly name: string;
  /** One-sentence promise shown under the page heading and on the home page card. */
  readonly lede: string;
  readonly sections: readonly ContentSection[];
  /** Extra words visitors might use when asking about this service (for search and TENFOLD). */
  readonly keywords: readonly string[];
}

export interface Outcome extends PageMeta {
  readonly slug: string;
  readonly name: string;
  readonly lede: string;
  readonly sections: readonly ContentSection[];
  /** Slugs of services that deliver this outcome. */
  readonly services: readonly string[];
  readonly keywords: readonly string[];
}

export interface Tool extends PageMeta {
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

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export interface Resource extends PageMeta {
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
  /** Path under public/, e.g. "/attached_assets/insights/planning.svg". */
  readonly cover_image: string;
  readonly tags: readonly string[];
}
