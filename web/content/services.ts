// The firm's services. Each entry becomes a page at /services/{slug} and feeds menus, the
// sitemap, page search and TENFOLD's knowledge. Worked examples live in ./case-studies.ts,
// which links each case study to the services it illustrates.
import type { Service } from "./types.ts";

export const services = [
  {
    asks: [
      "How do we consult local residents about our plans?",
      "Can you run a public consultation for our project?",
      "Help getting the community on side before a big change",
      "People living near our site are angry that nobody asked them. What now?",
      "Who can organise drop-in events and workshops with residents?",
      "We're changing an NHS service and have to involve patients and the public",
      "Does our consultation have to meet a legal standard to hold up?",
    ],
    slug: "stakeholder-engagement",
    name: "Stakeholder Engagement",
    title: "Stakeholder Engagement Consultancy",
    description:
      "Stakeholder engagement and community consultation for projects, policy and change: mapping, listening, dialogue and reporting that stands up to scrutiny.",
    lede: "We help you find the people your decision affects, hear them properly and show them what changed as a result.",
    sections: [
      {
        asks: [
          "what does stakeholder engagement actually mean",
          "is a consultation just a leaflet drop and an exhibition",
          "should we consult before or after our plans are fixed",
          "what do courts and planning authorities expect from a consultation",
          "why bother talking to likely objectors early on",
        ],
        heading: "What stakeholder engagement is",
        paragraphs: [
          "Stakeholder engagement is the organised work of identifying who has a stake in a decision, understanding what they need and what they fear, and giving them a real chance to shape the outcome. Done well, it surfaces problems while they are still cheap to fix, builds a record of fair dealing and turns likely objectors into people who at least trust the process.",
          "It is not a leaflet drop or a box-ticking exhibition. Public law expects consultation to happen while proposals are still at a formative stage, to give people enough information and time to respond, and to show that responses were conscientiously taken into account. Planning authorities, regulators and courts look for exactly that. We design programmes that meet the standard, because it is also what works.",
        ],
      },
      {
        asks: [
          "how do you work out who our stakeholders are",
          "how do you reach people who never turn up to public meetings",
          "what happens to the feedback people give during engagement",
          "what happens to Healthwatch under the Health Bill",
          "does the council's health scrutiny committee get involved in NHS service changes",
        ],
        heading: "How we work",
        paragraphs: [
          "Every programme starts with a stakeholder map built from public records, council and parliamentary sources, local media and conversations on the ground. We rank interests by influence and by how much the decision affects them, because the quietest groups are often the most affected and the least heard.",
          "From there we agree clear objectives, a plan of channels and a timetable that fits your statutory and commercial deadlines. We mix formats: briefings for elected representatives, workshops with community groups, drop-in events, online consultation and targeted conversations with people who rarely come to public meetings. Feedback is logged as it arrives, grouped by theme and reported to your team regularly, so design and policy choices can respond while they are still open.",
          "Some programmes carry statutory steps of their own, and we check who holds each role before we start. A change to NHS services, for example, involves the council's health overview and scrutiny committee, and patient-voice arrangements are in transition: the Health Bill introduced in 2026 would abolish local Healthwatch, passing its health functions to integrated care boards and its social care functions to councils.",
        ],
      },
      {
        asks: [
          "what deliverables do we get from a consultation programme",
          "will you write the consultation statement for our planning application",
          "are your consultation materials plain English and accessible",
          "do you staff and facilitate the events as well",
          "what happens with community relations once construction starts",
        ],
        heading: "What you get",
        paragraphs: [
          "You get a programme that is planned, evidenced and defensible, with outputs your project team, board and decision-makers can use.",
        ],
        bullets: [
          "A stakeholder map and engagement plan with named owners and dates",
          "Consultation materials written in plain English and checked for accessibility",
          "Event planning, facilitation and staffing, in person and online",
          "A feedback log coded by theme, with regular insight reports",
          "A consultation statement for a planning application, or an engagement report for an infrastructure project, ready to submit",
          "Liaison arrangements that carry relationships into the delivery phase",
        ],
      },
      {
        asks: [
          "do you do community engagement for housebuilders and energy projects",
          "do you run consultations in Wales",
          "which parts of the country do you cover for engagement work",
          "can you work alongside our planning consultants and lawyers",
          "do NHS bodies and councils use you for engagement",
        ],
        heading: "Who we work with",
        paragraphs: [
          "Our clients include developers and housebuilders, energy and infrastructure promoters, universities, NHS bodies, local authorities and businesses managing site changes or restructuring. What they share is a decision that affects people who did not ask for it, and who have the means either to slow it down or to improve it.",
          "From our offices in Bristol and London we run programmes across England and Wales, and we are used to working alongside planning consultants, lawyers and technical teams who need engagement evidence in a particular form.",
        ],
      },
      {
        asks: [
          "how long does a community consultation take",
          "how many months is a typical pre-application engagement programme",
          "who would be our day-to-day contact on a consultation",
          "what are the stages of a consultation programme",
          "how often do we get updates on what people are saying",
        ],
        heading: "How an engagement runs",
        paragraphs: [
          "A programme for a planning application, an infrastructure project or a service change usually runs for four to nine months in four phases. A partner or director is accountable for it and a lead consultant runs it day to day as your main contact; a consultant handles research, materials and logistics; we add facilitators for events, and the same people stay on the work throughout.",
        ],
        bullets: [
          "Discovery, weeks 1 to 4: the stakeholder map, a review of the site or service history and of any statutory steps, and early private conversations with councillors, officers and community leaders. You receive the map and a written engagement plan to sign off.",
          "Listening, weeks 4 to 10: briefings, workshops and one-to-one conversations while options are still open, with every piece of feedback logged and coded from the first day. You receive a fortnightly summary of what people are saying.",
          "Consultation, weeks 10 to 20: published materials, events in person and online, and a staffed inbox and phone line. You receive a weekly feedback log and a mid-point review with recommendations for changes to the scheme or the outreach.",
          "Reporting, the final four to six weeks: analysis, a record of what changed and why, and the consultation statement or engagement report in the form your decision-maker needs, followed by a liaison plan for delivery.",
        ],
      },
    ],
    keywords: [
      "community consultation",
      "public consultation",
      "stakeholder mapping",
      "community engagement",
      "consultation statement",
      "statement of community consultation",
      "consultation report",
      "public engagement",
      "resident engagement",
      "engagement plan",
      "listening exercise",
    ],
  },
  {
    asks: [
      "Can you help us lobby government?",
      "How do we get a meeting with a minister or our MP?",
      "Looking for a public affairs agency that knows Westminster",
      "Who should we be talking to in government about our issue?",
      "Do you work with the Scottish Parliament, the Senedd and Stormont?",
      "Help planning our presence at party conference",
      "Government relations support for an energy company",
    ],
    slug: "political-affairs",
    name: "Political Affairs",
    title: "Political Affairs and Public Affairs Consultancy",
    description:
      "Political and public affairs advice for organisations working with Westminster, the devolved governments and councils: intelligence, strategy and advocacy.",
    lede: "We help you understand how government decisions are really made and put your case to the people who make them, openly and effectively.",
    sections: [
      {
        asks: [
          "what is public affairs",
          "is political affairs the same thing as public affairs",
          "do you cover council and mayoral politics as well as Westminster",
          "who actually makes government decisions on policy, funding and regulation",
        ],
        heading: "What political affairs covers",
        paragraphs: [
          "Political affairs, often called public affairs, is the work of understanding government and engaging with it. Policy, regulation, funding and consent decisions are shaped by ministers, officials, MPs, peers, devolved administrations, mayors and councillors, each with their own pressures and timetables. Organisations that understand those pressures make better cases, and make them at the right time.",
          "We give you that understanding and help you act on it: who matters on your issue, what they already think, where the decision sits in the process and what would persuade them. We advise on Westminster and Whitehall, the Scottish Parliament, the Senedd and the Northern Ireland Assembly, and on local and combined authority politics.",
        ],
      },
      {
        asks: [
          "are you on the register of consultant lobbyists",
          "do you declare who your lobbying clients are",
          "do you comply with the Lobbying (Scotland) Act",
          "what is a political audit",
          "can you help us give oral evidence to a select committee",
          "is your lobbying transparent and above board",
        ],
        heading: "How we work",
        paragraphs: [
          "We start with a political audit: a review of your issue, the relevant legislation and policy, Hansard, committee records, party positions and local political control. That shows whether the route runs through a Bill, a consultation, a funding round, a regulator or a council committee, and it sets the plan.",
          "We then build the case with you, write briefings that respect a busy reader's time, and organise meetings, visits and roundtables. We help clients give written and oral evidence to select committees, respond to calls for evidence and work constructively with all-party parliamentary groups. Throughout, we monitor Parliament, government announcements and council agendas so you hear about developments early.",
          "We work in the open. When our work includes paid contact on a client's behalf with UK government ministers or permanent secretaries, we are on the statutory Register of Consultant Lobbyists, which the Registrar of Consultant Lobbyists publishes online, and name that client in our quarterly return, and we comply with Scotland's separate register under the Lobbying (Scotland) Act 2016 where our work falls within it. All our work, inside or outside those registers, follows our published code of conduct. The only thing we offer a decision-maker is a well-made argument.",
        ],
      },
      {
        asks: [
          "can you draft amendments to a bill for us",
          "witness preparation before our CEO appears at a committee hearing",
          "do you offer daily political monitoring",
          "what does a public affairs programme actually include",
          "can you arrange a site visit for an MP",
        ],
        heading: "What you get",
        paragraphs: ["Advice you can act on, and the practical support to act on it well."],
        bullets: [
          "A political audit and stakeholder map covering national, devolved and local government",
          "A campaign strategy with clear asks, audiences and timing",
          "Briefing papers, letters and draft amendments",
          "Select committee evidence and witness preparation",
          "Meeting programmes, site visits and party conference planning",
          "Daily or weekly political monitoring tailored to your issue",
        ],
      },
      {
        asks: [
          "which sectors do you do public affairs work for",
          "do you lobby for charities and trade associations",
          "we have a Spending Review coming up, can you help",
          "help getting ready for a change of government",
        ],
        heading: "Who we work with",
        paragraphs: [
          "We act for companies in regulated and publicly funded sectors such as energy, transport, housing, health, education and technology, as well as trade associations, charities and public bodies that need to work with government more effectively. Many clients come to us ahead of a specific moment: a Bill, a Spending Review, a regulatory review or a change of government. Others retain us so that they are never caught by surprise.",
        ],
      },
      {
        asks: [
          "how long does a public affairs campaign last",
          "can we retain you on an ongoing basis for government relations",
          "who attends meetings with ministers and officials for us",
          "do you keep a record of who you contact on our behalf",
          "how often do you review progress on a lobbying campaign",
        ],
        heading: "How an engagement runs",
        paragraphs: [
          "Political work runs either as a project tied to a moment, such as a Bill, a consultation or a spending decision, or as a retained programme reviewed every quarter. A partner or director with government or parliamentary experience leads and attends the meetings that matter; a consultant runs monitoring and research.",
        ],
        bullets: [
          "Political audit, the first two to four weeks: a review of legislation, policy, Hansard, committee work and party positions, and interviews with your team. You receive the audit, a stakeholder map and a plan with clear asks and timing.",
          "Delivery, usually three to twelve months: briefing papers, evidence submissions, letters, requests for meetings made openly in your name, and preparation and a debrief for every meeting you take. We keep a record of every contact made on your behalf.",
          "Monitoring, throughout: Parliament, government and the relevant councils or devolved bodies, reported daily or weekly, with a short note whenever something needs a decision from you.",
          "Review, every quarter or at each stage of a Bill: what has moved, what has not and what we recommend changing.",
        ],
      },
    ],
    keywords: [
      "public affairs",
      "lobbying",
      "government relations",
      "parliamentary engagement",
      "westminster",
      "whitehall",
      "select committee evidence",
      "political monitoring",
      "devolved government",
      "local government",
      "mp engagement",
    ],
  },
  {
    asks: [
      "How do we get into the newspapers?",
      "media training?",
      "Can you pitch our story to journalists?",
      "We want coverage in the trade press and on local radio",
      "Outsourced press office for a charity or university",
      "Can you write and place an op-ed for our chief executive?",
    ],
    slug: "public-relations",
    name: "Public Relations",
    title: "Public Relations and Media Relations Consultancy",
    description:
      "Public relations and media relations that earn coverage in national, regional and trade press, with clear messages, strong spokespeople and real stories.",
    lede: "We find the stories in your organisation that matter to the public and put them in front of the journalists and audiences who shape opinion.",
    sections: [
      {
        asks: [
          "what is PR and why does it matter",
          "why is earned coverage better than paying for adverts",
          "is PR just about getting as much coverage as possible",
          "what makes PR work well",
        ],
        heading: "What public relations does",
        paragraphs: [
          "Public relations builds and protects reputation through what others say about you: journalists, commentators, partners and the public. Earned coverage carries a credibility that advertising cannot buy, and it reaches decision-makers who read the papers, listen to morning radio and follow specialist trade titles.",
          "Good PR is not about volume. It rests on a clear position, a handful of messages repeated with discipline, spokespeople who can hold their own in an interview, and a steady supply of news, insight and data that journalists find useful. We build those foundations first, then put them to work.",
        ],
      },
      {
        asks: [
          "how do you decide which journalists and outlets to approach",
          "what is a message house",
          "will you tell us if our story isn't newsworthy",
          "do you measure PR success in column inches",
          "do you deal with incoming calls from journalists",
        ],
        heading: "How we work",
        paragraphs: [
          "We begin with your audiences and what you need them to understand or do, then work back to the outlets, programmes and voices that reach them. From there we develop a narrative and message house, find the stories already sitting in your organisation, and plan a calendar around the news agenda, the parliamentary timetable and your own milestones.",
          "We write the way news desks need, sell stories in personally, prepare spokespeople for every interview and handle inbound enquiries. We will also tell you honestly when a story will not fly. Our reporting focuses on whether your messages came through and whether they reached the audiences that matter, not on column inches.",
        ],
      },
      {
        asks: [
          "do you write and send out press releases",
          "what does your press office service include",
          "can you build us a media list with broadcast and trade contacts",
          "how do you evaluate the coverage you get us",
          "do you offer reactive press office support",
        ],
        heading: "What you get",
        paragraphs: ["A press office that understands your organisation, your sector and the politics around it."],
        bullets: [
          "A narrative, message house and key lines for each audience",
          "Press releases, comment pieces and opinion articles drafted and pitched",
          "Media training and interview preparation for spokespeople",
          "Proactive story planning and reactive press office support",
          "Targeted media lists across national, regional, broadcast and trade outlets",
          "Coverage analysis and evaluation against agreed objectives",
        ],
      },
      {
        asks: [
          "do you do PR for universities and research bodies",
          "can you get us regional coverage in the South West and Wales",
          "do you work with national broadcasters",
          "we need PR that lines up with our lobbying work",
        ],
        heading: "Who we work with",
        paragraphs: [
          "We work with organisations that have something to say on public issues: infrastructure and energy developers, universities and research bodies, charities and campaign groups, professional services firms and technology companies. Many need PR that sits comfortably alongside political engagement, so that what they tell journalists matches what they tell ministers and regulators.",
          "We handle national and specialist media from London and regional media across the South West and Wales from Bristol, and we are equally at home with a trade title, a local radio station or a national broadcaster.",
        ],
      },
      {
        asks: [
          "how long is a PR retainer",
          "what's the minimum term for press office support",
          "how many weeks does a launch campaign run",
          "who deals with senior journalists and editors for us",
          "how often will we get a coverage report",
        ],
        heading: "How an engagement runs",
        paragraphs: [
          "Most press office work is retained for six months or more; launches and campaigns run as projects of six to twelve weeks. A director sets the strategy and deals with senior journalists and editors; a consultant writes, sells in stories and runs the daily desk.",
        ],
        bullets: [
          "Weeks 1 to 3: an audit of your coverage and audiences, interviews with your spokespeople, and a narrative and message house agreed with you.",
          "Weeks 3 to 6: a story plan and media lists, media training for each spokesperson, and the first proactive stories.",
          "Ongoing: stories to an agreed calendar, handling of inbound media calls within agreed hours, and a weekly call with your team.",
          "Monthly: a short report on coverage against the objectives, what landed and what did not, and the plan for the month ahead.",
        ],
      },
    ],
    keywords: [
      "pr agency",
      "media relations",
      "press office",
      "press release",
      "media training",
      "earned media",
      "thought leadership",
      "reputation management",
      "journalist outreach",
      "op-ed",
    ],
  },
  {
    asks: [
      "Our messaging is all over the place, can you help?",
      "We need a comms plan the board can sign off",
      "Help deciding what to say, and to whom",
      "Our new CEO wants to reset how we talk about ourselves",
      "Can you test our messages with focus groups or polling?",
      "A reputation plan for the next twelve months",
    ],
    slug: "strategy",
    name: "Strategy",
    title: "Communications Strategy Consultancy",
    description:
      "Communications and reputation strategy for leadership teams: clear objectives, priority audiences, a core narrative and a plan with measurable results.",
    lede: "We help leadership teams decide what they need to say, to whom and why, and turn it into a plan the whole organisation can follow.",
    sections: [
      {
        asks: [
          "what is a communications strategy",
          "why do we need a strategy before doing any PR",
          "our team is really busy but we have little to show for it",
          "what decisions does a comms strategy make",
        ],
        heading: "What strategy means here",
        paragraphs: [
          "A communications strategy is a set of choices. It says what the organisation is trying to achieve, which audiences matter most to that goal, what they need to understand or believe, and which channels and voices will get them there. Everything else, from press releases to ministerial meetings, should follow from those choices.",
          "Many organisations skip this step and go straight to activity. The result is busy teams, mixed messages and little to show for the effort. We work with boards and leadership teams to make the choices explicit, test them against evidence and write them down in a form people can actually use.",
        ],
      },
      {
        asks: [
          "how do you go about developing a communications strategy",
          "do you interview our staff and outside stakeholders",
          "how do you check our messages actually work with real audiences",
          "how far ahead does the comms plan cover",
          "does the strategy take account of government and regulators",
        ],
        heading: "How we work",
        paragraphs: [
          "We start by listening: interviews with your leadership and frontline teams, a review of existing research and coverage, and conversations with a sample of external stakeholders where appropriate. We look closely at the political and regulatory context too, because in most sectors reputation depends heavily on how government and regulators see you.",
          "We then run focused workshops to agree objectives, audiences and a core narrative, and test draft messages with real audiences through interviews, focus groups or polling where the budget allows. The finished strategy is short, practical and tied to measures you can track, with a plan for the first six to twelve months.",
        ],
      },
      {
        asks: [
          "what's in a communications strategy document",
          "do you give us a measurement framework the board can review",
          "do you do audience segmentation and stakeholder prioritisation",
          "will you write our core narrative and key messages",
          "will we get an audit of our current reputation",
        ],
        heading: "What you get",
        paragraphs: [
          "A strategy the board can approve and the team can deliver, without a shelf of documents nobody reads.",
        ],
        bullets: [
          "An audit of current reputation, coverage and stakeholder views",
          "Communications objectives linked to organisational goals",
          "Audience segmentation and a list of priority stakeholders",
          "A core narrative, proof points and message framework",
          "A channel plan, governance arrangements and a twelve-month roadmap",
          "A measurement framework with indicators the board can review",
        ],
      },
      {
        asks: [
          "who hires a communications strategy consultant",
          "we're a small charity, can you write a plan we can run ourselves",
          "comms strategy after a merger or a new chief executive",
          "help getting several teams behind one story",
        ],
        heading: "Who we work with",
        paragraphs: [
          "We work with chief executives, boards and communications directors in companies, charities, universities and public bodies, often at a moment of change: a new leader, a merger, a shift in funding, a change of government or a reputational setback. Smaller organisations use us to build a plan they can run themselves; larger ones use us to align several teams behind one story.",
        ],
      },
      {
        asks: [
          "how long does a strategy project take",
          "how many weeks to write a comms strategy",
          "how long is the final strategy document",
          "how many workshops will our leadership team need to attend",
          "do you check progress after the strategy is delivered",
        ],
        heading: "How an engagement runs",
        paragraphs: [
          "A strategy project usually takes eight to twelve weeks. A partner or director leads it and a consultant handles research and analysis; both attend every interview and workshop, so nothing is lost between the people who listen and the people who write.",
        ],
        bullets: [
          "Weeks 1 to 4, listening: interviews with leaders, staff and a sample of external stakeholders, and a review of research, coverage and the political and regulatory context. You receive a findings paper.",
          "Weeks 4 to 7, choices: two or three workshops with your leadership team to agree objectives, audiences and the core narrative, with message testing where the budget allows.",
          "Weeks 7 to 10, the strategy: usually no more than twenty pages, with a twelve-month plan, an owner for every action, a measurement framework and a one-page summary for the board.",
          "Afterwards, if you want them: reviews at three and six months to check progress against the measures and adjust the plan.",
        ],
      },
    ],
    keywords: [
      "communications strategy",
      "reputation strategy",
      "messaging framework",
      "narrative development",
      "audience research",
      "message testing",
      "communications plan",
      "brand positioning",
      "board advice",
    ],
  },
  {
    asks: [
      "Can you write our consultation response for us?",
      "Turn our research into proposals ministers could actually adopt",
      "Help drafting a white paper or policy paper",
      "We need a costed proposal to put to a government department",
      "Written evidence for a call for evidence on a tight deadline",
      "Our sector knowledge never lands with officials. How do we fix that?",
    ],
    slug: "policy-development",
    name: "Policy Development",
    title: "Policy Development and Consultation Response Consultancy",
    description:
      "Evidence-led policy development: consultation responses, policy papers and costed proposals that officials and ministers can use, grounded in real data.",
    lede: "We turn your expertise and evidence into policy proposals that government can actually adopt.",
    sections: [
      {
        asks: [
          "what is policy development",
          "what's the point of a costed policy proposal",
          "how does policy work help our lobbying",
          "what makes a policy proposal credible to government",
        ],
        heading: "What policy development involves",
        paragraphs: [
          "Most organisations know their sector better than the officials who regulate it, but that knowledge rarely arrives in a form government can use. Policy development closes the gap. It means understanding the problem government is trying to solve, gathering evidence and setting out workable options with their costs, benefits and trade-offs.",
          "Strong policy work is the foundation of effective public affairs. A clear, costed proposal gives officials something to work with, gives parliamentarians something to champion and gives journalists something to report. It also shows that you are engaging in good faith rather than simply defending your position.",
        ],
      },
      {
        asks: [
          "how do you research the policy background",
          "can you commission independent research to back our case",
          "how do you make sure a consultation response gets taken seriously",
          "do you stress-test our arguments before we submit",
        ],
        heading: "How we work",
        paragraphs: [
          "We begin by mapping the policy landscape: legislation, manifesto commitments, departmental priorities, earlier consultations, select committee reports and the work of think tanks and regulators. That tells us what ministers have already said, what officials are wrestling with and where there is room for a new idea.",
          "We then work with your experts to gather and present evidence, drawing on your own data, published statistics and, where needed, new research from independent partners. We draft, test the argument with friendly critics and refine it until it answers the obvious objections. Government consultations run for a fixed period and responses are read against the questions asked, so every submission we write answers those questions directly as well as making your case.",
        ],
      },
      {
        asks: [
          "do you respond to regulator consultations as well as government ones",
          "can you run a roundtable with officials and academics",
          "plain English summary of an impact assessment",
          "do you do policy horizon scanning",
        ],
        heading: "What you get",
        paragraphs: ["Policy material that is rigorous enough for officials and readable enough for everyone else."],
        bullets: [
          "Policy landscape reviews and horizon scanning",
          "Responses to government, regulator and parliamentary consultations",
          "Policy papers, briefings and costed proposals",
          "Written evidence for select committees and calls for evidence",
          "Roundtables with officials, academics and stakeholders to test ideas",
          "Plain-English summaries of impact assessments and technical evidence",
        ],
      },
      {
        asks: [
          "which policy areas do you cover",
          "do you work on energy and net zero policy",
          "can you help with housing and planning policy",
          "a policy programme that runs over several years",
          "do you work for professional bodies",
        ],
        heading: "Who we work with",
        paragraphs: [
          "We support trade associations, professional bodies, charities, businesses in regulated markets and public sector organisations. Typical areas include planning and housing, energy and net zero, transport, health and social care, skills and education, and digital and data regulation.",
          "Some clients want a single consultation response on a tight deadline; others want a policy programme that runs over several years and builds a lasting reputation for expertise.",
        ],
      },
      {
        asks: [
          "how long does it take to write a consultation response",
          "how many weeks do you need for a consultation submission",
          "who actually writes the policy paper",
          "do you say so when research has been commissioned",
          "can you survey our members to gather evidence",
          "do you brief MPs after we submit",
        ],
        heading: "How an engagement runs",
        paragraphs: [
          "A consultation response runs as a short project, usually three to eight weeks depending on the consultation period. Policy papers and longer programmes run for three to twelve months. A director or associate director with policy experience leads and drafts; a consultant does the research and evidence work; where new data is needed we commission it from independent researchers and say so in the paper.",
        ],
        bullets: [
          "Scoping, in the first week or two: what the department or regulator is trying to achieve, which questions matter to you and what evidence you already hold. You receive a short plan and an evidence request.",
          "Evidence and drafting: analysis of your data and published sources, member or customer surveys where they help, and a first draft tested with your own experts.",
          "Challenge: a review of the draft by a colleague who has not worked on it, and, where appropriate, a conversation with officials before the deadline.",
          "Submission and follow-up: the final response or paper, a short version for your website and members, and briefings for interested parliamentarians or committees.",
        ],
      },
    ],
    keywords: [
      "consultation response",
      "policy paper",
      "policy research",
      "evidence submission",
      "call for evidence",
      "policy proposals",
      "think tank",
      "regulatory policy",
      "horizon scanning",
      "white paper",
    ],
  },
  {
    asks: [
      "How do we tell staff about a restructure?",
      "Announcing redundancies or a site closure",
      "Help with internal comms during a merger",
      "Someone to write the narrative for our annual report",
      "Speechwriting for our chief executive",
      "Making sure staff, unions and investors all hear the same story",
    ],
    slug: "corporate-communications",
    name: "Corporate Communications",
    title: "Corporate Communications Consultancy",
    description:
      "Corporate and internal communications for leadership teams: reputation, results, change programmes and employee engagement, told clearly and consistently.",
    lede: "We help organisations speak with one clear voice to staff, investors, partners and the public, especially when things are changing.",
    sections: [
      {
        asks: [
          "what is corporate communications",
          "what does corporate comms include",
          "does corporate communications include investor relations",
          "communicating a leadership change",
          "why does honest comms matter so much when things are changing",
          "we are closing a site and need to tell our staff",
          "how do we tell employees about redundancies before the news gets out",
        ],
        heading: "What corporate communications covers",
        paragraphs: [
          "Corporate communications is how an organisation explains itself: its purpose, performance, decisions and values. It spans leadership messaging, annual reporting, internal communications, investor and partner relations, and the corporate side of media relations. When it works, every audience hears a consistent story and the organisation is trusted to tell the truth about itself.",
          "It matters most at moments of change. Restructures, mergers, new strategies, leadership transitions and site closures all test whether an organisation can communicate honestly with the people most affected, starting with its own staff.",
        ],
      },
      {
        asks: [
          "do you take employment consultation rules into account",
          "in what order should staff, unions and the public be told",
          "market disclosure rules for a big announcement",
          "can you coach our leaders to deliver bad news in person",
          "how do you keep comms on track in a long change programme",
        ],
        heading: "How we work",
        paragraphs: [
          "We work closely with chief executives, communications directors and HR leads. We begin by understanding the decision or story, the audiences and the legal or regulatory constraints, including employment consultation duties and market disclosure rules where they apply. Then we sequence announcements so that staff, unions, partners and the public hear the right things in the right order.",
          "We write in plain English and we prepare leaders to deliver difficult messages in person. For long-running programmes we set up simple governance: a message grid, an approvals route, a question log and a regular cycle of updates, so that communications keep pace with events rather than trailing behind them.",
        ],
      },
      {
        asks: [
          "do you write intranet articles and all-staff briefings",
          "can you give us an internal comms strategy",
          "can you train our executives for presentations",
          "what goes into an announcement plan for a merger",
        ],
        heading: "What you get",
        paragraphs: ["Communications that hold together across every audience, with the materials to deliver them."],
        bullets: [
          "A corporate narrative and leadership messaging",
          "Announcement plans for restructures, mergers, investments and closures",
          "Internal communications strategy, channels and content",
          "Speeches, letters, intranet articles and all-staff briefings",
          "Annual report and impact report narrative",
          "Executive media and presentation training",
        ],
      },
      {
        asks: [
          "do you work with listed companies",
          "can you keep a market-sensitive announcement confidential",
          "comms for housing associations and NHS trusts",
          "we have to deal with trade unions and regulators too",
        ],
        heading: "Who we work with",
        paragraphs: [
          "Clients include private companies and listed businesses, housing associations, universities, NHS trusts and charities. Many have complex stakeholder groups, including regulators, funders, local authorities and trade unions, and need corporate messages that also work politically.",
          "We are comfortable working within strict confidentiality arrangements where an announcement is commercially or market sensitive, and we keep the circle of people who know small until the moment it needs to widen.",
        ],
      },
      {
        asks: [
          "how far ahead of an announcement should we start planning",
          "how long does a restructure comms programme run",
          "will you be with us on announcement day",
          "can we retain you month by month for internal comms",
          "what happens after the announcement during the consultation period",
        ],
        heading: "How an engagement runs",
        paragraphs: [
          "Announcement programmes, such as a restructure, merger or site change, usually run for six to sixteen weeks around a fixed date. Internal communications and leadership support can also be retained month by month. A director works alongside your chief executive and HR lead; a consultant drafts materials and keeps the question log.",
        ],
        bullets: [
          "Planning, two to four weeks before the announcement: the order in which audiences are told, legal and consultation constraints, key messages and a question-and-answer document, all prepared within a small, named circle.",
          "Preparation, the final week: briefings for managers, rehearsal for the people delivering news in person, and letters, intranet copy and statements ready to release.",
          "Announcement day: we sit with your team, run the timetable and handle media and stakeholder calls.",
          "Afterwards, through any consultation period: regular staff updates, the question log kept current, and a short review at the end of what worked and what did not.",
        ],
      },
    ],
    keywords: [
      "internal communications",
      "change communications",
      "employee engagement",
      "leadership communications",
      "corporate reputation",
      "restructure announcement",
      "merger communications",
      "annual report",
      "executive communications",
    ],
  },
  {
    asks: [
      "Can you run our social media?",
      "Build a website for our consultation",
      "Paid Facebook and Google ads for a campaign",
      "Email marketing that complies with GDPR and PECR",
      "Do political adverts online need an imprint?",
      "Who moderates the comments on our channels?",
    ],
    slug: "digital-communications",
    name: "Digital Communications",
    title: "Digital Communications Consultancy",
    description:
      "Digital communications for campaigns and organisations: content, social media, websites, paid targeting and insight, run responsibly under UK GDPR.",
    lede: "We help you reach and persuade the right people online, with content worth sharing and targeting that respects the rules.",
    sections: [
      {
        asks: [
          "what does digital comms cover",
          "do you use AI tools to produce digital content",
          "does a person check everything before it's published",
          "why does our online presence matter before a consultation",
        ],
        heading: "What digital communications covers",
        paragraphs: [
          "Most audiences now meet an organisation online before they meet it anywhere else. Residents check a project website before a consultation event, journalists check social channels before calling, and MPs' researchers search for background before a meeting. Digital communications makes sure that what they find is clear, current and persuasive.",
          "Our digital work covers content strategy, social media, websites and microsites, email, paid social and search, and online consultation platforms. We use AI-assisted tools where they genuinely save time, such as summarising source material or producing first drafts, and a member of the team reviews everything before it is published.",
        ],
      },
      {
        asks: [
          "how do you choose which social channels to use",
          "do you make short videos and graphics",
          "do we need a DPIA for a digital campaign",
          "is it clear who is behind your paid ads",
          "do you make sure our campaign data use is lawful under UK GDPR",
        ],
        heading: "How we work",
        paragraphs: [
          "We start with audience insight: who you need to reach, where they spend time online and what they already see about your issue. We then plan content around the moments that matter, from a planning submission to a parliamentary debate, and choose a small number of channels to do well rather than many to do badly.",
          "We produce copy, graphics, short video and interactive content, and we run paid campaigns with careful targeting and clear disclosure of who is behind them. Any use of personal data is planned with UK GDPR and the Privacy and Electronic Communications Regulations in mind, including a lawful basis for processing, proper consent for marketing email and a data protection impact assessment where one is needed. For political material, we follow the digital imprint rules introduced by the Elections Act 2022.",
        ],
      },
      {
        asks: [
          "can you build an online consultation hub",
          "do you provide an analytics dashboard",
          "can you manage our online community",
          "what reporting do we get on paid campaigns",
          "can you make a microsite for our project",
        ],
        heading: "What you get",
        paragraphs: [
          "A digital presence that supports your wider objectives and reports honestly on what it achieves.",
        ],
        bullets: [
          "Digital strategy, channel plan and content calendar",
          "Project websites, microsites and online consultation hubs",
          "Social media content, community management and moderation",
          "Paid social and search campaigns with transparent reporting",
          "Email programmes built on compliant consent",
          "Analytics dashboards and monthly insight reports",
        ],
      },
      {
        asks: [
          "do you run digital campaigns for charities building supporters",
          "help a trade body communicate with members online",
          "does your digital work link up with the PR and political side",
          "explaining a complicated issue to the general public online",
        ],
        heading: "Who we work with",
        paragraphs: [
          "We support infrastructure and development promoters running consultations, charities and campaign groups building supporters, trade bodies communicating with members and policymakers, and companies that need to explain complex issues to a general audience. Digital work usually sits alongside our stakeholder, political and media programmes, so that online activity serves the wider strategy rather than running separately.",
        ],
      },
      {
        asks: [
          "how long does a digital campaign last",
          "who owns the ad accounts and the data",
          "can we see exactly what's spent on ads",
          "how long does it take to build a project website",
          "do you test websites for accessibility",
          "how often do you report on social media performance",
        ],
        heading: "How an engagement runs",
        paragraphs: [
          "Digital work runs as a monthly retained service or as a campaign of eight to sixteen weeks. A director sets the strategy and signs off content; our digital and data specialist builds and runs the channels. Paid media is bought through your own advertising accounts, so you keep the data and can see every pound spent.",
        ],
        bullets: [
          "Weeks 1 to 3: audience research, a review of your channels and data practices, and a channel plan and content calendar. Where personal data is involved we agree the lawful basis, and any data protection impact assessment, before launch.",
          "Weeks 3 to 6: build. Project websites, consultation hubs, templates and analytics are set up and tested for accessibility.",
          "Live running: content published to the calendar, moderation within agreed response times, and paid campaigns adjusted weekly.",
          "Monthly: an insight report on reach, engagement and who is missing from the conversation, with recommendations.",
        ],
      },
    ],
    keywords: [
      "social media",
      "digital campaign",
      "content marketing",
      "paid social",
      "project website",
      "online consultation",
      "email marketing",
      "digital strategy",
      "analytics",
      "digital imprints",
    ],
  },
  {
    asks: [
      "What do we do if something goes badly wrong?",
      "Help with a PR disaster",
      "A journalist has called about a scandal, can you help?",
      "Do you handle reputational emergencies?",
      "Someone has leaked an internal document to the press",
      "Issues management support while an investigation is going on",
    ],
    slug: "crisis-communications",
    name: "Crisis Communications",
    title: "Crisis Communications and Issues Management",
    description:
      "Crisis communications and issues management, from preparedness and scenario planning to rapid support when an incident, story or leak breaks.",
    lede: "We help you prepare for the worst day and, when it arrives, act quickly, tell the truth and protect the trust you have earned.",
    sections: [
      {
        asks: [
          "what counts as a crisis",
          "is a data breach or a hostile campaign a crisis",
          "why do the first few hours of a crisis matter so much",
          "do you join our crisis team or advise from outside",
        ],
        heading: "What crisis communications is",
        paragraphs: [
          "A crisis is any event that threatens the trust people place in your organisation: a safety incident, a data breach, a service failure, an investigation, a leaked document or a hostile campaign. The first hours shape how the story is told for months. Organisations that have prepared respond faster, make fewer mistakes and recover sooner.",
          "Crisis communications covers both halves of that work: getting ready in calm conditions and responding under pressure. It sits close to legal, operational and regulatory decisions, so we work as part of your crisis team rather than as a separate voice.",
        ],
      },
      {
        asks: [
          "what does crisis preparation involve",
          "do you draft holding statements in advance",
          "do you run mock media calls in a crisis exercise",
          "data breach notification deadline under UK GDPR",
          "do we have to tell customers affected by a data breach",
        ],
        heading: "How we prepare",
        paragraphs: [
          "Preparation begins with an honest risk review: the issues most likely to hit your organisation and those that would do the most damage. For each we draft holding statements, question-and-answer documents and stakeholder lists, and we agree who decides, who signs off and who speaks. We then test the plan in realistic scenario exercises, with simulated media calls, social media pressure and political questions, because plans that have never been rehearsed rarely survive a real incident.",
          "Where a crisis involves personal data, the law sets the clock. Under UK GDPR, a notifiable personal data breach must usually be reported to the Information Commissioner's Office within 72 hours of becoming aware of it, and affected people must be told without undue delay where the risk to them is high. Your communications plan needs to work within those timescales, not against them.",
        ],
      },
      {
        asks: [
          "do you offer out-of-hours crisis support",
          "what do you do when a crisis breaks",
          "can you run our press office during an incident",
          "should we apologise or take responsibility in a statement",
          "how do we keep staff informed during a crisis",
          "recovering our reputation after an incident",
        ],
        heading: "How we respond",
        paragraphs: [
          "When something breaks we join your response team quickly, in person or remotely, with out-of-hours cover agreed in advance for retained clients. We establish the facts, agree priorities and issue accurate holding lines fast. We run the press office, monitor coverage and social media, brief politicians and regulators, and keep staff informed so that they hear news from you first. Throughout, we advise on tone: acknowledge what has happened, take responsibility where it is due and explain what is being done.",
        ],
        bullets: [
          "Crisis risk review and issues register",
          "Crisis manual, holding statements and Q&A templates",
          "Scenario exercises and spokesperson training",
          "Incident press office and out-of-hours support",
          "Media, social and political monitoring during an incident",
          "Post-incident review and reputation recovery plan",
        ],
      },
      {
        asks: [
          "do you handle crises for utilities and transport companies",
          "crisis support for a regulated financial services firm",
          "will you work with our solicitors in a crisis",
          "do you take the regulator's expectations into account",
        ],
        heading: "Who we work with",
        paragraphs: [
          "We work with organisations whose operations carry public risk or attract scrutiny: infrastructure and utilities, transport, construction, health and care providers, education, technology and financial services. Many are regulated, so our advice always takes account of the regulator's expectations and of your legal advice, and we work closely with your lawyers.",
        ],
      },
      {
        asks: [
          "how long does crisis preparation take",
          "how many weeks to write a crisis manual",
          "how quickly can you get to us once we call",
          "who leads our crisis account, and is there cover",
          "when does crisis response support end",
        ],
        heading: "How an engagement runs",
        paragraphs: [
          "Crisis work has two modes. Preparation runs as a project of six to ten weeks. Response starts when you call and runs until the story has settled. A director leads both, with a second senior adviser on the same account so there is always cover.",
        ],
        bullets: [
          "Preparation, weeks 1 to 3: a risk review with your leadership, legal and operational teams, producing a register of the scenarios that matter most.",
          "Preparation, weeks 3 to 7: the crisis manual, holding statements, question-and-answer documents and contact lists, written with your lawyers.",
          "Preparation, weeks 7 to 10: a scenario exercise and spokesperson training, followed by a short report and changes to the plan.",
          "Response: we join your team within the time agreed in your on-call arrangement, run the press office and monitoring, brief stakeholders, and hold a review once the pressure eases.",
        ],
      },
    ],
    keywords: [
      "crisis management",
      "issues management",
      "crisis pr",
      "reputation crisis",
      "data breach communications",
      "holding statement",
      "crisis plan",
      "scenario exercise",
      "media training",
      "incident response",
    ],
  },
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof services)[number]["slug"];
