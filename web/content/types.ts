// Shapes of every content registry, derived from their schemas (./registry-schemas.ts and
// ./article-schema.ts) so each shape is written once. Type-only imports: the schemas' valibot
// code never reaches the browser through this file. Routes, prerender, sitemap, menus and
// TENFOLD's knowledge are all derived from registries of these types.
import type * as v from "valibot";
import type { ArticleFrontMatter } from "./article-schema.ts";
import type {
  askedSchema,
  caseStudyResultSchema,
  caseStudySchema,
  councillorSchema,
  faqSchema,
  feeBasisSchema,
  feeNoteSchema,
  howWeWorkSchema,
  newsletterPageSchema,
  outcomeSchema,
  policySchema,
  resourceSchema,
  sectionSchema,
  serviceSchema,
  teamMemberSchema,
  toolSchema,
} from "./registry-schemas.ts";

/** Registries are `as const` data: every level of an entry is read-only. */
type Frozen<T> = T extends readonly (infer Item)[]
  ? readonly Frozen<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

type Entry<Schema extends v.GenericSchema> = Frozen<v.InferOutput<Schema>>;

export type ContentSection = Entry<typeof sectionSchema>;
/** Questions visitors ask that an entry answers (see the schema's `asks`). */
export type Asked = Entry<typeof askedSchema>;
export type Service = Entry<typeof serviceSchema>;
export type Outcome = Entry<typeof outcomeSchema>;
export type Tool = Entry<typeof toolSchema>;
export type Policy = Entry<typeof policySchema>;
export type FaqItem = Entry<typeof faqSchema>;
export type Resource = Entry<typeof resourceSchema>;
export type Councillor = Entry<typeof councillorSchema>;
export type TeamMember = Entry<typeof teamMemberSchema>;
export type CaseStudyResult = Entry<typeof caseStudyResultSchema>;
export type CaseStudy = Entry<typeof caseStudySchema>;
export type FeeBasis = Entry<typeof feeBasisSchema>;
export type FeeNote = Entry<typeof feeNoteSchema>;
export type HowWeWork = Entry<typeof howWeWorkSchema>;
export type NewsletterPage = Entry<typeof newsletterPageSchema>;

/** Front matter of an insight article (Markdown in web/content/articles). */
export type ArticleMeta = Frozen<ArticleFrontMatter>;

/** What the browser and the prerender get of an article's front matter (asks stay with TENFOLD). */
export type ArticleListing = Omit<ArticleMeta, "asks" | "section_asks">;
