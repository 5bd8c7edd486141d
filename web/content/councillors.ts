// Demonstration councillor records for the councillor profile page. Every person, council, ward
// and local group here is invented; none refers to a real councillor, authority or party.

import { site } from "./site.ts";
import type { Councillor } from "./types.ts";

const demo = `This is a demonstration record created by ${site.brand} to show how a councillor profile works; the person, council and ward are fictional.`;

export const councillors = [
  {
    id: "cllr-amelia-hart",
    name: "Amelia Hart",
    council: "Vale of Ashcombe District Council",
    ward: "Kestrel Hill",
    party: "Independent Alliance",
    roles: ["Cabinet Member for Housing", "Ward Councillor"],
    committees: ["Cabinet", "Housing Delivery Board"],
    interests: ["affordable housing", "rural bus services", "empty homes"],
    firstElected: 2015,
    bio: `${demo} Amelia Hart is shown as a former housing association manager who leads on housing and has campaigned to bring empty homes in market towns back into use.`,
    recentPositions: [
      {
        date: "2025-02-12",
        summary: "Proposed a council tax premium on homes left empty for more than a year, with the income ring-fenced for housing advice.",
      },
      {
        date: "2025-03-26",
        summary: "Backed a target for half of homes on council-owned sites to be affordable, subject to viability testing.",
      },
      {
        date: "2025-05-14",
        summary: "Called for a review of the Kestrel Hill bus timetable after evening services were cut.",
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
    interests: ["local plan", "flood risk", "town centre regeneration"],
    firstElected: 2019,
    bio: `${demo} Rohan Whitfield is shown as a chartered surveyor who chairs the planning committee and takes a close interest in flood risk along the river corridor.`,
    recentPositions: [
      {
        date: "2025-01-22",
        summary: "Asked officers to publish flood modelling for all sites proposed in the draft local plan before public consultation.",
      },
      {
        date: "2025-04-09",
        summary: "Supported a rule that planning committee members receive pre-application briefings only in the presence of an officer.",
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
    interests: ["active travel", "air quality", "riverside access"],
    firstElected: 2017,
    bio: `${demo} Bethan Morrow is shown as a former secondary school geography teacher who leads on climate and transport and represents a dense riverside ward.`,
    recentPositions: [
      {
        date: "2025-01-15",
        summary: "Launched a consultation on a school streets scheme for six primary schools in the city centre.",
      },
      {
        date: "2025-03-05",
        summary: "Opposed plans for a multi-storey car park at Old Quay, arguing for a mobility hub with cycle parking instead.",
      },
      {
        date: "2025-04-30",
        summary: "Proposed an air quality monitoring network near schools, with results published monthly online.",
      },
      {
        date: "2025-05-21",
        summary: "Welcomed funding for a new riverside footpath and asked for it to be lit and step-free.",
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
    interests: ["council finances", "youth services", "procurement"],
    firstElected: 2013,
    bio: `${demo} Tobias Okonjo is shown as an accountant who leads the opposition group and focuses on budget scrutiny and services for young people.`,
    recentPositions: [
      {
        date: "2025-02-20",
        summary: "Tabled a budget amendment to restore funding for two youth centres, offset by savings on consultancy spending.",
      },
      {
        date: "2025-04-16",
        summary: "Asked the audit committee to review how the council awards contracts below the formal tender threshold.",
      },
      {
        date: "2025-05-28",
        summary: "Called for quarterly public reports on progress against the council's savings plan.",
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
    interests: ["business rates", "high street recovery", "skills"],
    firstElected: 2011,
    bio: `${demo} Priya Lansdale is shown as a former small business owner who leads the council and has made high street recovery and local skills her priorities.`,
    recentPositions: [
      {
        date: "2025-01-29",
        summary: "Announced a review of council-owned shop units with the aim of offering short, low-cost leases to new businesses.",
      },
      {
        date: "2025-03-19",
        summary: "Signed a partnership with the local further education college on construction apprenticeships.",
      },
      {
        date: "2025-05-07",
        summary: "Set out plans to publish the council's regeneration pipeline so investors can see which sites are coming forward.",
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
    interests: ["night-time economy", "community safety", "street lighting"],
    firstElected: 2021,
    bio: `${demo} Callum Fairweather is shown as a former paramedic who chairs the licensing committee and speaks often on safety in the town centre at night.`,
    recentPositions: [
      {
        date: "2025-02-05",
        summary: "Proposed a review of the council's licensing policy to include a safer nights charter for late-opening venues.",
      },
      {
        date: "2025-04-23",
        summary: "Asked for a survey of street lighting on routes between the town centre and the railway station.",
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
    interests: ["adult social care", "unpaid carers", "rural health access"],
    firstElected: 2017,
    bio: `${demo} Niamh Ostrander is shown as a former district nurse who leads on adult social care and support for unpaid carers in a large rural county.`,
    recentPositions: [
      {
        date: "2025-01-08",
        summary: "Launched a review of respite provision for unpaid carers, including a survey open to all carers in the county.",
      },
      {
        date: "2025-03-12",
        summary: "Backed a pilot of community health hubs in three market towns, run jointly with local health partners.",
      },
      {
        date: "2025-05-20",
        summary: "Called on care providers to publish waiting times for home care packages by area.",
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
    interests: ["road maintenance", "rural broadband", "school transport"],
    firstElected: 2023,
    bio: `${demo} Dafydd Penhallow is shown as a farmer and parish council chair who was elected in 2023 and focuses on roads, broadband and school transport in outlying villages.`,
    recentPositions: [
      {
        date: "2025-02-18",
        summary: "Asked for the county's pothole repair backlog to be published by division each month.",
      },
      {
        date: "2025-04-02",
        summary: "Objected to proposed changes to school transport eligibility for villages without a safe walking route.",
      },
      {
        date: "2025-05-13",
        summary: "Pressed for a timetable for gigabit broadband in the Tarrow Valley's outlying hamlets.",
      },
    ],
  },
] as const satisfies readonly Councillor[];
