// Schemas for the content registries. The unit tests validate every registry against them, so a
// malformed entry (a missing field, a description too long for search results) fails CI.
import * as v from "valibot";

const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case"));
const path = v.pipe(v.string(), v.regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, "must be an absolute lowercase path"));
const text = (min: number, max = 5000) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));
/** Search engines show roughly 155-160 characters of a description. */
const description = text(70, 160);
const words = v.pipe(v.array(text(2, 60)), v.minLength(1));

/** Visitors' questions an entry answers (for TENFOLD): a few paraphrases, each a short question. */
const asks = v.pipe(v.array(text(8, 160)), v.minLength(3), v.maxLength(12));

const section = v.object({
  id: v.optional(slug),
  asks: v.optional(asks),
  heading: text(3, 120),
  paragraphs: v.pipe(v.array(text(40)), v.minLength(1)),
  bullets: v.optional(v.pipe(v.array(text(3, 400)), v.minLength(1))),
});
const sections = v.pipe(v.array(section), v.minLength(2));

export const serviceSchema = v.object({ asks, slug, name: text(3, 60), title: text(5, 70), description, lede: text(20, 300), sections, keywords: words });
export const outcomeSchema = v.object({ ...serviceSchema.entries, services: v.pipe(v.array(slug), v.minLength(1)) });
export const toolSchema = v.object({
  asks,
  path,
  aliases: v.array(path),
  name: text(2, 40),
  title: text(5, 80),
  description,
  tagline: text(10, 200),
  audience: text(20, 600),
  summary: v.pipe(v.array(text(40)), v.minLength(1)),
  steps: v.pipe(v.array(text(10, 400)), v.minLength(2)),
  features: v.pipe(v.array(text(5, 300)), v.minLength(2)),
  keywords: words,
});
export const policySchema = v.object({ path, title: text(3, 70), description, updated: v.pipe(v.string(), v.isoDate()), intro: text(40, 800), sections });
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
export const councillorSchema = v.object({
  id: slug,
  name: text(3, 80),
  council: text(5, 100),
  ward: text(3, 100),
  party: text(3, 60),
  roles: v.pipe(v.array(text(3, 200)), v.minLength(1)),
  committees: v.array(text(3, 200)),
  interests: v.array(text(3, 200)),
  firstElected: v.pipe(v.number(), v.integer(), v.minValue(1970), v.maxValue(2025)),
  bio: v.pipe(text(40, 1500), v.includes("demonstration")),
  recentPositions: v.pipe(v.array(v.object({ date: v.pipe(v.string(), v.isoDate()), summary: text(10, 500) })), v.minLength(1)),
});

const isoDate = v.pipe(v.string(), v.isoDate());

export const teamMemberSchema = v.object({
  slug,
  name: text(3, 60),
  role: text(5, 80),
  office: v.picklist(["Bristol", "London"]),
  focus: v.pipe(v.array(text(3, 80)), v.minLength(2), v.maxLength(4)),
  bio: v.pipe(v.array(text(40, 600)), v.minLength(1), v.maxLength(2)),
  previously: v.pipe(v.array(text(10, 200)), v.minLength(1)),
  services: v.pipe(v.array(slug), v.minLength(1)),
});

export const caseStudySchema = v.object({
  asks,
  slug,
  name: text(5, 70),
  title: text(5, 70),
  description,
  client: text(5, 100),
  sector: text(3, 60),
  period: text(4, 40),
  lede: text(20, 300),
  situation: v.pipe(v.array(text(40)), v.minLength(1)),
  approach: v.pipe(v.array(text(40)), v.minLength(2)),
  results: v.pipe(v.array(v.object({ figure: text(3, 80), detail: text(20, 400) })), v.minLength(2)),
  lesson: text(40, 1200),
  team: v.pipe(v.array(slug), v.minLength(1)),
  services: v.pipe(v.array(slug), v.minLength(1)),
  outcomes: v.array(slug),
  keywords: words,
});

export const howWeWorkSchema = v.object({
  title: text(5, 70),
  description,
  lede: text(20, 400),
  updated: isoDate,
  before: v.pipe(v.array(section), v.minLength(1)),
  fees: v.pipe(
    v.array(v.object({ asks, name: text(3, 60), suits: text(20, 300), price: v.pipe(text(3, 60), v.includes("£")), includes: v.pipe(v.array(text(3, 300)), v.minLength(1)) })),
    v.minLength(2),
  ),
  feeNotes: v.pipe(v.array(v.object({ asks, text: text(20, 400) })), v.minLength(1)),
  after: v.pipe(v.array(section), v.minLength(1)),
});

/** Pages newsletter emails lead to (./newsletter-pages.ts). */
export const newsletterPageSchema = v.object({
  path,
  title: text(5, 70),
  description,
  heading: text(5, 80),
  paragraphs: v.pipe(v.array(text(40, 400)), v.minLength(1)),
  submitLabel: v.optional(text(3, 30)),
});
