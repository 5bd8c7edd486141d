// Everyday ways of saying what the site says in its own words, read only by the model's retrieval
// (./model-readings.ts): a wider net than the built-in answerer's phrases, since the model is
// told to say so when none of the passages it is given holds the answer.

/**
 * Each rule adds the site's words to an everyday phrase, or puts them in its place where the
 * phrase's own words would point elsewhere ("the one in Cardiff", "legally").
 */
const RECALL_WORDS: readonly [RegExp, string][] = [
  // Charging by time ("do you bill by the hour?"): the site says how it charges and prices.
  [
    /\bbill(?:s|ed|ing)?\s+(?:by|per)\s+(?:the\s+)?(?:hour|day|month|week)\b|\bby the hour\b|\bper hour\b|\bhourly (?:rates?|fees?|billing)\b|\bbilling\b|\binvoic(?:e|es|ed|ing)\b/gi,
    " $& charge fee hour ",
  ],
  // The devolved legislatures, as visitors name them by their seats.
  [
    /\bholyrood\b|\b(?:parliament|government|assembly|politicians?|msps?|one)\s+(?:in|at)\s+edinburgh\b|\bedinburgh(?:['’]s)?\s+(?:parliament|government)\b/gi,
    " Scottish Parliament ",
  ],
  [
    /\bcardiff bay\b|\bwelsh (?:parliament|assembly)\b|\b(?:parliament|government|assembly|politicians?|one)\s+(?:in|at)\s+cardiff\b/gi,
    " Senedd ",
  ],
  [
    /\bstormont\b|\b(?:parliament|government|assembly|politicians?|one)\s+(?:in|at)\s+belfast\b/gi,
    " Northern Ireland Assembly ",
  ],
  // Asking for a comment or a statement is a press enquiry.
  [/\b(?:for|get|want|need) (?:a |your )?(?:comment|quote|statement|response)\b/gi, " $& press enquiries "],
  // "Spam" is email a visitor does not want: the email the site sends visitors is its newsletter.
  [/\bspam(?:s|med|ming)?\b|\bjunk (?:mail|email)s?\b/gi, " $& newsletter email unsubscribe "],
  // Work "full of rubbish" asks who checks it: the site says who checks and edits.
  [
    /\b(?:rubbish|garbage|slop|sloppy|nonsense|errors|mistakes|inaccurate|inaccuracies)\b/gi,
    " $& check edit accurate ",
  ],
  // Whether the law requires something: the site speaks of rules and what they require.
  [
    /\blegally\b|\bby law\b|\blegal (?:requirement|obligation|duty)\b|\bthe law (?:says|requires)\b/gi,
    " rule requiring law ",
  ],
  // A score out of five is the client rating and its reviews.
  [
    /\b\d(?:\.\d)?\s*(?:out of|\/)\s*(?:5|five|10|ten)\b|\bstar ratings?\b|\b\d(?:\.\d)?\s+stars?\b/gi,
    " rating reviews ",
  ],
  // Whether the firm acts for a named organisation, and working for both sides of one matter.
  [
    /\b(?:a |one )?(?:certain|particular|specific|given|named)\s+(?:developer|company|firm|client|organi[sz]ation|business|body|charity)\b/gi,
    " $& named organisation act for ",
  ],
  [
    /\bboth sides\b|\b(?:the )?other side\b|\bopposite sides?\b|\b(?:work|works|working|act|acting|represent|representing)\s+for\b.*\b(?:and|as well as|also)\b.*\b(?:objectors?|objecting|opponents?|opposing|opposed|rivals?|competitors?)\b/gi,
    " $& conflict of interest opposite sides ",
  ],
  // "An example profile" is one of the site's demonstration records.
  [/\b(?:an?|some)\s+(?:example|sample|demo|dummy)\b/gi, " $& demonstration "],
  // "How often" is answered with a period, never the word "often"; the site's are mostly months
  // ("about once a month", "a monthly retainer"), and adding more periods drew the wrong passages.
  [/\bhow (?:often|frequently|regularly)\b/gi, " $& month "],
  [/\binbox(?:es)?\b/gi, " $& email "],
];

/** A reading of a message with the site's words added for its everyday phrases. */
export function inSiteWords(reading: string): string {
  return RECALL_WORDS.reduce((rewritten, [pattern, words]) => rewritten.replace(pattern, words), reading);
}
