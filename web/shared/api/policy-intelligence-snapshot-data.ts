// The snapshot's data (./policy-intelligence-snapshot.ts says how it is used). Written by
// `npm run snapshot:policy` (scripts/policy-snapshot.ts) from the live Bills API; this first one
// was written by hand from the published records each entry names in its sources, and lists only
// the stages whose days those records give.
import type { Bill } from "./policy-intelligence.ts";

export const SNAPSHOT_DATA: {
  readonly asOf: string;
  readonly entries: readonly { readonly bill: Bill; readonly sources: readonly string[] }[];
} = {
  asOf: "2026-09-13",
  entries: [
    {
      bill: {
        id: 4035,
        title: "Cyber Security and Resilience (Network and Information Systems) Bill",
        longTitle: null,
        originatingHouse: "Commons",
        currentHouse: "Lords",
        status: "in-progress",
        department: "Department for Science, Innovation and Technology",
        member: null,
        currentStage: {
          name: "Committee stage",
          house: "Lords",
          date: "2026-09-01",
        },
        nextStage: null,
        lastUpdate: null,
        stages: [
          {
            name: "1st reading",
            house: "Commons",
            sortOrder: 1,
            dates: ["2025-11-12"],
          },
          {
            name: "2nd reading",
            house: "Commons",
            sortOrder: 2,
            dates: ["2026-01-06"],
          },
          {
            name: "3rd reading",
            house: "Commons",
            sortOrder: 5,
            dates: ["2026-06-16"],
          },
          {
            name: "1st reading",
            house: "Lords",
            sortOrder: 6,
            dates: ["2026-06-17"],
          },
          {
            name: "2nd reading",
            house: "Lords",
            sortOrder: 7,
            dates: ["2026-07-14"],
          },
          {
            name: "Committee stage",
            house: "Lords",
            sortOrder: 8,
            dates: ["2026-09-01"],
          },
        ],
        url: "https://bills.parliament.uk/bills/4035",
      },
      sources: ["https://bills.parliament.uk/bills/4035"],
    },
    {
      bill: {
        id: 4019,
        title: "Public Office (Accountability) Bill",
        longTitle:
          "A Bill to impose a duty on public authorities and public officials to act with candour, transparency and frankness; to make provision for the enforcement of that duty in their dealings with inquiries and investigations; to require public authorities to promote and take steps to maintain ethical conduct within all parts of the authority; to create an offence in relation to public authorities and public officials who mislead the public; to create further offences in relation to the misconduct of persons who hold public office and to abolish the common law offence of misconduct in public office; to make provision enabling persons to participate at inquiries and investigations where the conduct of public authorities may be in issue; and for connected purposes.",
        originatingHouse: "Commons",
        currentHouse: "Lords",
        status: "in-progress",
        department: "Ministry of Justice",
        member: "David Lammy",
        currentStage: {
          name: "2nd reading",
          house: "Lords",
          date: "2026-09-01",
        },
        nextStage: null,
        lastUpdate: null,
        stages: [
          {
            name: "1st reading",
            house: "Commons",
            sortOrder: 1,
            dates: ["2025-09-16"],
          },
          {
            name: "3rd reading",
            house: "Commons",
            sortOrder: 5,
            dates: ["2026-07-14"],
          },
          {
            name: "2nd reading",
            house: "Lords",
            sortOrder: 7,
            dates: ["2026-09-01"],
          },
        ],
        url: "https://bills.parliament.uk/bills/4019",
      },
      sources: [
        "https://bills.parliament.uk/bills/4019",
        "https://commonsbusiness.digiminster.com/Document/97673/Html?subType=Standard",
        "https://www.hansardsociety.org.uk/news/parliament-matters-bulletin-15-september-2025",
      ],
    },
    {
      bill: {
        id: 4242,
        title: "ECHR (Notification of Withdrawal) Bill",
        longTitle: null,
        originatingHouse: "Commons",
        currentHouse: "Commons",
        status: "in-progress",
        department: null,
        member: "Mike Wood",
        currentStage: {
          name: "2nd reading",
          house: "Commons",
          date: "2026-09-11",
        },
        nextStage: null,
        lastUpdate: null,
        stages: [
          {
            name: "1st reading",
            house: "Commons",
            sortOrder: 1,
            dates: ["2026-06-22"],
          },
          {
            name: "2nd reading",
            house: "Commons",
            sortOrder: 2,
            dates: ["2026-09-11"],
          },
        ],
        url: "https://bills.parliament.uk/bills/4242",
      },
      sources: ["https://bills.parliament.uk/bills/4242"],
    },
    {
      bill: {
        id: 4189,
        title: "PSED (Repeal) Bill",
        longTitle: null,
        originatingHouse: "Commons",
        currentHouse: "Commons",
        status: "in-progress",
        department: null,
        member: "Joy Morrissey",
        currentStage: {
          name: "1st reading",
          house: "Commons",
          date: "2026-06-22",
        },
        nextStage: null,
        lastUpdate: null,
        stages: [
          {
            name: "1st reading",
            house: "Commons",
            sortOrder: 1,
            dates: ["2026-06-22"],
          },
          {
            name: "2nd reading",
            house: "Commons",
            sortOrder: 2,
            dates: ["2027-03-05"],
          },
        ],
        url: "https://bills.parliament.uk/bills/4189",
      },
      sources: ["https://bills.parliament.uk/bills/4189"],
    },
    {
      bill: {
        id: 3946,
        title: "Planning and Infrastructure Act 2025",
        longTitle: null,
        originatingHouse: "Commons",
        currentHouse: "Unassigned",
        status: "act",
        department: null,
        member: null,
        currentStage: {
          name: "Royal Assent",
          house: "Unassigned",
          date: "2025-12-18",
        },
        nextStage: null,
        lastUpdate: null,
        stages: [
          {
            name: "Report stage",
            house: "Commons",
            sortOrder: 4,
            dates: ["2025-06-09"],
          },
          {
            name: "Royal Assent",
            house: "Unassigned",
            sortOrder: 18,
            dates: ["2025-12-18"],
          },
        ],
        url: "https://bills.parliament.uk/bills/3946",
      },
      sources: [
        "https://bills.parliament.uk/bills/3946",
        "https://www.hansardsociety.org.uk/news/parliament-matters-bulletin-9-june-2025",
        "https://www.legislation.gov.uk/ukpga/2025/34/enacted",
      ],
    },
    {
      bill: {
        id: 3764,
        title: "Renters’ Rights Act 2025",
        longTitle: "A Bill to make provision changing the law about rented homes.",
        originatingHouse: "Commons",
        currentHouse: "Unassigned",
        status: "act",
        department: null,
        member: null,
        currentStage: {
          name: "Royal Assent",
          house: "Unassigned",
          date: "2025-10-27",
        },
        nextStage: null,
        lastUpdate: null,
        stages: [
          {
            name: "Consideration of Lords amendments",
            house: "Commons",
            sortOrder: 12,
            dates: ["2025-09-08"],
          },
          {
            name: "Royal Assent",
            house: "Unassigned",
            sortOrder: 18,
            dates: ["2025-10-27"],
          },
        ],
        url: "https://bills.parliament.uk/bills/3764",
      },
      sources: [
        "https://bills.parliament.uk/bills/3764",
        "https://www.hansardsociety.org.uk/news/parliament-matters-bulletin-8-september-2025",
      ],
    },
  ],
};
