// What the browser and the functions both know about data read from public sources (Parliament,
// GOV.UK, councils' ModernGov): why a source failed, and the "as of" label every answer built on
// one carries, so a page can say how fresh its list is and never shows an empty list as fact.
import * as v from "valibot";

/** Why a public source could not be read, in the words the pages and the health page use. */
export const SOURCE_PROBLEM_REASONS = [
  "unreachable",
  "timeout",
  "rate-limited",
  "http-error",
  "too-large",
  "bad-shape",
] as const;
export type SourceProblemReason = (typeof SOURCE_PROBLEM_REASONS)[number];

export const sourceProblemSchema = v.object({
  reason: v.picklist(SOURCE_PROBLEM_REASONS),
  /** When the last attempt failed (ISO 8601). */
  at: v.string(),
});
export type SourceProblemNote = v.InferOutput<typeof sourceProblemSchema>;

/** Where the data served came from: fetched just now, the cache, or the snapshot in the repository. */
export const SERVED_FROM = ["live", "cache", "snapshot"] as const;
export type ServedFrom = (typeof SERVED_FROM)[number];

/** The freshness of data from a public source, as an answer carries it beside the data. */
export const servedSchema = v.object({
  /** When the data was fetched from its source (ISO 8601); for the snapshot, the snapshot's date. */
  asOf: v.string(),
  from: v.picklist(SERVED_FROM),
  /** Set when the latest attempt to refresh failed: the data shown is older than wanted. */
  problem: v.optional(sourceProblemSchema),
  /** Records the source sent that did not fit the expected shape and were left out. */
  skipped: v.number(),
});
export type Served = v.InferOutput<typeof servedSchema>;

/** Plain words for each reason, for a page's trouble state and the staff health page. */
export const SOURCE_PROBLEM_WORDS: Record<SourceProblemReason, string> = {
  unreachable: "could not be reached",
  timeout: "took too long to answer",
  "rate-limited": "asked us to slow down (rate limited)",
  "http-error": "answered with an error",
  "too-large": "sent more data than we read",
  "bad-shape": "answered in a shape we do not recognise",
};

/** One source as the staff health page lists it. */
export const sourceHealthSchema = v.object({
  source: v.string(),
  /** Cached entries (one per query or page of the source). */
  entries: v.number(),
  /** The newest good fetch of any of its entries, or null when none has succeeded. */
  lastSuccess: v.nullable(v.string()),
  /** The newest failure of any of its entries, or null. */
  lastProblem: v.nullable(sourceProblemSchema),
  /** Whether the newest attempt for some entry failed (its data is older than wanted). */
  failing: v.boolean(),
  /** Records left out as the wrong shape, summed over its entries' last good fetches. */
  skipped: v.number(),
});
export type SourceHealth = v.InferOutput<typeof sourceHealthSchema>;
