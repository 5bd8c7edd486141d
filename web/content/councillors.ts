// Demonstration councillor records for the councillor profile page. Every person, council, ward
// and local group here is invented; none refers to a real councillor, authority or party.
// A profile holds public-record facts only: office, party, roles, committees, entries in the
// council's register of members' interests, and dated things the councillor proposed, said or
// voted for in public. Never an inferred view or a "likely position" (see /transparency).

import { site } from "#shared/site.ts";
import type { Councillor } from "./types.ts";

const demo = `This is a demonstration record created by ${site.brand} to show how a councillor profile works; the person, council and ward are fictional. A real profile holds only the public record.`;

/** The heading and note of the list of these records on the Council Radar page, which TENFOLD's knowledge also holds. */
export const councillorDirectory = {
  heading: "Demonstration councillor profiles",
  intro: "These records are fictional and show what a Council Radar profile holds.",
} as const;

export const councillors = [
  {
    id: "cllr-amelia-hart",
    name: "Amelia Hart",
    council: "Vale of Ashcombe District Council",
    ward: "Kestrel Hill",
    party: "Independent Alliance",
    roles: ["Cabinet Member for Housing", "Ward Councillor"],
    committees: ["Cabinet", "Housing Delivery Board"],
    interests: [
      "Employment: none declared",
      "Other registrable interest: trustee, Kestrel Hill Community Land Trust",
      "Other registrable interest: council-appointed member, Ashcombe Rural Transport Partnership",
    ],
    firstElected: 2015,
    bio: `${demo} Her council biography describes Amelia Hart as a former housing association manager. She holds the housing portfolio and has brought proposals to cabinet on bringing empty homes in market towns back into use.`,
    recentPositions: [
      {
        date: "2025-02-12",
        summary:
          "Proposed at cabinet a council tax premium on homes left empty for more than a year, with the income ring-fenced for housing advice.",
      },
      {
        date: "2025-03-26",
        summary:
          "Voted at full council for a target of half of homes on council-owned sites to be affordable, subject to viability testing.",
      },
      {
        date: "2025-05-14",
        summary:
          "Asked at full council for a review of the Kestrel Hill bus timetable after evening services were cut.",
      },
    ],
  },
  {
    id: "cllr-rohan-whitfield",
    name: "Rohan Whitfield",
    council: "Vale of Ashcombe District Council",
    ward: "Millstream",
    party: "Civic First",
    roles: ["Chair of Planning Committee", "Ward Councillor"],
    committees: ["Planning Committee", "Local Plan Working Group"],
    interests: [
      "Employment: partner, Whitfield and Lane Chartered Surveyors",
      "Other registrable interest: member, Millstream Flood Action Group",
    ],
    firstElected: 2019,
    bio: `${demo} Rohan Whitfield is a chartered surveyor, as declared in the council's register of interests. He chairs the planning committee and has raised flood risk along the river corridor at several committee meetings.`,
    recentPositions: [
      {
        date: "2025-01-22",
        summary:
          "Asked officers, at the Local Plan Working Group, to publish flood modelling for all sites proposed in the draft local plan before public consultation.",
      },
      {
        date: "2025-04-09",
        summary:
          "Voted for a rule that planning committee members receive pre-application briefings only in the presence of an officer.",
      },
    ],
  },
  {
    id: "cllr-bethan-morrow",
    name: "Bethan Morrow",
    council: "Northbridge City Council",
    ward: "Old Quay",
    party: "Green Valleys Group",
    roles: ["Cabinet Member for Climate and Transport", "Ward Councillor"],
    committees: ["Cabinet", "Transport and Environment Scrutiny Panel"],
    interests: ["Employment: none declared", "Other registrable interest: member, Old Quay Residents' Association"],
    firstElected: 2017,
    bio: `${demo} Her council biography describes Bethan Morrow as a former secondary school geography teacher. She holds the climate and transport portfolio and represents a dense riverside ward.`,
    recentPositions: [
      {
        date: "2025-01-15",
        summary: "Launched a consultation on a school streets scheme for six primary schools in the city centre.",
      },
      {
        date: "2025-03-05",
        summary:
          "Spoke at cabinet against plans for a multi-storey car park at Old Quay and proposed a mobility hub with cycle parking instead.",
      },
      {
        date: "2025-04-30",
        summary:
          "Proposed at cabinet an air quality monitoring network near schools, with results published monthly online.",
      },
      {
        date: "2025-05-21",
        summary:
          "Said in a council press release that she welcomed funding for a new riverside footpath, and asked for it to be lit and step-free.",
      },
    ],
  },
  {
    id: "cllr-tobias-okonjo",
    name: "Tobias Okonjo",
    council: "Northbridge City Council",
    ward: "Lanthorn Green",
    party: "Progressive Unity",
    roles: ["Leader of the Opposition", "Ward Councillor"],
    committees: ["Overview and Scrutiny Committee", "Audit and Governance Committee"],
    interests: [
      "Employment: accountant, Lanthorn Accounting Services",
      "Other registrable interest: governor, Lanthorn Green Primary School",
    ],
    firstElected: 2013,
    bio: `${demo} Tobias Okonjo is an accountant, as declared in the council's register of interests, and leads the opposition group. He has moved the group's budget amendments and asked questions on youth services and procurement at council meetings.`,
    recentPositions: [
      {
        date: "2025-02-20",
        summary:
          "Tabled a budget amendment to restore funding for two youth centres, offset by savings on consultancy spending.",
      },
      {
        date: "2025-04-16",
        summary:
          "Asked the audit committee to review how the council awards contracts below the formal tender threshold.",
      },
      {
        date: "2025-05-28",
        summary:
          "Moved a motion at full council calling for quarterly public reports on progress against the council's savings plan.",
      },
    ],
  },
  {
    id: "cllr-priya-lansdale",
    name: "Priya Lansdale",
    council: "Millbrook Downs Borough Council",
    ward: "Fenwick Marsh",
    party: "Civic First",
    roles: ["Leader of the Council", "Ward Councillor"],
    committees: ["Cabinet", "Economic Growth Board"],
    interests: [
      "Employment: none declared",
      "Securities: shareholding in Fenwick Marsh Bakery Ltd above the registration threshold",
    ],
    firstElected: 2011,
    bio: `${demo} Her council biography describes Priya Lansdale as a former small business owner. She leads the council, and the council plan published under her leadership names high street recovery and local skills as priorities.`,
    recentPositions: [
      {
        date: "2025-01-29",
        summary:
          "Announced a review of council-owned shop units with the aim of offering short, low-cost leases to new businesses.",
      },
      {
        date: "2025-03-19",
        summary: "Signed a partnership with the local further education college on construction apprenticeships.",
      },
      {
        date: "2025-05-07",
        summary:
          "Said in her leader's report to full council that the council will publish its regeneration pipeline so investors can see which sites are coming forward.",
      },
    ],
  },
  {
    id: "cllr-callum-fairweather",
    name: "Callum Fairweather",
    council: "Millbrook Downs Borough Council",
    ward: "Copperfield East",
    party: "Independent Alliance",
    roles: ["Chair of Licensing Committee", "Ward Councillor"],
    committees: ["Licensing Committee", "Community Safety Partnership"],
    interests: ["Employment: none declared", "Other registrable interest: volunteer, Copperfield Street Pastors"],
    firstElected: 2021,
    bio: `${demo} His council biography describes Callum Fairweather as a former paramedic. He chairs the licensing committee and has spoken at several council meetings about safety in the town centre at night.`,
    recentPositions: [
      {
        date: "2025-02-05",
        summary:
          "Proposed at the licensing committee a review of the council's licensing policy to include a safer nights charter for late-opening venues.",
      },
      {
        date: "2025-04-23",
        summary:
          "Asked at the Community Safety Partnership for a survey of street lighting on routes between the town centre and the railway station.",
      },
    ],
  },
  {
    id: "cllr-niamh-ostrander",
    name: "Niamh Ostrander",
    council: "Wyvernmoor County Council",
    ward: "St Elwen's and Harrowdene",
    party: "Green Valleys Group",
    roles: ["Cabinet Member for Adult Social Care", "Division Councillor"],
    committees: ["Cabinet", "Health and Wellbeing Board"],
    interests: [
      "Employment: bank nurse, Wyvernmoor Community Health Services",
      "Other registrable interest: trustee, St Elwen's Carers' Centre",
    ],
    firstElected: 2017,
    bio: `${demo} Her council biography describes Niamh Ostrander as a former district nurse. She holds the adult social care portfolio in a large rural county.`,
    recentPositions: [
      {
        date: "2025-01-08",
        summary:
          "Launched a review of respite provision for unpaid carers, including a survey open to all carers in the county.",
      },
      {
        date: "2025-03-12",
        summary:
          "Proposed at the Health and Wellbeing Board a pilot of community health hubs in three market towns, run jointly with local health partners.",
      },
      {
        date: "2025-05-20",
        summary:
          "Wrote an open letter, published on the council website, asking care providers to publish waiting times for home care packages by area.",
      },
    ],
  },
  {
    id: "cllr-dafydd-penhallow",
    name: "Dafydd Penhallow",
    council: "Wyvernmoor County Council",
    ward: "Tarrow Valley",
    party: "Progressive Unity",
    roles: ["Opposition Spokesperson for Highways", "Division Councillor"],
    committees: ["Highways and Infrastructure Scrutiny Committee", "Planning and Regulation Committee"],
    interests: [
      "Employment: self-employed farmer",
      "Land: farmland in the Tarrow Valley division",
      "Other registrable interest: chair, Tarrow Parish Council",
    ],
    firstElected: 2023,
    bio: `${demo} Dafydd Penhallow is a farmer and chairs his parish council, as declared in the county council's register of interests. Since his election in 2023 his questions and motions have concerned roads, broadband and school transport in outlying villages.`,
    recentPositions: [
      {
        date: "2025-02-18",
        summary:
          "Asked at the Highways and Infrastructure Scrutiny Committee for the county's pothole repair backlog to be published by division each month.",
      },
      {
        date: "2025-04-02",
        summary:
          "Submitted an objection, published with the consultation responses, to proposed changes to school transport eligibility for villages without a safe walking route.",
      },
      {
        date: "2025-05-13",
        summary:
          "Asked the cabinet member at full council for a timetable for gigabit broadband in the Tarrow Valley's outlying hamlets.",
      },
    ],
  },
] as const satisfies readonly Councillor[];
