// The small UK-English synonym map TENFOLD applies to questions only, so "cost" finds the fees
// and "unsubscribe" finds how to leave the newsletter (more groups in ./synonym-groups.ts).
import { MORE_SYNONYM_GROUPS } from "./synonym-groups.ts";
import { stem } from "./terms.ts";

/**
 * Groups of words visitors use for the same thing. A question's word also searches for the other
 * words of its group, at a lower weight than the word itself.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  [
    "cost",
    "price",
    "pricing",
    "fee",
    "charge",
    "rate",
    "budget",
    "expensive",
    "cheap",
    "afford",
    "quote",
    "pay",
    "money",
    "retainer",
  ],
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
  ["prep", "prepare", "preparation", "rehearse", "brief", "briefing", "training"],
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
  // "Any tips?" asks how to go about something: the site calls it an approach.
  ["approach", ["tip", "tips", "pointer", "pointers"]],
  [
    "office",
    [
      "manchester",
      "birmingham",
      "leeds",
      "liverpool",
      "newcastle",
      "sheffield",
      "nottingham",
      "leicester",
      "cardiff",
      "swansea",
      "edinburgh",
      "glasgow",
      "aberdeen",
      "belfast",
      "bath",
      "exeter",
      "plymouth",
      "gloucester",
      "cheltenham",
      "swindon",
      "oxford",
      "cambridge",
      "reading",
      "southampton",
      "portsmouth",
      "brighton",
      "norwich",
      "york",
      "hull",
      "coventry",
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
