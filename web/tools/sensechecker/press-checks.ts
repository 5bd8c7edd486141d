// The checks a press officer runs over a draft before it goes out, as general rules over the text:
// a figure or claim with no source, a date with no year or the wrong weekday, an embargo line not
// in the usual form, a press release without its notes to editors or contact block, and an
// acronym used before it is spelled out. No kept library does these (retext's plugins check
// prose, not a release's conventions), so they are written here, over the sentences retext found
// (docs/decisions/0014-sensechecker.md).
import type { Finding, Span } from "./sense-findings.ts";
import { dateProblem, embargoProblem, findDates } from "./press-dates.ts";

/** Figures a reader will ask the source of: percentages, sums of money, large or scaled numbers, ratios. */
const FIGURE_PATTERNS: readonly RegExp[] = [
  /\b\d+(?:\.\d+)?\s?(?:%|per\s?cent\b|percent\b)/gi,
  /[£$€]\s?\d[\d,.]*(?:\s?(?:million|billion|bn|m|k)\b)?/gi,
  /\b\d[\d,.]*\s?(?:million|billion|trillion|thousand)\b/gi,
  /\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b/g,
  /\b(?:one|two|three|four|five|six|seven|eight|nine|\d+) in (?:every )?(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\b/gi,
  /\b(?:half|a third|a quarter|two[ -]thirds|three[ -]quarters|a fifth)\s+of\b/gi,
];

/** Claims that lean on evidence without naming it. */
const CLAIM_PATTERNS: readonly RegExp[] = [
  /\b(?:research|studies|a study|evidence|surveys?|a survey|polls?|polling|data|the figures|figures|statistics|experts?|scientists|analysis)\s+(?:has\s+|have\s+)?(?:shows?|shown|suggests?|suggested|finds?|found|proves?|proven|confirms?|confirmed|says?|warns?|agree|reveals?|revealed|indicates?)\b/gi,
  /\bit is (?:widely )?(?:estimated|known|accepted|believed|thought)\b/gi,
  /\b(?:most|many) (?:people|experts|residents|voters|economists|businesses)\b/gi,
];

/** Words that say where a figure comes from. */
const ATTRIBUTION_WORDS =
  /\baccording to\b|\bsources?\b|\b(?:said|says|told|stated|reported|published|announced|commissioned|conducted|carried out|compiled)\b|\bsee notes? to editors\b/i;
/** A named source: "by the Office for National Statistics", "from YouGov", "(ONS, 2025)", "[1]". */
const NAMED_SOURCE = /\b(?:by|from)\s+(?:the\s+)?[A-Z]|\[\d+\]|\([A-Z][^)]*\b\d{4}\)/;

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const UK_PHONE = /(?:\+44\s?\(?0?\)?\s?|\b0)\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4}\b/g;
const URL_LIKE = /\bhttps?:\/\/\S+|\bwww\.\S+/g;

/** Acronyms a British reader knows without being told (GOV.UK's style: these need no spelling out). */
const WELL_KNOWN = new Set(
  (
    "UK GB US USA EU UN NHS BBC ITV MP MPs MSP MSPs MEP PM GMT BST UTC TV OK AM ID PR CEO AI FAQ PDF " +
    "URL HTML VAT GDP NATO ENDS"
  ).split(" "),
);
const ROMAN = /^(?:[IVXLC]+)$/;

export interface PressCheckInput {
  readonly text: string;
  /** The draft's sentences (retext-english's, split again at line breaks). */
  readonly sentences: readonly Span[];
  readonly today: Date;
}

export function pressFindings({ text, sentences, today }: PressCheckInput): Finding[] {
  const embargoLines = linesMatching(text, /\bembargo/i);
  const contactLines = [...linesMatching(text, EMAIL), ...linesMatching(text, UK_PHONE)];
  const inAny = (spans: readonly Span[], at: number) => spans.some((span) => at >= span.start && at < span.end);
  return [
    ...unsourced(text, sentences, (at) => inAny(embargoLines, at) || inAny(contactLines, at)),
    ...dates(text, today, (at) => inAny(embargoLines, at)),
    ...embargoes(text, embargoLines, today),
    ...releaseParts(text),
    ...acronyms(text),
  ];
}

/** The lines of the text (without their line break) in which `pattern` matches. */
function linesMatching(text: string, pattern: RegExp): Span[] {
  const found: Span[] = [];
  let start = 0;
  for (const line of text.split("\n")) {
    if (new RegExp(pattern.source, pattern.flags.replace("g", "")).test(line)) {
      found.push({ start, end: start + line.length });
    }
    start += line.length + 1;
  }
  return found;
}

function matchesOf(text: string, patterns: readonly RegExp[]): Span[] {
  const spans = patterns
    .flatMap((pattern) => [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length })))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  // "£2.4 million" is one figure, however many patterns see it.
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start < last.end)
      merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, span.end) };
    else merged.push(span);
  }
  return merged;
}

function unsourced(text: string, sentences: readonly Span[], skip: (at: number) => boolean): Finding[] {
  const found: Finding[] = [];
  for (const sentence of sentences) {
    if (skip(sentence.start)) continue;
    const words = text.slice(sentence.start, sentence.end);
    if (ATTRIBUTION_WORDS.test(words) || NAMED_SOURCE.test(words)) continue;
    for (const claim of matchesOf(words, CLAIM_PATTERNS)) {
      found.push({
        kind: "unsourced",
        start: sentence.start + claim.start,
        end: sentence.start + claim.end,
        words: words.slice(claim.start, claim.end),
        reason: "This claims evidence, but the sentence does not say whose.",
        suggestion: 'Name the research and who did it ("a 2026 survey of 2,000 adults by …"), or cut the claim.',
        sentence,
      });
    }
    for (const figure of matchesOf(words, FIGURE_PATTERNS)) {
      found.push({
        kind: "unsourced",
        start: sentence.start + figure.start,
        end: sentence.start + figure.end,
        words: words.slice(figure.start, figure.end),
        reason: "A journalist will ask where this figure comes from, and the sentence does not say.",
        suggestion:
          'Give the source in the sentence ("according to the ONS") or in the notes to editors, and point to it.',
        sentence,
      });
    }
  }
  return found;
}

function sentenceAround(text: string, at: number, end: number): Span {
  const before = text.lastIndexOf("\n", at - 1) + 1;
  const after = text.indexOf("\n", end);
  return { start: before, end: after === -1 ? text.length : after };
}

function dates(text: string, today: Date, skip: (at: number) => boolean): Finding[] {
  return findDates(text).flatMap((mention) => {
    if (skip(mention.start)) return [];
    const problem = dateProblem(mention, today);
    return problem
      ? [
          {
            kind: "date" as const,
            start: mention.start,
            end: mention.end,
            words: mention.text,
            ...problem,
            sentence: sentenceAround(text, mention.start, mention.end),
          },
        ]
      : [];
  });
}

function embargoes(text: string, lines: readonly Span[], today: Date): Finding[] {
  return lines.flatMap((line) => {
    const raw = text.slice(line.start, line.end);
    const lead = raw.length - raw.trimStart().length;
    const words = raw.trim();
    const problem = embargoProblem(words, today);
    if (!problem) return [];
    const start = line.start + lead;
    const span = { start, end: start + words.length };
    return [{ kind: "embargo" as const, ...span, words, ...problem, sentence: span }];
  });
}

/** Signs that the draft is a press release rather than a statement or a consultation response. */
const PRESS_RELEASE =
  /\bpress release\b|\bfor immediate release\b|\bembargoed\b|^\s*-?\s*ends\s*-?\s*$|\bnotes? (?:to|for) editors\b/im;
const NOTES_HEADING = /^\s*#*\s*notes? (?:to|for) editors\b/im;
const CONTACT_LABEL =
  /^\s*#*\s*(?:media |press )?(?:contacts?|enquiries|media enquiries|press office|press enquiries|for (?:more|further) information)\b/im;

function releaseParts(text: string): Finding[] {
  if (!PRESS_RELEASE.test(text)) return [];
  const missing: { reason: string; suggestion: string }[] = [];
  if (!NOTES_HEADING.test(text)) {
    missing.push({
      reason: 'This reads as a press release, but it has no "Notes to editors" section.',
      suggestion:
        'After "ENDS", add "Notes to editors": the sources of your figures, background, and a line about the organisation.',
    });
  }
  const label = CONTACT_LABEL.exec(text);
  const afterLabel = label ? text.slice(label.index, label.index + 400) : "";
  if (!label || !(new RegExp(EMAIL.source).test(afterLabel) || new RegExp(UK_PHONE.source).test(afterLabel))) {
    missing.push({
      reason: label
        ? "The contact block gives no phone number or email address."
        : "This reads as a press release, but it has no contact block for journalists.",
      suggestion: 'Add "Media enquiries:" with a named contact, a phone number and an email address.',
    });
  }
  // Marked where the missing part belongs: the "ENDS" line, or else the draft's last line.
  const ends = /^\s*-?\s*ends\s*-?\s*$/im.exec(text);
  const lines = text.trimEnd().split("\n");
  const lastLine = lines.at(-1) ?? "";
  const anchorStart = ends
    ? ends.index + (ends[0].length - ends[0].trimStart().length)
    : text.trimEnd().length - lastLine.trimStart().length;
  const anchorEnd = ends ? ends.index + ends[0].trimEnd().length : text.trimEnd().length;
  const span = { start: anchorStart, end: anchorEnd };
  return missing.map((part) => ({
    kind: "release-parts" as const,
    ...span,
    words: text.slice(anchorStart, anchorEnd),
    ...part,
    sentence: span,
  }));
}

/** "ONS", "SMEs", "DfT": capitals, with at most one small letter inside ("TfL"). */
const ACRONYM = /\b[A-Z][A-Za-z0-9&]{0,5}[A-Z0-9]s?\b/g;

function acronyms(text: string): Finding[] {
  const hidden = [...matchesOf(text, [EMAIL, URL_LIKE])];
  const capitalLines = new Set<number>();
  let lineStart = 0;
  for (const line of text.split("\n")) {
    const letters = line.replace(/[^A-Za-z]/g, "");
    // A headline in capitals is not a run of acronyms, nor is an embargo line (checked on its own).
    const capitals = letters.replace(/[^A-Z]/g, "").length / Math.max(1, letters.length);
    if ((letters.length >= 12 && capitals > 0.6) || /\bembargo/i.test(line)) capitalLines.add(lineStart);
    lineStart += line.length + 1;
  }
  const lineOf = (at: number) => text.lastIndexOf("\n", at - 1) + 1;
  const uses = new Map<string, { start: number; end: number; defined: boolean }[]>();
  for (const match of text.matchAll(ACRONYM)) {
    const word = match[0];
    const start = match.index;
    const end = start + word.length;
    const letters = word.replace(/s$/, "");
    const small = letters.replace(/[^a-z]/g, "").length;
    if (
      (word.match(/[A-Z]/g)?.length ?? 0) < 2 ||
      small > 1 ||
      WELL_KNOWN.has(word) ||
      WELL_KNOWN.has(letters) ||
      ROMAN.test(letters)
    )
      continue;
    if (capitalLines.has(lineOf(start)) || hidden.some((span) => start >= span.start && start < span.end)) continue;
    // Spelled out here: "Office for National Statistics (ONS)" or "ONS (Office for National Statistics)".
    const defined =
      (text[start - 1] === "(" &&
        text[end] === ")" &&
        /\p{L}{2,}\s+\p{L}/u.test(text.slice(Math.max(0, start - 60), start))) ||
      /^\s*\((?:\p{L}+[\s-]+){1,}\p{L}+\)/u.test(text.slice(end, end + 120));
    const key = letters;
    uses.set(key, [...(uses.get(key) ?? []), { start, end, defined }]);
  }
  const found: Finding[] = [];
  for (const [acronym, seen] of uses) {
    const [first] = seen;
    if (!first || first.defined) continue;
    const later = seen.findIndex((use) => use.defined);
    found.push({
      kind: "acronym",
      start: first.start,
      end: first.end,
      words: text.slice(first.start, first.end),
      reason:
        later > 0
          ? `"${acronym}" is spelled out only at its use number ${later + 1}, after readers have met it.`
          : `"${acronym}" is not spelled out, and not every reader will know it.`,
      suggestion:
        later > 0
          ? "Move the full name to this first use."
          : `At its first use, write the full name with the acronym after it: "Full Name (${acronym})".`,
      sentence: sentenceAround(text, first.start, first.end),
    });
  }
  return found;
}
