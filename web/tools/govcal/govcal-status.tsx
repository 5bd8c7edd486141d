// How fresh each source's part of the list is, and a clear state when one is in trouble: the
// list then shows the last good data or the snapshot, never an empty list passed off as fact.
import type { GovcalSources } from "#shared/api/govcal.ts";
import type { Served } from "#shared/api/public-sources.ts";
import { SOURCE_PROBLEM_WORDS } from "#shared/api/public-sources-words.ts";

const stamp = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });
const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "UTC" });

function line(name: string, served: Served): string {
  if (served.from === "snapshot") return `${name}: offline snapshot of ${day(served.asOf)}.`;
  return `${name}: as of ${stamp(served.asOf)}${served.from === "live" ? " (just read)" : ""}.`;
}

export function GovcalStatus({
  sources,
  unreachable,
}: {
  readonly sources: GovcalSources;
  readonly unreachable: boolean;
}) {
  const troubled = (
    [
      ["UK Parliament's calendar", sources.parliament],
      ["GOV.UK", sources.govuk],
    ] as const
  ).filter(([, served]) => served.problem);
  return (
    <div className="mt-6 grid gap-2" data-testid="govcal-status">
      {unreachable && (
        <p role="alert" className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-950">
          The calendar service could not be reached, so this is the offline snapshot of {day(sources.parliament.asOf)},
          not today's list. Check your connection and reload to try again.
        </p>
      )}
      {troubled.map(([name, served]) => (
        <p key={name} role="alert" className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-950">
          {name} {served.problem ? SOURCE_PROBLEM_WORDS[served.problem.reason] : ""} when we last asked
          {served.problem ? ` (${stamp(served.problem.at)})` : ""}, so its dates below are{" "}
          {served.from === "snapshot"
            ? `from the offline snapshot of ${day(served.asOf)}`
            : `as of ${stamp(served.asOf)}`}
          .
        </p>
      ))}
      <p className="text-sm text-slate-700">
        {line("Parliament", sources.parliament)} {line("Consultations", sources.govuk)} Fixed dates checked{" "}
        {day(`${sources.fixed.asOf}T00:00:00Z`)}.
      </p>
    </div>
  );
}
