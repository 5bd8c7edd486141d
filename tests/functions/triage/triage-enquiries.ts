// Twenty enquiries of the kinds the firm receives, written for these tests with the service and
// urgency a consultant would give each, set down before the reader was run on them. Unless an
// enquiry says otherwise it arrives on Wednesday 2 December 2026 at 10:00 UK time, so "by Friday"
// is two working days away and "on 8 December" four.
import type { Urgency } from "#shared/api/triage.ts";

export interface Enquiry {
  readonly kind: string;
  readonly text: string;
  /** The service's slug, or null: not a request for one of the firm's services. */
  readonly service: string | null;
  readonly urgency: Urgency;
  /** When it arrives, where that matters (a crisis at night). */
  readonly at?: string;
}

export const ARRIVES = "2026-12-02T10:00:00Z";

export const ENQUIRIES: readonly Enquiry[] = [
  {
    kind: "a crisis at night",
    at: "2026-12-04T23:10:00Z",
    text: "It has gone eleven and a reporter from the Western Daily has just emailed asking us to comment on claims that one of our care home residents was injured in a fall that staff did not report. They say the story runs in the morning. We have no statement ready and our chief executive is abroad.",
    service: "crisis-communications",
    urgency: "urgent",
  },
  {
    kind: "a council planning fight",
    text: "We are a housebuilder with outline permission for 140 homes on the edge of a market town. The parish council and a residents' group are organising against the reserved matters application, and we want to run a proper consultation with neighbours before it goes to the district council's planning committee in the spring.",
    service: "stakeholder-engagement",
    urgency: "routine",
  },
  {
    kind: "a select committee summons with a date",
    text: "Our chief executive has been asked to give oral evidence to the Business and Trade Committee on 8 December about our pricing. We have never appeared before a select committee and need help preparing her briefing and rehearsing the likely questions.",
    service: "political-affairs",
    urgency: "soon",
  },
  {
    kind: "a vague 'can you help'",
    text: "Hello, can you help us with something? Please call me back when you get a moment.",
    service: null,
    urgency: "routine",
  },
  {
    kind: "a charity campaign",
    text: "We are a small charity supporting young carers. We want to run a campaign to persuade MPs to back an amendment to the bill giving young carers a right to an assessment, and to get our supporters writing to their MP.",
    service: "political-affairs",
    urgency: "routine",
  },
  {
    kind: "a job seeker",
    text: "I graduated in politics this summer and I am looking for a graduate role or an internship in public affairs. Are you hiring at the moment? I have attached my CV.",
    service: null,
    urgency: "routine",
  },
  {
    kind: "a supplier pitch",
    text: "Hi there, I run a media monitoring platform used by over 300 agencies. I would love to book fifteen minutes to show you how we could save your team hours every week on press cuttings.",
    service: null,
    urgency: "routine",
  },
  {
    kind: "a journalist's question about the firm",
    text: "I am a reporter at the Bristol Post writing about lobbying at the city council. Could someone from Larkspur comment on whether you have represented developers at the council in the last year? My deadline is 4pm tomorrow.",
    service: null,
    urgency: "urgent",
  },
  {
    kind: "a data breach",
    text: "We discovered this morning that a contractor's laptop holding the names and addresses of 4,000 tenants was stolen. We have told the ICO. How do we tell tenants, and what do we say if the press calls?",
    service: "crisis-communications",
    urgency: "urgent",
  },
  {
    kind: "a merger to explain to staff",
    text: "We are merging two housing associations next April and need a plan for telling 900 staff, including the likely redundancies, and for keeping tenants informed as the change goes through.",
    service: "corporate-communications",
    urgency: "routine",
  },
  {
    kind: "a tired website and quiet social media",
    text: "Our website is dated and our social media channels get almost no engagement. We would like help with a content plan, a refreshed site and some paid targeting ahead of our membership drive.",
    service: "digital-communications",
    urgency: "routine",
  },
  {
    kind: "a consultation response with a closing date",
    text: "We are the trade body for independent pharmacies and want to respond to the Department of Health's consultation on pharmacy funding. The consultation closes on 11 December. We have survey data from 600 members that we would like to turn into costed proposals.",
    service: "policy-development",
    urgency: "soon",
  },
  {
    kind: "an award to make the most of",
    text: "We are a Bristol engineering firm that has just won a national award. We would like more coverage in the regional and trade press, and someone to help our managing director become a confident spokesperson.",
    service: "public-relations",
    urgency: "routine",
  },
  {
    kind: "a board decision to explain",
    text: "Our board is about to decide whether to close two rural branches and we know it will be controversial. We want advice on how to explain the decision, to whom and in what order, and a plan the whole organisation can follow, before the board meets in the new year.",
    service: "strategy",
    urgency: "routine",
  },
  {
    kind: "a resignation",
    text: "Our council leader resigned an hour ago after allegations about expenses and the local paper is already asking questions. We are the council's communications team and need support today.",
    service: "crisis-communications",
    urgency: "urgent",
  },
  {
    kind: "an NHS service change, wanting to talk by Friday",
    text: "We are an NHS trust planning to move our stroke service to another hospital, and we have to involve patients and the public properly before any decision. Could we talk by Friday?",
    service: "stakeholder-engagement",
    urgency: "urgent",
  },
  {
    kind: "devolved politics",
    text: "We are a renewable energy developer and want to understand how the Welsh Government and Members of the Senedd view onshore wind, and who we should be talking to, ahead of the next Senedd election.",
    service: "political-affairs",
    urgency: "routine",
  },
  {
    kind: "dates with no deadline meaning",
    text: "Since 3 March our residents' association has been raising concerns about the incinerator plan, and last Tuesday the operator held a drop-in session that went badly. We would like someone to help us consult the wider community ourselves.",
    service: "stakeholder-engagement",
    urgency: "routine",
  },
  {
    kind: "crisis words in a plan, not an incident",
    text: "We would like crisis preparedness training for our leadership team next year, including a scenario exercise on what we would do if a data breach happened.",
    service: "crisis-communications",
    urgency: "routine",
  },
  {
    kind: "a video gone viral",
    text: "A video of one of our drivers shouting at a cyclist has gone viral on TikTok and X overnight, with people calling for a boycott. What should we post, and should we apologise?",
    service: "crisis-communications",
    urgency: "urgent",
  },
];
