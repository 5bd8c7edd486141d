// Free practical resources: checklists, templates and guides clients can use without us.

import { site } from "#shared/site.ts";
import type { Resource } from "./types.ts";

export const resources = [
  {
    asks: [
      "Tips for writing our own submission when the government asks for views",
      "How do I answer a government consultation so it counts?",
      "What should our reply to the council's proposals include?",
      "Do I have to answer every question in a consultation?",
      "Will our submission be made public or released under FOI?",
    ],
    slug: "consultation-response-checklist",
    kind: "Checklist",
    title: "Consultation Response Checklist",
    description:
      "A step-by-step checklist for writing a government or council consultation response that is evidenced, on time and answers the questions asked.",
    lede: "Use this checklist from the day a consultation opens to the day the response is published, so your submission is read, counted and remembered.",
    sections: [
      {
        asks: [
          "How many days before the closing date should our internal deadline be?",
          "what should we read before drafting a consultation response",
          "should we team up with our trade body on a joint response",
          "how do I check if a consultation wants an online survey, email or post",
        ],
        heading: "When the consultation opens",
        paragraphs: [
          "Most weak responses fail before a word is written, because the team did not read the documents properly or left too little time for sign-off. Start by working out exactly what is being asked and by when.",
        ],
        bullets: [
          "Note the closing date and time, and set your internal deadline at least five working days earlier to allow for approvals.",
          "Read the full consultation document, any impact assessment and any draft legislation or guidance it refers to, not just the summary.",
          "List every question and mark the ones that matter most to your organisation. You do not have to answer them all.",
          "Check how responses must be submitted: online survey, email or post, and whether there is a word limit or template.",
          "Find out who else is likely to respond, including allies, trade bodies and opponents, and whether a joint or aligned response would carry more weight.",
        ],
      },
      {
        asks: [
          "what kind of evidence actually changes government policy",
          "should we use our own data and figures in a consultation response",
          "how do we show the cost impact of a proposal on our organisation",
          "we disagree with the proposal, is it enough to just object",
          "should I include case studies in our submission",
        ],
        heading: "Building the evidence",
        paragraphs: [
          "Officials have to summarise hundreds or thousands of responses. Evidence they can quote is what moves a policy; opinion they have already heard does not.",
        ],
        bullets: [
          "Use your own data where you have it: costs, case numbers, delivery timescales, examples from specific sites or services.",
          "Quantify the effect of the proposal on your organisation and the people you serve, and show how you calculated it.",
          "Cite published sources by name and date so officials can check them.",
          "Include one or two short case studies that show the real-world effect in plain terms.",
          "Where you disagree, propose a workable alternative rather than simply opposing the change.",
        ],
      },
      {
        asks: [
          "how should a consultation response start",
          "what order should we answer the consultation questions in",
          "where do we put long tables of data in a response",
          "should we say upfront whether we agree or disagree",
          "tips for writing a response a busy civil servant will actually read",
        ],
        heading: "Writing the response",
        paragraphs: ["Write for a busy official who will read your first paragraph carefully and skim the rest."],
        bullets: [
          "Open with a short summary: who you are, who you represent and your three main points.",
          "Answer the questions in the order and numbering used by the consultation, so your answers are counted against the right question.",
          "State clearly whether you agree, disagree or partly agree before giving reasons.",
          "Keep each answer focused; put lengthy data in an annex.",
          "Avoid jargon and acronyms the department does not use itself.",
        ],
      },
      {
        asks: [
          "can we ask for our consultation response to be kept confidential",
          "how do I prove we submitted before the deadline",
          "should we send a copy of our response to our MP",
          "what do we do after we've submitted a consultation response",
        ],
        heading: "Submitting and following up",
        paragraphs: [
          "Responses are often published and may be released under freedom of information law, so write nothing you would not want to see quoted.",
        ],
        bullets: [
          "Decide whether you are content for the response to be published with your name, and say so if you are asking for confidentiality, with reasons.",
          "Get final sign-off from the person who will be quoted or named.",
          "Submit before the deadline and keep the confirmation email or a screenshot of the submission page.",
          "Send a copy to your MP, relevant councillors or select committee members if the issue affects them, with a short covering note.",
          "Watch for the government or council response and check whether your points were reflected; it is the basis for your next conversation.",
        ],
      },
    ],
    keywords: [
      "consultation response",
      "call for evidence",
      "government consultation",
      "council consultation",
      "policy submission",
      "evidence",
    ],
  },
  {
    asks: [
      "What do we say in the first hour of a crisis?",
      "What should our first words to the press be when the facts aren't clear yet?",
      "Should we say no comment?",
      "Example of a holding statement",
      "Can we apologise without admitting liability?",
    ],
    slug: "crisis-holding-statement-template",
    kind: "Template",
    title: "Crisis Holding Statement Template",
    description:
      "A five-part structure for the first public statement in a crisis, with guidance for each line, a worked example and a sign-off checklist.",
    lede: "A holding statement buys you time without looking evasive. This template sets out what to say in the first hour, when the facts are still incomplete.",
    sections: [
      {
        asks: [
          "how long should a holding statement be",
          "what are the five parts of a holding statement",
          "should our statement say when the next update will be",
          "do we need a separate media contact in a crisis statement",
          "what goes in the first statement after an incident",
        ],
        heading: "The five parts of a holding statement",
        paragraphs: [
          "A holding statement is short, usually under 150 words. It confirms what you know, shows you are acting and says when you will say more. It is not the place for causes, blame or speculation.",
        ],
        bullets: [
          "What happened: the confirmed facts only, with the time, the place and what is affected.",
          "Concern: a genuine line about the people affected, placed before anything about the organisation.",
          "Action: what you are doing right now, such as working with the emergency services, pausing a service or opening a helpline.",
          "Next update: when and where you will say more, for example by 4pm on your website.",
          "Contact: a phone number or web page for people who are affected and a separate contact for the media.",
        ],
      },
      {
        asks: [
          "show me a sample holding statement for a burst water main",
          "sample wording for an incident statement from a utility company",
          "can we change the wording of the example statement",
          "what does a good crisis statement look like in practice",
        ],
        heading: "Worked example",
        paragraphs: [
          "The example below is for an invented water company after a burst main. Adapt the wording; keep the order.",
          '"At around 6am today a large water main burst on Station Road, Ashcombe. Around 2,000 homes in the area have no water or low pressure. We are sorry for the disruption this is causing, particularly to vulnerable customers. Our engineers are on site and bottled water is available at Ashcombe Leisure Centre from 9am. Customers on our priority services register will receive deliveries to their door. We will give a further update on our website by 12 noon. Customers can call our incident line at any time; media enquiries should go to our press office."',
        ],
      },
      {
        asks: [
          "should we speculate about the cause of the incident",
          "can we name people who were injured in the statement",
          "can we promise when services will be back up and running",
          "our lawyers want to strip out any sympathy, what should we do",
          "what mistakes to avoid in a first crisis statement",
        ],
        heading: "What to leave out",
        paragraphs: [
          "In the first hour, mistakes in a statement do more damage than the silence they were meant to fill.",
        ],
        bullets: [
          "Do not speculate about the cause, even if you think you know it.",
          "Do not name or describe individuals who are injured or involved until families and the police have agreed.",
          'Do not say "no comment"; say what you can and when you will say more.',
          "Do not promise outcomes you cannot guarantee, such as a fixed time for services to return.",
          "Do not let legal caution remove the expression of concern; you can show regret without admitting liability.",
        ],
      },
      {
        asks: [
          "who should approve a crisis statement before it goes out",
          "do we need legal sign-off on a holding statement",
          "should we tell the regulator before we tell the public",
          "how can we get our first statement out within minutes",
          "can you help us prepare crisis statements in advance",
        ],
        heading: "Sign-off and release checklist",
        bullets: [
          "Facts checked by the person closest to the incident.",
          "Statement approved by one named decision-maker, not a committee.",
          "Legal view taken where there is a risk of litigation or regulatory action, within minutes rather than hours.",
          "Regulators, partners and emergency services told before or at the same time as the public, as your obligations require.",
          "Statement published on your website and social channels, and sent to staff so they hear it from you first.",
          "Time of the next update diarised and an owner named.",
        ],
        paragraphs: [
          `Keep a pre-approved version of the first two lines for your most likely scenarios, so the first statement can go out in minutes. ${site.brand} can help you prepare these before you need them.`,
        ],
      },
    ],
    keywords: [
      "holding statement",
      "crisis communications",
      "crisis statement",
      "incident response",
      "media statement",
      "reputation",
    ],
  },
  {
    asks: [
      "How do I work out who makes a decision?",
      "How to map stakeholders ourselves",
      "Influence and support grid",
      "Where can I research an MP's interests and speeches?",
      "How do we rank who matters most to a decision?",
    ],
    slug: "stakeholder-mapping-guide",
    kind: "Guide",
    title: "Stakeholder Mapping Guide",
    description:
      "How to identify the people who shape a decision, judge their influence and position from public sources, and turn the map into an engagement plan.",
    lede: "A stakeholder map tells you who actually decides, who advises them and who they listen to, so your time goes to the conversations that count.",
    sections: [
      {
        asks: [
          "where do we start with stakeholder mapping",
          "who are the key people in a local council decision",
          "who should be on our map for a national policy decision",
          "what powers do mayors and strategic authorities have",
        ],
        heading: "Start with the decision, not the list",
        paragraphs: [
          "Write down the specific decision you need, who formally makes it and by when. A map built around a general topic ends up listing everyone and prioritising no one.",
          "Then trace the process backwards: who drafts the recommendation, who is consulted, who can delay or amend it, and who scrutinises it afterwards.",
        ],
        bullets: [
          "National decisions: ministers, special advisers, officials leading the policy, select committees, backbench MPs and peers with an interest.",
          "Local decisions: cabinet members, committee chairs, ward councillors, planning and policy officers, and the council's statutory consultees.",
          "Strategic decisions: mayors and strategic authorities, which hold powers over transport, housing, skills and strategic planning in a growing share of England.",
          "Outside influences: trade bodies, campaign groups, residents' associations, journalists and academics whose work decision-makers read.",
        ],
      },
      {
        asks: [
          "where can I find a councillor's declared interests",
          "is Hansard where I look up debates and written questions",
          "where can I find council minutes, webcasts and forward plans",
          "what public sources should we use to research stakeholders",
          "should we note where each piece of research came from",
        ],
        heading: "Research each stakeholder from public sources",
        paragraphs: [
          "Most of what you need is published. Record the source and date of every finding so the map can be checked and updated.",
        ],
        bullets: [
          "Hansard for speeches, written questions and debates in Parliament.",
          "Registers of members' interests for MPs, peers and councillors.",
          "Committee membership lists, agendas, minutes and published evidence.",
          "Council meeting webcasts, cabinet forward plans and officer reports.",
          "Local and trade press coverage, and stakeholders' own websites and social media.",
        ],
      },
      {
        asks: [
          "what do we do about influential people who oppose us",
          "how do I score stakeholders on influence and support",
          "which stakeholders should be our priority conversations",
          "what to do about opponents with little influence",
        ],
        heading: "Place stakeholders on the grid",
        paragraphs: [
          "Score each stakeholder on two questions: how much influence do they have over this decision, and how supportive are they of your position today? Use a simple scale and note your reasoning.",
          "High influence and supportive: keep them briefed and equipped to make the case. High influence and opposed or undecided: these are your priority conversations. Low influence and supportive: potential allies and validators. Low influence and opposed: monitor, and respond to their concerns where you can.",
        ],
      },
      {
        asks: [
          "how often should we update our stakeholder map",
          "is it ok under GDPR to keep notes on stakeholders",
          "should one person own each stakeholder relationship",
          "do we need to log our meetings with stakeholders",
        ],
        heading: "Turn the map into a plan",
        paragraphs: [
          "For each priority stakeholder, set out what you want them to do, what they care about, who is best placed to speak to them and what you will bring to the conversation.",
          "Review the map at every milestone in the decision process. People move jobs, positions shift and new voices appear, and an out-of-date map is worse than none because it gives false confidence.",
        ],
        bullets: [
          "Agree one owner for each relationship to avoid mixed messages.",
          "Log every contact, with date, attendees and what was said.",
          "Treat personal data about stakeholders in line with UK GDPR: use public, professional information and keep it only while it is needed.",
        ],
      },
    ],
    keywords: [
      "stakeholder mapping",
      "stakeholder analysis",
      "influence grid",
      "public affairs planning",
      "engagement plan",
      "political mapping",
    ],
  },
  {
    asks: [
      "Preparing our director for a parliamentary inquiry hearing",
      "What goes in a briefing pack for giving evidence to Parliament?",
      "How to behave when giving oral evidence",
      "Our CEO has been called before MPs, how do we prepare?",
      "Rehearsing before being grilled by MPs",
    ],
    slug: "select-committee-briefing-template",
    kind: "Template",
    title: "Select Committee Briefing Template",
    description:
      "A briefing pack structure for witnesses giving oral evidence to a parliamentary select committee, from members' interests to likely questions.",
    lede: "Appearing before a select committee is public, on the record and often broadcast. This template sets out what a witness briefing pack should contain and how to prepare.",
    sections: [
      {
        asks: [
          "what should be on the first page of a witness briefing",
          "what should our witness know about the inquiry before the session",
          "should the briefing cover what other witnesses have already said",
          "what to include about the committee and terms of reference",
        ],
        heading: "Section 1: The committee and the inquiry",
        paragraphs: ["Open the pack with a single page the witness can read in the car on the way in."],
        bullets: [
          "The committee's name, the inquiry title and its terms of reference.",
          "The date, time, room and expected length of the session, and who else is on the panel.",
          "Why you have been invited, and what the committee is likely to want from you specifically.",
          "The stage the inquiry has reached and what the committee has heard so far from other witnesses.",
          "Your written evidence, if submitted, with the points the committee is likely to test.",
        ],
      },
      {
        asks: [
          "how do we profile the MPs on the committee",
          "who usually asks the first questions at a select committee",
          "should we check committee members' declared interests",
          "how do we know what line each MP will take with our witness",
        ],
        heading: "Section 2: The members",
        paragraphs: [
          "Give a short profile of each member, with the chair first. The chair sets the tone and usually asks the opening questions.",
        ],
        bullets: [
          "Constituency or background, and party.",
          "Previous statements on the issue in the chamber, in earlier sessions and in the media.",
          "Declared interests relevant to your organisation or sector.",
          "Their likely line of questioning and the tone they tend to take with witnesses.",
        ],
      },
      {
        asks: [
          "how many key messages should a witness have",
          "how do we prepare for hostile questions from MPs",
          "what if our witness can't talk about a live court case",
          "which figures does our witness need to know by heart",
        ],
        heading: "Section 3: Key messages and likely questions",
        paragraphs: [
          "Limit the witness to three key messages, each supported by one fact and one example. Then list the questions they are likely to face, including the hostile ones, with a short suggested answer for each.",
        ],
        bullets: [
          "Questions raised with earlier witnesses in the same inquiry.",
          "Questions arising from your own written evidence and published reports.",
          "Questions on recent news coverage, complaints or regulatory findings about your organisation.",
          "Numbers the witness must know precisely, on one page, with sources.",
          "Subjects the witness cannot discuss, such as live legal proceedings, and how to say so politely.",
        ],
      },
      {
        asks: [
          "what if our witness doesn't know the answer to a committee question",
          "can the witness read out a prepared statement",
          "can we correct the transcript after giving evidence",
          "who should the witness look at and address when answering",
          "what if the witness promises to send more information afterwards",
        ],
        heading: "Section 4: Conduct on the day and afterwards",
        paragraphs: [
          "Remind the witness that they are giving evidence to Parliament. Answers must be accurate; if they do not know something, they should say so and offer to write to the committee afterwards.",
        ],
        bullets: [
          "Address the chair and answer the member who asked the question.",
          "Keep answers short and let members ask follow-ups.",
          "Do not read out prepared statements unless the chair invites one.",
          "Note every promise to send further information, and send it promptly.",
          "Check the uncorrected transcript when the clerks send it and correct only factual or transcription errors, within the time given.",
        ],
      },
      {
        asks: [
          "do you run mock select committee sessions",
          "how many practice runs before appearing in front of a committee",
          "can someone play a hostile chair in a rehearsal",
        ],
        heading: "Rehearsal",
        paragraphs: [
          `Run at least one mock session with colleagues playing the members, using the real questions from this pack and a realistic time limit. ${site.brand} runs these sessions with people who have worked with Parliament and can play a hostile chair convincingly.`,
        ],
      },
    ],
    keywords: [
      "select committee",
      "oral evidence",
      "witness briefing",
      "parliamentary inquiry",
      "committee preparation",
      "Parliament",
    ],
  },
  {
    asks: [
      "When should we start consulting before a planning application?",
      "How long does the council take to decide a planning application?",
      "Can I speak at the planning committee meeting?",
      "What is a statement of community involvement?",
      "Will my application go to committee or be decided by officers?",
      "National scheme of delegation explained",
    ],
    slug: "planning-engagement-timeline-guide",
    kind: "Guide",
    title: "Planning Engagement Timeline Guide",
    description:
      "When to engage communities, councillors and officers at each stage of a planning application in England, from pre-application to the decision.",
    lede: "Good planning engagement starts months before an application is submitted. This guide sets out what to do at each stage of a typical application in England.",
    sections: [
      {
        asks: [
          "what should we research before designing a development",
          "should we get pre-app advice from the council planners",
          "who should we map before a planning application",
          "does the site's planning history matter",
          "where do I find what engagement the council expects from applicants",
        ],
        heading: "Before you design: research and early contact",
        paragraphs: [
          "Start by understanding the local context before designs are fixed, so that what you hear can still change them.",
        ],
        bullets: [
          "Read the local plan, any neighbourhood plan and the council's Statement of Community Involvement, which sets out the engagement it expects from applicants.",
          "Map ward councillors, planning committee members, parish or town councils, residents' groups and local businesses.",
          "Check the history of planning applications on and around the site, and how they were received locally.",
          "Request pre-application advice from the council's planning officers and agree the scope of any engagement they expect to see.",
        ],
      },
      {
        asks: [
          "when should we brief ward councillors about our scheme",
          "tips for running a public exhibition on a new development",
          "what is a consultation statement and what goes in it",
          "can we brief planning committee members before they decide",
          "should our consultation material be online as well as at drop-in events",
        ],
        heading: "Pre-application consultation",
        paragraphs: [
          "This is the stage where engagement has most effect. Share emerging proposals while there is room to change them, and be clear about what is fixed and what is open.",
        ],
        bullets: [
          "Brief ward councillors and parish councils before anything is public, so they are not caught out by residents' questions.",
          "Hold public exhibitions or drop-in sessions at times working people can attend, and offer the same material online.",
          "Use plain-language materials with clear plans and images, and a simple feedback form.",
          "Record every comment and how you responded to it; this becomes the consultation statement you submit with the application.",
          "Offer briefings to planning committee members on the same terms as others, and note that they must keep an open mind until the decision.",
        ],
      },
      {
        asks: [
          "how long is the public comment period on a planning application",
          "how many weeks for a decision on a major development",
          "deadline for deciding an application that needs an environmental impact assessment",
          "how should we respond to objections on the planning portal",
          "when should we agree the section 106 heads of terms",
        ],
        heading: "Submission and determination",
        paragraphs: [
          "Once the application is submitted and validated, the council runs its own statutory publicity, usually including a consultation period of at least 21 days for neighbours and the public.",
          "The statutory time limit for deciding most applications is 8 weeks, or 13 weeks for major development and 16 weeks where an environmental impact assessment is required, although these are often extended by agreement.",
        ],
        bullets: [
          "Monitor comments on the council's planning portal and respond to factual misunderstandings through the case officer, not by challenging objectors publicly.",
          "Keep councillors and community groups updated on changes made in response to consultation.",
          "Agree the heads of terms of any section 106 agreement early, so community benefits can be explained clearly.",
        ],
      },
      {
        asks: [
          "how long do we get to speak at planning committee",
          "when is the officer's report published before committee",
          "are small housing schemes of up to nine homes decided by officers",
          "can our supporters speak or write in at committee",
          "what should we do after the planning decision",
        ],
        heading: "Decision and after",
        paragraphs: [
          "Since 31 October 2026 a national scheme of delegation has decided whether an application can go to committee at all. Householder and minor applications, including most schemes of up to nine homes, must be decided by officers. Larger applications are decided by officers too, unless the council's nominated senior planning officer and nominated councillor agree that they raise issues significant enough to go to committee. Plan for a delegated decision, and make sure the case officer has everything the report needs.",
          "If the application does go to planning committee, read the officer's report as soon as it is published, usually about a week before the meeting, and prepare for the public speaking slot, which is often limited to three minutes per side.",
        ],
        bullets: [
          "If the application goes to committee, register to speak by the council's deadline and rehearse a statement that addresses the issues in the officer's report.",
          "Brief supporters on how to register to speak or write in, without scripting them.",
          "After the decision, thank those who took part and tell the community what happens next, including construction timings and a contact point.",
          "Keep community liaison going through construction; the relationships you build now matter for your next application.",
        ],
      },
    ],
    keywords: [
      "planning application",
      "community engagement",
      "pre-application consultation",
      "planning committee",
      "statement of community involvement",
      "section 106",
    ],
  },
] as const satisfies readonly Resource[];
