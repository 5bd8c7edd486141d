// The consultants on /about, in the home page's About section and in TENFOLD's knowledge.
// Fictional people; earlier roles are described by kind of employer, never by a real name.
import type { ServiceSlug } from "./services.ts";
import { site } from "#shared/site.ts";
import type { TeamMember } from "./types.ts";

/** A team member whose `services` must name real service slugs. */
type CheckedTeamMember = TeamMember & { readonly services: readonly ServiceSlug[] };

export const team = [
  {
    slug: "ruth-adeyemi",
    name: "Ruth Adeyemi",
    role: "Managing Partner",
    office: "Bristol",
    focus: ["Board and leadership advice", "Reputation strategy", "Education and public sector clients"],
    bio: [
      "Ruth leads the firm and advises chief executives and boards on strategy and reputation, usually when a decision they are about to take will be argued over in public. She spent eleven years in newspapers, finishing as political editor of a regional daily, and covered three general elections and more council budget rows than she can count.",
      `Before joining ${site.brand} she ran communications for a large unitary council through four years of budget reductions and a change of political control, which taught her how a decision looks from inside the building. She chairs the firm's conflicts panel and reads every proposal before it goes out.`,
    ],
    previously: [
      "Head of communications at a large unitary council",
      "Political editor of a regional daily newspaper",
      "Reporter for a group of weekly newspapers in the South West",
    ],
    services: ["strategy", "public-relations"],
  },
  {
    slug: "edward-lacey",
    name: "Edward Lacey",
    role: "Partner (Political Affairs)",
    office: "London",
    focus: [
      "Westminster and Whitehall",
      "Bills, amendments and secondary legislation",
      "Trade associations and membership bodies",
    ],
    bio: [
      "Edward runs our political affairs practice from the London office. He advises trade associations, infrastructure companies and charities on legislation, and has taken clients through Second Reading briefings, Public Bill Committee evidence, Lords amendments and the regulations that follow an Act.",
      "He worked in Conservative politics for nine years, as a Commons researcher, then chief of staff to a Conservative MP and finally as a special adviser in a government department. His advice is now strictly cross-party: most of the ministers his clients meet are Labour, and he expects clients to brief every party as carefully as the one in government.",
    ],
    previously: [
      "Special adviser in a government department",
      "Chief of staff to a Conservative MP",
      "Parliamentary researcher in the House of Commons",
    ],
    services: ["political-affairs"],
  },
  {
    slug: "priya-nair",
    name: "Priya Nair",
    role: "Director (Planning and Infrastructure)",
    office: "Bristol",
    focus: [
      "Planning applications and committees",
      "Community consultation",
      "Energy and infrastructure projects",
      "Local plans",
    ],
    bio: [
      "Priya is a chartered town planner who leads our planning and infrastructure work, from edge-of-town housing schemes to solar farms and grid connections. She designs consultation that meets what planning officers and inspectors look for, and writes the consultation statements that go in with our clients' applications, setting out whom they consulted, what people said and what changed as a result.",
      "She spent six years in development management at a district council, presenting officer reports to planning committee, then moved to the land and planning team of a national housebuilder. She knows what a committee member may and may not hear before a decision, and plans engagement around those rules rather than against them.",
    ],
    previously: [
      "Senior planning officer at a district council",
      "Planning manager in the land team of a national housebuilder",
      "Consultation officer on a nationally significant infrastructure project",
    ],
    services: ["stakeholder-engagement"],
  },
  {
    slug: "daniel-osei",
    name: "Daniel Osei",
    role: "Director (Crisis and Corporate Communications)",
    office: "London",
    focus: [
      "Crisis response and preparedness",
      "Data breaches and cyber incidents",
      "Spokesperson and media training",
      "Restructures and change",
    ],
    bio: [
      "Daniel leads our crisis and corporate communications work. He has handled cyber attacks, service failures, employment tribunals and regulatory investigations, and runs the scenario exercises we put clients through before anything goes wrong. His rule is that the first statement should be short, accurate and out within the hour.",
      "He started as a news reporter on a regional daily, then spent five years in a government department's press office, including long stretches on the overnight rota. Before joining us he led media relations for a regional water company through a drought and a week-long supply interruption.",
    ],
    previously: [
      "Head of media relations at a regional water company",
      "Senior press officer in a government department's press office",
      "News reporter on a regional daily newspaper",
    ],
    services: ["crisis-communications", "corporate-communications"],
  },
  {
    slug: "siobhan-gallagher",
    name: "Siobhan Gallagher",
    role: "Associate Director (Policy)",
    office: "London",
    focus: [
      "Consultation responses and evidence",
      "Impact assessments",
      "Data, digital and AI regulation",
      "Housing and planning policy",
    ],
    bio: [
      "Siobhan runs our policy development work: consultation responses, written evidence to select committees and costed proposals that officials can actually use. She reads impact assessments and explanatory notes so that clients do not have to, and she is at her most useful when an argument needs evidence behind it.",
      "She spent nine years in the civil service, first in a government department's housing policy team and then on a Bill team taking legislation through both Houses. She then joined an independent think tank as a senior researcher on data and digital regulation, where she wrote about how public bodies should explain their use of algorithms.",
    ],
    previously: [
      "Senior researcher on data and digital regulation at an independent think tank",
      "Policy adviser on a government Bill team",
      "Policy officer in a government department's housing directorate",
    ],
    services: ["policy-development"],
  },
  {
    slug: "rhys-pritchard",
    name: "Rhys Pritchard",
    role: "Senior Consultant (Digital and Data)",
    office: "Bristol",
    focus: [
      "Online consultation and project websites",
      "Explaining AI tools to users and staff",
      "Audience research and analytics",
      "Paid social with proper imprints",
    ],
    bio: [
      `Rhys leads our digital communications work: project websites and online consultation, social media, paid targeting and the analytics behind them. He also helps clients explain AI tools to the people who will use them, and he runs the pre-release testing of ${site.assistantName}, our own assistant, checking its answers before each change goes live.`,
      "He began as a data analyst at a polling and market research company, then spent four election cycles running digital campaigns for Liberal Democrat candidates in the South West. That taught him how far a small budget can go and how quickly careless targeting loses trust, and he is strict about imprints, consent and data protection impact assessments.",
    ],
    previously: [
      "Digital campaigns organiser for Liberal Democrat candidates in the South West",
      "Data analyst at a polling and market research company",
      "Web editor at a national health charity",
    ],
    services: ["digital-communications"],
  },
  {
    slug: "amira-hussain",
    name: "Amira Hussain",
    role: "Consultant (Local Government)",
    office: "Bristol",
    focus: [
      "How councils take decisions",
      "Planning and licensing committees",
      "Political control and local elections",
      "Councillor briefings",
    ],
    bio: [
      "Amira advises clients on how councils actually decide things: who sits on which committee, what the constitution allows, which decisions belong to cabinet and when the pre-election period starts. She tracks political control and council agendas across the South West and Wales, and prepares the councillor briefings for our planning and public sector work.",
      "She was a committee officer in a city council's democratic services team, clerking planning and licensing committees, and then political assistant to the Labour group on a neighbouring council. Having sat on both sides of the committee table, she is careful about the lines that keep a council decision safe from challenge.",
    ],
    previously: [
      "Political assistant to the Labour group on a city council",
      "Committee officer in a city council's democratic services team",
      "Constituency caseworker for a Labour MP",
    ],
    services: ["stakeholder-engagement"],
  },
] as const satisfies readonly CheckedTeamMember[];

export type TeamSlug = (typeof team)[number]["slug"];
