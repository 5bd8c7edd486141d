// What SenseChecker reports about a draft: one finding per problem, each a range of the draft
// (character offsets), its kind, the words it flags, why, and what to do instead. The page, the
// worker that runs the checks and the rewrite request all speak this shape.
import { FINDING_KINDS, type FindingKind } from "#shared/api/sensechecker-kinds.ts";

/** The kinds a press officer checks for, beyond general writing advice. */
export const PRESS_KINDS: readonly FindingKind[] = ["unsourced", "date", "embargo", "release-parts", "acronym"];

/** Each kind as the summary and the findings name it. */
export const KIND_LABELS: Readonly<Record<FindingKind, string>> = {
  unsourced: "Figure or claim with no source",
  date: "Date to check",
  embargo: "Embargo line",
  "release-parts": "Missing part of a press release",
  acronym: "Acronym not spelled out",
  spelling: "Spelling",
  readability: "Hard to read",
  passive: "Passive voice",
  simpler: "Simpler word",
  repeated: "Repeated word",
  hedge: "Hedge, weasel or filler",
  inconsiderate: "Inconsiderate wording",
};

export interface Finding {
  readonly kind: FindingKind;
  /** Offsets into the draft: the flagged words are draft.slice(start, end). */
  readonly start: number;
  readonly end: number;
  readonly words: string;
  readonly reason: string;
  readonly suggestion: string;
  /** The sentence (or line) the finding sits in: what a rewrite would replace. */
  readonly sentence: Span;
}

/** A sentence of the draft, by its offsets. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** How many findings of each kind, in FINDING_KINDS order, leaving out kinds with none. */
export function countByKind(findings: readonly Finding[]): { kind: FindingKind; count: number }[] {
  return FINDING_KINDS.map((kind) => ({ kind, count: findings.filter((f) => f.kind === kind).length })).filter(
    (row) => row.count > 0,
  );
}
