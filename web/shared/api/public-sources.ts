// What the browser and the functions both know about data read from public sources (Parliament,
// GOV.UK, councils' ModernGov): why a source failed, and the "as of" label every answer built on
// one carries, so a page can say how fresh its list is and never shows an empty list as fact.
import * as v from "valibot";
import { SOURCE_PROBLEM_REASONS } from "./public-sources-words.ts";

// The reasons and their words live beside this module, free of valibot, for pages to load cheaply;
// they are named here too so a caller has one module to import.
export { SOURCE_PROBLEM_REASONS, SOURCE_PROBLEM_WORDS, type SourceProblemReason } from "./public-sources-words.ts";

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
