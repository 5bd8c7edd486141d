// More groups of words that UK visitors use for the same thing as the site, read alongside the
// synonym groups in ./synonyms.ts, so that a visitor who writes "sacked", "watchdog", "write-up",
// "Holyrood" or "purdah" also finds the passages that say "redundancy", "regulator", "coverage",
// "Scottish Parliament" or "pre-election period". The groups start from the topic words of the
// site's own content (services, outcomes, case studies, resources, insight articles, the FAQ and
// the how-we-work page under web/content) and add the everyday British words, and American
// spellings where they are common, that mean the same thing in most questions put to a
// communications and political-affairs consultancy. Precision comes before recall: each word is a
// single lower-case token; words with several everyday meanings ("case", "work", "site", "paper",
// "home", "message", "grant", "sorry") are left out, as are words whose stem collides with an
// unrelated word's ("stats" and "state", "cuttings" and "cutting"); nothing ties an off-topic
// subject (weather, sport, recipes, holidays) to the site; and no stem sits in more than two
// groups here and in ./synonyms.ts together.
export const MORE_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Parliament, government and legislation
  ["legislation", "law", "laws", "statute", "statutes", "legislative", "bill"],
  ["amendment", "amend", "amended", "amending", "modification"],
  ["backbencher", "backbench", "parliamentarian", "lawmaker", "legislator", "mp"],
  ["minister", "ministerial", "ministry", "ministries", "frontbench", "frontbencher"],
  ["lords", "peer", "crossbench", "crossbencher", "baroness"],
  ["official", "officials", "bureaucrat", "bureaucrats", "mandarin", "mandarins", "officialdom"],
  ["adviser", "advisor", "advisers", "advisors", "spad", "spads"],
  ["fiscal", "treasury", "chancellor", "exchequer"],
  ["reshuffle", "reshuffled", "shakeup", "shake-up"],
  ["committee", "commitee", "comittee", "subcommittee"],
  ["inquiry", "inquiries", "probe", "probes", "investigation"],
  ["witness", "testify", "testified", "testifying", "testimony"],
  ["grilled", "grilling", "quizzed", "interrogated", "interview"],
  ["hansard", "transcript", "transcripts", "verbatim"],
  ["scrutiny", "scrutinise", "scrutinize", "oversight", "accountability"],
  ["conference", "conferences", "fringe", "summit"],
  ["holyrood", "msp", "msps", "scottish", "scotland"],
  ["senedd", "welsh", "wales", "cymru"],
  ["stormont", "mla", "mlas", "ulster", "ireland"],
  ["election", "electoral", "ballot", "byelection", "by-election", "hustings"],
  ["purdah", "pre-election", "preelection"],

  // Lobbying, influence and conduct
  ["lobbying", "lobbied", "advocacy", "influencing", "representations"],
  ["stakeholder", "stakeholders", "gatekeeper", "gatekeepers", "decision-maker", "decisionmaker"],
  ["campaigner", "campaigners", "activist", "activists", "protester", "protesters"],
  ["transparency", "transparent", "openness", "disclose", "disclosure"],
  ["ethics", "ethical", "integrity", "scruples", "conduct"],
  ["bribe", "bribes", "bribery", "backhander", "kickback", "corruption", "inducement"],
  ["competitor", "competitors", "rival", "rivals", "competition"],
  ["foi", "foia", "freedom"],

  // Councils and local politics
  ["councillor", "councilor", "councilors", "cllr"],
  ["council", "borough", "municipal", "municipality", "county"],
  ["reorganisation", "reorganization", "reorganising", "reorganizing", "lgr"],

  // Planning, consultation and communities
  ["permission", "consent", "approval", "permitted"],
  ["refused", "refusal", "rejected", "rejection", "knockback"],
  ["objection", "objector", "object", "nimby", "nimbies", "nimbys", "protest", "petition"],
  ["backlash", "pushback", "outcry", "uproar", "furore", "furor", "criticism", "objection"],
  ["consultation", "consult", "consultee", "consultees", "listening"],
  ["exhibition", "exhibitions", "roadshow", "roadshows"],
  ["survey", "surveys", "questionnaire", "questionnaires", "poll", "polling"],
  ["neighbour", "neighbor", "neighbors", "neighborhood"],
  ["housing", "dwelling", "dwellings", "residential", "housebuilding"],
  ["nsip", "nsips", "dco", "dcos", "infrastructure"],
  ["biodiversity", "bng", "ecology", "ecological", "wildlife", "habitat"],
  ["submit", "submission", "lodge", "lodged", "lodging"],

  // Sectors and kinds of organisation
  ["renewable", "renewables", "solar", "windfarm", "turbine", "turbines", "energy"],
  ["transport", "transportation", "railway", "rail", "highways"],
  ["nhs", "healthcare", "health", "hospital", "hospitals", "icb"],
  ["school", "schools", "academy", "academies", "pupil", "pupils", "education"],
  ["university", "universities", "uni", "college", "campus", "academic"],
  ["charity", "charities", "nonprofit", "non-profit", "ngo", "ngos", "voluntary", "not-for-profit"],
  ["association", "federation", "guild", "confederation"],
  ["organisation", "organization", "organisations", "organizations", "org", "orgs"],
  ["investor", "investors", "shareholder", "shareholders"],
  ["chair", "chairman", "chairwoman", "chairperson"],
  ["merger", "takeover", "acquisition", "acquired", "buyout"],
  ["sacked", "sacking", "dismissed", "dismissal", "fired", "redundant", "redundancy", "layoffs"],

  // Media and public relations
  ["journalist", "correspondent", "reporter", "editor", "columnist", "presenter"],
  ["newspaper", "tabloid", "tabloids", "broadsheet", "broadsheets"],
  ["broadcast", "broadcaster", "broadcasters", "tv", "television", "telly"],
  ["coverage", "headline", "headlines", "publicity", "exposure", "story", "stories", "write-up"],
  ["negative", "unfavourable", "unfavorable", "unflattering", "damaging", "hostile", "adverse"],
  ["pr", "publicist", "publicists", "publicity"],
  ["comms", "communications", "communication", "communicating"],
  ["spokesperson", "spokespeople", "spokesman", "spokeswoman", "spokesmen", "spokeswomen"],
  ["announcement", "announce", "announcing", "unveil", "unveiling", "launch"],
  ["op-ed", "oped", "column", "byline", "editorial"],
  ["speech", "speeches", "speechwriting", "speechwriter", "keynote", "remarks"],
  ["narrative", "framing", "storytelling", "soundbite", "soundbites"],
  ["rebuttal", "rebut", "refute", "correction", "retraction", "clarification"],
  ["misinformation", "disinformation", "rumour", "rumor", "rumours", "misleading"],
  ["monitoring", "clippings", "scanning", "watching"],
  ["blog", "blogs", "insight", "insights", "article", "articles", "commentary"],
  ["reputation", "reputational", "credibility", "goodwill", "perception", "perceptions"],

  // Crises and incidents
  ["crisis", "fiasco", "debacle", "meltdown", "catastrophe", "shambles"],
  ["scandal", "controversy", "controversial", "allegation", "allegations", "accusation", "accusations"],
  ["leak", "leaked", "leaker", "whistleblower", "whistleblowing"],
  ["breach", "breached", "violation", "violate", "infringement", "contravention", "leak"],
  ["apologise", "apologize", "apology", "apologies"],
  ["recovery", "recover", "rebuild", "repair", "restore", "salvage"],
  ["simulation", "simulated", "drill", "drills", "wargame", "wargaming", "roleplay", "exercise"],
  ["rehearsal", "rehearsals", "mock", "run-through", "dry-run", "dryrun"],
  ["playbook", "runbook", "handbook", "manual"],
  ["standby", "on-call", "oncall", "out-of-hours", "overnight"],
  ["urgent", "urgently", "asap", "immediate", "immediately"],

  // Regulation, rules and the law
  ["regulator", "regulators", "regulatory", "watchdog", "watchdogs", "ofcom", "ofgem", "ofwat"],
  ["comply", "compliance", "compliant", "adhere", "conform", "obey"],
  ["liability", "liable", "negligence", "negligent"],
  ["litigation", "lawsuit", "lawsuits", "sue", "suing", "sued", "tribunal", "court"],
  ["lawyer", "lawyers", "solicitor", "solicitors", "attorney", "barrister", "counsel"],
  ["complaint", "grievance", "dissatisfied", "disappointed", "redress", "ombudsman"],
  ["mediation", "mediator", "arbitration", "arbitrator", "adjudication"],
  ["accessibility", "accessible", "disability", "disabled", "wcag", "a11y", "inclusive"],
  ["jargon", "gobbledygook", "legalese", "plain"],

  // Digital
  ["twitter", "facebook", "instagram", "tiktok", "youtube", "social", "socials"],
  ["website", "websites", "webpage", "webpages", "microsite", "microsites"],
  ["advertising", "advert", "adverts", "ads", "ad", "advertisement", "sponsored"],
  ["moderation", "moderating", "moderator", "moderators", "troll", "trolls"],
  ["image", "images", "photo", "photos", "picture", "photograph", "pic", "pics"],
  ["brochure", "booklet", "leaflet", "leaflets", "pamphlet", "flyer", "flyers"],
  ["algorithm", "algorithms", "algorithmic", "automated", "automation"],
  ["seo", "geo", "optimisation", "optimization"],
  ["tool", "tools", "software", "app", "apps", "platform", "platforms"],
  ["device", "devices", "computer", "computers", "pc", "pcs", "laptop", "laptops"],

  // Working with the firm
  ["consultancy", "consultancies", "agency", "agencies"],
  ["expertise", "specialism", "specialisms", "specialist", "specialty", "speciality", "specialise", "specialize"],
  ["bio", "bios", "biography", "cv"],
  ["testimonial", "testimonials", "endorsement", "endorsements", "rating", "ratings", "stars"],
  ["write", "written", "wrote"],
  ["tender", "tenders", "rfp", "rfq", "procurement"],
  ["sign-off", "signoff", "approve", "authorise", "authorize", "authorisation", "authorization"],
  ["timeline", "timetable", "timescale", "timescales", "timeframe", "turnaround"],
  ["deadline", "deadlines", "cutoff", "cut-off"],
  ["calendar", "calendars", "diary", "diaries"],
  ["template", "templates", "boilerplate", "proforma", "pro-forma"],
  ["evidence", "statistics", "figures"],

  // British and American spellings of the site's words
  ["programme", "program", "programmes", "programs"],
  ["licence", "license", "licences", "licenses", "licensing"],
  ["analyse", "analyze", "analysing", "analyzing", "analysis"],
  ["summarise", "summarize", "summary", "summaries", "digest", "recap"],
];
