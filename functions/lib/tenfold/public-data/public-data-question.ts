// Which of a visitor's questions ask for a public date that GovCal Pro holds, rather than about the
// firm: when Parliament's next (or a named) recess is, whether a House sits on a day, and when a
// GOV.UK consultation closes. A few rules read the sentence that asks; anything else (a question
// about the firm's GovCal Pro tool, a consultation response we could write) is left to the
// answerers, so a question is only taken here when its wording asks for the date itself.
import type { GovcalHouse } from "#shared/api/govcal-names.ts";
import { dateIn } from "./public-data-dates.ts";

export type PublicDataQuestion =
  | { readonly kind: "recess"; readonly house: GovcalHouse | null; readonly named: string | null }
  | { readonly kind: "sitting"; readonly house: GovcalHouse | null; readonly date: string }
  | { readonly kind: "consultation"; readonly about: string };

/** Parliament's recesses by the names its calendar gives them. */
const RECESS_NAMES = ["christmas", "february", "easter", "whitsun", "summer", "conference", "november"];

const HOUSE = /\b(parliament|house of commons|house of lords|commons|lords|mps|peers|the house|westminster)\b/;
/** A question about the firm ("when do you close?") is the answerers' to read, not a public date. */
const ABOUT_US = /\b(you|your|yours|larkspur|tenfold)\b/;
const ASKS_WHEN = /^(when|what dates?|which dates?|what day|by when|how long until|how soon)\b/;
const RISES_OR_RETURNS =
  /\b(rise|rises|return|returns|come back|comes back|break up|breaks up|go into recess|goes into recess)\b/;
const ASKS_SITTING =
  /^(is|are|will|does|do)( the)? (parliament|house of commons|house of lords|commons|lords|mps|peers|either house|both houses)\b.*\b(sit|sitting|in recess|in session)\b/;
const CONSULTATION = /\b(consultation|call for evidence)\b/;
const CLOSES = /\b(close|closes|closing|end|ends|deadline|due)\b/;

function houseOf(sentence: string): GovcalHouse | null {
  if (/\b(commons|mps)\b/.test(sentence)) return "commons";
  if (/\b(lords|peers)\b/.test(sentence)) return "lords";
  return null;
}

/** The words that name a consultation: "on X", "about X", "the X consultation", "of/for the X consultation". */
function consultationNamed(sentence: string): string {
  const named =
    /\b(?:consultation|call for evidence) (?:on|about|into|for|regarding|concerning|over) (?:the )?(.+?)(?: (?:close|closes|closing|end|ends|due)\b|\?|$)/.exec(
      sentence,
    )?.[1] ??
    /\b(?:the|a) (.+?) (?:consultation|call for evidence)\b/.exec(sentence)?.[1] ??
    /\b(?:closing date|deadline) (?:of|for) (?:the )?(.+?)(?:\?|$)/.exec(sentence)?.[1] ??
    "";
  return named
    .replace(/\b(?:closing date|deadline|when|does|do|will|is|the|government'?s?|gov\.?uk|uk|open|current)\b/g, " ")
    .replace(/\b(?:consultation|call for evidence)\b.*$/, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:of|for|on|about) /, "");
}

function read(sentence: string, today: string): PublicDataQuestion | undefined {
  if (ABOUT_US.test(sentence)) return undefined;
  if (CONSULTATION.test(sentence) && CLOSES.test(sentence)) {
    const asks =
      ASKS_WHEN.test(sentence) || /^(what is |what's |tell me )?(the )?(closing date|deadline)\b/.test(sentence);
    if (asks) return { kind: "consultation", about: consultationNamed(sentence) };
  }
  if (ASKS_SITTING.test(sentence)) return { kind: "sitting", house: houseOf(sentence), date: dateIn(sentence, today) };
  if (
    ASKS_WHEN.test(sentence) &&
    (/\brecess\b/.test(sentence) || (HOUSE.test(sentence) && RISES_OR_RETURNS.test(sentence)))
  )
    return {
      kind: "recess",
      house: houseOf(sentence),
      named: RECESS_NAMES.find((name) => new RegExp(`\\b${name}\\b`).test(sentence)) ?? null,
    };
  return undefined;
}

/**
 * The public-data question the message asks, if any. Each sentence is read on its own, after the
 * courtesies a visitor puts first ("Hi, could you tell me ..."), so a date asked for in passing
 * after some background is still found and a statement that mentions a recess is not.
 */
export function publicDataQuestion(message: string, today: string): PublicDataQuestion | undefined {
  const sentences = message
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .split(/(?<=[.?!])\s+|\n+/);
  for (const raw of sentences) {
    const sentence = raw
      .replace(/^(?:(?:hi|hello|hey|ok|okay|so|and|also|please|tenfold)\b[,!]?\s*)+/, "")
      .replace(/^(?:(?:can|could) you (?:tell me|say)|do you know|i'd like to know|i want to know|tell me)\s+/, "")
      .trim();
    const found = read(sentence, today);
    if (found) return found;
  }
  return undefined;
}
