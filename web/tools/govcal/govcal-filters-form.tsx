// GovCal Pro's filters: a plain GET form, so without script it reloads the page with the filters
// in the address; with script the page keeps them in the address and fetches the new list.
import { useId, type FormEvent } from "react";
import { GOVCAL_HOUSES, HOUSE_NAMES } from "#shared/api/govcal-names.ts";
import { filtersFromParams, type GovcalFilters } from "#shared/api/govcal-filters.ts";
import { GOVCAL_TOPICS } from "#shared/api/govcal-topics.ts";

const FIELD = "mt-1 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-ink focus:border-ink";

/** One labelled select of the form: "any" first (the filter unset), then the options. */
function FilterSelect({
  id,
  name,
  label,
  value,
  any,
  options,
}: {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string | null;
  readonly any: string;
  readonly options: readonly { readonly value: string; readonly name: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={FIELD}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

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
      <FilterSelect
        id={`${id}-house`}
        name="house"
        label="House"
        value={filters.house}
        any="Both Houses"
        options={GOVCAL_HOUSES.map((house) => ({ value: house, name: HOUSE_NAMES[house] }))}
      />
      <FilterSelect
        id={`${id}-department`}
        name="department"
        label="Department"
        value={filters.department}
        any="Any department"
        options={departments.map((department) => ({ value: department.slug, name: department.name }))}
      />
      <FilterSelect
        id={`${id}-topic`}
        name="topic"
        label="Topic"
        value={filters.topic}
        any="Any topic"
        options={GOVCAL_TOPICS.map((topic) => ({ value: topic.slug, name: topic.name }))}
      />
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
