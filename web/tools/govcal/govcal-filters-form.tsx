// GovCal Pro's filters: a plain GET form, so without script it reloads the page with the filters
// in the address; with script the page keeps them in the address and fetches the new list.
import { useId, type FormEvent } from "react";
import { GOVCAL_HOUSES, HOUSE_NAMES } from "#shared/api/govcal-names.ts";
import { filtersFromParams, type GovcalFilters } from "#shared/api/govcal-filters.ts";
import { GOVCAL_TOPICS } from "#shared/api/govcal-topics.ts";

const FIELD = "mt-1 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-ink focus:border-ink";

export function GovcalFiltersForm({
  filters,
  departments,
  onChange,
}: {
  readonly filters: GovcalFilters;
  readonly departments: readonly { slug: string; name: string }[];
  readonly onChange: (filters: GovcalFilters) => void;
}) {
  const id = useId();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === "string" && value) params.set(key, value);
    onChange(filtersFromParams(params));
  }
  // Keyed by the filters so the fields show the address's values after back and forward.
  const key = JSON.stringify(filters);
  return (
    <form
      key={key}
      method="get"
      aria-label="Filter the calendar"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={onSubmit}
    >
      <div>
        <label htmlFor={`${id}-house`} className="text-sm font-semibold text-ink">
          House
        </label>
        <select id={`${id}-house`} name="house" defaultValue={filters.house ?? ""} className={FIELD}>
          <option value="">Both Houses</option>
          {GOVCAL_HOUSES.map((house) => (
            <option key={house} value={house}>
              {HOUSE_NAMES[house]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-department`} className="text-sm font-semibold text-ink">
          Department
        </label>
        <select id={`${id}-department`} name="department" defaultValue={filters.department ?? ""} className={FIELD}>
          <option value="">Any department</option>
          {departments.map((department) => (
            <option key={department.slug} value={department.slug}>
              {department.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-topic`} className="text-sm font-semibold text-ink">
          Topic
        </label>
        <select id={`${id}-topic`} name="topic" defaultValue={filters.topic ?? ""} className={FIELD}>
          <option value="">Any topic</option>
          {GOVCAL_TOPICS.map((topic) => (
            <option key={topic.slug} value={topic.slug}>
              {topic.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="text-sm font-semibold text-ink">
          From
        </label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={filters.from ?? ""} className={FIELD} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="text-sm font-semibold text-ink">
          To
        </label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={filters.to ?? ""} className={FIELD} />
      </div>
      <div className="flex items-end">
        <button type="submit" className="rounded-md bg-ink px-5 py-2.5 font-semibold text-white hover:bg-slate-800">
          Show dates
        </button>
      </div>
    </form>
  );
}
