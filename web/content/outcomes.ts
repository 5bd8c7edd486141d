// Outcomes clients come to us for. Each entry becomes a page at /outcomes/{slug} and links to
// the services that deliver it.
import type { ServiceSlug } from "./services.ts";
import type { Outcome } from "./types.ts";

/** An outcome whose `services` must name real service slugs. */
type CheckedOutcome = Outcome & { readonly services: readonly ServiceSlug[] };

export const outcomes = [
  {
    asks: [
      "Help getting planning permission for new homes",
      "How do we get councillors to back our application?",
      "Our scheme keeps getting refused, can you help?",
      "Do we still have to consult before applying for a development consent order?",
      "Engagement for a nationally significant infrastructure project",
      "Can you guarantee our application will be approved?",
    ],
    slug: "win-planning-consent",
    name: "Win planning consent",
    title: "Planning Consent: Community Engagement and Political Support",
    description:
      "Build local understanding and political confidence for planning applications, from early community consultation through to the committee decision.",
    lede: "We help developers and infrastructure promoters earn the local understanding and political confidence that planning decisions depend on.",
    services: ["stakeholder-engagement", "political-affairs", "public-relations", "digital-communications"],
    sections: [
      {
        asks: [
          "who decides a planning application, officers or councillors",
          "what is the national scheme of delegation",
          "will our housing scheme go to planning committee",
          "do householder applications ever go to committee",
          "who makes the decision on a nationally significant infrastructure project",
          "does the Planning Inspectorate still look at how we consulted",
        ],
        heading: "Why planning needs more than a good scheme",
        paragraphs: [
          "In England most planning applications are decided by the local planning authority. Since 31 October 2026 a national scheme of delegation, made under the Planning and Infrastructure Act 2025, has set which decisions officers must take and which may go to a planning committee. Householder and minor applications are always decided by officers. Larger schemes are decided by officers too, unless the authority's nominated senior planning officer and nominated councillor agree that they raise issues significant enough for councillors to decide. Where a scheme does reach committee, the councillors on it also represent residents, and a well-organised objection can shape the debate.",
          "Nationally significant infrastructure projects follow a separate route under the Planning Act 2008: examination by the Planning Inspectorate and a decision by the Secretary of State. The 2025 Act removes the statutory duty on promoters to consult before they apply and puts best-practice guidance in its place, although projects submitted before that change takes effect follow the old rules. Councils and the public still take part once an application is examined, and when deciding whether to accept an application the Inspectorate still looks at how the promoter approached publicity and the government's guidance.",
          "On either route the quality of engagement matters, and with fewer statutory steps it matters more. Good consultation improves the scheme, reduces objections rooted in misunderstanding and gives decision-makers, whether officers, councillors or an examining inspector, confidence that local views were heard and taken seriously.",
        ],
      },
      {
        asks: [
          "when should we bring you in on a planning project",
          "can you brief ward councillors and the local MP about our site",
          "does a pre-election period affect our consultation timing",
          "do you stay involved through a planning appeal",
          "do you work with parish and town councils",
        ],
        heading: "How we help",
        paragraphs: [
          "We join early, ideally before the design is fixed. We map the local political picture, including ward councillors, group leaders, the chair of the planning committee, parish and town councils, the MP and community groups, and we plan consultation that fits the consenting route and the local calendar, including pre-election periods.",
        ],
        bullets: [
          "Political and community mapping of the site and the authority",
          "Consultation strategy, public events and online feedback",
          "Briefings for councillors, officers and MPs",
          "Local media and social media handling",
          "A consultation statement for the application, or an engagement report for an infrastructure project",
          "Support through determination, committee where it applies, appeal and into delivery",
        ],
      },
      {
        asks: [
          "do you work on small housing sites or only big schemes",
          "can you help a strategic land promoter",
          "we're a council bringing forward our own site",
          "engagement for a hospital trust or university development",
        ],
        heading: "Who we help",
        paragraphs: [
          "We work with housebuilders, strategic land promoters, energy and infrastructure developers, universities, hospital trusts and councils bringing forward their own sites. Schemes range from a few dozen homes on the edge of a village to regionally significant infrastructure, and the approach scales to match. The principles of early, honest and well-recorded engagement stay the same.",
        ],
      },
      {
        asks: [
          "can you lobby planning committee members directly",
          "what should a good consultation record show",
          "do councillors on the planning committee have to stay neutral",
          "keeping neighbours on side during construction",
        ],
        heading: "What good looks like",
        paragraphs: [
          "A successful programme leaves an audit trail showing who was consulted, what they said and how the scheme responded. It gives case officers and councillors a clear and honest picture of local views rather than a gloss. And it builds relationships that last into construction, when neighbours will judge a developer on how it behaves rather than on what it promised.",
          "We do not promise a particular decision. Planning judgements belong to the planning authority, and members of a planning committee must keep an open mind until they have heard the evidence, so we brief them only in ways the rules allow. What we can do is make sure your scheme is understood, its benefits are explained and genuine concerns are dealt with before the decision is taken, whether by an officer or in the committee room.",
        ],
      },
    ],
    keywords: [
      "planning permission",
      "planning application",
      "planning committee",
      "community consultation",
      "development consent order",
      "nsip",
      "local plan",
      "housing development",
      "objections",
      "planning appeal",
    ],
  },
  {
    asks: [
      "How do we change government policy?",
      "Running a campaign to change the law",
      "How do we get our issue onto ministers' agenda?",
      "Building a coalition to push for reform",
      "Influencing the public debate on an issue we care about",
      "What counts as a win in a policy campaign?",
    ],
    slug: "shape-policy-opinion",
    name: "Shape policy and opinion",
    title: "Shaping Public Policy and Opinion",
    description:
      "Shape policy and public debate with evidence, clear proposals and sustained engagement with Parliament, government, the media and the public.",
    lede: "We help you move an issue up the agenda and give decision-makers a workable answer they can support.",
    services: ["political-affairs", "policy-development", "public-relations", "stakeholder-engagement"],
    sections: [
      {
        asks: [
          "how does policy change in the UK",
          "will one meeting with a minister change anything",
          "how long does it take to change policy",
          "when is the best time to start campaigning for a policy change",
          "what influences ministers and officials",
        ],
        heading: "How policy actually changes",
        paragraphs: [
          "Policy rarely changes because of a single meeting. It changes when a problem is widely recognised, a credible solution is available and there is the political will to act. Ministers and officials respond to evidence, to pressure from select committees and backbenchers, to what they read and hear in the media, and to what constituents and organised interests tell them. An effective campaign works on all of these at once.",
          "It also takes time. Consultations, Bills, fiscal events and party manifestos each run to their own cycle, and the best opportunities often come months before the public moment.",
        ],
      },
      {
        asks: [
          "how do you combine lobbying, media and evidence in one campaign",
          "do you involve people affected by the issue in the campaign",
          "issue and opportunity analysis for our campaign",
          "can you get our campaign in the media too",
        ],
        heading: "How we help",
        paragraphs: [
          "We bring policy, political, media and engagement work together into a single campaign. Policy work builds the evidence and the proposal. Political engagement takes it to officials, ministers, parliamentarians and the devolved governments. Media work makes the public case, and stakeholder engagement brings in the voices of the people affected, whose experience is often the most persuasive evidence of all.",
        ],
        bullets: [
          "Issue and opportunity analysis across the policy cycle",
          "Evidence-based proposals and consultation responses",
          "Parliamentary engagement, including select committee evidence",
          "Media campaigns, comment pieces and spokesperson preparation",
          "Coalitions with partners, experts and affected groups",
        ],
      },
      {
        asks: [
          "should we only talk to the governing party",
          "do you work with opposition parties",
          "are you open about who your clients are",
          "is your campaigning ethical",
        ],
        heading: "Doing it the right way",
        paragraphs: [
          "A case only carries weight if it is trusted. We are open about who we act for, we join the statutory lobbying registers when our work falls within them, we follow our own published code of conduct, and we use evidence that will stand up to challenge. We advise clients to engage across parties, not only with the party in power, because today's opposition spokesperson may be tomorrow's minister.",
        ],
      },
      {
        asks: [
          "what happens if the political situation changes mid-campaign",
          "do you agree targets for a lobbying campaign at the start",
          "is getting an amendment accepted a realistic goal",
          "will you report honestly if the campaign isn't working",
        ],
        heading: "What success looks like",
        paragraphs: [
          "Success might be an amendment accepted, a consultation outcome that reflects your evidence, a select committee recommendation, a change in official guidance or simply an issue that ministers now take seriously. We agree measures at the outset and report against them honestly, including when the political weather changes and the plan has to change with it.",
        ],
      },
    ],
    keywords: [
      "policy campaigning",
      "policy change",
      "campaigning",
      "lobbying",
      "public opinion",
      "advocacy",
      "thought leadership",
      "consultation response",
      "parliament",
      "amendments",
    ],
  },
  {
    asks: [
      "How do we prepare for a crisis before it happens?",
      "Can you write us a crisis plan?",
      "Run a crisis simulation exercise with our leadership team",
      "How long do we have to report a data breach to the ICO?",
      "Train our spokespeople for hostile interviews",
      "Who should sign off statements in an emergency?",
    ],
    slug: "crisis-ready",
    name: "Be crisis-ready",
    title: "Crisis Preparedness and Response",
    description:
      "Prepare your organisation for incidents, investigations and hostile stories with tested plans, trained spokespeople and support on hand when it counts.",
    lede: "We help you prepare before anything goes wrong, so that on the worst day your team knows what to do, who to tell and what to say.",
    services: ["crisis-communications", "corporate-communications", "public-relations", "stakeholder-engagement"],
    sections: [
      {
        asks: [
          "why prepare for a crisis that might never happen",
          "what kinds of crisis should we plan for",
          "a story about our chief executive could break any time",
          "decide in advance who leads in a crisis",
          "does how we handle a crisis affect relationships with staff and customers",
        ],
        heading: "Why preparation matters",
        paragraphs: [
          "Every organisation faces a crisis eventually. A data breach, a safety incident, a failing service, a regulatory investigation or a story about a senior figure can arrive without warning. The organisations that come through well are rarely the luckiest. They are the ones that decided in advance who leads, who signs off and who speaks, and that had already written the first statement.",
          "Preparation also protects relationships. Staff, customers, regulators, politicians and communities remember how they were treated in a crisis long after the headlines have moved on.",
        ],
      },
      {
        asks: [
          "how long should a crisis plan be",
          "how often should we update our crisis plan",
          "do you work with our legal and HR teams on the crisis plan",
          "what's in a crisis plan",
        ],
        heading: "How we help",
        paragraphs: [
          "We work with your legal, operational and HR teams so that the plan reflects how decisions will really be taken. Plans are short enough to use at three in the morning, and we refresh them after every exercise or incident.",
        ],
        bullets: [
          "A risk review to identify the scenarios that matter most",
          "A crisis plan with roles, decision rights and contact lists",
          "Holding statements and question-and-answer documents prepared in advance",
          "Media training for spokespeople, including hostile interviews",
          "Scenario exercises that test the plan under realistic pressure",
          "Response support and a post-incident review when something happens",
        ],
      },
      {
        asks: [
          "legal deadlines we have to meet in a crisis",
          "when does the 72 hour clock start for a personal data breach",
          "do workplace injuries have their own reporting rules",
          "reporting duties for safeguarding concerns",
        ],
        heading: "Know your regulatory clocks",
        paragraphs: [
          "Many crises come with deadlines set by law. Under UK GDPR, a notifiable personal data breach must usually be reported to the Information Commissioner's Office within 72 hours of the organisation becoming aware of it. Workplace injuries, financial services issues and safeguarding concerns carry their own reporting duties. A crisis-ready organisation knows its obligations in advance, and its communications plan fits around them.",
        ],
      },
      {
        asks: [
          "how do we know if we're crisis ready",
          "what does a good crisis response look like",
          "should regulators hear from us before the media",
          "learning lessons after an incident",
        ],
        heading: "What success looks like",
        paragraphs: [
          "Being crisis-ready means your first statement goes out quickly and is accurate, your staff hear the news from you, regulators and politicians are briefed before they read about it, and your response is consistent across every channel. It also means learning: every exercise and every incident should leave the organisation better prepared for the next.",
        ],
      },
    ],
    keywords: [
      "crisis plan",
      "crisis preparedness",
      "business continuity",
      "scenario planning",
      "crisis simulation",
      "holding statement",
      "spokesperson training",
      "data breach",
      "reputation risk",
    ],
  },
  {
    asks: [
      "We need to publish more, and more often",
      "How do we grow our audience online?",
      "Turn one interview with our expert into lots of posts and articles",
      "Our comms team is stretched, can you produce content for us?",
      "An editorial calendar for a trade association",
      "How do you measure whether our content is working?",
    ],
    slug: "scale-content-reach",
    name: "Scale content and reach",
    title: "Scaling Content and Audience Reach",
    description:
      "Reach more of the right people with a steady flow of useful content across media, social, email and web, planned around your goals and measured honestly.",
    lede: "We help you produce more good content, get it to the audiences that matter and learn from what works.",
    services: ["digital-communications", "public-relations", "corporate-communications"],
    sections: [
      {
        asks: [
          "why don't we publish much when we have lots to say",
          "our approvals process is too slow to get content out",
          "our content is full of jargon and written for insiders",
          "our experts are too busy to write",
        ],
        heading: "The challenge",
        paragraphs: [
          "Most organisations have more to say than they have the capacity to publish. Experts are busy, approvals are slow and the content that does appear is often written for insiders. Meanwhile the audiences that matter, from residents and customers to journalists and officials, are spread across many channels and have little time to spare.",
        ],
      },
      {
        asks: [
          "is content support right for a charity or university",
          "we want a steady presence rather than one-off bursts",
          "we need a body of content ready before a campaign launch",
          "content for a professional services firm",
        ],
        heading: "Who it is for",
        paragraphs: [
          "This works well for trade associations, charities, universities, professional services firms and infrastructure promoters: organisations with deep expertise, a public or political audience and a communications team that is stretched. It suits organisations that want a steady presence rather than occasional bursts, and those preparing for a moment, such as a consultation or a campaign launch, that needs a body of content behind it.",
        ],
      },
      {
        asks: [
          "will a real person edit anything drafted by AI",
          "how do you plan a content calendar",
          "do you also get our content into the press",
          "can you handle paid promotion of our posts",
          "who approves content before it's published",
        ],
        heading: "How we help",
        paragraphs: [
          "We set up a content operation that fits your organisation. It starts with a clear narrative and a small set of themes, then a calendar tied to real moments: announcements, consultations, parliamentary business, industry events and the seasons of your own work. We interview your experts and turn one conversation into many outputs: a comment piece, a briefing, a short video, social posts and a newsletter item.",
          "We use AI-assisted tools to speed up research, summarise source material and produce first drafts, and a member of our team checks and edits every item before it goes to you for approval. That lets a small team publish more without lowering its standards.",
        ],
        bullets: [
          "Content strategy, themes and an editorial calendar",
          "Interview-led content drawn from your own experts",
          "Media relations to extend reach through earned coverage",
          "Social, email and web publishing with clear approval routes",
          "Paid promotion where it adds value, with transparent reporting",
          "Monthly analytics and recommendations",
        ],
      },
      {
        asks: [
          "do you judge success by the number of posts",
          "what metrics do you report for content",
          "will content lead to more enquiries and sign-ups",
        ],
        heading: "What success looks like",
        paragraphs: [
          "Success is not a count of posts. It is more of the right people engaging with your message, seen in reach among priority audiences, meaningful engagement, enquiries and sign-ups, coverage that carries your key lines, and feedback from stakeholders who now understand your position. We report on these honestly and adjust the plan as we learn what works.",
        ],
      },
    ],
    keywords: [
      "content strategy",
      "content production",
      "audience growth",
      "social media reach",
      "newsletter",
      "editorial calendar",
      "thought leadership",
      "video content",
      "amplification",
    ],
  },
  {
    asks: [
      "We're launching an AI chatbot, how do we explain it to users?",
      "Is there an AI law in the UK?",
      "Does UK GDPR apply to our AI tool?",
      "Does the EU AI Act affect a UK company?",
      "Our staff are nervous about new AI tools",
      "What should we tell regulators about how we use AI?",
    ],
    slug: "ship-ai-safely",
    name: "Ship AI safely",
    title: "Launching AI Responsibly: Governance and Communications",
    description:
      "Launch AI products and tools with confidence: clear explanations for users, sound governance, data protection compliance and a plan if things go wrong.",
    lede: "We help you introduce AI in a way your users, staff, regulators and the public can understand and trust.",
    services: ["digital-communications", "policy-development", "corporate-communications", "crisis-communications"],
    sections: [
      {
        asks: [
          "what are the risks of launching an AI product",
          "who regulates AI in the UK",
          "do we need a DPIA before using personal data in AI",
          "do people have a right to human review of automated decisions",
          "what did the Data (Use and Access) Act 2025 change about automated decisions",
          "which AI principles do UK regulators apply",
        ],
        heading: "Why AI needs careful communication",
        paragraphs: [
          "AI can help organisations work faster and serve people better, but it also raises real concerns about accuracy, bias, privacy, jobs and accountability. When those concerns are not addressed openly, a launch can quickly become a story about what went wrong. Staff may resist tools they do not understand, and regulators may ask questions you are not ready to answer.",
          "The UK still has no general AI statute. Government policy has been to rely on existing regulators, asking them to apply principles such as safety, transparency, fairness, accountability and the ability to contest decisions within their own sectors. Data protection law already applies in full: using personal data in an AI system needs a lawful basis under UK GDPR, often a data protection impact assessment, and, under rules revised by the Data (Use and Access) Act 2025, safeguards such as a route to human review where significant decisions are taken by automated means alone. If you serve customers in the EU, the EU AI Act may apply as well.",
        ],
      },
      {
        asks: [
          "can you write a plain English explanation of our AI system",
          "help with AI disclosures and user notices",
          "internal comms for rolling out AI to employees",
          "is your own AI assistant tested",
          "plan for if our AI makes a mistake or is accused of bias",
        ],
        heading: "How we help",
        paragraphs: [
          "We work with your product, legal, data and communications teams to make sure that what you say about an AI system matches what it actually does. We apply the same discipline to our own AI assistant, TENFOLD, which is tested before release and tells visitors plainly what it can and cannot do.",
        ],
        bullets: [
          "Plain-English explanations of what your AI does and does not do",
          "User-facing disclosures, notices and help content",
          "Internal communications and training for staff adopting AI tools",
          "Input to AI policies, governance and impact assessments, alongside your legal advisers",
          "Engagement with regulators, policymakers and sector bodies",
          "Issue and incident plans for errors, bias claims or data problems",
        ],
      },
      {
        asks: [
          "do you work with public bodies introducing chatbots",
          "AI comms for a tech company launching a product",
          "automated triage in a charity or public service",
          "what questions will people ask about our AI system",
        ],
        heading: "Who we work with",
        paragraphs: [
          "Our clients here include technology companies launching AI products, public bodies and charities introducing chat assistants or automated triage, and established businesses rolling out AI tools to their staff. Each faces the same test: can they explain clearly what the system does, what data it uses, who is accountable and what people can do if they think it has got something wrong?",
        ],
      },
      {
        asks: [
          "should users be told when they're talking to AI",
          "what does a responsible AI launch look like",
          "how bold should our AI marketing claims be",
          "when should we talk to regulators about our AI",
        ],
        heading: "What success looks like",
        paragraphs: [
          "A safe launch is one where users know when they are dealing with AI, staff understand and trust the tools they are asked to use, regulators have been engaged before they need to ask, and there is a tested plan for when the system gets something wrong. It is also one where claims are modest and accurate, because overpromising is the fastest route to a damaging story.",
        ],
      },
    ],
    keywords: [
      "ai governance",
      "responsible ai",
      "ai launch",
      "ai transparency",
      "ai policy",
      "chatbot",
      "data protection impact assessment",
      "uk gdpr",
      "eu ai act",
      "ai risk",
    ],
  },
  {
    asks: [
      "Keep our board briefed on what's happening in Westminster",
      "Too much news: we need short briefings on what actually matters",
      "What does the Budget mean for us, quickly?",
      "Scenario planning for a general election",
      "Decision workshop for our leadership team",
      "Someone to watch Hansard, councils and regulators for us",
      "We keep being caught out by government announcements",
      "How do we hear about policy changes before they land?",
    ],
    slug: "faster-decisions",
    name: "Make faster decisions",
    title: "Political Intelligence for Faster Decisions",
    description:
      "Make faster, better-informed decisions with political monitoring, stakeholder insight and clear advice on what has changed and what to do next.",
    lede: "We give leadership teams the political and stakeholder intelligence they need to decide quickly and with confidence.",
    services: ["strategy", "political-affairs", "stakeholder-engagement", "policy-development"],
    sections: [
      {
        asks: [
          "we're drowning in political news and alerts",
          "our team spends all its time collecting news instead of analysing it",
          "how do we know which government announcements matter to us",
          "our leadership never reads the long monitoring digests",
        ],
        heading: "The problem with too much information",
        paragraphs: [
          "Leaders are not short of information. Parliament sits for much of the year, departments publish constantly, councils issue agendas and minutes, regulators consult and the media moves by the hour. The hard part is knowing which developments matter to your organisation, what they mean and what to do about them before the window to act closes.",
          "Internal teams often spend their time collecting material rather than interpreting it, and leaders end up reading long digests or none at all. Either way, decisions slow down or are taken without the full picture.",
        ],
      },
      {
        asks: [
          "what sources do you monitor",
          "do you use AI for political monitoring",
          "how quickly can you analyse a reshuffle",
          "do you track stakeholders' positions over time",
          "daily political briefing with recommendations",
        ],
        heading: "How we help",
        paragraphs: [
          "We monitor the sources that matter to you, including Hansard, select committee work, government announcements and consultations, devolved and local government business and specialist media, and filter them through an understanding of your objectives. Instead of a stream of alerts, you receive short briefings that say what has happened, why it matters and what we recommend.",
          "AI-assisted tools help us scan and summarise large volumes of public material quickly. Our consultants add the judgement: context on personalities and party dynamics, an assessment of likely next steps and practical options for your leadership team.",
        ],
        bullets: [
          "Tailored political and policy monitoring",
          "Daily or weekly briefings with clear recommendations",
          "Rapid analysis of announcements, fiscal events and reshuffles",
          "Stakeholder mapping and tracking of positions over time",
          "Scenario planning for elections and policy changes",
          "Decision workshops for boards and leadership teams",
        ],
      },
      {
        asks: [
          "is political monitoring useful for a charity",
          "can we buy political intelligence as a one-off rather than all year",
          "do you cover town halls and the devolved governments",
          "political intelligence for a trade association board",
        ],
        heading: "Who it is for",
        paragraphs: [
          "Chief executives, boards, communications directors and public affairs leads in regulated businesses, trade associations, charities and public bodies, particularly those whose plans depend on decisions taken in Westminster, the devolved governments or town halls. It is useful at a single moment, such as a general election, a Budget or a change of leadership, and as a standing service that runs all year.",
        ],
      },
      {
        asks: [
          "what difference will political intelligence make to our board",
          "how do we avoid being caught out by government announcements",
          "how do we time our engagement better",
        ],
        heading: "What success looks like",
        paragraphs: [
          "Faster decisions are only better decisions when they rest on good information. Success means your leadership team hears about relevant developments early, understands their implications in minutes rather than hours, and has clear options in front of it. Over time it means fewer surprises, better-timed engagement and a strategy that adapts to events rather than being overtaken by them.",
        ],
      },
    ],
    keywords: [
      "political intelligence",
      "political monitoring",
      "horizon scanning",
      "policy tracking",
      "parliamentary monitoring",
      "stakeholder insight",
      "briefings",
      "decision support",
      "scenario planning",
    ],
  },
] as const satisfies readonly CheckedOutcome[];
