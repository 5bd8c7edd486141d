// The sentences TENFOLD says from GovCal Pro's entries: the fact first (a recess's dates, whether a
// House sits, a consultation's closing time), each with the entries it comes from. When the data
// holds no such fact the reply says so and names what it looked through, never a guessed date.
import type { GovcalEntry } from "#shared/api/govcal.ts";
import { GOVCAL_HOUSES, HOUSE_NAMES, type GovcalHouse } from "#shared/api/govcal-names.ts";
import { contentTerms } from "../chat/terms.ts";
import { longDate } from "./public-data-dates.ts";
import type { PublicDataQuestion } from "./public-data-question.ts";

export interface Reading {
  /** The sentences that answer, fact first. */
  readonly lines: readonly string[];
  /** The entries the sentences state, whose official pages the reply links. */
  readonly used: readonly GovcalEntry[];
  /** True when the data holds no answer and the reply says so. */
  readonly unknown: boolean;
}

type Recess = Extract<PublicDataQuestion, { kind: "recess" }>;
type Sitting = Extract<PublicDataQuestion, { kind: "sitting" }>;

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
const housesOf = (house: GovcalHouse | null) => (house ? [house] : [...GOVCAL_HOUSES]);
/** "Commons: Christmas recess" is listed by House; the sentence names the House itself. */
const recessName = (entry: GovcalEntry) => entry.title.replace(/^[^:]*:\s*/, "");
const recessesOf = (entries: readonly GovcalEntry[], house: GovcalHouse) =>
  entries.filter((e) => e.kind === "recess" && e.house === house).sort((a, b) => a.start.localeCompare(b.start));

/**
 * `fromSnapshot`: Parliament's calendar could not be read and only the stored snapshot was, so a
 * recess missing from it says nothing about the real calendar.
 */
export function recessReading(
  question: Recess,
  entries: readonly GovcalEntry[],
  today: string,
  to: string,
  fromSnapshot = false,
): Reading {
  const found = housesOf(question.house).map((house) => {
    const recess = recessesOf(entries, house).find(
      (e) => e.end >= today && (!question.named || e.title.toLowerCase().includes(question.named)),
    );
    return { house, recess };
  });
  const lines = found.map(({ house, recess }) => {
    const name = HOUSE_NAMES[house];
    if (!recess && fromSnapshot)
      return `I can't say when the ${name} next goes into ${question.named ? `its ${capitalised(question.named)} ` : ""}recess: Parliament's calendar could not be read, and GovCal Pro's stored snapshot holds no such recess after today.`;
    if (!recess)
      return `GovCal Pro lists no ${question.named ? `${capitalised(question.named)} ` : "upcoming "}recess for the ${name} up to ${longDate(to)}.`;
    const dates = `${longDate(recess.start)} to ${longDate(recess.end)}`;
    return recess.start <= today
      ? `The ${name} is in its ${recessName(recess)} now: it does not sit from ${dates}.`
      : `The ${name} does not sit from ${dates}: ${question.named ? "its" : "its next recess, the"} ${recessName(recess)}.`;
  });
  const used = found.flatMap(({ recess }) => (recess ? [recess] : []));
  return { lines, used, unknown: used.length === 0 };
}

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

export function sittingReading(question: Sitting, entries: readonly GovcalEntry[]): Reading {
  const day = longDate(question.date);
  const used: GovcalEntry[] = [];
  let unknown = true;
  const lines = housesOf(question.house).map((house) => {
    const name = HOUSE_NAMES[house];
    const recesses = recessesOf(entries, house);
    const during = recesses.find((e) => e.start <= question.date && e.end >= question.date);
    unknown = unknown && !during && !isWeekend(question.date);
    if (during) {
      used.push(during);
      return `The ${name} does not sit on ${day}: it is in its ${recessName(during)} (${longDate(during.start)} to ${longDate(during.end)}).`;
    }
    if (isWeekend(question.date))
      return `The ${name} has no recess on ${day}, but it does not normally sit at weekends.`;
    // A recess listed after the day shows the published calendar reaches past it; without one,
    // "no recess listed" may only mean the dates have not been announced yet.
    if (!recesses.some((e) => e.start > question.date))
      return `No recess of the ${name} is listed for ${day}, but its published recess dates do not reach past that day yet, so I can't say whether it will sit.`;
    unknown = false;
    const business = entries.filter((e) => e.kind === "business" && e.house === house && e.start === question.date);
    used.push(...business.slice(0, 2));
    const listed = business.length
      ? ` GovCal Pro lists ${business.length === 1 ? "one item" : `${business.length} items`} of its business that day, such as “${business[0]?.title ?? ""}”.`
      : "";
    return `No recess of the ${name} falls on ${day}, so it is expected to sit.${listed}`;
  });
  return { lines, used, unknown };
}

const closingOf = (entry: GovcalEntry) => `${entry.endTime ? `at ${entry.endTime} on ` : "on "}${longDate(entry.end)}`;
const named = (entry: GovcalEntry) =>
  `“${entry.title}”${entry.department ? ` (${entry.department.name})` : ""} closes ${closingOf(entry)}`;

/**
 * The open consultations that the visitor's words name: every content word found in an entry's
 * title, description or department (one may be missing when they give three or more), the best
 * matched first and title words before description words.
 */
function matching(about: string, open: readonly GovcalEntry[]): GovcalEntry[] {
  const wanted = contentTerms(about);
  const scored = open.map((entry) => {
    const title = new Set(contentTerms(entry.title));
    const all = new Set([...title, ...contentTerms(`${entry.detail ?? ""} ${entry.department?.name ?? ""}`)]);
    return {
      entry,
      found: wanted.filter((t) => all.has(t)).length,
      inTitle: wanted.filter((t) => title.has(t)).length,
    };
  });
  const enough = (found: number) => found === wanted.length || (wanted.length >= 3 && found >= wanted.length - 1);
  const fits = scored.filter((s) => enough(s.found)).sort((a, b) => b.found - a.found || b.inTitle - a.inTitle);
  const best = fits[0];
  return best ? fits.filter((s) => s.found === best.found && s.inTitle === best.inTitle).map((s) => s.entry) : [];
}

export function consultationReading(about: string, entries: readonly GovcalEntry[]): Reading {
  const open = entries.filter((e) => e.kind === "consultation");
  if (contentTerms(about).length === 0) {
    const soonest = open.slice(0, 3);
    if (soonest.length === 0)
      return { lines: ["GovCal Pro lists no open GOV.UK consultation just now."], used: [], unknown: true };
    return {
      lines: [
        `GovCal Pro lists ${open.length} open GOV.UK consultations and calls for evidence. The next to close: ${soonest.map(named).join("; ")}.`,
      ],
      used: soonest,
      unknown: false,
    };
  }
  if (open.length === 0)
    return {
      lines: [
        `I don't know of an open GOV.UK consultation on “${about}”: GovCal Pro has no open consultations to look through just now, so I won't guess a date.`,
      ],
      used: [],
      unknown: true,
    };
  const found = matching(about, open).slice(0, 3);
  if (found.length === 0)
    return {
      lines: [
        `I don't know of an open GOV.UK consultation on “${about}”: none of the ${open.length} open consultations and calls for evidence GovCal Pro lists matches it, so I won't guess a date.`,
      ],
      used: [],
      unknown: true,
    };
  const [first, ...others] = found;
  const lines = [`${first ? named(first) : ""}.`];
  if (others.length) lines.push(`Also matching: ${others.map(named).join("; ")}.`);
  return { lines, used: found, unknown: false };
}
