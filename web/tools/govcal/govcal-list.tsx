// GovCal Pro's list: each entry with its day, House, what it is and a link to its official source,
// and an "Add to calendar" file of its own.
import type { GovcalEntry } from "#shared/api/govcal.ts";
import { GOVCAL_ENTRY_ICS_PATH, HOUSE_NAMES } from "#shared/api/govcal-names.ts";
import { dayOf } from "#shared/api/govcal-filters.ts";

const KIND_NAMES: Record<GovcalEntry["kind"], string> = {
  business: "Business",
  recess: "Not sitting",
  consultation: "Consultation closes",
  fixed: "Key date",
};

export const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

function when(entry: GovcalEntry): string {
  if (entry.kind === "consultation") return `Closes ${longDate(entry.end)}${entry.endTime ? `, ${entry.endTime}` : ""}`;
  const days = entry.end === entry.start ? longDate(entry.start) : `${longDate(entry.start)} to ${longDate(entry.end)}`;
  const time = entry.startTime ? `, ${entry.startTime}${entry.endTime ? `–${entry.endTime}` : ""}` : "";
  return `${days}${time}`;
}

export function GovcalList({ entries }: { readonly entries: readonly GovcalEntry[] }) {
  return (
    <ol className="mt-6 grid gap-3" aria-label="Dates">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border border-slate-300 bg-white p-4" data-entry={entry.id}>
          <p className="text-sm font-semibold text-slate-700">
            <time dateTime={dayOf(entry)}>{when(entry)}</time>
            <span className="ml-2 rounded-full border border-slate-400 px-2 py-0.5 text-xs">
              {KIND_NAMES[entry.kind]}
            </span>
            {entry.house && <span className="ml-2 text-xs">{HOUSE_NAMES[entry.house]}</span>}
          </p>
          <h3 className="mt-1 break-words font-semibold text-ink">{entry.title}</h3>
          {entry.detail && <p className="mt-1 break-words text-slate-700">{entry.detail}</p>}
          {entry.department && <p className="mt-1 text-sm text-slate-700">{entry.department.name}</p>}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a href={entry.sourceUrl} className="font-semibold text-ink underline" rel="noopener">
              Official source: {entry.sourceName}
              <span className="sr-only"> for {entry.title}</span>
            </a>
            <a
              href={`${GOVCAL_ENTRY_ICS_PATH}?${new URLSearchParams({ id: entry.id, date: dayOf(entry) }).toString()}`}
              className="text-ink underline"
              download={`${entry.id}.ics`}
            >
              Add to calendar<span className="sr-only">: {entry.title}</span>
            </a>
          </p>
        </li>
      ))}
    </ol>
  );
}
