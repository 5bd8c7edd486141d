// Which passage answers a question, if any: TENFOLD's confidence thresholds over the retrieval's
// hits, the section of a page that states the answer, and a cache of the readings of the message
// being answered.
import { pageOf, questionTerms, retrieve, samePage, type Hit } from "./knowledge-index.ts";
import { askedAfterDash } from "./question-reading.ts";
import { weightOf } from "./passage-index.ts";
import { synonymsOf } from "./synonyms.ts";
import { contentTerms, stem } from "./terms.ts";
import {
  ASKS_A_COUNT,
  askSimilarity,
  mustStateIn,
  statedShare,
  statesACountOf,
  statesWhatIsAskedOf,
  type AnswerType,
} from "./passage-scoring.ts";

/**
 * When a passage counts as the answer: it covers `minCoverage` of the question's weight (less in
 * a long question: `longStep` per word past five, down to `longFloor`), its BM25+ score reaches
 * `minScore`, and every word of the question is one the site uses (one may not be, from
 * `toleratesOneUnknownFrom` words). A section found through its own asks, or any passage one of
 * whose asks is nearly the question (`askedAlmostSo`: "Do I have to pay for the proposal?" finds
 * the fee note that says it is free), is quoted when its own words state `sectionStates` of the
 * question, not a longer section of its page that repeats more of its words. Tuned on the evaluation sets
 * (tests/fixtures/tenfold-*.json) for no out-of-scope question answered with a page first, then
 * the most right answers; `quoted` and `alsoQuoted` bound an answer's length.
 */
export const CONFIDENCE = {
  minCoverage: 0.6,
  longStep: 0.04,
  longFloor: 0.5,
  minScore: 30,
  toleratesOneUnknownFrom: 6,
  sectionStates: 0.3,
  askedAlmostSo: 0.5,
  alsoQuoted: 2,
  quoted: 6,
  backgroundUnknown: 0,
} as const;

export interface Found {
  readonly hit?: Hit;
  /** Other passages that answer as well, quoted briefly. */
  readonly also: readonly Hit[];
  readonly terms: readonly string[];
  /** The kinds of fact asked for (see ANSWER_TYPES), which the answer leads with. */
  readonly wanted?: readonly AnswerType[];
  readonly unknown: readonly string[];
  /** The question is about the world or asks an opinion (the "elsewhere" topic matched best). */
  readonly elsewhere?: boolean;
  /**
   * The same section of other pages of its kind answers as well, and nothing the visitor said
   * chose between them ("How long does an engagement run?" of every service): the answer shows
   * them, not one alone.
   */
  readonly contested?: boolean;
}

/**
 * The passage that answers a question, or none when the site does not cover it. `setting`: the
 * words of what the visitor said before asking ("We're an NHS trust closing a unit."), which
 * choose between passages that answer the question equally well.
 */
export function bestAnswer(question: string, setting: readonly string[] = []): Found {
  const key = `${question}\u0000${setting.join(" ")}`;
  const cached = answered.get(key);
  if (cached) return cached;
  const found = findAnswer(question, setting);
  answered.set(key, found);
  return found;
}

/** Readings of the message being answered, so its parts and follow-up forms are searched once each. */
const answered = new Map<string, Found>();

function findAnswer(question: string, setting: readonly string[]): Found {
  const { hits, terms, unknown, wanted } = retrieve(question);
  const { hit: best, contested } = inSetting(hits, setting, terms);
  if (best?.passage.id === "topic:elsewhere") return { also: [], terms, unknown, elsewhere: true };
  // A one-word question scores about half what a two-word one does for the same match.
  const minScore = CONFIDENCE.minScore * Math.min(1, terms.length / 2);
  // A word the site never uses usually names what the question is about; in a long question, one
  // such word is more often an aside ("we're merging with ...") and coverage still has to be met.
  const unknownAllowed = terms.length >= CONFIDENCE.toleratesOneUnknownFrom ? 1 : 0;
  const minCoverage = Math.max(
    CONFIDENCE.longFloor,
    CONFIDENCE.minCoverage - CONFIDENCE.longStep * Math.max(0, terms.length - 5),
  );
  if (!best || best.coverage < minCoverage || best.score < minScore || unknown.length > unknownAllowed)
    return { also: [], terms, unknown };
  const near = hits
    .filter((h) => h !== best)
    .filter((h) => h.coverage >= Math.max(minCoverage, best.coverage - 0.15) && h.score >= minScore);
  // "How long ...?" is answered by the passage, among those that answer nearly as well, that
  // states a duration, before one that only shares its words.
  const bestStates = statesWhatIsAskedOf(best.passage, wanted, terms);
  const stating =
    mustStateIn(question) && !bestStates ? near.find((h) => statesWhatIsAskedOf(h.passage, wanted, terms)) : undefined;
  const first = stating ?? best;
  const also = [best, ...near].filter((h) => h !== first).slice(0, CONFIDENCE.alsoQuoted);
  // "Our council changed hands - any tips on getting to know the new lot?": the words before the
  // dash found the page; those after it say which of its sections answers.
  const asking = questionTerms(askedAfterDash(question) ?? "");
  return {
    hit: focus(first, asking.length >= 2 ? asking : terms, wanted.length > 0, ASKS_A_COUNT.test(question)),
    also,
    terms,
    unknown,
    wanted,
    contested,
  };
}

/** Words of a "how long?" or "how often?" question that ask for the kind of fact, not about what. */
export const TIME_WORDS = new Set([
  "long",
  "soon",
  "quick",
  "quickly",
  "fast",
  "often",
  "frequently",
  "many",
  "minut",
  "hour",
  "day",
  "week",
  "month",
  "year",
  "timescal",
  "time",
  "usual",
  "typical",
  "take",
  "last",
]);

/** Hits whose coverage is this close to the best's answer the question as well as it does. */
const TIED = 0.02;

/**
 * The first hit, unless others cover the question as fully and the page of one of them says more
 * of the setting the visitor gave: "how long does one of your engagement programmes run?" is
 * answered by every service's "How an engagement runs", and "We're an NHS trust ... involve
 * patients and local people" says which.
 */
function inSetting(
  hits: readonly Hit[],
  setting: readonly string[],
  terms: readonly string[],
): { hit?: Hit; contested: boolean } {
  const [first] = hits;
  if (!first) return { contested: false };
  // The words that ask for the kind of fact ("how long ... last") do not say which page: a section
  // whose asks happen to say "last" covers more of the question than its twin on another page,
  // but states what is asked about no less.
  const topic = terms.filter((term) => !TIME_WORDS.has(term));
  const onTopic = (h: Hit) =>
    topic.length > 0 &&
    topic.length < terms.length &&
    statedShare(h.passage, topic) >= statedShare(first.passage, topic) - TIED;
  // Only the same section of pages of one kind (each service's "How an engagement runs") are
  // weighed so: pages of a kind are alike in length, so the page that says more is more on topic.
  const tied = hits.filter(
    (h) =>
      (h.coverage >= first.coverage - TIED || onTopic(h)) &&
      h.passage.kind === first.passage.kind &&
      h.passage.heading === first.passage.heading,
  );
  if (tied.length < 2) return { hit: first, contested: false };
  const shares = tied
    .map((hit) => ({ hit, share: settingShare(hit.passage, setting) }))
    .sort((a, b) => b.share - a.share);
  const [best, next] = shares;
  // Nothing said chooses (no setting, or two pages say as much of it): the first hit, contested.
  if (!best || !next || best.share === next.share) return { hit: first, contested: true };
  return { hit: best.hit, contested: false };
}

/** Counts and times in a setting ("shutting two leisure centres", "done properly this time") say nothing of who is asking. */
const COUNTS = new Set(
  ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "dozen", "hundred", "thousand"].map(
    stem,
  ),
);
const counted = (term: string) => /^\d+$/.test(term) || COUNTS.has(term);

/** The share of the setting's weight that the page of a passage says anywhere (a synonym counts). */
export function settingShare(passage: Hit["passage"], given: readonly string[]): number {
  const setting = given.filter((term) => !TIME_WORDS.has(term) && !counted(term));
  const words = wordsOfPage(passage);
  const total = setting.reduce((sum, term) => sum + weightOf(term), 0);
  const said = setting
    .filter((term) => words.has(term) || synonymsOf(term).some((s) => words.has(s)))
    .reduce((sum, term) => sum + weightOf(term), 0);
  // A setting of only counts and times says nothing against any page.
  return total === 0 ? 1 : said / total;
}

/** Each page's words (titles, text and keywords of all its sections), read the first time a setting asks. */
const pageWords = new Map<string, ReadonlySet<string>>();
function wordsOfPage(passage: Hit["passage"]): ReadonlySet<string> {
  const url = pageOf(passage);
  let words = pageWords.get(url);
  if (!words) {
    words = new Set(
      samePage(passage).flatMap((p) =>
        contentTerms(`${p.page} ${p.heading} ${p.paragraphs.join(" ")} ${p.keywords.join(" ")}`),
      ),
    );
    pageWords.set(url, words);
  }
  return words;
}

/**
 * A page is often found through what visitors ask about it while the fact asked for is stated in
 * one of its sections ("What are the Gunning principles?" finds the consultations article by its
 * asks; the principles are in its second section). The answer quotes the passage of that page
 * whose own words state most of the question.
 */
export function focus(hit: Hit, allTerms: readonly string[], asksAKindOfFact = false, asksACount = false): Hit {
  if (hit.passage.kind === "topic" || hit.passage.kind === "person" || hit.passage.kind === "faq") return hit;
  // "Did many parents call the helpline?" is answered by the passage found when it gives a figure
  // for what was asked ("1,312 helpline contacts"), not by a section that says more of the words.
  if (asksACount && statesACountOf(hit.passage, allTerms)) return hit;
  // Words that name the page ("the homes on the edge of a market town one") found the page; the
  // rest ("how did the committee vote go?") say which of its sections answers. A question for a
  // kind of fact ("how long should the statement be?") keeps them, as does one with a single word
  // besides ("a template for a first statement?"): "how long" or "first" alone names no section.
  const title = new Set(contentTerms(hit.passage.page));
  const asked = asksAKindOfFact ? [] : allTerms.filter((term) => !title.has(term));
  const terms = asked.length >= 2 ? asked : allTerms;
  const own = statedShare(hit.passage, terms);
  // A section found through its own asks is the answer when it says most of what was asked.
  if (
    (hit.passage.id.includes("#") || askSimilarity(hit.passage, terms) >= CONFIDENCE.askedAlmostSo) &&
    own >= CONFIDENCE.sectionStates
  )
    return hit;
  let best = { passage: hit.passage, share: own };
  for (const p of samePage(hit.passage)) {
    const share = statedShare(p, terms);
    if (share > best.share) best = { passage: p, share };
  }
  return best.passage === hit.passage ? hit : { ...hit, passage: best.passage };
}

/**
 * How many words of a message's background (outside what it asks) the site never uses. Such a
 * word may say who is asking ("a charity in Clifton") but as often what the message is really
 * about ("my neighbour's two-storey extension ... do I have a claim?"); past
 * `CONFIDENCE.backgroundUnknown` of them the whole message is read instead.
 */
export function unknownInBackground(message: string, asked: string): number {
  const inAsked = new Set(bestAnswer(asked).unknown);
  return bestAnswer(message).unknown.filter((term) => !inAsked.has(term)).length;
}

/** Starts a new message: the readings cached are of the message answered before. */
export function forgetReadings(): void {
  answered.clear();
}
