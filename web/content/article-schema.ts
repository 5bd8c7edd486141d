// Validates the front matter of insight articles, so a malformed article fails the build
// instead of rendering a broken page.
import * as v from "valibot";

const isoDate = v.pipe(v.string(), v.isoDate());
const ask = v.pipe(v.string(), v.minLength(8), v.maxLength(160));

export const articleFrontMatterSchema = v.strictObject({
  title: v.pipe(v.string(), v.minLength(10), v.maxLength(120)),
  summary: v.pipe(v.string(), v.minLength(60), v.maxLength(260)),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  published_at: isoDate,
  /** Set when an article is revised after publication (shown on the page and as dateModified). */
  updated_at: v.optional(isoDate),
  cover_image: v.pipe(v.string(), v.startsWith("/attached_assets/")),
  tags: v.pipe(v.array(v.pipe(v.string(), v.minLength(2))), v.minLength(1)),
  asks: v.pipe(v.array(ask), v.minLength(3), v.maxLength(12)),
  /** Questions a section answers, by the section's "##" heading (checked against the body). */
  section_asks: v.optional(v.record(v.string(), v.pipe(v.array(ask), v.minLength(2), v.maxLength(8)))),
});

export type ArticleFrontMatter = v.InferOutput<typeof articleFrontMatterSchema>;
