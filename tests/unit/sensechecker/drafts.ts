// Ten drafts written for SenseChecker's tests, each with problems planted on purpose, and a clean
// release. Each lists, written before the checker was run on it, the findings it must raise (kind
// and the words flagged) and, for the press officer's checks, that it raises no others. The drafts
// are checked as on Wednesday 2 December 2026 (CHECKED_ON), against which a date with no year is read.
import type { FindingKind } from "#shared/api/sensechecker-kinds.ts";

export const CHECKED_ON = new Date("2026-12-02T10:00:00Z");

export interface Expected {
  readonly kind: FindingKind;
  /** The flagged words contain this (case as written). */
  readonly words: string;
  /** Each of these is in the finding's reason or its suggestion. */
  readonly says?: readonly string[];
}

export interface Draft {
  readonly name: string;
  readonly text: string;
  /** Every press-officer finding the draft must raise, and no others of those kinds. */
  readonly press: readonly Expected[];
  /** Writing findings it must raise (others may come too). */
  readonly writing: readonly Expected[];
}

export const DRAFTS: readonly Draft[] = [
  {
    name: "1. a release with a loose embargo line, an unsourced percentage, an acronym and no notes",
    text: `Embargoed until 7pm, 8th December

Larkspur welcomes new funding for coastal towns

Coastal councils will share a new fund worth £40 million, the government announced today.
Unemployment in coastal towns is 30% higher than the national average.
The money will be managed by the CTF board from January.

ENDS

Media enquiries: Priya Shah, press office, 020 7946 0321, press@larkspur.example`,
    press: [
      {
        kind: "embargo",
        words: "Embargoed until 7pm, 8th December",
        says: ["12-hour", "19:00 GMT, Tuesday 8 December 2026"],
      },
      { kind: "unsourced", words: "30%" },
      { kind: "acronym", words: "CTF" },
      { kind: "release-parts", words: "ENDS", says: ["Notes to editors"] },
    ],
    writing: [],
  },
  {
    name: "2. a statement with a weekday that does not match its date and unsourced claims",
    text: `Statement from the chair of Hartwell Housing Trust

On Friday 10 December 2026 the trust's board met to review the repairs backlog. Research shows that damp homes harm children's health. One in five of our homes needs a new roof, and we will publish a full plan on Monday 14 December 2026.`,
    press: [
      { kind: "date", words: "Friday 10 December 2026", says: ["Thursday"] },
      { kind: "unsourced", words: "Research shows" },
      { kind: "unsourced", words: "One in five" },
    ],
    writing: [],
  },
  {
    name: "3. a consultation response that spells an acronym out only after using it, and a date with no year",
    text: `Response to the consultation on local bus services

The Confederation of Passenger Transport (CPT) welcomes the proposals. We ask the DfT to publish its guidance before 3 February. Operators in the CPT network report that patronage has fallen. The Department for Transport (DfT) should also consult councils on fares.`,
    press: [
      { kind: "acronym", words: "DfT", says: ["first use"] },
      { kind: "date", words: "3 February", says: ["no year", "Wednesday 3 February 2027"] },
    ],
    writing: [],
  },
  {
    name: "4. a release whose embargo line is in form but wrong on the weekday and the clock, with a typo and a repeat",
    text: `EMBARGOED UNTIL 00:01 GMT, Wednesday 16 June 2026

New report on the future of the high street

Larkspur Strategy today publishes its report on town centres. The the report recieved evidence from forty traders, who told us that footfall has fallen since the spring.

ENDS

Notes to editors
1. The report is available on request.

Media contact: Tom Reid, 07700 900123, tom@larkspur.example`,
    press: [{ kind: "embargo", words: "EMBARGOED UNTIL 00:01 GMT, Wednesday 16 June 2026", says: ["Tuesday", "BST"] }],
    writing: [
      { kind: "repeated", words: "The the" },
      { kind: "spelling", words: "recieved", says: ["received"] },
    ],
  },
  {
    name: "5. a statement full of hedges, passives, long words and one very long sentence",
    text: `We believe that the council's decision was taken too quickly. In order to utilise the additional funding, residents were given very little time to respond, and it is arguably the case that the consultation, which ran for a fortnight over the holiday period when many families were away and could not reasonably have been expected to read and comment on several hundred pages of technical appendices, fell short of what the law requires.`,
    press: [],
    writing: [
      { kind: "passive", words: "taken" },
      { kind: "passive", words: "given" },
      { kind: "hedge", words: "believe" },
      { kind: "hedge", words: "arguably" },
      { kind: "simpler", words: "utilise", says: ["use"] },
      { kind: "simpler", words: "additional" },
      { kind: "readability", words: "fell short of what the law requires" },
    ],
  },
  {
    name: "6. a statement with inconsiderate wording, an unsourced expert claim and an unsourced sum",
    text: `Chairman welcomes hospital plan

The chairman of the NHS trust said the new wing would help elderly patients and the mentally ill. Experts say waiting times will fall by half. Local businessmen have raised £120,000 for the appeal.`,
    press: [
      { kind: "unsourced", words: "Experts say" },
      { kind: "unsourced", words: "£120,000" },
    ],
    writing: [
      { kind: "inconsiderate", words: "hairman" },
      { kind: "inconsiderate", words: "businessmen" },
    ],
  },
  {
    name: "7. a release with dates but no years, and neither notes to editors nor a contact block",
    text: `FOR IMMEDIATE RELEASE

COUNCIL LEADERS BACK NEW SKILLS PLAN

Leaders from twelve councils met in Leeds on Thursday 14 January to agree a skills plan for the region. The plan will be launched on 2 March.

ENDS`,
    press: [
      { kind: "date", words: "Thursday 14 January", says: ["no year", "2027"] },
      { kind: "date", words: "2 March", says: ["no year"] },
      { kind: "release-parts", words: "ENDS", says: ["Notes to editors"] },
      { kind: "release-parts", words: "ENDS", says: ["contact"] },
    ],
    writing: [],
  },
  {
    name: "8. a release in good order but for a survey figure and an estimate with no source",
    text: `EMBARGOED UNTIL 00:01 GMT, Tuesday 8 December 2026

Parents back later school start

A survey of parents found that two thirds of families back a later start to the school day. It is estimated that the change would cost schools nothing.

ENDS

Notes to editors
Larkspur Strategy is a public affairs consultancy.

Media enquiries: Sam Ortiz, sam@larkspur.example`,
    press: [
      { kind: "unsourced", words: "two thirds" },
      { kind: "unsourced", words: "It is estimated" },
    ],
    writing: [],
  },
  {
    name: "9. a statement with a date that does not exist and two weekdays that do not match",
    text: `Statement on the planning inquiry

The inquiry will open on 31 April 2027 and is expected to run until Wednesday, June 21, 2027. Objectors may speak on Monday 12 January, and written evidence closes on 5 March 2027.`,
    press: [
      { kind: "date", words: "31 April 2027", says: ["does not exist"] },
      { kind: "date", words: "Wednesday, June 21, 2027", says: ["Monday"] },
      { kind: "date", words: "Monday 12 January", says: ["no year", "Tuesday"] },
    ],
    writing: [],
  },
  {
    name: "10. a briefing with acronyms known, spelled out, and not, one inside a web address",
    text: `Briefing for members

According to the ONS (Office for National Statistics), 4.2 per cent of adults in the UK are out of work. The IFS expects this to rise. MPs on the PAC will question officials next week, and SMEs can send evidence to www.example.org/PAC-evidence.`,
    press: [
      { kind: "acronym", words: "IFS" },
      { kind: "acronym", words: "PAC" },
      { kind: "acronym", words: "SMEs" },
    ],
    writing: [],
  },
];

/** A release in good order: it must raise none of the press officer's kinds. */
export const CLEAN_RELEASE = `EMBARGOED UNTIL 00:01 GMT, Thursday 10 December 2026

Larkspur Strategy opens office in Cardiff

Larkspur Strategy will open an office in Cardiff on Monday 14 December 2026. The office will advise Welsh charities on their work with the Senedd. According to the Office for National Statistics (ONS), charities in Wales employ 52,000 people.

ENDS

Notes to editors
Larkspur Strategy advises charities, councils and companies on public affairs.

Media enquiries: Priya Shah, 020 7946 0321, press@larkspur.example`;
