// Engagements at /case-studies/{slug}, with clients anonymised (and published only with their
// consent where the details identify them), linked from the services and outcomes they illustrate.
import type { outcomes } from "./outcomes.ts";
import type { ServiceSlug } from "./services.ts";
import type { TeamSlug } from "./team.ts";
import type { CaseStudy } from "./types.ts";

type OutcomeSlug = (typeof outcomes)[number]["slug"];

/** A case study whose team, services and outcomes must name real entries. */
type CheckedCaseStudy = CaseStudy & {
  readonly team: readonly TeamSlug[];
  readonly services: readonly ServiceSlug[];
  readonly outcomes: readonly OutcomeSlug[];
};

export const caseStudies = [
  {
    asks: [
      "Have you helped get new homes approved?",
      "Example of winning a planning committee vote",
      "How did you cut objections to a housing scheme?",
      "Case study where residents worried about flooding and traffic",
      "Affordable housing project you've worked on",
    ],
    slug: "market-town-housing-consent",
    name: "146 homes approved on the edge of a market town",
    title: "Planning Consent for 146 Homes in a South West Market Town",
    description:
      "How early, honest consultation helped a housing association win committee approval for 146 homes, half of them affordable, in a South West market town.",
    client: "A regional housing association",
    sector: "Affordable housing",
    period: "2024 to 2025",
    lede: "A housing association wanted to build 146 homes on a field where an earlier scheme had drawn more than 600 objections. We helped it listen first, change the scheme where residents had a point and take an honest record to committee.",
    situation: [
      "The site was a seven-hectare field on the edge of a market town in the South West, outside the settlement boundary drawn in a local plan adopted nine years earlier. In 2019 a different promoter's proposal for 220 homes on the same land was refused after 611 objections, most of them about traffic on the narrow lane that would have served it and about surface water running off the field into the houses below.",
      "The association planned 146 homes, half of them for social rent and shared ownership. Under the National Planning Policy Framework as revised in December 2024, the district council could not show a five-year supply of housing land, so the presumption in favour of sustainable development applied. That helped on the principle but settled none of the local issues, and the town council, the ward councillors and a well-organised flood action group all remembered the last scheme.",
    ],
    approach: [
      "We started with a map rather than a layout. Over six weeks we read three years of planning committee and town council minutes, the 2019 objections and local social media, and met the ward and county councillors, the town clerk, the flood action group, the primary school and the GP practice. That showed which arguments had carried weight with councillors before, and that drainage and the lane mattered far more to people than the number of homes.",
      "The first round of consultation asked questions before it showed a plan: two drop-in sessions in the town hall, a Saturday stall at the market and an online map where people could pin problems they knew about. When the first drop-in drew mostly retired residents, we added evening sessions at the school and targeted social media adverts. In all, 418 people gave feedback.",
      "We took the themes to the design team and reported back on what changed. Vehicle access moved from the lane to the main road, with a new junction agreed in principle with county highways officers. The drainage ponds were sized beyond the policy minimum using the flood group's own records of where water ran, and part of the 10% biodiversity net gain that major applications have had to show since February 2024 became a meadow along the stream that residents asked to keep open. The second round showed the revised scheme beside the feedback that had prompted each change.",
      "Political engagement stayed inside the council's planning code. We briefed the ward councillors and the town council in open meetings, and the association presented to members at a pre-application briefing run by officers, where councillors could ask questions but did not give a view. Once the application was submitted, no committee member was approached individually.",
      "The application went in with a consultation statement recording every theme raised, the response to it, and what had not been changed and why. Before the meeting we prepared the association's speaker for the applicant's speaking slot and for the questions members were most likely to ask, on construction traffic and school places.",
    ],
    results: [
      {
        figure: "Approved 8 votes to 3",
        detail:
          "The planning committee resolved to grant permission in line with the officers' recommendation, subject to a section 106 agreement, as recorded in the published minutes. The decision notice was issued eleven weeks later, once the agreement was signed.",
      },
      {
        figure: "104 objections, against 611 in 2019",
        detail:
          "Objections on the council's online planning register for this application, compared with the refused 2019 scheme on the same land. The schemes differ in size, so this is not a like-for-like test, but the objections narrowed to construction traffic and school places.",
      },
      {
        figure: "Town council: no objection",
        detail:
          "The town council objected at pre-application stage and, after the access was moved, changed its formal consultation response to no objection subject to conditions, according to its published response.",
      },
      {
        figure: "29% of respondents under 40",
        detail:
          "Share of the 418 people giving feedback who gave an age under 40 (age was optional), up from 9% at the first drop-in session, after we added evening sessions and targeted adverts.",
      },
    ],
    lesson:
      "Moving the access added about £400,000 and three months to the programme, and it was the change that turned the town council. The association now asks residents what they know about a site before its design team fixes a layout, and it sets aside budget for changes that answer real objections while they are still affordable to make.",
    publication: {
      identifiable: true,
      consent:
        "Published with the housing association's written agreement. The committee vote and the objections are on the public record, so the scheme can be identified.",
    },
    team: ["priya-nair", "amira-hussain", "rhys-pritchard"],
    services: ["stakeholder-engagement", "political-affairs", "digital-communications"],
    outcomes: ["win-planning-consent"],
    keywords: [
      "planning committee",
      "housing association",
      "affordable housing",
      "community consultation",
      "consultation statement",
      "five-year housing land supply",
      "section 106",
    ],
  },
  {
    asks: [
      "Have you ever got legislation amended?",
      "Example of lobbying for small businesses",
      "Example of work for a members' body in food and drink",
      "How do you win a government amendment in the Lords?",
      "Case study of a member survey used as evidence",
    ],
    slug: "trade-association-bill-amendment",
    name: "A workable reporting duty for small producers",
    title: "Changing a Government Bill for a Trade Association",
    description:
      "How member evidence and cross-party engagement won a longer lead-in and a small-firm regime for a new reporting duty in a government Bill.",
    client: "A national trade association for independent food and drink producers",
    sector: "Food and drink manufacturing",
    period: "2024 to 2025",
    lede: "A government Bill would have given 620 small producers six months to start filing quarterly returns to a new national register. We helped their trade association win changes that kept the policy but made it workable.",
    situation: [
      "The Bill, introduced early in the new Parliament in 2024, created a national register of supply-chain traceability data and a duty on every producer above a low turnover threshold to file quarterly digital returns to it. The first returns were due six months after Royal Assent, with fixed penalties for late filing.",
      "The association's members supported the aim, but most employ fewer than 20 people and have nobody whose job is compliance. Its early letters to the department had opposed the clause outright and drawn a standard reply. It asked us to help it change the clause instead of fighting it.",
    ],
    approach: [
      "We read the Bill, its explanatory notes and the impact assessment, then surveyed members on what quarterly returns would really take. 212 of the 620 replied. The median estimate from firms with fewer than 20 staff was three and a half staff days a quarter, several times the impact assessment's figure, which assumed stock software that most small producers do not use.",
      "With the association we cut a long list of complaints down to three asks that served the government's own aim: a lead-in of at least 18 months, annual rather than quarterly returns for small firms, and a turnover threshold matching the Companies Act definition of a small company. Each ask came with its cost, its effect on the data the government wanted and draft wording.",
      "After Second Reading we submitted written evidence to the Public Bill Committee and briefed committee members from the three largest parties. A Liberal Democrat member tabled our lead-in amendment as a probing amendment, and the minister's reply undertook to look again at the timetable. Meanwhile 40 member businesses wrote to their own MPs with their own figures rather than a template letter.",
      "We worked with the Bill team throughout, sharing the survey data and taking officials to two members' production sites to see the record-keeping in practice. We met the minister once, with the association's chair. That meeting was a registrable communication, so the association was named as our client in the quarterly return to the Registrar of Consultant Lobbyists.",
      "In the Lords we briefed crossbench, Conservative and Labour peers before Committee stage. The government brought forward its own amendments at Report stage rather than accept opposition wording, which is the usual way a concession on a government Bill arrives.",
    ],
    results: [
      {
        figure: "Lead-in doubled to 12 months",
        detail:
          "A government amendment at Lords Report stage set a minimum of 12 months between Royal Assent and the first returns, against six in the Bill as introduced. Measured by comparing the Bill as introduced with the Act as passed. We had asked for 18.",
      },
      {
        figure: "Small-firm regime written into the Act",
        detail:
          "The Act requires the regulations to make separate, proportionate provision for small businesses and to be consulted on before they are made. Whether that means annual returns will be decided in that consultation, which the association is preparing for.",
      },
      {
        figure: "Evidence cited 4 times in committee",
        detail:
          "Members from two parties quoted the association's written evidence during Public Bill Committee debates, counted from Hansard. The minister referred to the survey figures when announcing the review of the timetable.",
      },
      {
        figure: "Threshold: not won",
        detail:
          "The ask to align the threshold with the small company definition was not accepted; ministers chose to deal with size through the regulations instead. We had told the association at the outset that it was the least likely of the three.",
      },
    ],
    lesson:
      "The association had spent a year opposing the clause and got nowhere. It started to move things once it accepted the policy and argued about the practicalities with its own evidence. Officials changed their view because of survey data from real producers, and the concession came as a government amendment rather than a defeat, which is how most changes to government Bills are won.",
    publication: {
      identifiable: true,
      consent:
        "Published with the trade association's written agreement. The Bill's passage and our lobbying return are public, so the association can be identified.",
    },
    team: ["edward-lacey", "siobhan-gallagher"],
    services: ["political-affairs", "policy-development"],
    outcomes: ["shape-policy-opinion"],
    keywords: [
      "bill amendment",
      "public bill committee",
      "trade association",
      "written evidence",
      "house of lords",
      "impact assessment",
      "lobbying register",
    ],
  },
  {
    asks: [
      "Have you handled a data breach for a school?",
      "Example of telling parents about a cyber attack",
      "Academy trust crisis case study",
      "How did you manage a phishing incident?",
    ],
    slug: "academy-trust-data-breach",
    name: "A data breach at a multi-academy trust",
    title: "Data Breach Communications for a Multi-Academy Trust",
    description:
      "How a multi-academy trust told 2,870 families about a data breach quickly and clearly, reported it in time and kept their confidence while it fixed the cause.",
    client: "A multi-academy trust with eleven schools",
    sector: "Education",
    period: "2025",
    lede: "A phishing email gave an attacker access to a shared drive holding pupil records, including some special educational needs information. We joined the trust's response team within two hours of its first call to us.",
    situation: [
      "On a Tuesday in March, the trust's IT provider found that a staff email account had been compromised through a phishing email and used to reach a shared drive. The drive held names, addresses and dates of birth for pupils across eleven primary and secondary schools and, for some of them, notes on special educational needs and medical conditions. There was no ransom demand, and it was not yet clear what had been copied.",
      "The trust had a crisis plan, but it had never been tested and its contact lists were a year out of date. Headteachers were already fielding questions from staff who had noticed accounts being locked, and a parents' group on social media had started to speculate.",
    ],
    approach: [
      "In the first meeting we agreed with the chief executive, the data protection officer, the IT provider and the trust's solicitors what could be said and what could not yet be confirmed. Within the hour the trust had a holding statement for staff, a line for school receptions and a short note for parents that said what had happened, what the trust was doing and when it would say more.",
      "The data protection officer's report to the Information Commissioner's Office had to be made within 72 hours of the trust becoming aware of the breach, so we planned the communications around that clock. Once the forensic review confirmed which records had been reached, we drafted letters in three versions, so that each family was told exactly which information about their child was involved and what it meant, with practical advice on phishing attempts and a named contact.",
      "Staff heard first. Headteachers were briefed at 7.30am on the day the letters went out, with a question-and-answer sheet, and we trained the trust's own staff to run a helpline for four weeks. The Department for Education, the local authorities' special educational needs teams, the police and the local MPs were told before the letters arrived, so none of them heard it first from a parent or a journalist.",
      "Two local newspapers and a regional broadcaster covered the story. The chief executive gave one recorded interview, prepared the day before, in which she acknowledged the breach, apologised and explained what families should do. We monitored coverage and social media daily and corrected factual errors directly and courteously.",
      "Six weeks later we ran a review with the trust board. The crisis plan was rewritten, the contact lists were given an owner, and the trust ran its first scenario exercise with us that autumn.",
    ],
    results: [
      {
        figure: "ICO report at 58 hours",
        detail:
          "The data protection officer reported the breach to the Information Commissioner's Office 58 hours after the trust became aware of it, inside the 72-hour limit, measured from the trust's incident log.",
      },
      {
        figure: "All families told before the press",
        detail:
          "Letters reached all 2,870 affected families by email and post on day five; the first news story ran on day six and quoted the trust's letter. Checked against the mailing log and media monitoring.",
      },
      {
        figure: "1,312 helpline contacts, 91% resolved first time",
        detail:
          "Calls and emails to the helpline over four weeks, from the trust's contact log. The other 9% needed a call back from the data protection officer or a headteacher.",
      },
      {
        figure: "63% rated the communication good",
        detail:
          "In a survey of affected families six weeks later, 63% rated the trust's communication good or very good and 14% poor. The response rate was 24%, so the result is indicative rather than representative.",
      },
    ],
    lesson:
      "The trust's plan failed on the basics, not the big decisions: nobody owned the contact lists and nobody had ever drafted a letter to parents about their children's data. Rehearse the letter as well as the press statement, give the lists an owner, and let the regulatory clock rather than the news cycle set the order of the day.",
    publication: {
      identifiable: true,
      consent:
        "Published with the trust's written agreement. The breach was reported in the local press, so the trust can be identified.",
    },
    team: ["daniel-osei", "ruth-adeyemi"],
    services: ["crisis-communications", "corporate-communications", "stakeholder-engagement"],
    outcomes: ["crisis-ready"],
    keywords: [
      "data breach",
      "multi-academy trust",
      "cyber incident",
      "information commissioner's office",
      "letters to parents",
      "holding statement",
      "crisis communications",
    ],
  },
  {
    asks: [
      "Example of a council launching a chatbot",
      "How accurate was the council's AI assistant?",
      "Public sector AI project you've worked on",
      "The union worried AI would cut jobs. How did you handle it?",
    ],
    slug: "council-ai-assistant-launch",
    name: "A council's AI assistant, launched carefully",
    title: "Launching a Council's AI Web Assistant Safely",
    description:
      "How a unitary council tested, narrowed and explained its new AI web assistant before launch, keeping residents, staff and councillors with it.",
    client: "An English unitary council",
    sector: "Local government",
    period: "2025 to 2026",
    lede: "A council had bought an AI assistant to answer residents' questions on its website. Before launch we helped it find out what the assistant got wrong, narrow what it was allowed to do and explain it plainly to residents, staff and councillors.",
    situation: [
      "The council's contact centre handled more than 400,000 calls a year, many of them routine questions about bin collections, council tax payments and parking permits. Its digital team had bought an AI assistant, built by a supplier on the council's own web pages, to answer those questions online at any hour. Launch was ten weeks away.",
      "Then the trade union asked whether the assistant was the first step towards cutting contact centre jobs, an opposition group tabled questions at full council, and the leader asked for an outside view of whether the council could explain the assistant if it went wrong. Stories about chatbots giving confident wrong answers had already reached the national news.",
    ],
    approach: [
      "We started by testing what the assistant actually said. With contact centre staff we put 400 real questions from the previous year's call logs to it, and service leads marked each answer: 87% were right, 9% incomplete and 4% wrong, mostly on council tax reductions and school transport eligibility, where a wrong answer could cost a family money. The council took those topics out of scope, and the assistant now explains that a person will help and passes them on.",
      "With the information governance team and the council's lawyers we reviewed the data protection impact assessment and the equality impact assessment, and drafted a record under the government's Algorithmic Transparency Recording Standard. The standard is mandatory for central government departments rather than councils, but it gave residents and councillors a complete, familiar account of what the tool does, what data it uses and who is accountable for it.",
      "Staff and the union were briefed before any public announcement. The chief executive set out in writing that the assistant was there to take routine volume and that no post was being deleted because of it, and contact centre staff were given a simple way to report wrong answers, which they used more than anyone else.",
      "For councillors we wrote a cross-party briefing and supported officers at the scrutiny committee, where the opposition's questions were answered in public and the council agreed to report back after six months. For residents, every conversation opens by saying that this is an AI assistant, that it can make mistakes, that people should not share personal details and how to reach a person instead.",
      "We also planned for failure, with a named owner, holding lines and a rule for when to switch a topic off. In the fifth week a change to garden waste rounds left the assistant giving wrong collection days. The topic was paused within three hours, a correction went on the website and social media, and the incident was reported to scrutiny in the six-month review.",
    ],
    results: [
      {
        figure: "Correct answers up from 87% to 96%",
        detail:
          "Share of answers marked correct by service leads on the same 400-question test, before launch and three months after, following the scope changes and fixes to the web pages the assistant draws on.",
      },
      {
        figure: "11% fewer calls about bins",
        detail:
          "Contact centre calls about waste and recycling in the first full quarter after launch, compared with the same quarter a year earlier. A new collection calendar sent to every household also played a part.",
      },
      {
        figure: "19 complaints in about 41,000 chats",
        detail:
          "Formal complaints naming the assistant in its first six months, from the council's complaints system, against the supplier's count of conversations. Eleven were about the garden waste error.",
      },
      {
        figure: "Staff understanding up from 34% to 71%",
        detail:
          "Contact centre staff agreeing that they understood what the assistant would and would not do, in pulse surveys before the briefings and three months after launch (response rates 78% and 69%).",
      },
    ],
    lesson:
      "The most useful day of the project was the one spent testing real questions. Taking council tax reductions and school transport out of scope cost the council some of its ambition and spared it the story everyone feared. Saying plainly what an AI tool will not do turned out to matter as much as explaining what it will.",
    publication: {
      identifiable: true,
      consent:
        "Published with the council's written agreement. The scrutiny committee's papers are public, so the council can be identified.",
    },
    team: ["rhys-pritchard", "siobhan-gallagher", "amira-hussain"],
    services: ["digital-communications", "policy-development", "corporate-communications"],
    outcomes: ["ship-ai-safely"],
    keywords: [
      "ai assistant",
      "chatbot",
      "council",
      "algorithmic transparency recording standard",
      "data protection impact assessment",
      "responsible ai",
      "public sector ai",
    ],
  },
] as const satisfies readonly CheckedCaseStudy[];
