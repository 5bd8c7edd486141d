// The dated offline snapshot of Policy Intelligence: bills and their stages as of the snapshot's
// date. The page prerenders it, and the functions serve it, labelled with its date, when the Bills
// API cannot be read. Each entry names the published pages its facts come from. Refresh it from the
// live API with `npm run snapshot:policy` (scripts/policy-snapshot.ts), which reads through the
// same adapter as the functions and rewrites ./policy-intelligence-snapshot-data.ts.
import type { Bill } from "./policy-intelligence.ts";
import { SNAPSHOT_DATA } from "./policy-intelligence-snapshot-data.ts";

export interface SnapshotEntry {
  readonly bill: Bill;
  /** The published pages the entry's facts were taken from. */
  readonly sources: readonly string[];
}

export interface PolicySnapshot {
  /** The day the snapshot's facts were last checked (YYYY-MM-DD). */
  readonly asOf: string;
  readonly entries: readonly SnapshotEntry[];
}

export const POLICY_SNAPSHOT: PolicySnapshot = SNAPSHOT_DATA;

export const snapshotBills = (): Bill[] => POLICY_SNAPSHOT.entries.map((e) => e.bill);
