// How urgent an enquiry is, read by a general rule that the page and the notes state:
// - "urgent": a crisis signal (words of an incident happening now: harm, a leak or breach, an
//   investigation, a journalist asking, a resignation, "tonight" ...), or a deadline the text names
//   within two working days;
// - "soon": a named deadline within ten working days;
// - "routine": otherwise.
// A deadline is a date or a relative day said as one ("by Friday", "on 14 March", "tomorrow",
// "within 48 hours"); a date with no deadline meaning ("since 3 March", "last Tuesday", a date
// already past) does not count. Working days are the firm's (web/shared/opening-hours.ts): weekdays
// that are not bank holidays in England and Wales, counted in UK time.
import { isWorkingDay, UK_TIME_ZONE } from "#shared/opening-hours.ts";
import { DAY_MS } from "#shared/time-units.ts";
import type { Urgency } from "#shared/api/triage.ts";

/** Working days up to a deadline at or below which it makes the enquiry urgent, or soon. */
export const URGENT_WITHIN = 2;
export const SOON_WITHIN = 10;

interface Signal {
  /** What kind of signal, for the notes and the tests. */
  readonly kind: string;
  readonly pattern: RegExp;
}

/**
 * Words that say something is happening to the writer now, not a service they want in general.
 * Each is a whole word or phrase (case-insensitive); a sentence that speaks of a plan, a
 * rehearsal or a "what if" (see HYPOTHETICAL) does not raise them.
 */
export const CRISIS_SIGNALS: readonly Signal[] = [
  {
    kind: "harm",
    pattern:
      /\b(?:(?:was|were|been|is|are|got) (?:seriously )?(?:injured|hurt|killed)|died|death of|fatal(?:ity|ities)?|self-harm|safeguarding (?:concern|incident|issue)s?|abuse allegations?|assault(?:ed)?)\b/i,
  },
  { kind: "leak or allegation", pattern: /\b(?:leak(?:ed|s)?|whistle-?blower|allegations?|accus(?:ed|ations?))\b/i },
  {
    kind: "breach",
    pattern:
      /\b(?:(?:data|security) breach|breach of (?:data|security)|hack(?:ed|ers)|ransomware|cyber[- ]?attack|stolen|theft|systems? (?:are |is |went |have gone )?(?:down|offline))\b/i,
  },
  {
    kind: "investigation",
    pattern:
      /\b(?:(?:are|is|being|been|now|has opened an?|have opened an?|launched an?) (?:investigat(?:ed|ing|ion))|investigation (?:into|has|was|is)|under investigation|police (?:are|have|were)|(?:told|notified|informed|reported (?:it |this )?to) the (?:ICO|police|regulator|Charity Commission|HSE|Ofsted|Ofcom|FCA)|arrest(?:ed)?|raided|dawn raid)\b/i,
  },
  {
    kind: "journalist asking",
    pattern:
      /\b(?:(?:journalist|reporter|newspaper|paper|broadcaster|producer|editor)s? (?:from [\w .'-]{2,40} )?(?:has |have |is |are )?(?:already |now |just |also )?(?:asked|asking|called|rang|emailed|contacted|approached|wants? (?:a )?comment|going to (?:print|publish|run))|(?:running|publishing|printing) (?:a |the )?(?:story|piece|article)|right of reply|press enquiry|deadline for (?:a |our )?comment)\b/i,
  },
  { kind: "resignation", pattern: /\b(?:resign(?:ed|s|ation)?|stepp(?:ed|ing) down|sacked|suspended|dismissed)\b/i },
  { kind: "tonight", pattern: /\b(?:tonight|overnight|right now|as we speak|within the hour|this evening)\b/i },
  {
    kind: "going public",
    pattern:
      /\b(?:gone viral|going viral|trending|pile-on|boycott|protesters? (?:are |is )?outside|front page|urgent(?:ly)?|emergency)\b/i,
  },
  {
    kind: "legal threat",
    pattern:
      /\b(?:injunction|judicial review (?:has been|was) (?:filed|lodged)|(?:served|issued) (?:with )?(?:a |an )?(?:writ|claim|notice)|enforcement notice|urgent question)\b/i,
  },
];

/** A sentence that speaks of preparing for, or imagining, an incident, not of one happening. */
const HYPOTHETICAL =
  /\b(?:if (?:a|an|we|our|there)|in case|should (?:a|an|we) (?:ever )?(?:be|face|have|suffer)|prepar(?:edness|(?:e|ed|ing) for (?:a|an|any|the worst))|plan(?:s|ning)? for|rehears\w*|exercise|simulat\w*|scenario|training|what would happen|hypothetical)\b/i;

export interface Reading {
  readonly urgency: Urgency;
  /** The words that set it, as written: crisis signals, then the deadline when it counts. */
  readonly signals: readonly string[];
  /** The crisis signals alone. */
  readonly crisis: readonly string[];
  readonly deadline: string | null;
}

interface Day {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const dayClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

/** The calendar day in the UK at `instant`. */
function ukDay(instant: Date): Day {
  const parts = Object.fromEntries(dayClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts["year"]), month: Number(parts["month"]), day: Number(parts["day"]) };
}

const toUtc = (d: Day) => Date.UTC(d.year, d.month - 1, d.day);

const addDays = (d: Day, n: number): Day => {
  const date = new Date(toUtc(d) + n * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const weekdayOf = (d: Day) => new Date(toUtc(d)).getUTCDay();

/** Working days after `from` up to and including `to` (0 when `to` is `from`). */
export function workingDaysBetween(from: Day, to: Day): number {
  let count = 0;
  for (let d = addDays(from, 1); toUtc(d) <= toUtc(to); d = addDays(d, 1)) if (isWorkingDay(d)) count++;
  return count;
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const WEEKDAY = "(?:mon|tues|wednes|thurs|fri|satur|sun)day";
const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const ORDINAL = "(?:st|nd|rd|th)?";
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fourteen: 14,
  "twenty-four": 24,
  "forty-eight": 48,
  "seventy-two": 72,
};
const AMOUNT = `(?:\\d{1,3}|${Object.keys(NUMBER_WORDS).join("|")})`;
/** Words that give a date a deadline's meaning: something must happen by, or on, that day. */
const CUE = "(?:by|before|until|till|no later than|ahead of|in time for|on|for|due|deadline(?: is)?|closes)";

interface Found {
  readonly text: string;
  readonly day: Day;
}

const monthIndex = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** A date with no year that fell less than this long ago is one already past ("ran on 28 November"), not next year's. */
const RECENTLY_PAST_DAYS = 183;

/** A day and month with no year: the next time it comes, today included, unless it has only just passed. */
function nextDate(today: Day, month: number, day: number, year: string | undefined): Day | undefined {
  if (month < 1 || day < 1 || day > 31) return undefined;
  if (year) return { year: Number(year), month, day };
  const thisYear = { year: today.year, month, day };
  if (toUtc(thisYear) >= toUtc(today)) return thisYear;
  if (toUtc(today) - toUtc(thisYear) < RECENTLY_PAST_DAYS * DAY_MS) return undefined;
  return { year: today.year + 1, month, day };
}

/** The weekday named next: "Friday" said on a Friday means a week on, unless "today" is meant. */
function nextWeekday(today: Day, name: string, next: boolean): Day {
  const target = WEEKDAYS.indexOf(name.toLowerCase());
  let ahead = (target - weekdayOf(today) + 7) % 7;
  if (ahead === 0) ahead = 7;
  // "next Tuesday" said early in a week is the Tuesday of the week after.
  if (next && ahead < 7 && weekdayOf(today) !== 0 && target > weekdayOf(today)) ahead += 7;
  return addDays(today, ahead);
}

/** Every deadline the text names, with the day it falls on (UK calendar). */
export function deadlinesIn(text: string, now: Date): Found[] {
  const today = ukDay(now);
  const found: Found[] = [];
  const each = (pattern: RegExp, read: (m: RegExpExecArray) => Day | undefined) => {
    for (const m of text.matchAll(new RegExp(pattern.source, "gi"))) {
      const day = read(m);
      if (day && toUtc(day) >= toUtc(today)) found.push({ text: m[0].trim(), day });
    }
  };
  // "on 14 March", "by Friday 6th March 2027", "before the 3rd of April"
  each(
    new RegExp(
      `\\b${CUE}\\s+(?:${WEEKDAY},?\\s+)?(?:the\\s+)?(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?(${MONTH})\\b(?:,?\\s+(\\d{4}))?`,
    ),
    (m) => nextDate(today, monthIndex(m[2] ?? ""), Number(m[1]), m[3]),
  );
  // "by March 14", "on April 3rd, 2027"
  each(new RegExp(`\\b${CUE}\\s+(?:${WEEKDAY},?\\s+)?(${MONTH})\\s+(\\d{1,2})${ORDINAL}\\b(?:,?\\s+(\\d{4}))?`), (m) =>
    nextDate(today, monthIndex(m[1] ?? ""), Number(m[2]), m[3]),
  );
  // "by Friday", "on Monday", "next Tuesday", "this Thursday"; a weekday followed by a date was read above.
  each(
    new RegExp(
      `\\b(?:${CUE}\\s+(?:this\\s+|next\\s+|the\\s+coming\\s+)?|(?:this|next|coming)\\s+)(${WEEKDAY})\\b(?!,?\\s+(?:the\\s+)?\\d)`,
    ),
    (m) => nextWeekday(today, m[1] ?? "", /\bnext\b/i.test(m[0])),
  );
  // "tomorrow", "the day after tomorrow", "tonight", "by the end of today", "end of the week"
  each(
    /\b(?:(?:the )?day after tomorrow|tomorrow|tonight|(?:by |before )(?:the )?(?:end of )?today|(?:by )?(?:the )?end of (?:the |this )?(?:day|week)|by next week|next week)\b/,
    (m) => {
      const said = m[0].toLowerCase();
      if (said.includes("after tomorrow")) return addDays(today, 2);
      if (said.includes("tomorrow")) return addDays(today, 1);
      if (said.includes("end of") && said.includes("week")) return addDays(today, (5 - weekdayOf(today) + 7) % 7);
      if (said.includes("next week")) {
        const monday = addDays(today, (1 - weekdayOf(today) + 7) % 7 || 7);
        return said.startsWith("by") ? monday : addDays(monday, 4);
      }
      return today;
    },
  );
  // "within 48 hours", "in the next three working days", "in two weeks"
  each(
    new RegExp(
      `\\b(?:within|in the next|in)\\s+(?:the\\s+next\\s+)?(${AMOUNT})\\s+(working\\s+|business\\s+)?(hours?|days?|weeks?)\\b`,
    ),
    (m) => {
      const said = (m[1] ?? "").toLowerCase();
      const amount = NUMBER_WORDS[said] ?? Number(said);
      const unit = (m[3] ?? "").toLowerCase();
      if (unit.startsWith("hour")) return ukDay(new Date(now.getTime() + amount * 3_600_000));
      if (m[2]) {
        let day = today;
        for (let left = amount; left > 0;) {
          day = addDays(day, 1);
          if (isWorkingDay(day)) left--;
        }
        return day;
      }
      return addDays(today, unit.startsWith("week") ? amount * 7 : amount);
    },
  );
  return found;
}

/** Sentences, so a "what if" in one does not cancel a signal in another. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

/** The crisis signals in a text, as written, each once. */
export function crisisSignalsIn(text: string): string[] {
  const said = new Set<string>();
  for (const sentence of sentencesOf(text)) {
    if (HYPOTHETICAL.test(sentence)) continue;
    for (const { pattern } of CRISIS_SIGNALS) {
      for (const m of sentence.matchAll(new RegExp(pattern.source, "gi"))) said.add(m[0]);
    }
  }
  return [...said];
}

/** The urgency of an enquiry, its signals and the earliest deadline it names, at `now`. */
export function readUrgency(text: string, now: Date): Reading {
  const signals = crisisSignalsIn(text);
  const today = ukDay(now);
  const earliest = deadlinesIn(text, now).sort((a, b) => toUtc(a.day) - toUtc(b.day))[0];
  const days = earliest ? workingDaysBetween(today, earliest.day) : undefined;
  const byDeadline: Urgency =
    days === undefined ? "routine" : days <= URGENT_WITHIN ? "urgent" : days <= SOON_WITHIN ? "soon" : "routine";
  const urgency: Urgency = signals.length > 0 ? "urgent" : byDeadline;
  const counted = earliest && byDeadline !== "routine" && !signals.includes(earliest.text) ? [earliest.text] : [];
  return { urgency, signals: [...signals, ...counted], crisis: signals, deadline: earliest?.text ?? null };
}
