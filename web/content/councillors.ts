// Council Radar's demonstration records: four invented councils and eight invented councillors,
// shown only while no real council is set up (or Council Radar's service cannot be reached), and
// always labelled as fictional. They are never mixed into a real council's records. Every person,
// council, ward and local group here is invented; none refers to a real councillor, authority or
// party. A record holds what a real one would: office, party, ward, committees, declared
// interests and the committees' meetings. Never an inferred view or a "likely position".
import type { Committee, CouncilView, Meeting } from "#shared/api/council-radar.ts";
import type { Councillor } from "./types.ts";

/** The date the demonstration set is "as of": its meetings are upcoming from here. */
export const DEMO_AS_OF = "2026-12-01";

/** The heading and note of the list of these records on the Council Radar page, which TENFOLD's knowledge also holds. */
export const councillorDirectory = {
  heading: "Demonstration councillor profiles",
  intro: "These records are fictional and show what a Council Radar profile holds.",
} as const;

interface DemoCouncil {
  readonly id: string;
  readonly name: string;
  readonly committees: readonly string[];
}

const DEMO_COUNCILS: readonly DemoCouncil[] = [
  {
    id: "demo-vale-of-ashcombe",
    name: "Vale of Ashcombe District Council",
    committees: ["Cabinet", "Housing Delivery Board", "Planning Committee", "Local Plan Working Group"],
  },
  {
    id: "demo-northbridge",
    name: "Northbridge City Council",
    committees: [
      "Cabinet",
      "Transport and Environment Scrutiny Panel",
      "Overview and Scrutiny Committee",
      "Audit and Governance Committee",
    ],
  },
  {
    id: "demo-millbrook-downs",
    name: "Millbrook Downs Borough Council",
    committees: ["Cabinet", "Economic Growth Board", "Licensing Committee", "Community Safety Partnership"],
  },
  {
    id: "demo-wyvernmoor",
    name: "Wyvernmoor County Council",
    committees: [
      "Cabinet",
      "Health and Wellbeing Board",
      "Highways and Infrastructure Scrutiny Committee",
      "Planning and Regulation Committee",
    ],
  },
];

/** The demonstration councillors, each with the name of their (invented) council. */
export const councillors = [
  {
    id: "cllr-amelia-hart",
    councilId: "demo-vale-of-ashcombe",
    council: "Vale of Ashcombe District Council",
    name: "Amelia Hart",
    ward: "Kestrel Hill",
    party: "Independent Alliance",
    roles: ["Cabinet Member for Housing"],
    committees: ["Cabinet", "Housing Delivery Board"],
    interests: [
      "Employment: none declared",
      "Other registrable interest: trustee, Kestrel Hill Community Land Trust",
      "Other registrable interest: council-appointed member, Ashcombe Rural Transport Partnership",
    ],
  },
  {
    id: "cllr-rohan-whitfield",
    councilId: "demo-vale-of-ashcombe",
    council: "Vale of Ashcombe District Council",
    name: "Rohan Whitfield",
    ward: "Millstream",
    party: "Civic First",
    roles: ["Chair of Planning Committee"],
    committees: ["Planning Committee", "Local Plan Working Group"],
    interests: [
      "Employment: partner, Whitfield and Lane Chartered Surveyors",
      "Other registrable interest: member, Millstream Flood Action Group",
    ],
  },
  {
    id: "cllr-bethan-morrow",
    councilId: "demo-northbridge",
    council: "Northbridge City Council",
    name: "Bethan Morrow",
    ward: "Old Quay",
    party: "Green Valleys Group",
    roles: ["Cabinet Member for Climate and Transport"],
    committees: ["Cabinet", "Transport and Environment Scrutiny Panel"],
    interests: ["Employment: none declared", "Other registrable interest: member, Old Quay Residents' Association"],
  },
  {
    id: "cllr-tobias-okonjo",
    councilId: "demo-northbridge",
    council: "Northbridge City Council",
    name: "Tobias Okonjo",
    ward: "Lanthorn Green",
    party: "Progressive Unity",
    roles: ["Leader of the Opposition"],
    committees: ["Overview and Scrutiny Committee", "Audit and Governance Committee"],
    interests: [
      "Employment: accountant, Lanthorn Accounting Services",
      "Other registrable interest: governor, Lanthorn Green Primary School",
    ],
  },
  {
    id: "cllr-priya-lansdale",
    councilId: "demo-millbrook-downs",
    council: "Millbrook Downs Borough Council",
    name: "Priya Lansdale",
    ward: "Fenwick Marsh",
    party: "Civic First",
    roles: ["Leader of the Council"],
    committees: ["Cabinet", "Economic Growth Board"],
    interests: [
      "Employment: none declared",
      "Securities: shareholding in Fenwick Marsh Bakery Ltd above the registration threshold",
    ],
  },
  {
    id: "cllr-callum-fairweather",
    councilId: "demo-millbrook-downs",
    council: "Millbrook Downs Borough Council",
    name: "Callum Fairweather",
    ward: "Copperfield East",
    party: "Independent Alliance",
    roles: ["Chair of Licensing Committee"],
    committees: ["Licensing Committee", "Community Safety Partnership"],
    interests: ["Employment: none declared", "Other registrable interest: volunteer, Copperfield Street Pastors"],
  },
  {
    id: "cllr-niamh-ostrander",
    councilId: "demo-wyvernmoor",
    council: "Wyvernmoor County Council",
    name: "Niamh Ostrander",
    ward: "St Elwen's and Harrowdene",
    party: "Green Valleys Group",
    roles: ["Cabinet Member for Adult Social Care"],
    committees: ["Cabinet", "Health and Wellbeing Board"],
    interests: [
      "Employment: bank nurse, Wyvernmoor Community Health Services",
      "Other registrable interest: trustee, St Elwen's Carers' Centre",
    ],
  },
  {
    id: "cllr-dafydd-penhallow",
    councilId: "demo-wyvernmoor",
    council: "Wyvernmoor County Council",
    name: "Dafydd Penhallow",
    ward: "Tarrow Valley",
    party: "Progressive Unity",
    roles: ["Opposition Spokesperson for Highways"],
    committees: ["Highways and Infrastructure Scrutiny Committee", "Planning and Regulation Committee"],
    interests: [
      "Employment: self-employed farmer",
      "Land: farmland in the Tarrow Valley division",
      "Other registrable interest: chair, Tarrow Parish Council",
    ],
  },
] as const satisfies readonly Councillor[];

const committeeId = (council: DemoCouncil, title: string) => `${council.committees.indexOf(title) + 1}`;

/** Each committee meets once in the month after DEMO_AS_OF, a few days apart. */
function demoMeetings(council: DemoCouncil): Meeting[] {
  return council.committees.map((title, index) => ({
    id: `${index + 1}`,
    committeeId: `${index + 1}`,
    committee: title,
    date: `2026-12-${String(8 + index * 5).padStart(2, "0")}`,
    time: index % 2 === 0 ? "18:30" : "10:00",
    url: "",
  }));
}

/** The demonstration set in the shape the API answers, kind "demo", dated DEMO_AS_OF. */
export const demoCouncils: readonly CouncilView[] = DEMO_COUNCILS.map((council) => ({
  id: council.id,
  name: council.name,
  address: "",
  kind: "demo",
  served: { asOf: DEMO_AS_OF, from: "snapshot", skipped: 0 },
  data: {
    committees: council.committees.map((title): Committee => ({ id: committeeId(council, title), title, url: "" })),
    meetings: demoMeetings(council),
    skipped: 0,
    councillors: councillors
      .filter((c) => c.councilId === council.id)
      .map((c) => ({
        id: c.id,
        councilId: c.councilId,
        name: c.name,
        party: c.party,
        ward: c.ward,
        roles: [...c.roles],
        committees: c.committees.map((title) => ({ id: committeeId(council, title), title })),
        profileUrl: "",
        interestsUrl: null,
        interests: [...c.interests],
      })),
  },
}));
