// How fresh a council's records are, in words: the date they were read from the council, and,
// when the latest reading failed, that the records shown are older than wanted and why. A council
// never read has no records, which is said, never shown as an empty list.
import { PROBLEM_WORDS_FOR_COUNCIL } from "./council-words.ts";
import type { CouncilView } from "#shared/api/council-radar.ts";
import { britishDate } from "#shared/british-date.ts";

const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" });
const atTime = (iso: string) => `${britishDate(iso)}, ${time.format(new Date(iso))}`;

/** "as of 4 December 2026, 13:55" for a reading, "as of 1 December 2026" for a dated set. */
export function asOfWords(council: CouncilView): string {
  return council.kind === "live" ? `as of ${atTime(council.served.asOf)}` : `as of ${britishDate(council.served.asOf)}`;
}

export function CouncilFreshness({ council }: { council: CouncilView }) {
  const { problem } = council.served;
  if (council.kind === "demo") {
    return (
      <p className="text-sm text-slate-700">
        Demonstration records, {asOfWords(council)}: this council and its councillors are fictional.
      </p>
    );
  }
  if (!council.data) {
    return (
      <p role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
        {council.name}: not read yet.{" "}
        {problem
          ? `The council's service could not be read (${PROBLEM_WORDS_FOR_COUNCIL[problem.reason]}, ${atTime(problem.at)}), so there are no records to show; we will try again.`
          : "Its records will appear once its service has been read."}
      </p>
    );
  }
  if (problem) {
    return (
      <p role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
        {council.name}: showing the records {asOfWords(council)}. Reading them again failed at {atTime(problem.at)} (
        {PROBLEM_WORDS_FOR_COUNCIL[problem.reason]}); we will try again.
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      {council.name}: records {asOfWords(council)}, from{" "}
      <a className="underline" href={council.address}>
        the council&apos;s own site
      </a>
      {council.served.skipped > 0 ? `; ${council.served.skipped} records in an unexpected shape were left out` : ""}.
    </p>
  );
}
