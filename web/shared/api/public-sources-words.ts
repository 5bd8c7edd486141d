// The reasons a public source fails and their plain words, kept apart from the schemas
// (public-sources.ts) so a page can say what went wrong without loading a schema library.
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

/** Plain words for each reason, for a page's trouble state and the staff health page. */
export const SOURCE_PROBLEM_WORDS: Record<SourceProblemReason, string> = {
  unreachable: "could not be reached",
  timeout: "took too long to answer",
  "rate-limited": "asked us to slow down (rate limited)",
  "http-error": "answered with an error",
  "too-large": "sent more data than we read",
  "bad-shape": "answered in a shape we do not recognise",
};
