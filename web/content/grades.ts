// The firm's grades and their day rates, the one place a rate is set: the rate card on /how-we-work
// is built from it, and every role on the team names a grade or a position held at one.

export interface Grade {
  /** As a role on the team shows it, before any specialism: "Partner (Political Affairs)". */
  readonly title: string;
  /** Pounds a day, before VAT. */
  readonly dayRate: number;
  /** Positions held at this grade, charged at its rate: the Managing Partner is a partner. */
  readonly positions?: readonly string[];
}

/** Most senior first, as the rate card lists them. */
export const grades = [
  { title: "Partner", dayRate: 1600, positions: ["Managing Partner"] },
  { title: "Director", dayRate: 1350 },
  { title: "Associate Director", dayRate: 1250 },
  { title: "Senior Consultant", dayRate: 1200 },
  { title: "Consultant", dayRate: 1100 },
] as const satisfies readonly Grade[];

const pounds = (amount: number) => `£${amount.toLocaleString("en-GB")}`;
const rates = grades.map((grade) => grade.dayRate);

/** The range the rate card's price shows: "£1,100 to £1,600 a day". */
export const dayRateRange = `${pounds(Math.min(...rates))} to ${pounds(Math.max(...rates))} a day`;

/** Every grade's rate in one line: "Partner £1,600, director £1,350, … and consultant £1,100 a day". */
export const dayRateLine = (() => {
  const parts = grades.map(
    (grade, index) => `${index === 0 ? grade.title : grade.title.toLowerCase()} ${pounds(grade.dayRate)}`,
  );
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1) ?? ""} a day`;
})();
