// How TENFOLD weighs a passage found for a question: the share of the question's weight it covers,
// whether a consultant's profile is about the person asked about, how nearly one of its asks is
// the question, and whether it states the kind of fact asked for. Read by ./knowledge-index.ts to
// rank the candidates BM25+ finds, and by the answerer to pick the section of a page that answers.
import type { SearchResult } from "minisearch";
import type { KnowledgePassage } from "#shared/api/tenfold-knowledge.ts";
import { passages, weightOf } from "./passage-index.ts";
import { rewritePhrases } from "./phrases.ts";
import { synonymsOf } from "./synonyms.ts";
import { contentTerms, stem, tokenize } from "./terms.ts";

/**
 * The stems of each consultant's name (their profile's first keyword, see build/knowledge/knowledge-people.ts),
 * read once: both the coverage and the "is this about them" checks need them for every result.
 */
const personNames = new Map(
  passages
    .filter((p) => p.kind === "person" || p.kind === "councillor")
    .map((p) => [p.id, new Set(tokenize(p.keywords[0] ?? "").map(stem))]),
);

/** Words by which a question speaks of the firm or its people, not of the world ("your", "anyone there", "at Larkspur"). */
export const ADDRESSES_FIRM =
  /\b(?:you|your|yours|we|us|there|larkspur|tenfold|firm|team|staff|consultants?|colleagues?)\b/i;

/** The stems of each consultant's role at the firm: their profile's title after the name ("Director (Planning and Infrastructure)"). */
const roleWords = new Map(
  passages
    .filter((p) => p.kind === "person")
    .map((p) => [p.id, new Set(contentTerms(p.page.slice(p.page.indexOf(",") + 1)))]),
);

/**
 * The share of a question's weight that a passage matched. For a consultant's profile the
 * person's name does not count: "How old is Ruth Adeyemi?" is about her age, which her profile
 * does not state.
 */
export function coverageOf(result: SearchResult, allTerms: readonly string[]): number {
  const names = personNames.get(String(result.id));
  const terms = names ? allTerms.filter((term) => !names.has(term)) : allTerms;
  if (names && terms.length === 0) return 1;
  const matched = new Set(result.queryTerms);
  // The passage's own words that matched: a question's word found only as the start of a longer
  // word or a typo away ("office" in "officer") counts for less than the word itself.
  const exact = new Set(result.terms);
  const { share } = weighed(terms, (term) => creditIn(exact, term) || (matched.has(term) ? LOOSE : 0));
  return share;
}

const LOOSE = 0.8;
/** What a synonym of a question's word is worth, against the word itself. */
const SYNONYM = 0.7;

/** How much a set of words says a question's word: all of it, less through a synonym, or nothing. */
function creditIn(words: ReadonlySet<string>, term: string): number {
  return words.has(term) ? 1 : synonymsOf(term).some((s) => words.has(s)) ? SYNONYM : 0;
}

/** The question's weight (rarer words weigh more) and the share of it that `credit` grants. */
function weighed(
  terms: readonly string[],
  credit: (term: string) => number,
): { covered: number; total: number; share: number } {
  let covered = 0;
  let total = 0;
  for (const term of terms) {
    const weight = weightOf(term);
    total += weight;
    covered += weight * credit(term);
  }
  return { covered, total, share: total === 0 ? 0 : covered / total };
}

/**
 * A consultant's profile answers questions about that person (named in the question) or about
 * who does what here (a "who" question about the firm's people, or matched through its asks); a
 * shared word such as "Bristol" or "MP" is not enough to offer someone's biography as an answer.
 * `ofFirm`: the question speaks of the firm or its people (see ADDRESSES_FIRM).
 */
export function answersAbout(result: SearchResult, terms: readonly string[], ofFirm: boolean): boolean {
  const names = personNames.get(String(result.id));
  if (!names) return true;
  if (terms.some((term) => names.has(term))) return true;
  // A demonstration councillor's profile answers only a question that names them, or one about
  // the demonstration profiles themselves ("which of your example councillors is a farmer?").
  if (String(result.id).startsWith("councillor:")) return terms.includes("demonstration");
  // "Who is the housing minister?" asks about the world, not about us: a "who" question reaches a
  // profile only when it names the person's role here ("who leads the planning work?") or asks
  // about the firm's people ("who on your team ...", "anyone there").
  if (terms.includes("personquestion"))
    return ofFirm || terms.some((term) => roleWords.get(String(result.id))?.has(term));
  // Two of the question's own words (not one word and its synonyms) found in the profile, in its asks.
  return terms.filter((term) => result.match[term]?.includes("asks")).length >= 2;
}

/** Each passage's asks, each read as a question is (phrases rewritten, topic words only). */
const askTerms = new Map(
  passages.map((p) => [p.id, p.asks.map((ask) => new Set(contentTerms(rewritePhrases(ask, "ask"))))]),
);

/**
 * How nearly one of a passage's asks is the question itself: the weight the two share over the
 * weight of all their words (a synonym counts for less). A question put the way visitors put it
 * to this passage is the strongest sign that the passage answers it.
 */
export function askSimilarity(p: KnowledgePassage, terms: readonly string[]): number {
  let best = 0;
  for (const ask of askTerms.get(p.id) ?? []) {
    const { covered, total } = weighed(terms, (term) => creditIn(ask, term));
    // The ask's own words the question lacks count against it too.
    const extra = [...ask]
      .filter((word) => !terms.includes(word) && !synonymsOf(word).some((s) => terms.includes(s)))
      .reduce((sum, word) => sum + weightOf(word), 0);
    if (total + extra > 0) best = Math.max(best, covered / (total + extra));
  }
  return best;
}

/**
 * What kind of fact a question asks for, and how a passage that states one reads: "How long do
 * you keep my messages?" wants a duration, "What does a retainer cost?" a price. A passage that
 * states that kind of fact is more likely the answer than one that only shares the words.
 */
export interface AnswerType {
  readonly asks: RegExp;
  readonly states: RegExp;
  /**
   * A question put this way is not answered by a text that states no such fact: "How long ...?"
   * quoted back without any duration answers something else. (A price or an address is often
   * asked in words, "do you charge by the hour?", that do not want a figure; "on deadline" asks
   * no duration.)
   */
  readonly answeredOnlyByOne?: RegExp;
}

/** "How long ...?", "When would we get ...?": a question that only a time (a duration or a length) answers. */
const ASKS_FOR_A_TIME =
  /\bhow (?:long|soon|quickly|fast)\b|\bhow many (?:minutes|hours|days|weeks|months|years)\b|\btime ?scales?\b|\bwhen (?:would|will|could|can|do|should) (?:i|we) (?:get|see|receive|hear|have)\b/i;

export const ANSWER_TYPES: readonly AnswerType[] = [
  {
    // "Deadline" and "turnaround" ask about time too, but are also said without wanting one ("on deadline").
    asks: new RegExp(`${ASKS_FOR_A_TIME.source}|\\bdeadlines?\\b|\\bturnaround\\b`, "i"),
    // "How long should a holding statement be?" asks a length: a number of words or pages answers it.
    states:
      /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|thirty|sixty)(?:[- ]| to \S+ )(?:working |calendar |clear )?(?:minutes?|hours?|days?|weeks?|months?|years?|words|pages)\b/i,
    answeredOnlyByOne: ASKS_FOR_A_TIME,
  },
  {
    asks: /\bhow often\b|\bhow frequently\b|\bfrequency\b/i,
    states:
      /\b(?:daily|weekly|fortnightly|monthly|quarterly|annually|yearly|every (?:day|week|month|quarter|year)|(?:once|twice|\w+ times) (?:a|an|each|every|per) (?:day|week|month|quarter|year))\b/i,
    answeredOnlyByOne: /\bhow often\b|\bhow frequently\b/i,
  },
  {
    asks: /\bhow much\b|\b(?:cost|costs|price|prices|pricing|fee|fees|charge|charges|rates?|ballpark|budget|estimate)\b/i,
    states: /£\s?\d/,
  },
  {
    asks: /\bwhat (?:is|are) (?:the|your) (?:e-?mail|phone|telephone|number)\b|\b(?:e-?mail address|phone number)\b|\b(?:who|how) (?:do|should|can|could) (?:i|we) (?:contact|reach|email|call|ring|speak to|talk to)\b/i,
    states: /@|\b0\d{2,4} \d{3}/,
  },
];
/** The kinds of fact a question must be answered with ("how long?": a duration). */
const neededIn = (question: string) => ANSWER_TYPES.filter((type) => type.answeredOnlyByOne?.test(question));

/** Whether a question must be answered with a kind of fact. */
export const mustStateIn = (question: string) => neededIn(question).length > 0;

/**
 * Whether a reply quoting these passages leaves out the kind of fact its question must be answered
 * with: none of its sentences states a duration for "how long?" while it, or the title of the
 * passage it comes from, says something of what was asked ("a weekly feedback log" in a section on
 * consultation does not say how often the newsletter comes).
 */
export function leavesOutWhatIsAsked(
  question: string,
  reply: { text: string; used: readonly KnowledgePassage[] },
  terms: readonly string[],
): boolean {
  const needed = neededIn(question);
  if (needed.length === 0) return false;
  return !reply.used.some((p) => {
    const titled = statesAny(`${p.page} ${p.heading}`, terms);
    return p.paragraphs
      .flatMap((paragraph) => paragraph.split(/(?<=[.!?:])\s+/))
      .some(
        (sentence) =>
          reply.text.includes(sentence) &&
          needed.some((type) => type.states.test(sentence)) &&
          (titled || statesAny(sentence, terms)),
      );
  });
}

/**
 * Whether one sentence of a passage states both a kind of fact asked for and something of what
 * was asked ("invoices are due within 30 days" for "how many days do we have to pay invoices?"),
 * not a duration about something else on the same page.
 */
export function statesWhatIsAskedOf(
  p: KnowledgePassage,
  wanted: readonly AnswerType[],
  terms: readonly string[],
): boolean {
  if (!wanted.some((type) => statedTypes.get(p.id)?.has(type))) return false;
  return sentencesOf(p).some(
    (sentence) =>
      wanted.some((type) => type.states.test(sentence)) &&
      contentTerms(sentence.replace(TIME_UNITS, " ")).some((word) => terms.includes(word)),
  );
}
/** "How many ...?", "Did many ...?": a question about a number of things (not of minutes or days: that asks a time). */
export const ASKS_A_COUNT =
  /\bhow many\b(?! (?:minutes|hours|days|weeks|months|years)\b)|\b(?:did|do|were|are|have) (?:many|lots of|a lot of)\b/i;
/** A figure that counts ("1,312", "91%", "146 homes"): not a year, a time of day or a duration. */
const FIGURE =
  /\b\d{1,3}(?:,\d{3})+\b|\b\d+(?:\.\d+)?%|\b\d{2,3}\b(?![-\s.]?(?:am|pm|hours?|days?|weeks?|months?|years?|minutes?)\b)/i;

/** Whether a sentence of a passage gives a figure for something the question names ("1,312 helpline contacts"). */
export function statesACountOf(p: KnowledgePassage, terms: readonly string[]): boolean {
  return sentencesOf(p).some(
    (sentence) => FIGURE.test(sentence) && contentTerms(sentence).some((word) => terms.includes(word)),
  );
}

/** A passage's sentences, split after a full stop, question mark, colon or semicolon. */
const sentencesOf = (p: KnowledgePassage) => p.paragraphs.flatMap((paragraph) => paragraph.split(/(?<=[.!?:;])\s+/));

// The unit says which kind of fact a sentence states, not what it is about: "how many days?" shares
// "days" with "a minimum of two days" of day rates.
const TIME_UNITS = /\b(?:minutes?|hours?|days?|weeks?|months?|years?)\b/gi;

/** Whether a text says one of a question's words, or a synonym of one. */
function statesAny(text: string, terms: readonly string[]): boolean {
  const words = new Set(contentTerms(text));
  return terms.some((term) => creditIn(words, term) > 0);
}

/** A passage's own words: its heading and text, not its asks or keywords. */
const ownText = (p: KnowledgePassage) => `${p.heading} ${p.paragraphs.join(" ")}`;
/** The kinds of fact each passage states, read once. */
const statedTypes = new Map(
  passages.map((p) => [p.id, new Set(ANSWER_TYPES.filter((type) => type.states.test(ownText(p))))]),
);

/** 1, or more when the passage states a kind of fact the question asks for (`wanted`, read once per question). */
export function statesWhatIsAsked(p: KnowledgePassage, wanted: readonly (typeof ANSWER_TYPES)[number][]): number {
  const stated = statedTypes.get(p.id);
  return wanted.some((type) => stated?.has(type)) ? 1.5 : 1;
}

/**
 * A candidate's place in the answer: how much of the question it covers counts most, then its
 * BM25+ score against the best; an ask that is nearly the question itself can double it, and
 * stating the kind of fact asked for raises it by half.
 */
export const rank = (h: { coverage: number; score: number; asked: number; typed: number }, top: number) =>
  h.coverage ** 3 * (h.score / top) ** 0.5 * (1 + h.asked) * h.typed;

/** The stems of each passage's own words. */
const ownWords = new Map(passages.map((p) => [p.id, new Set(contentTerms(ownText(p)))]));

/** The share of a question's weight that a passage's own text states (a synonym counts for less). */
export function statedShare(p: KnowledgePassage, terms: readonly string[]): number {
  const words = ownWords.get(p.id);
  return words ? weighed(terms, (term) => creditIn(words, term)).share : 0;
}
