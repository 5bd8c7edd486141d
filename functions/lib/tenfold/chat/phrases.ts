// The phrases TENFOLD reads as one word before it reads a text's words: the same rewrites for the
// site's passages and a visitor's question, plus a few read only in questions (see rewritePhrases).
import { ASKS_WHO } from "./person-asks.ts";

/**
 * Phrases whose words say nothing alone but together name a topic ("how much" asks the price).
 * Applied alike to the site's text and to questions before their words are read.
 */
const PHRASES: readonly [RegExp, string][] = [
  // "Do you let AI ...?" and "we do not let it ..." speak of what the firm allows: "let" alone is a stop word.
  [/\b(?:do|does|did|would|will)(?:n['’]t| not)? (?:you |we )?(?:ever )?let\b/gi, " allowing "],
  [/\bhow much\b/gi, " cost "],
  [/\bget in touch\b/gi, " contact "],
  [/\bday[- ]to[- ]day\b/gi, " team "],
  // Idioms whose words alone point elsewhere ("up in arms" is opposition, not weapons).
  [/\bup in arms\b/gi, " opposition "],
  [/\b(?:blows?|blew|blowing) up\b|\b(?:kicks?|kicking) off\b|\bhits? the fan\b/gi, " crisis "],
  [/\b(?:drop|pop|call) (?:in|into|by|round)\b|\bturn up\b|\bwalk in\b/gi, " visit "],
  // "Getting to know the new lot" is building relationships with them; "know" alone asks for a fact.
  [/\b(?:get|gets|getting|got) to know\b/gi, " build relationships with "],
  [/\bsales pitch\b/gi, " sales "],
  [/\bpop-?ups?\b/gi, " banner "],
  [/\bhomepage\b/gi, " home page "],
  [/\bnuts and bolts\b/gi, " detail "],
  // Coming back to the site later: "came back a day later" and "come back later" are one thing.
  [/\b(?:came|come|comes|coming) back\b/gi, " return "],
  // "Pre-release testing" is testing before release; "goes live" is a release.
  [/\bpre-release\b/gi, " before release "],
  [/\b(?:goes|go|going|went) live\b/gi, " release "],
  [
    /\b(?:take|takes|took|taking) (?:\w+ ){0,2}out for (?:dinner|lunch|drinks?|a meal|a drink)\b|\bwine and dine\b/gi,
    " hospitality ",
  ],
  [/\b(?:win|wins|won|winning) (?:\w+ ){0,2}(?:round|over)\b/gi, " influence "],
  // "Who's in charge?" asks who leads the firm; "in charge of X" who leads X.
  [
    /\bwho(?:['’]s| is)? (?:actually |really |overall )?(?:in charge|the boss)(?: (?:at|of|here)\b)?(?! of\b)/gi,
    " managing partner ",
  ],
  [/\bin charge(?: of)?\b/gi, " lead "],
  [/\b(?:hear|get|come|got) back(?: to (?:me|us|people|you))?\b|\bresponse time\b/gi, " reply "],
  [/\baround the clock\b|\b24\/7\b|\b24 hours a day\b|\bout of hours\b/gi, " on-call out-of-hours "],
  [/\b(?:become|became|becomes|passed into|pass into) law\b/gi, " royal assent "],
  // Version numbers ("storyscan v2") say nothing the site could answer.
  [/\bv\d+\b/gi, " "],
  // "Have you ever done X?" asks for a track record: the case studies answer it. "Have you got
  // anyone who ...?" asks for a person (below).
  [
    /\bhave you (?:ever )?(?:actually |really )?(?:(?:managed|been able) to (?:get|win|change|stop)\b|done|got(?!\s+any(?:one|body)\b)|delivered|handled|worked on|helped)\b/gi,
    " track record ",
  ],
  // Working for one party and another on the same matter is a conflict: both sides of it.
  [
    /\b(?:work|works|working|act|acts|acting) for (?:both )?(?:the |a |an )?\w+(?: \w+)? (?:and|as well as) (?:also )?(?:the |a |an )?[^.?!]{0,40}?\bsame\b/gi,
    " work for both sides of the same ",
  ],
  // "The least we'd pay a month to keep you on" asks the lowest price of a monthly retainer.
  [/\bkeep (?:you|your firm|your team) on\b/gi, " retainer "],
  [/\b(?:the )?least (?:we|i)(?:['’]d| would| could| can| will)? (?:have to )?pay\b/gi, " minimum cost "],
  [/\bon (?:teams|zoom|google meet)\b|\bvideo(?:[- ]call)?\b/gi, " video call "],
  [
    /\bwhat (?:do|does|can) (?:you|you all|the firm|your firm|larkspur(?: strategy)?)(?: actually| really)? (?:do|offer)\b/gi,
    " services ",
  ],
  // Opinions and office-holders are the "elsewhere" topic's words (web/content/assistant-topics.ts).
  [
    /\bwhat (?:do|would) you (?:personally |really |honestly )?(?:think|feel|reckon) (?:of|about)\b/gi,
    " opinionrequest ",
  ],
  [/\byour (?:personal |own |honest )?(?:opinion|view|views|take) (?:of|on|about)\b/gi, " opinionrequest "],
  // Another firm to hire instead of us is a recommendation, which we do not give.
  [
    /\b(?:recommend|suggest) (?:a |an |another |other |some )?(?:\w+ ){0,2}(?:agenc(?:y|ies)|firms?|consultanc(?:y|ies)) (?:in|near|for|that|who|which)\b/gi,
    " opinionrequest ",
  ],
  [
    /\b(?:who|which(?: party| one)?)(?:['’]s| is| are| would be)? (?:better|best|worse|worst)\b|\bshould (?:i|we) vote\b/gi,
    " opinionrequest ",
  ],
  [
    /\bwho(?: is|'s) (?:the|my|our) (?:current |local |new )?(?:mp|member of parliament|prime minister|pm|chancellor|mayor|council leader|leader of the opposition|home secretary|foreign secretary)\b/gi,
    " officeholderquestion ",
  ],
  // Any minister or secretary of state ("who is the current housing minister?") holds an office in the world, not here.
  [
    /\bwho(?: is|'s|['’]s) (?:the |our )?(?:current |new |present )?(?:[a-z]+ ){0,3}(?:minister|secretary of state)\b/gi,
    " officeholderquestion ",
  ],
  [
    /\bwho (?:runs|leads|heads|owns) (?:the firm|your firm|larkspur(?: strategy)?|the company|the business)\b/gi,
    " managing partner ",
  ],
];

/**
 * Read in questions and in the questions written with the content (asks), not in the site's
 * text, where "Who it is for" heads a tool's audience.
 */
const ASKED: readonly [RegExp, string][] = [
  // A question asking for a person ("Who tests TENFOLD?", "Does anyone there have civil service
  // experience?") is answered by a consultant's profile or the team; "who do I contact" is not,
  // nor is "who owns the reports?" or "who can see my data?", which ask about rights, not people.
  // "Who looks after X?" asks who leads it.
  [/\b(who(?:['’]s| is)? (?:\w+ )?)(?:looks?|looking) after\b/gi, "$1 lead "],
  [
    new RegExp(
      String.raw`(^|[.?!,;]\s*)${ASKS_WHO.source}(?!\s+(?:actually |really )?(?:owns?|pays?|sees|can see|could see|has access|gets to see|keeps|holds|stores|reads)\b)`,
      "gi",
    ),
    "$1 personquestion ",
  ],
  [
    /\bwhich (?:of your |of the )?(?:consultants?|people|person|members? of (?:staff|your team|the team)|partners?|directors?)\b|\b(?:does|do|is there|has|have you got) any(?:body|one)\b/gi,
    " personquestion ",
  ],
];

/**
 * Read in questions only, never in the site's text: a party named in a question makes it a
 * political question (TENFOLD gives no political opinions), while a consultant's profile may
 * name a party they once worked for.
 */
const QUESTION_ONLY: readonly [RegExp, string][] = [
  [
    /\b(?:reform uk|labour|conservatives?|tory|tories|green party|the greens|lib ?dems?|liberal democrats?|snp|plaid cymru|ukip|dup|sinn f[eé]in)\b/gi,
    " politicalparty $& ",
  ],
  // A resident's own council services, and forecasts of a decision someone else will take, are not ours to answer.
  [
    /\bcouncil tax (?:reductions?|discounts?|bands?|bills?|rebates?|support|exemptions?)\b|\bsingle person discount\b|\bhousing benefit\b|\bbins? (?:collection|day)\b/gi,
    " residentservice $& ",
  ],
  [
    /\bwill (?:the |my |our )?(?:planning )?(?:committee|council|inspector|inquiry|minister|government|regulator|court) (?:approve|reject|refuse|grant|back|pass|decide|vote for|vote against)\b/gi,
    " decisionforecast $& ",
  ],
  // "Managed to get a Bill changed" asks whether we did it, not about managing; "will we
  // definitely get permission?" asks for a promise.
  [/\b(?:managed|manage|manages) to\b/gi, " "],
  // "Start to finish" and "end to end" say "the whole of it", not what it is.
  [/\b(?:from )?(?:start to finish|beginning to end|end to end|start to end)\b/gi, " "],
  [/\b(?:definitely|certainly|surely) (?:get|win|be granted|be approved)\b/gi, " guarantee "],
  // Mail that "lands in my inbox" is mail we send; what we "hang on to" we keep.
  [/\b(?:lands?|landing|arrives?|arriving|hits?|drops?) (?:in|into) (?:my|your|our|the) inbox\b/gi, " email "],
  [/\b(?:hang|hangs|hanging|hold|holds|holding) on ?to\b/gi, " keep "],
  // Whoever uses the computer after you ("the next person who sits down") is someone else on it.
  [
    /\b(?:the )?next (?:person|people|user|one)(?: (?:who|that|to) (?:sits?|logs?|comes?|uses?)(?: (?:down|on|in|along|at it|it))?)?\b|\bwhoever (?:sits down|uses it|logs on|comes along) (?:next|after me)\b/gi,
    " someone else on my computer ",
  ],
  // A score out of five is a rating ("it says 4.9 out of 5").
  [/\b\d(?:\.\d)? (?:out of|\/) ?(?:5|five|10|ten)\b/gi, " rating "],
  // "Anyone on your side" is anyone at the firm, not a side in a dispute.
  [/\b(?:on|at) your (?:side|end)\b/gi, " at your firm "],
  // The Budget as a date in the political calendar, not the cost of our work.
  [/\bbudget (?:day|week|statement|speech)\b|\bday of the budget\b/gi, " fiscal event "],
  // The demonstration councillors' profiles, asked about as such (their pages' titles say so).
  [
    /\b(?:example|demo|demonstration|sample|fictional|made-up|pretend) (councillors?|profiles?|councillor profiles?)\b/gi,
    " demonstration $1 ",
  ],
  // "Own" is filler in "our own"; as the verb of "who owns the reports?" it asks about ownership.
  [
    /\bwho (?:actually |really )?owns\b|\b(?:do|does|will|would) (?:we|i|you|they) (?:actually |then )?own\b/gi,
    " $& ownership ",
  ],
  // "The Bill case" or "the NHS trust case" names one of our case studies by a word of its story.
  // Written with a capital, so "the business case" or "the worst case" stay what they are.
  [/\b([Tt]he (?:[A-Z][\w-]*\s+)(?:[a-z][\w-]*\s+)?)case\b(?!\s+stud)/g, "$1case study"],
  [
    /\b(?:each|which|what|every) (?:political )?party\b|\b(?:won|win|wins|winning) the (?:general |next |last )?election\b/gi,
    " politicalparty ",
  ],
];

/** Rewrites the phrases of a text as TENFOLD reads it: the site's text, an ask written with it, or a visitor's question. */
export function rewritePhrases(text: string, as: "text" | "ask" | "question" = "text"): string {
  const rules =
    as === "question" ? [...PHRASES, ...ASKED, ...QUESTION_ONLY] : as === "ask" ? [...PHRASES, ...ASKED] : PHRASES;
  return rules.reduce((rewritten, [pattern, replacement]) => rewritten.replace(pattern, replacement), text);
}
