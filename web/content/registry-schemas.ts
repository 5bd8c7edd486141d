// Schemas for the content registries, and through `v.InferOutput` the one definition of their
// shapes (./types.ts). The unit tests validate every registry against them, so a malformed entry
// (a missing field, a description too long for search results) fails CI. Browser code imports
// only the types, so this valibot code stays out of the first-load shell.
import * as v from "valibot";

const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case"));
const path = v.pipe(v.string(), v.regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, "must be an absolute lowercase path"));
const text = (min: number, max = 5000) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));
const isoDate = v.pipe(v.string(), v.isoDate());
/** Search engines show roughly 155-160 characters of a description. */
const description = text(70, 160);
const words = v.pipe(v.array(text(2, 60)), v.minLength(1));

/**
 * Questions visitors ask that an entry answers, in their words: a few paraphrases written with
 * the content, so TENFOLD finds the entry even when the question shares no word with its copy
 * ("What does it cost to work with you?" for the fees).
 */
const asks = v.pipe(v.array(text(8, 160)), v.minLength(3), v.maxLength(12));
export const askedSchema = v.object({ asks });

/** A block of body copy: a heading, paragraphs and optional bullet points. */
export const sectionSchema = v.object({
  /** Fragment id for links into the page (e.g. "client-reviews" for /transparency#client-reviews). */
  id: v.optional(slug),
  /** Questions visitors ask that this section answers, for TENFOLD. */
  asks: v.optional(asks),
  heading: text(3, 120),
  paragraphs: v.pipe(v.array(text(40)), v.minLength(1)),
  bullets: v.optional(v.pipe(v.array(text(3, 400)), v.minLength(1))),
});
const sections = v.pipe(v.array(sectionSchema), v.minLength(2));

export const serviceSchema = v.object({
  asks,
  slug,
  /** Short name for cards and menus. */
  name: text(3, 60),
  /** Page title without the brand suffix, e.g. "Crisis Communications". */
  title: text(5, 70),
  description,
  /** One-sentence promise shown under the page heading and on the home page card. */
  lede: text(20, 300),
  sections,
  /** Extra words visitors might use when asking about this service (for search and TENFOLD). */
  keywords: words,
});

export const outcomeSchema = v.object({
  ...serviceSchema.entries,
  /** Slugs of services that deliver this outcome. */
  services: v.pipe(v.array(slug), v.minLength(1)),
});

export const toolSchema = v.object({
  asks,
  /** Primary path, e.g. "/storyscanner"; the first path the spec lists for the tool. */
  path,
  /** Other paths that render the same page with a canonical link to `path`. */
  aliases: v.array(path),
  name: text(2, 40),
  title: text(5, 80),
  description,
  /** One line on what it does. */
  tagline: text(10, 200),
  /** Who it is for. */
  audience: text(20, 600),
  /** What it does, in a paragraph or two. */
  summary: v.pipe(v.array(text(40)), v.minLength(1)),
  /** How it works, as ordered steps. */
  steps: v.pipe(v.array(text(10, 400)), v.minLength(2)),
  /** Key capabilities. */
  features: v.pipe(v.array(text(5, 300)), v.minLength(2)),
  keywords: words,
  /** For a tool a visitor can use on its page: what they can do there, and how they ask about it. */
  tryIt: v.optional(v.object({ invite: text(20, 300), asks })),
});

export const policySchema = v.object({
  path,
  title: text(3, 70),
  description,
  /** ISO date the text was last revised. */
  updated: isoDate,
  intro: text(40, 800),
  sections,
});

export const faqSchema = v.object({ asks, question: v.pipe(text(10, 200), v.endsWith("?")), answer: text(40, 1200) });

export const resourceSchema = v.object({
  asks,
  slug,
  title: text(5, 80),
  description,
  kind: v.picklist(["Guide", "Checklist", "Template", "Briefing"]),
  lede: text(20, 400),
  sections,
  keywords: words,
});

/**
 * A clearly fictional councillor record, Council Radar's demonstration set: the public-record
 * facts a real profile holds (office, party, ward, committees, declared interests), nothing more.
 */
export const councillorSchema = v.object({
  id: slug,
  councilId: v.pipe(slug, v.startsWith("demo-")),
  council: text(5, 100),
  name: text(3, 80),
  ward: text(3, 100),
  party: text(3, 60),
  roles: v.pipe(v.array(text(3, 200)), v.minLength(1)),
  committees: v.array(text(3, 200)),
  interests: v.array(text(3, 200)),
});

/** A consultant on the /about page (fictional people; no real employer is named). */
export const teamMemberSchema = v.object({
  /** Fragment id on /about and the key case studies use to credit people. */
  slug,
  name: text(3, 60),
  role: text(5, 80),
  office: v.picklist(["Bristol", "London"]),
  /** Two to four areas of focus, shown as a short list. */
  focus: v.pipe(v.array(text(3, 80)), v.minLength(2), v.maxLength(4)),
  /** One or two short paragraphs. */
  bio: v.pipe(v.array(text(40, 600)), v.minLength(1), v.maxLength(2)),
  /** Earlier roles, described by kind of employer, never by a real employer's name. */
  previously: v.pipe(v.array(text(10, 200)), v.minLength(1)),
  /** Slugs of the services this person leads on. */
  services: v.pipe(v.array(slug), v.minLength(1)),
});

/** A measured result of a case study. */
export const caseStudyResultSchema = v.object({
  /** The figure or fact, short: "Consent granted 9-2", "38% fewer objections". */
  figure: text(3, 80),
  /** What the figure means and how it was measured. */
  detail: text(20, 400),
});

/** An engagement at /case-studies/{slug}, with the client anonymised. */
export const caseStudySchema = v.object({
  asks,
  slug,
  /** Short card heading. */
  name: text(5, 70),
  title: text(5, 70),
  description,
  /** The client, anonymised: "A regional water company". */
  client: text(5, 100),
  sector: text(3, 60),
  /** When the work ran, e.g. "2024 to 2025". */
  period: text(4, 40),
  lede: text(20, 300),
  situation: v.pipe(v.array(text(40)), v.minLength(1)),
  /** What was done, in order. */
  approach: v.pipe(v.array(text(40)), v.minLength(2)),
  results: v.pipe(v.array(caseStudyResultSchema), v.minLength(2)),
  /** What the client or the team learned; one paragraph. */
  lesson: text(40, 1200),
  /**
   * Whether a reader could tell who the client is from what the study gives (figures, places,
   * dates, events on the public record). An identifiable client must have agreed in writing to
   * publication, and `consent` says so on the page.
   */
  publication: v.variant("identifiable", [
    v.object({ identifiable: v.literal(false) }),
    v.object({ identifiable: v.literal(true), consent: text(30, 300) }),
  ]),
  /** Slugs of the team members who did the work. */
  team: v.pipe(v.array(slug), v.minLength(1)),
  /** Slugs of the services and outcomes it illustrates (their pages link here). */
  services: v.pipe(v.array(slug), v.minLength(1)),
  outcomes: v.array(slug),
  keywords: words,
});

/** One way of paying for work, on /how-we-work. */
export const feeBasisSchema = v.object({
  asks,
  name: text(3, 60),
  /** When it suits a client. */
  suits: text(20, 300),
  /** The price as shown: "From £4,500 a month", "£6,000 to £15,000". */
  price: v.pipe(text(3, 60), v.includes("£")),
  includes: v.pipe(v.array(text(3, 300)), v.minLength(1)),
});

/** One line of the fees' small print, with the questions visitors ask that it answers. */
export const feeNoteSchema = v.object({ asks, text: text(20, 400) });

/** The /how-we-work page: engagement model, fees, terms, insurance, conflicts. */
export const howWeWorkSchema = v.object({
  title: text(5, 70),
  description,
  lede: text(20, 400),
  /** ISO date the page was last revised. */
  updated: isoDate,
  /** Sections before the fee table (engagement model, the free first call). */
  before: v.pipe(v.array(sectionSchema), v.minLength(1)),
  fees: v.pipe(v.array(feeBasisSchema), v.minLength(2)),
  /** Small print under the table: VAT, expenses, day rates; each note answers its own questions. */
  feeNotes: v.pipe(v.array(feeNoteSchema), v.minLength(1)),
  /** Sections after the fee table (terms of business, insurance, conflicts, complaints). */
  after: v.pipe(v.array(sectionSchema), v.minLength(1)),
});

/** Pages newsletter emails lead to (./newsletter-pages.ts). */
export const newsletterPageSchema = v.object({
  path,
  title: text(5, 70),
  description,
  heading: text(5, 80),
  paragraphs: v.pipe(v.array(text(40, 400)), v.minLength(1)),
  /** The button of a form that posts to the page's own address; none for a plain page. */
  submitLabel: v.optional(text(3, 30)),
});
