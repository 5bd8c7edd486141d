// GovCal Pro's offline default: the sources' published facts as of `asOf`, in the entries' own
// shape, each with its source. The functions serve it (labelled, with its date) when a source has
// never answered; the page prerenders its list from it. Refresh it from the live sources with
// `npm run snapshot:govcal` (scripts/snapshot-govcal.ts), which uses the same adapters.
import type { GovcalEntry } from "./govcal.ts";
import snapshot from "./govcal-snapshot.json" with { type: "json" };

export interface GovcalSnapshot {
  /** When the facts were gathered (YYYY-MM-DD). */
  readonly asOf: string;
  readonly parliament: readonly GovcalEntry[];
  readonly govuk: readonly GovcalEntry[];
}

export const GOVCAL_SNAPSHOT = snapshot as GovcalSnapshot;
