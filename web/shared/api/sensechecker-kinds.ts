// The kinds of finding SenseChecker raises, shared by the page, its worker and the rewrite
// contract. No schema here, so the page's first load can name them without valibot.

/** The press officer's checks first, then the general writing checks, in the order the summary lists them. */
export const FINDING_KINDS = [
  "unsourced",
  "date",
  "embargo",
  "release-parts",
  "acronym",
  "spelling",
  "readability",
  "passive",
  "simpler",
  "repeated",
  "hedge",
  "inconsiderate",
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** The kinds a rewrite of the sentence can mend. A missing source, an acronym's full name or a
 * release's missing section are facts only the writer has, which a model would make up. */
export const REWRITABLE_KINDS: readonly FindingKind[] = [
  "spelling",
  "readability",
  "passive",
  "simpler",
  "repeated",
  "hedge",
  "inconsiderate",
];
