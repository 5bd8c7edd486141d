// How the site's text and a visitor's text are read as words: the same tokens, stop words and light
// stemming for the site's passages and for a visitor's question (TENFOLD, Triage Bot) or article
// (StoryScanner, in the browser and in the functions). The phrases TENFOLD reads as one word and the
// synonyms it applies to questions are its own (functions/lib/tenfold/chat/phrases.ts, synonyms.ts).

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
    // Possessive pronouns that stand alone ("an enquiry of mine"): whose, never what.
    "mine ours theirs " +
    // Reflexive pronouns stress who, and the question's "you" or "they" already says it.
    "myself yourself yourselves ourselves themselves itself himself herself " +
    // "Report back", "put in": the verb's particle, not a topic.
    "back put puts insist insists insisted somewhere anywhere everywhere nowhere whove wholl whod " +
    "guys guy hw wat wot thx cheers well done until till lol tbh btw imo fyi omg ta " +
    // Light verbs in their other forms ("go" and "get" are above): they carry tense, not topic.
    "goes went gone " +
    "seem seems seemed sound sounds sounded wonder wondering wondered noticed bring brings brought mean means"
  ).split(" "),
);

/** Words whose "-ing" makes another word, not a form of the same one ("media training" is no train). */
const KEPT_WHOLE = new Set(["training", "trainings", "briefing", "briefings"]);

/** Reduces a word to a stem shared by its common forms (fees/fee, policies/policy, lobbying/lobby, worked/work). */
export function stem(word: string): string {
  let w = word
    .toLowerCase()
    .replace(/[’']s$/, "")
    .replace(/[’']/g, "");
  if (KEPT_WHOLE.has(w)) return w.replace(/s$/, "");
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
  return (
    text
      .toLowerCase()
      .match(/[a-z0-9£][a-z0-9£’'-]*/g)
      ?.map((token) => token.replace(/-+$/, "")) ?? []
  );
}

/** A question's tokens, with hyphenated words also read as their parts ("chatgpt-type"). */
export function questionTokens(text: string): string[] {
  return tokenize(text).flatMap((token) =>
    token.includes("-") ? [token, ...token.split("-").filter(Boolean)] : [token],
  );
}

/** Words ending in -ly that name things rather than say how ("definitely" is an adverb; "assembly" is not). */
const LY_NOUNS = new Set(
  "assembly family supply monopoly anomaly butterfly italy reply july ally rally apply holly bully jelly lily belly".split(
    " ",
  ),
);

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
