// How TENFOLD reads words: the same tokens, stop words and light stemming for the site's passages
// and for a visitor's question, plus a small UK-English synonym map applied to questions only, so
// "cost" finds the fees and "unsubscribe" finds how to leave the newsletter.
import { MORE_SYNONYM_GROUPS } from "./synonym-groups.ts";

/** Words that carry no topic in a question ("what do you ..."). */
export const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could did do does doing for from get got had has have how i i'm if in into is it its " +
    "just me my of on or our out please so some tell than that the their them then there these they this those to too up us " +
    "was we were what whats when where which who whom whose why will with would you your yours also any about like know want " +
    "need help much many there's here hi hey hello thanks thank ok okay really very should shall may might must let lets give " +
    "im ive youre dont doesnt isnt arent cant actually normally usually roughly basically pls plz u r ur ya yeah yes no not " +
    "get gets getting go going able sort kind lot bit thing things way ways something anything everything someone anyone " +
    "one ones sure right quite even still ever already say said maybe anybody anyone somebody havent hasnt wont didnt " +
    "wouldnt couldnt shouldnt vs versus etc ok " +
    // Conversational filler: it pads a question without saying what it is about.
    "rather than proper properly loads lots hardly literally honestly genuinely possibly perhaps exactly " +
    "simply anyway though although whether else another other own each every more most less least currently " +
    // Contractions as they read without the apostrophe, and texting shorthand.
    "id youd weve wed theyd theyve theyre youve youll ill itll thats whos wheres hows whats heres shes hes " +
    // Pronouns for a person already named: "he" says nothing about what is asked of him.
    "he him his she her hers " +
    // "Report back", "put in": the verb's particle, not a topic.
    "back put puts insist insists insisted somewhere anywhere everywhere nowhere whove wholl whod " +
    "guys guy hw wat wot thx cheers well done until till lol tbh btw imo fyi omg ta " +
    // Light verbs in their other forms ("go" and "get" are above): they carry tense, not topic.
    "goes went gone " +
    "seem seems seemed sound sounds sounded wonder wondering wondered noticed bring brings brought mean means"
  ).split(" "),
);

/** Reduces a word to a stem shared by its common forms (fees/fee, policies/policy, lobbying/lobby, worked/work). */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/[’']s$/, "").replace(/[’']/g, "");
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith("ed")) w = w.slice(0, -2);
  // A final "e" goes too, so "declare" and "declared" (or "base" and "based") meet.
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** Splits text into lower-case word tokens (keeping £ amounts and hyphenated names whole). */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9£][a-z0-9£’'-]*/g)?.map((token) => token.replace(/-+$/, "")) ?? [];
}

/** A question's tokens, with hyphenated words also read as their parts ("chatgpt-type"). */
export function questionTokens(text: string): string[] {
  return tokenize(text).flatMap((token) => (token.includes("-") ? [token, ...token.split("-").filter(Boolean)] : [token]));
}

/**
 * Phrases whose words say nothing alone but together name a topic ("how much" asks the price).
 * Applied alike to the site's text and to questions before their words are read.
 */
const PHRASES: readonly [RegExp, string][] = [
  [/\bhow much\b/gi, " cost "],
  [/\bget in touch\b/gi, " contact "],
  [/\bday[- ]to[- ]day\b/gi, " team "],
  // Idioms whose words alone point elsewhere ("up in arms" is opposition, not weapons).
  [/\bup in arms\b/gi, " opposition "],
  [/\b(?:blows?|blew|blowing) up\b|\b(?:kicks?|kicking) off\b|\bhits? the fan\b/gi, " crisis "],
  [/\b(?:drop|pop|call) (?:in|into|by|round)\b|\bturn up\b|\bwalk in\b/gi, " visit "],
  [/\bsales pitch\b/gi, " sales "],
  [/\bpop-?ups?\b/gi, " banner "],
  [/\bhomepage\b/gi, " home page "],
  [/\bnuts and bolts\b/gi, " detail "],
  [/\b(?:take|takes|took|taking) (?:\w+ ){0,2}out for (?:dinner|lunch|drinks?|a meal|a drink)\b|\bwine and dine\b/gi, " hospitality "],
  [/\b(?:win|wins|won|winning) (?:\w+ ){0,2}(?:round|over)\b/gi, " influence "],
  [/\bin charge of\b/gi, " lead "],
  [/\b(?:hear|get|come|got) back(?: to (?:me|us|people|you))?\b|\bresponse time\b/gi, " reply "],
  [/\baround the clock\b|\b24\/7\b|\b24 hours a day\b|\bout of hours\b/gi, " on-call out-of-hours "],
  [/\b(?:become|became|becomes|passed into|pass into) law\b/gi, " royal assent "],
  // Version numbers ("storyscan v2") say nothing the site could answer.
  [/\bv\d+\b/gi, " "],
  // "Have you ever done X?" asks for a track record: the case studies answer it.
  [/\bhave you (?:ever )?(?:actually )?(?:done|got|delivered|handled|worked on|helped)\b/gi, " track record "],
  [/\bon (?:teams|zoom|google meet)\b|\bvideo(?:[- ]call)?\b/gi, " video call "],
  [/\bwhat (?:do|does|can) (?:you|you all|the firm|your firm|larkspur(?: strategy)?)(?: actually| really)? (?:do|offer)\b/gi, " services "],
  // Opinions and office-holders are the "elsewhere" topic's words (web/content/assistant-topics.ts).
  [/\bwhat (?:do|would) you (?:personally |really |honestly )?(?:think|feel|reckon) (?:of|about)\b/gi, " opinionrequest "],
  [/\byour (?:personal |own |honest )?(?:opinion|view|views|take) (?:of|on|about)\b/gi, " opinionrequest "],
  [/\b(?:who|which(?: party| one)?)(?:['’]s| is| are| would be)? (?:better|best|worse|worst)\b|\bshould (?:i|we) vote\b/gi, " opinionrequest "],
  [/\bwho(?: is|'s) (?:the|my|our) (?:current |local |new )?(?:mp|member of parliament|prime minister|pm|chancellor|mayor|council leader|leader of the opposition|home secretary|foreign secretary)\b/gi, " officeholderquestion "],
  [/\bwho (?:runs|leads|heads|owns) (?:the firm|your firm|larkspur(?: strategy)?|the company|the business)\b/gi, " managing partner "],
];

/**
 * Read in questions and in the questions written with the content (asks), not in the site's
 * text, where "Who it is for" heads a tool's audience.
 */
const ASKED: readonly [RegExp, string][] = [
  // A question asking for a person ("Who tests TENFOLD?", "Does anyone there have civil service
  // experience?") is answered by a consultant's profile or the team; "who do I contact" is not.
  [/(^|[.?!,;]\s*)who(?:['’]?s| is| are)?\b(?!\s+(?:do|should|can|could|would|will|shall)\s+(?:i|we)\b)/gi, "$1 personquestion "],
  [/\bwhich (?:of your |of the )?(?:consultants?|people|person|members? of (?:staff|your team|the team)|partners?|directors?)\b|\b(?:does|do|is there|has|have you got) any(?:body|one)\b/gi, " personquestion "],
];

/**
 * Read in questions only, never in the site's text: a party named in a question makes it a
 * political question (TENFOLD gives no political opinions), while a consultant's profile may
 * name a party they once worked for.
 */
const QUESTION_ONLY: readonly [RegExp, string][] = [
  [/\b(?:reform uk|labour|conservatives?|tory|tories|green party|the greens|lib ?dems?|liberal democrats?|snp|plaid cymru|ukip|dup|sinn f[eé]in)\b/gi, " politicalparty $& "],
  [/\b(?:each|which|what|every) (?:political )?party\b|\b(?:won|win|wins|winning) the (?:general |next |last )?election\b/gi, " politicalparty "],
];

/** Rewrites the phrases of a text as TENFOLD reads it: the site's text, an ask written with it, or a visitor's question. */
export function rewritePhrases(text: string, as: "text" | "ask" | "question" = "text"): string {
  const rules = as === "question" ? [...PHRASES, ...ASKED, ...QUESTION_ONLY] : as === "ask" ? [...PHRASES, ...ASKED] : PHRASES;
  return rules.reduce((rewritten, [pattern, replacement]) => rewritten.replace(pattern, replacement), text);
}

/** Words ending in -ly that name things rather than say how ("definitely" is an adverb; "assembly" is not). */
const LY_NOUNS = new Set("assembly family supply monopoly anomaly butterfly italy reply july ally rally apply holly bully jelly lily belly".split(" "));

/**
 * An adverb ("definitely", "originally", "badly") says how, not what a question is about: one the
 * site never uses is not read as the question's topic (see questionTerms).
 */
export const isAdverb = (token: string) => token.length >= 5 && token.endsWith("ly") && !LY_NOUNS.has(token);

/** The topic-bearing stems of a text, in order, without repeats. */
export function contentTerms(text: string): string[] {
  const terms = questionTokens(text)
    .filter((token) => !STOP_WORDS.has(token.replace(/[’']/g, "")))
    .map(stem)
    .filter((term) => term.length > 1 && !STOP_WORDS.has(term));
  return [...new Set(terms)];
}

/**
 * Groups of words visitors use for the same thing. A question's word also searches for the other
 * words of its group, at a lower weight than the word itself.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["cost", "price", "pricing", "fee", "charge", "rate", "budget", "expensive", "cheap", "afford", "quote", "pay", "money", "retainer"],
  ["nda", "confidential", "confidentiality", "secret", "non-disclosure", "discreet"],
  ["mp", "parliament", "parliamentary", "westminster", "minister", "peer", "whitehall", "politician"],
  ["unsubscribe", "opt", "leave", "stop", "remove", "newsletter"],
  ["newsletter", "briefing", "mailing", "subscribe", "subscription"],
  ["team", "people", "staff", "consultant", "expert", "colleague", "partner", "employee"],
  ["office", "based", "location", "address", "located"],
  ["phone", "call", "telephone", "ring", "number"],
  ["store", "keep", "save", "record", "retain", "retention", "log", "history"],
  ["chat", "conversation", "tenfold", "assistant", "chatbot", "bot"],
  ["lobby", "lobbyist", "lobbying", "register", "registrar"],
  ["crisis", "emergency", "disaster", "scandal", "incident", "fire", "explosion", "accident", "outage", "recall"],
  ["planning", "plann", "consent", "application", "development", "developer"],
  ["case", "example", "result", "proof", "track", "portfolio"],
  ["council", "councillor", "authority", "local"],
  ["journalist", "media", "press", "reporter", "newspaper"],
  ["cookie", "tracking", "analytic"],
  ["complaint", "complain", "unhappy"],
  ["ai", "artificial", "chatgpt", "openai", "llm"],
  ["voice", "speak", "audio", "microphone", "spoken"],
  ["data", "privacy", "gdpr", "personal", "information"],
  ["dpo", "privacy", "data protection"],
  ["weekend", "saturday", "sunday", "hour", "open", "opening", "closing", "shut"],
  ["lead", "head", "charge", "responsible", "run"],
  ["govt", "government", "gov", "department", "whitehall"],
  ["dept", "department"],
  ["exec", "executive", "ceo", "chief", "boss", "director", "leadership"],
  ["hacked", "hack", "cyber", "attack", "breach", "ransomware", "phishing"],
  ["ballpark", "estimate", "typical", "cost"],
  ["fare", "travel", "expense", "train"],
  ["halfway", "stop", "end", "cancel", "terminate"],
  ["intro", "introductory", "first"],
  ["donate", "donation", "gift", "hospitality", "inducement"],
  ["dinner", "lunch", "hospitality", "gift"],
  ["wipe", "clear", "delete", "erase", "remove"],
  ["maximum", "max", "cap", "limit", "capped"],
  ["tory", "tories", "conservative"],
  ["labour", "socialist"],
  ["libdem", "liberal", "democrat"],
  ["prep", "prepare", "preparation", "rehearse", "brief", "training"],
  ["predict", "forecast", "infer", "inferred", "guess", "likely"],
  ["sale", "sell", "pitch", "salesy"],
  ["blindsided", "surprise", "ahead", "early", "warning", "monitor"],
  ["chatgpt", "generative", "ai"],
  ["insured", "insurance", "indemnity"],
  ["recorded", "record", "store", "keep"],
  ["postcode", "address"],
  ["invoice", "bill", "billing", "payment"],
  ["guarantee", "promise", "assure", "certain"],
  ["accurate", "accuracy", "correct", "right"],
  ["qualified", "qualification", "chartered", "certified", "accredited"],
  ["neighbour", "neighbourhood", "resident", "community", "villager", "locals"],
  ["housebuilder", "homebuilder", "developer", "builder"],
  ["closure", "restructure", "restructuring", "redundancy", "redundancies", "layoff", "merger", "merge", "merging"],
  ["staff", "employee", "workforce", "internal", "colleague"],
  ["book", "appointment", "meeting", "schedule", "introductory"],
  ["background", "experience", "career", "previously", "cv"],
];

/**
 * Words that mean another but not the reverse: a town or city asked about reads as a question
 * about where our offices are, while "office" does not search for every town.
 */
const ONE_WAY: readonly (readonly [string, readonly string[]])[] = [
  [
    "office",
    [
      "manchester", "birmingham", "leeds", "liverpool", "newcastle", "sheffield", "nottingham", "leicester", "cardiff", "swansea",
      "edinburgh", "glasgow", "aberdeen", "belfast", "bath", "exeter", "plymouth", "gloucester", "cheltenham", "swindon", "oxford",
      "cambridge", "reading", "southampton", "portsmouth", "brighton", "norwich", "york", "hull", "coventry",
    ],
  ],
];

const synonymMap = new Map<string, Set<string>>();
for (const group of [...SYNONYM_GROUPS, ...MORE_SYNONYM_GROUPS]) {
  const stems = group.map(stem);
  for (const word of stems) {
    const set = synonymMap.get(word) ?? new Set<string>();
    for (const other of stems) if (other !== word) set.add(other);
    synonymMap.set(word, set);
  }
}

for (const [meaning, words] of ONE_WAY) {
  for (const word of words.map(stem)) synonymMap.set(word, new Set([...(synonymMap.get(word) ?? []), stem(meaning)]));
}

/** Other stems that mean the same as `term` to a visitor. */
export function synonymsOf(term: string): string[] {
  return [...(synonymMap.get(term) ?? [])];
}
