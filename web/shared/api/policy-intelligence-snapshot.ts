// The dated offline snapshot of Policy Intelligence: bills and their stages as of the snapshot's
// date. The page prerenders it, and the functions serve it, labelled with its date, when the Bills
// API cannot be read. ./policy-intelligence-snapshot-sources.ts names the published pages each
// bill's facts come from. Refresh both from the live API with `npm run snapshot:policy`
// (scripts/policy-snapshot.ts), which reads through the same adapter as the functions.
import type { Bill } from "./policy-intelligence.ts";
import { SNAPSHOT_DATA } from "./policy-intelligence-snapshot-data.ts";

export interface PolicySnapshot {
  /** The day the snapshot's facts were last checked (YYYY-MM-DD). */
  readonly asOf: string;
  readonly bills: readonly Bill[];
}

export const POLICY_SNAPSHOT: PolicySnapshot = SNAPSHOT_DATA;

export const snapshotBills = (): Bill[] => [...POLICY_SNAPSHOT.bills];
