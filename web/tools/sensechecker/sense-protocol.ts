// What the page and SenseChecker's worker (sense-worker.ts) say to each other.
import type { Finding } from "./sense-findings.ts";

export { DICTIONARY_CACHE } from "#shared/offline-cache.ts";

export type ToWorker =
  /** Start loading the dictionary now: the visitor has begun on a draft. */
  | { readonly type: "warm" }
  /** `today` as an ISO date: a date with no year is read against it. */
  | { readonly type: "check"; readonly id: number; readonly text: string; readonly today: string };

export type FromWorker =
  { readonly id: number; readonly findings: readonly Finding[] } | { readonly id: number; readonly error: string };
