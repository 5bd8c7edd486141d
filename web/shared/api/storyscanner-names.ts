// The people, organisations and places an article names, as compromise (whose English model ships
// in its package) reads them, tidied for a list: possessives and punctuation off, a short form
// ("Whitfield") joined to its full one ("Sarah Whitfield"), most mentioned first.
import nlp from "compromise";
import { wordsOf } from "../tool-text.ts";
import type { StoryAnalysis } from "./storyscanner.ts";

/** compromise's reading of a text, parsed once and read for sentences, names and topic words. */
export type StoryDoc = ReturnType<typeof nlp>;

const MAX_NAMES = 10;

/** A name as it reads in a list: no possessive, no surrounding punctuation (a full stop kept only in initials, "U.S."). */
const tidyName = (name: string) => {
  const tidy = name
    .replace(/[’']s?$/u, "")
    .replace(/[’']s(?=[^\p{L}]*$)/u, "")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.)&]+$/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  return /^[^.]+\.$/.test(tidy) ? tidy.slice(0, -1) : tidy;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Distinct names, most mentioned first; a short form ("Whitfield") joins its full one ("Sarah Whitfield"). */
function distinctNames(found: readonly string[]): string[] {
  const counts = new Map<string, { name: string; count: number; first: number }>();
  found.map(tidyName).forEach((name, index) => {
    if (wordsOf(name).length === 0) return;
    const key = name.toLowerCase();
    const entry = counts.get(key) ?? { name, count: 0, first: index };
    counts.set(key, { ...entry, count: entry.count + 1 });
  });
  const entries = [...counts.values()];
  const longer = (short: string) =>
    entries.find((e) => e.name.length > short.length && new RegExp(`(^|\\s)${escapeRegExp(short)}$`, "i").test(e.name));
  for (const entry of entries) {
    const full = longer(entry.name);
    if (full) {
      full.count += entry.count;
      entry.count = 0;
    }
  }
  return entries
    .filter((e) => e.count > 0)
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, MAX_NAMES)
    .map((e) => e.name);
}

/** Whether compromise's lexicon knows a word, on its own, as a first name ("Helen"). */
const isFirstName = (word: string) => nlp(word).has("#FirstName");

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

export function namesIn(doc: StoryDoc): Pick<StoryAnalysis, "people" | "organisations" | "places"> {
  const names = (view: { out(format: "array"): unknown }) => view.out("array") as string[];
  // In context compromise can read "Helen Marsh" as a place (a marsh); one that starts with a first name is a person.
  const [personLike, places] = partition(names(doc.places()), (place) => isFirstName(place.split(/\s+/)[0] ?? ""));
  const people = distinctNames([...names(doc.people()), ...personLike]);
  const found = [...people, ...places, ...names(doc.organizations())].map((n) => tidyName(n).toLowerCase());
  // A run of two or more proper nouns that is neither a person nor a place is, in news, an
  // organisation compromise has no suffix for ("Castleford Precision").
  const named = names(doc.match("#ProperNoun #ProperNoun+").not("(#Date|#Month|#WeekDay)")).filter(
    (run) => !found.some((f) => f.includes(tidyName(run).toLowerCase()) || tidyName(run).toLowerCase().includes(f)),
  );
  const organisations = distinctNames([...names(doc.organizations()), ...named]);
  // A name compromise reads both ways ("Leeds" the place, "Leeds" the club) is listed once, as an organisation.
  const placeList = distinctNames(places).filter(
    (place) => !organisations.some((org) => org.toLowerCase() === place.toLowerCase()),
  );
  return { people, organisations, places: placeList };
}
