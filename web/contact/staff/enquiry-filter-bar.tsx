// The enquiry list's search and filters, each kept in the page's address, and the export of
// every enquiry they match. The triage's filters offer the services and people of the registry
// (the choices the functions answer), and "none named".
import { apiUrl } from "#shared/api/contract.ts";
import { CONTACT_SOURCES } from "#shared/schemas.ts";
import {
  DELIVERY_STATUSES,
  ENQUIRY_SEARCH_MAX,
  HANDLED_STATES,
  listEnquiriesContract,
  type EnquiryFilterName,
} from "#shared/api/contact-staff.ts";
import { NONE_NAMED, TRIAGE_STATES, type TriageChoices } from "#shared/api/contact-triage.ts";
import { URGENCIES } from "#shared/api/triage.ts";
import { fieldClass, linkButtonClass } from "../../staff/components/form-styles.ts";
import { SearchBox } from "../../staff/components/search-box.tsx";
import type { QueryFilters } from "../../staff/lib/use-query-filters.ts";
import { DELIVERY_LABEL, HANDLED_LABEL, SOURCE_LABEL } from "./enquiry-labels.ts";
import { NO_OWNER, NO_SERVICE, TRIAGE_STATE_LABEL, URGENCY_LABEL } from "./triage-labels.ts";

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Readonly<Record<string, string>>;
  onChange: (value: string) => void;
}) {
  return (
    <label className="font-medium">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} className={fieldClass}>
        <option value="">Any</option>
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

const only = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  Object.fromEntries(keys.map((key) => [key, labels[key]]));

/**
 * A registry's entries as options, "none named" after them; a value in the address that the
 * choices do not hold (they are still loading) stays an option, so the select shows it.
 */
function named(entries: readonly { key: string; name: string }[] | undefined, none: string, current: string) {
  const options: Record<string, string> = Object.fromEntries((entries ?? []).map(({ key, name }) => [key, name]));
  options[NONE_NAMED] = none;
  if (current && !(current in options)) options[current] = current;
  return options;
}

export function EnquiryFilterBar({
  filters,
  choices,
}: {
  filters: QueryFilters<EnquiryFilterName>;
  choices: TriageChoices | undefined;
}) {
  const { values, setFilter, query } = filters;
  const csv = new URLSearchParams(query);
  csv.delete("before");
  csv.set("format", "csv");
  return (
    <div className="mb-6 grid gap-4 rounded-md border border-slate-300 bg-white p-4">
      <SearchBox
        label="Search names, email addresses and messages"
        value={values.q}
        maxLength={ENQUIRY_SEARCH_MAX}
        onSearch={(text, typing) => setFilter("q", text, { replace: typing })}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          label="Urgency"
          value={values.urgency}
          options={only(URGENCIES, URGENCY_LABEL)}
          onChange={(value) => setFilter("urgency", value)}
        />
        <FilterSelect
          label="Service"
          value={values.service}
          options={named(
            choices?.services.map(({ slug, name }) => ({ key: slug, name })),
            NO_SERVICE,
            values.service,
          )}
          onChange={(value) => setFilter("service", value)}
        />
        <FilterSelect
          label="Suggested owner"
          value={values.owner}
          options={named(
            choices?.owners.map(({ id, name }) => ({ key: id, name })),
            NO_OWNER,
            values.owner,
          )}
          onChange={(value) => setFilter("owner", value)}
        />
        <FilterSelect
          label="Triage"
          value={values.triage}
          options={only(TRIAGE_STATES, TRIAGE_STATE_LABEL)}
          onChange={(value) => setFilter("triage", value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FilterSelect
          label="Source"
          value={values.source}
          options={only(CONTACT_SOURCES, SOURCE_LABEL)}
          onChange={(value) => setFilter("source", value)}
        />
        <FilterSelect
          label="Forwarding"
          value={values.delivery}
          options={only(DELIVERY_STATUSES, DELIVERY_LABEL)}
          onChange={(value) => setFilter("delivery", value)}
        />
        <FilterSelect
          label="Status"
          value={values.handled}
          options={only(HANDLED_STATES, HANDLED_LABEL)}
          onChange={(value) => setFilter("handled", value)}
        />
      </div>
      <p className="flex flex-wrap items-center gap-3">
        <a href={`${apiUrl(listEnquiriesContract, {})}?${csv.toString()}`} download className={linkButtonClass}>
          Export CSV
        </a>
        <span className="text-sm text-slate-700">Every enquiry these filters match, not only this page.</span>
      </p>
    </div>
  );
}
