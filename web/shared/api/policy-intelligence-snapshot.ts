// The dated offline snapshot of Policy Intelligence: bills of the 2024-26 session and the stages
// of each that published records give a day for, as of the snapshot's date. The page prerenders
// it, and the functions serve it, labelled with its date, when the Bills API has never been read.
// Each entry names the published pages its facts come from. A stage whose day the records do not
// give is left out rather than guessed, so a bill's stages here can be fewer than Parliament's.
// Refresh from the live API with `npm run snapshot:policy` (scripts/policy-snapshot.ts), which
// reads it through the same adapter as the functions.
import type { Bill, BillStage } from "./policy-intelligence.ts";
import { billPageUrl } from "./policy-intelligence-links.ts";
import { stageReached } from "./policy-intelligence-stages.ts";

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

const stage = (name: string, house: string, sortOrder: number, ...dates: string[]): BillStage => ({
  name,
  house,
  sortOrder,
  dates,
});

interface Draft {
  readonly id: number;
  readonly title: string;
  readonly longTitle: string | null;
  readonly originatingHouse: string;
  readonly currentHouse: string;
  readonly status: Bill["status"];
  readonly department: string | null;
  readonly member: string | null;
  readonly stages: BillStage[];
  readonly sources: readonly string[];
}

const AS_OF = "2026-09-13";

function entry(draft: Draft): SnapshotEntry {
  const { sources, stages, ...rest } = draft;
  return {
    bill: {
      ...rest,
      currentStage: stageReached(stages, AS_OF),
      // Worked out on the day the snapshot is shown (stages listed after its date stay "next").
      nextStage: null,
      lastUpdate: null,
      stages,
      url: billPageUrl(draft.id),
    },
    sources: [billPageUrl(draft.id), ...sources],
  };
}

export const POLICY_SNAPSHOT: PolicySnapshot = {
  asOf: AS_OF,
  entries: [
    entry({
      id: 4035,
      title: "Cyber Security and Resilience (Network and Information Systems) Bill",
      longTitle: null,
      originatingHouse: "Commons",
      currentHouse: "Lords",
      status: "in-progress",
      department: "Department for Science, Innovation and Technology",
      member: null,
      stages: [
        stage("1st reading", "Commons", 1, "2025-11-12"),
        stage("2nd reading", "Commons", 2, "2026-01-06"),
        stage("3rd reading", "Commons", 5, "2026-06-16"),
        stage("1st reading", "Lords", 6, "2026-06-17"),
        stage("2nd reading", "Lords", 7, "2026-07-14"),
        stage("Committee stage", "Lords", 8, "2026-09-01"),
      ],
      sources: [],
    }),
    entry({
      id: 4019,
      title: "Public Office (Accountability) Bill",
      longTitle:
        "A Bill to impose a duty on public authorities and public officials to act with candour, transparency and frankness; to make provision for the enforcement of that duty in their dealings with inquiries and investigations; to require public authorities to promote and take steps to maintain ethical conduct within all parts of the authority; to create an offence in relation to public authorities and public officials who mislead the public; to create further offences in relation to the misconduct of persons who hold public office and to abolish the common law offence of misconduct in public office; to make provision enabling persons to participate at inquiries and investigations where the conduct of public authorities may be in issue; and for connected purposes.",
      originatingHouse: "Commons",
      currentHouse: "Lords",
      status: "in-progress",
      department: "Ministry of Justice",
      member: "David Lammy",
      stages: [
        stage("1st reading", "Commons", 1, "2025-09-16"),
        stage("3rd reading", "Commons", 5, "2026-07-14"),
        stage("2nd reading", "Lords", 7, "2026-09-01"),
      ],
      sources: [
        "https://commonsbusiness.digiminster.com/Document/97673/Html?subType=Standard",
        "https://www.hansardsociety.org.uk/news/parliament-matters-bulletin-15-september-2025",
      ],
    }),
    entry({
      id: 4242,
      title: "ECHR (Notification of Withdrawal) Bill",
      longTitle: null,
      originatingHouse: "Commons",
      currentHouse: "Commons",
      status: "in-progress",
      department: null,
      member: "Mike Wood",
      stages: [stage("1st reading", "Commons", 1, "2026-06-22"), stage("2nd reading", "Commons", 2, "2026-09-11")],
      sources: [],
    }),
    entry({
      id: 4189,
      title: "PSED (Repeal) Bill",
      longTitle: null,
      originatingHouse: "Commons",
      currentHouse: "Commons",
      status: "in-progress",
      department: null,
      member: "Joy Morrissey",
      stages: [stage("1st reading", "Commons", 1, "2026-06-22"), stage("2nd reading", "Commons", 2, "2027-03-05")],
      sources: [],
    }),
    entry({
      id: 3946,
      title: "Planning and Infrastructure Act 2025",
      longTitle: null,
      originatingHouse: "Commons",
      currentHouse: "Unassigned",
      status: "act",
      department: null,
      member: null,
      stages: [
        stage("Report stage", "Commons", 4, "2025-06-09"),
        stage("Royal Assent", "Unassigned", 18, "2025-12-18"),
      ],
      sources: [
        "https://www.hansardsociety.org.uk/news/parliament-matters-bulletin-9-june-2025",
        "https://www.legislation.gov.uk/ukpga/2025/34/enacted",
      ],
    }),
    entry({
      id: 3764,
      title: "Renters’ Rights Act 2025",
      longTitle: "A Bill to make provision changing the law about rented homes.",
      originatingHouse: "Commons",
      currentHouse: "Unassigned",
      status: "act",
      department: null,
      member: null,
      stages: [
        stage("Consideration of Lords amendments", "Commons", 12, "2025-09-08"),
        stage("Royal Assent", "Unassigned", 18, "2025-10-27"),
      ],
      sources: ["https://www.hansardsociety.org.uk/news/parliament-matters-bulletin-8-september-2025"],
    }),
  ],
};

export const snapshotBills = (): Bill[] => POLICY_SNAPSHOT.entries.map((e) => e.bill);
